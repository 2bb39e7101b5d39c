import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { TWebhookRow } from './webhookApi.ts';

/**
 * A webhook's state: active (or failing for a while), switched off by hand, or disabled by the deliveries — the
 * receiver answered 410, or a day passed without one delivery; and whether a rotated-out secret still signs.
 */
export function WebhookState({ row }: { row: TWebhookRow }) {
  const { t } = useTranslation();
  const since = formatDate(row.failingSince);
  let tag: ReactNode;
  if (row.enabled) {
    tag = row.failingSince ? (
      <Tag color="warning">{t('webhook.state.failingNow', { time: since })}</Tag>
    ) : (
      <Tag color="success">{t('webhook.state.active')}</Tag>
    );
  } else if (row.disabledReason === 'gone') tag = <Tag color="error">{t('webhook.state.gone')}</Tag>;
  else if (row.disabledReason === 'failing') tag = <Tag color="error">{t('webhook.state.failing', { time: since })}</Tag>;
  else tag = <Tag>{t('webhook.state.off')}</Tag>;
  const previous = row.previousUntil && new Date(row.previousUntil).getTime() > Date.now() ? row.previousUntil : null;
  return (
    <Space orientation="vertical" size={0} data-testid={`webhook-state-${row.id}`}>
      {tag}
      {previous && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('webhook.previousUntil', { time: formatDate(previous) })}
        </Typography.Text>
      )}
    </Space>
  );
}
