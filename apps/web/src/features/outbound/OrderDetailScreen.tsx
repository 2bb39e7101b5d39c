import { useQuery, useQueryClient } from '@tanstack/react-query';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { Alert, Button, Card, Descriptions, Flex, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../shared/format.ts';
import { useFieldLabel } from '../../shared/table/labels.ts';
import { StatusTag } from '../inbound/StatusTag.tsx';
import { AllocationsTable } from './AllocationsTable.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';
import { LinesTable } from './LinesTable.tsx';
import { OrderActions } from './OrderActions.tsx';
import { StatusSteps } from './StatusSteps.tsx';

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

function headerValue(order: ObOrder, name: string): React.ReactNode {
  const f = obOrder.fields.find((x) => x.name === name);
  if (f?.kind === 'ref') return (order[`${name}Label`] as string | null) ?? '';
  if (f?.kind === 'datetime') return formatDate(order[name] as string | null);
  return (order[name] as React.ReactNode) ?? '';
}

/**
 * One outbound order: header, status, lines with ordered and allocated quantities, the stock rows
 * holding its allocations, and the actions its status allows (allocate with its preview, deallocate,
 * cancel, edit, delete).
 */
export function OrderDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = useFieldLabel(obOrder.name);
  const client = useQueryClient();
  const key = ['obOrder', id];
  const query = useQuery({ queryKey: key, queryFn: () => obApi.detail(id) });
  const allocations = useQuery({ queryKey: ['obOrderAllocations', id], queryFn: () => obApi.allocations(id) });

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
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space>
          <strong style={{ fontSize: 16 }}>{order.no}</strong>
          <StatusTag status={order.status} />
        </Space>
        <Space wrap>
          <OrderActions order={order} onDone={changed} />
          <Button onClick={() => navigate(obScreen.list)}>{t('obOrder.back')}</Button>
        </Space>
      </Flex>
      <Card size="small" style={{ marginBottom: 16 }}>
        <StatusSteps status={order.status} />
      </Card>
      <Card size="small" title={t('obOrder.header')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          {HEADER.map((name) => (
            <Descriptions.Item key={name} label={label(name)}>
              {headerValue(order, name)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
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
    </div>
  );
}
