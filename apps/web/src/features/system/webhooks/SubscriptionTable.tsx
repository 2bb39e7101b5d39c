import { webhookSubscription } from '@wms/contract/integration/webhook';
import { Button, Space, Switch, Table, Tag, Typography } from 'antd';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatDate, formatThousands } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { WebhookState } from './WebhookState.tsx';
import { deleteWebhook, rotateSecret, type TWebhookRow, type TWebhookSecret, testWebhook, updateWebhook } from './webhookApi.ts';

export const can = (action: string) => `system/webhook/${action}`;

/**
 * Every webhook with its events, switch, state, backlog (pending, given up) and last delivery; edit, send a test
 * event, rotate the secret (confirmed; the new one is shown once) and delete (confirmed).
 */
export function SubscriptionTable({
  rows,
  loading,
  reload,
  onEdit,
  onSecret,
  onDeliveries,
}: {
  rows: TWebhookRow[];
  loading: boolean;
  reload: () => void;
  onEdit: (row: TWebhookRow) => void;
  onSecret: (s: TWebhookSecret, name: string) => void;
  onDeliveries: (row: TWebhookRow) => void;
}) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const label = useFieldLabel(webhookSubscription.name);
  const events = useDict('webhookEvent');
  const settle = (p: Promise<{ message: string }>) =>
    p.then(
      (r) => {
        feedback().message.success(r.message);
        reload();
      },
      () => undefined,
    );

  const toggle = (r: TWebhookRow, on: boolean) => settle(updateWebhook({ id: r.id, enabled: on }));
  const test = (r: TWebhookRow) => settle(testWebhook(r.id));
  const rotate = (r: TWebhookRow) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('webhook.rotateConfirm', { name: r.name }),
      okText: t('webhook.rotate'),
      cancelText: t('table.cancel'),
      onOk: () =>
        rotateSecret(r.id).then(
          (s) => {
            onSecret(s, r.name);
            reload();
          },
          () => undefined,
        ),
    });
  const remove = (r: TWebhookRow) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('webhook.deleteConfirm', { name: r.name }),
      okText: t('table.delete'),
      okButtonProps: { danger: true },
      cancelText: t('table.cancel'),
      onOk: () => settle(deleteWebhook(r.id)),
    });

  return (
    <Table<TWebhookRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: label('name') },
        {
          key: 'url',
          dataIndex: 'url',
          title: label('url'),
          render: (v: string) => (
            <Typography.Text copyable={{ text: v }} ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
              {v}
            </Typography.Text>
          ),
        },
        {
          key: 'events',
          title: label('events'),
          render: (_, r) => (
            <Space size={[0, 4]} wrap style={{ maxWidth: 320 }}>
              {r.events.map((e) => (
                <Tag key={e}>{events.labelOf(e)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'enabled',
          title: label('enabled'),
          render: (_, r) => (
            <Switch
              size="small"
              checked={r.enabled}
              disabled={!has(can('update'))}
              aria-label={`${label('enabled')} ${r.name}`}
              onChange={(on) => void toggle(r, on)}
            />
          ),
        },
        { key: 'state', title: t('webhook.state'), render: (_, r) => <WebhookState row={r} /> },
        {
          key: 'pending',
          title: t('webhook.pending'),
          align: 'right',
          render: (_, r) => <span data-testid={`webhook-pending-${r.id}`}>{formatThousands(r.pending)}</span>,
        },
        {
          key: 'failed',
          title: t('webhook.failed'),
          align: 'right',
          render: (_, r) => (r.failed > 0 ? <Typography.Text type="danger">{formatThousands(r.failed)}</Typography.Text> : '0'),
        },
        {
          key: 'lastDeliveredAt',
          title: t('webhook.lastDelivered'),
          render: (_, r) => formatDate(r.lastDeliveredAt) || '-',
        },
        {
          key: 'actions',
          title: t('table.actions'),
          fixed: 'right',
          render: (_, r) => (
            <Space size={0} wrap>
              {has(can('update')) && (
                <Button type="link" size="small" onClick={() => onEdit(r)}>
                  {t('table.edit')}
                </Button>
              )}
              {has(can('update')) && (
                <Button type="link" size="small" onClick={() => void test(r)}>
                  {t('webhook.test')}
                </Button>
              )}
              {has(can('update')) && (
                <Button type="link" size="small" onClick={() => rotate(r)}>
                  {t('webhook.rotate')}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => onDeliveries(r)}>
                {t('webhook.deliveries')}
              </Button>
              {has(can('delete')) && (
                <Button type="link" size="small" danger onClick={() => remove(r)}>
                  {t('table.delete')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
