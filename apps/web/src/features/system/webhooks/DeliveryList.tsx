import { webhookDelivery } from '@wms/contract/integration/webhook';
import type { TFilterItem } from '@wms/contract/table';
import { Button, Select, Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable, type ListTableContext } from '../../../shared/table/ListTable.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { AnswerTag, AttemptsDrawer } from './AttemptsDrawer.tsx';
import { can } from './SubscriptionTable.tsx';
import { resendDeliveries, type TWebhookRow } from './webhookApi.ts';

const STATUS_COLOR: Record<string, string> = { pending: 'processing', delivered: 'success', failed: 'error' };
const BY_SUBSCRIPTION = 'subscriptionId';
const isBySubscription = (it: TFilterItem) => it.field === BY_SUBSCRIPTION && it.operator === 'eq';
/** A resend is delivered within moments: the list looks again once the worker has had a chance. */
const LOOK_AGAIN_MS = 2000;

/** The list's filter on one webhook (or none), as the subscriptions' "Deliveries" action and the picker set it. */
export const subscriptionFilter = (id: number | undefined, rest: TFilterItem[] = []): TFilterItem[] => [
  ...rest.filter((it) => !isBySubscription(it)),
  ...(id === undefined ? [] : [{ field: BY_SUBSCRIPTION, operator: 'eq' as const, value: id }]),
];

/**
 * The deliveries (`/system/webhook/delivery`), newest first, on the generic list: a webhook picker over the
 * filter, each delivery's state, attempts, last answer and next try; its attempts in a drawer, and the selected
 * ones sent again (confirmed).
 */
export function DeliveryList({ webhooks }: { webhooks: TWebhookRow[] }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const label = useFieldLabel(webhookDelivery.name);
  const statuses = useDict('deliveryStatus');
  const [selected, setSelected] = useState<Key[]>([]);
  const [open, setOpen] = useState<{ id: number; msgId: string } | null>(null);
  const names = useMemo(() => new Map(webhooks.map((w) => [w.id, w.name])), [webhooks]);
  const filterOptions = useMemo(() => ({ [BY_SUBSCRIPTION]: webhooks.map((w) => ({ value: w.id, label: w.name })) }), [webhooks]);

  const resend = (ctx: ListTableContext) =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('webhook.resendConfirm', { count: selected.length }),
      okText: t('table.ok'),
      cancelText: t('table.cancel'),
      onOk: () =>
        resendDeliveries(selected.map(Number)).then(
          (r) => {
            feedback().message.success(r.message);
            setSelected([]);
            ctx.refresh();
            setTimeout(ctx.refresh, LOOK_AGAIN_MS);
          },
          () => undefined,
        ),
    });

  const picker = (ctx: ListTableContext) => {
    const current = ctx.state.filter.find(isBySubscription)?.value;
    return (
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={label(BY_SUBSCRIPTION)}
        placeholder={t('webhook.allSubscriptions')}
        style={{ width: 240 }}
        value={typeof current === 'number' ? current : current === undefined ? undefined : Number(current)}
        options={filterOptions[BY_SUBSCRIPTION]}
        onChange={(id) => ctx.setFilter(subscriptionFilter(id ?? undefined, ctx.state.filter))}
      />
    );
  };

  return (
    <>
      <ListTable<Row>
        def={webhookDelivery}
        filterOptions={filterOptions}
        selectedRowKeys={has(can('resend')) ? selected : undefined}
        onSelectionChange={has(can('resend')) ? (keys) => setSelected(keys) : undefined}
        actionsWidth={100}
        renderers={{
          subscriptionId: (v) => names.get(Number(v)) ?? `#${String(v)}`,
          msgId: (v) => <Typography.Text code>{String(v)}</Typography.Text>,
          status: (v) => <Tag color={STATUS_COLOR[String(v)]}>{statuses.labelOf(v)}</Tag>,
          lastStatus: (v, row) => (row.attempts ? <AnswerTag status={v as number | null} /> : ''),
          nextAt: (v, row) => (row.status === 'pending' ? formatDate(v as string) : ''),
          lastError: (v) =>
            v ? (
              <Typography.Text type="danger" ellipsis={{ tooltip: String(v) }} style={{ maxWidth: 240 }}>
                {String(v)}
              </Typography.Text>
            ) : (
              ''
            ),
        }}
        toolbar={(ctx) => (
          <>
            {picker(ctx)}
            {has(can('resend')) && (
              <Button disabled={selected.length === 0} onClick={() => resend(ctx)}>
                {t('webhook.resendSelected', { count: selected.length })}
              </Button>
            )}
          </>
        )}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen({ id: Number(row.id), msgId: String(row.msgId) })}>
            {t('webhook.attempts')}
          </Button>
        )}
      />
      <AttemptsDrawer delivery={open} onClose={() => setOpen(null)} />
    </>
  );
}
