import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { OrderLinesTable } from '../orders-common/LinesTable.tsx';
import { OrderHeaderCard, OrderTitleBar } from '../orders-common/OrderHeader.tsx';
import { type ReqLine, type ReqOrder, reqApi } from './api.ts';
import { type ReqKindDef, reqScreen } from './kinds.ts';
import { RequestActions } from './RequestActions.tsx';
import { RouteTimeline } from './RouteTimeline.tsx';
import { ReqStatusTag } from './StatusTag.tsx';

/** Header fields shown, in order; references show their label. */
const HEADER = [
  'no',
  'customer',
  'warehouse',
  'location',
  'extRef',
  'orderDate',
  'requiredDate',
  'contact',
  'contactPhone',
  'address',
  'qty',
  'doneQty',
  'comment',
];

/**
 * One request order: its number and status with the actions the status allows (each confirmed,
 * with an optional comment), the header, the lines (packaging or material, the stock SKU, quantity
 * asked and done), and its route as a timeline: each status reached, when, by whom, why.
 */
export function RequestDetailScreen({ kind, id }: { kind: ReqKindDef; id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const api = useMemo(() => reqApi(kind), [kind]);
  const screen = reqScreen(kind);
  const key = [kind.text, id];
  const query = useQuery({ queryKey: key, queryFn: () => api.detail(id) });

  const changed = (order?: ReqOrder) => {
    if (!order)
      navigate(screen.list); // deleted
    else if (order.route) client.setQueryData(key, order);
    else void query.refetch();
  };

  if (query.isPending) return <Spin style={{ margin: 24 }} />;
  if (query.isError) return <Alert style={{ margin: 16 }} type="error" showIcon title={t(`${kind.text}.loadFailed`)} />;
  const order = query.data;
  return (
    <div style={{ padding: 16 }}>
      <OrderTitleBar order={order} status={<ReqStatusTag status={order.status} />}>
        <RequestActions kind={kind} api={api} order={order} onDone={changed} />
        <Button onClick={() => navigate(screen.list)}>{t(`${kind.text}.back`)}</Button>
      </OrderTitleBar>
      <OrderHeaderCard def={kind.order} fields={HEADER} order={order} title={t(`${kind.text}.header`)} />
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Card size="small" title={t(`${kind.text}.lines`)} style={{ marginBottom: 16 }}>
            <OrderLinesTable<ReqLine>
              line={kind.line}
              lines={order.items}
              columns={(col) => [
                col('lineNo'),
                col('packaging', (l) => l.packagingLabel ?? ''),
                col('material', (l) => l.materialLabel ?? ''),
                col('skuLabel'),
                col('qty'),
                col('doneQty', (l) => Number(l.doneQty ?? 0)),
                col('comment'),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small" title={t('reqOrder.route')} style={{ marginBottom: 16 }}>
            <RouteTimeline route={order.route ?? []} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
