import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_CHANNEL_LABELS, NOTICE_KIND_LABELS, type NoticeChannel, type TPushSetting } from '@wms/contract/notice';
import { Card, Switch, Table, Tooltip, Typography } from 'antd';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { fetchPush, PUSH_KEY, savePush } from '../system/notices/api.ts';

/** The user centre's push settings (spec §2): which notices reach the user, in the console and by SMS. */
export function PushSettings() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const q = useQuery({ queryKey: PUSH_KEY, queryFn: fetchPush });
  const save = useMutation({
    mutationFn: (s: TPushSetting) => savePush([s]),
    onSuccess: (r) => {
      client.setQueryData(PUSH_KEY, r.data);
      if (r.message) feedback().message.success(r.message);
    },
  });
  const hasPhone = q.data?.hasPhone ?? false;
  const toggle = (row: TPushSetting, channel: NoticeChannel, on: boolean) => save.mutate({ ...row, [channel]: on });
  const channel = (c: NoticeChannel) => ({
    title: NOTICE_CHANNEL_LABELS[c][lang],
    key: c,
    width: 120,
    render: (_: unknown, row: TPushSetting) => {
      const off = c === 'sms' && !hasPhone;
      const sw = (
        <Switch
          size="small"
          checked={row[c]}
          disabled={off || save.isPending}
          aria-label={`${NOTICE_KIND_LABELS[row.kind][lang]} ${NOTICE_CHANNEL_LABELS[c][lang]}`}
          onChange={(on) => toggle(row, c, on)}
        />
      );
      return off ? <Tooltip title={t('push.noPhone')}>{sw}</Tooltip> : sw;
    },
  });
  return (
    <Card title={t('push.title')} extra={t('push.intro')}>
      <Table<TPushSetting>
        rowKey="kind"
        size="small"
        pagination={false}
        loading={q.isLoading}
        dataSource={q.data?.settings ?? []}
        locale={{ emptyText: t('push.none') }}
        columns={[
          { title: t('push.kind'), key: 'kind', render: (_, row) => NOTICE_KIND_LABELS[row.kind][lang] },
          channel('console'),
          channel('sms'),
        ]}
      />
      {q.data && !hasPhone && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="push-no-phone">
          {t('push.noPhone')}
        </Typography.Text>
      )}
    </Card>
  );
}
