import { useQuery, useQueryClient } from '@tanstack/react-query';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { ORDER_STATUS } from '@wms/contract/outbound/status';
import { Alert, Button, Card, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { OrderHeaderCard, OrderTitleBar } from '../../orders-common/OrderHeader.tsx';
import { StatusSteps, StatusTag } from '../../orders-common/StatusTag.tsx';
import { OrderFlowActions } from '../tasks/OrderFlowActions.tsx';
import { OrderTasksCard } from '../tasks/OrderTasksCard.tsx';
import { AllocationsTable } from './AllocationsTable.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';
import { LinesTable } from './LinesTable.tsx';
import { OrderActions } from './OrderActions.tsx';

/** The statuses an outbound order passes through (docs/decisions/outbound-and-allocation.md "Outbound orders"), in order. */
const STATUS_PATH = [
  ORDER_STATUS.new,
  ORDER_STATUS.allocated,
  ORDER_STATUS.picked,
  ORDER_STATUS.packed,
  ORDER_STATUS.sealed,
  ORDER_STATUS.loaded,
  ORDER_STATUS.shipped,
  ORDER_STATUS.finished,
];

/** Header fields shown, in order; references show their label. */
const HEADER = [
  'no',
  'docNo',
  'extRef',
  'extDocNo',
  'nctsNo',
  'shipAgent',
  'warehouse',
  'consignor',
  'consignorCode',
  'consignee',
  'consigneeCode',
  'carrierType',
  'carrierClass',
  'vehicleNo',
  'postingDate',
  'orderDate',
  'shipDate',
  'deliveryDate',
  'cancelDate',
  'allocatDate',
  'qty',
  'allocQty',
  'comment',
];

/**
 * One outbound order: header, status, lines with ordered and allocated quantities, the stock rows
 * holding its allocations, its tasks, and the actions its status allows (allocate with its preview,
 * deallocate, cancel, edit, delete; then tasks, stock out, ship, finish, delivery numbers, prints:
 * features/outbound/tasks).
 */
export function OrderDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = ['obOrder', id];
  // Both follow writes made elsewhere (a task finished on its screen moves the order on).
  const meta = { followsWrites: true };
  const query = useQuery({ queryKey: key, queryFn: () => obApi.detail(id), meta });
  const allocations = useQuery({ queryKey: ['obOrderAllocations', id], queryFn: () => obApi.allocations(id), meta });

  const changed = (order?: ObOrder, deleted?: boolean) => {
    if (deleted) {
      navigate(obScreen.list);
      return;
    }
    if (order) client.setQueryData(key, order);
    else void query.refetch();
    void allocations.refetch();
  };

  if (query.isPending) return <Spin style={{ margin: 24 }} />;
  if (query.isError) {
    return <Alert style={{ margin: 16 }} type="error" showIcon title={t('obOrder.loadFailed')} />;
  }
  const order = query.data;
  return (
    <div style={{ padding: 16 }}>
      <OrderTitleBar order={order} status={<StatusTag status={order.status} />}>
        <OrderActions order={order} onDone={changed} />
        <OrderFlowActions order={order} onDone={() => changed()} />
        <Button onClick={() => navigate(obScreen.list)}>{t('obOrder.back')}</Button>
      </OrderTitleBar>
      <Card size="small" style={{ marginBottom: 16 }}>
        <StatusSteps status={order.status} path={STATUS_PATH} />
      </Card>
      <OrderHeaderCard def={obOrder} fields={HEADER} order={order} title={t('obOrder.header')} />
      <Card size="small" title={t('obOrder.lines')} style={{ marginBottom: 16 }}>
        <LinesTable lines={order.items} />
      </Card>
      <Card size="small" title={t('obOrder.allocations')}>
        {allocations.isError ? (
          <Alert type="error" showIcon title={t('obOrder.loadFailed')} />
        ) : (
          <AllocationsTable rows={allocations.data ?? []} loading={allocations.isFetching} />
        )}
      </Card>
      <OrderTasksCard orderNo={order.no} version={query.dataUpdatedAt} />
    </div>
  );
}
