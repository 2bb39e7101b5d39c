import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { DeliveryList, subscriptionFilter } from './DeliveryList.tsx';
import { SecretDialog, type ShownSecret } from './SecretDialog.tsx';
import { can, SubscriptionTable } from './SubscriptionTable.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import { fetchWebhooks, type TWebhookRow } from './webhookApi.ts';

const KEY = ['webhooks'];
const DELIVERIES = 'deliveries';

/**
 * Webhooks (`/system/webhook`, issue 35 §3, docs/api.md "Webhooks"): the subscriptions (add, edit, switch, test,
 * rotate the secret, delete; a secret shown once) and, on a second tab, their deliveries with every attempt and
 * resending. The tab is in the URL (`?tab=deliveries`), beside the deliveries list's own state.
 */
export default function WebhookPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === DELIVERIES ? DELIVERIES : 'subscriptions';
  const webhooks = useQuery({ queryKey: KEY, queryFn: fetchWebhooks });
  const [dialog, setDialog] = useState<{ editing: TWebhookRow | null } | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: KEY });
  const rows = webhooks.data ?? [];

  // Another tab starts from a clean address: the deliveries list keeps its page and filter in the URL.
  const show = (next: string, filterOf?: number) => {
    if (next !== DELIVERIES) return setParams({});
    setParams(
      filterOf === undefined ? { tab: DELIVERIES } : { tab: DELIVERIES, filter: JSON.stringify(subscriptionFilter(filterOf)) },
    );
  };

  return (
    <div style={{ padding: 16 }}>
      <Typography.Paragraph type="secondary">{t('webhook.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => show(k)}
        destroyOnHidden
        items={[
          {
            key: 'subscriptions',
            label: t('webhook.tab.subscriptions'),
            children: (
              <>
                <Flex justify="space-between" style={{ marginBottom: 12 }}>
                  <span>
                    {has(can('add')) && (
                      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
                        {t('webhook.add')}
                      </Button>
                    )}
                  </span>
                  <Tooltip title={t('table.refresh')}>
                    <Button
                      icon={<ReloadOutlined />}
                      aria-label={t('table.refresh')}
                      loading={webhooks.isFetching}
                      onClick={reload}
                    />
                  </Tooltip>
                </Flex>
                <SubscriptionTable
                  rows={rows}
                  loading={webhooks.isLoading}
                  reload={reload}
                  onEdit={(r) => setDialog({ editing: r })}
                  onSecret={(s, name) => setSecret({ name, secret: s.secret, rotated: true })}
                  onDeliveries={(r) => show(DELIVERIES, r.id)}
                />
              </>
            ),
          },
          { key: DELIVERIES, label: t('webhook.tab.deliveries'), children: <DeliveryList webhooks={rows} /> },
        ]}
      />
      <WebhookDialog
        open={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={reload}
        onCreated={(s, name) => {
          setSecret({ name, secret: s.secret, rotated: false });
          reload();
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
