import { PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ibOrder } from '@wms/contract/inbound/ib-order';
import { ORDER_STATUS } from '@wms/contract/inbound/status';
import { Alert, Button, Card, Checkbox, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { OrderHeaderCard, OrderTitleBar } from '../../orders-common/OrderHeader.tsx';
import { StatusSteps, StatusTag } from '../../orders-common/StatusTag.tsx';
import { type IbOrder, ibApi, ibScreen } from './api.ts';
import { LinesTable } from './LinesTable.tsx';
import { OrderActions, useIbCan } from './OrderActions.tsx';
import { PutAwayDialog } from './PutAwayDialog.tsx';
import { ScanBox } from './ScanBox.tsx';

/** The statuses an inbound order passes through (docs/decisions/inbound.md), in order. */
const STATUS_PATH = [ORDER_STATUS.new, ORDER_STATUS.approval, ORDER_STATUS.received, ORDER_STATUS.stored, ORDER_STATUS.finished];

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
  'postingDate',
  'orderDate',
  'shipDate',
  'deliveryDate',
  'cancelDate',
  'stockDate',
  'qty',
  'comment',
];

function PrintButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [logo, setLogo] = useState(false);
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      await ibApi.print(id, logo);
    } catch {
      // The request client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <Button icon={<PrinterOutlined />} loading={busy} onClick={print}>
        {t('ibOrder.print')}
      </Button>
      <Button>
        <Checkbox checked={logo} onChange={(e) => setLogo(e.target.checked)}>
          {t('ibOrder.printLogo')}
        </Checkbox>
      </Button>
    </Space.Compact>
  );
}

/**
 * One inbound order: header, status, lines with their received, stored and open quantities, the
 * actions its status allows, the receiving scan box and the put-away dialog, and the print.
 */
export function OrderDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useIbCan();
  const client = useQueryClient();
  const key = ['ibOrder', id];
  const query = useQuery({ queryKey: key, queryFn: () => ibApi.detail(id) });
  const [putting, setPutting] = useState(false);

  const changed = (order?: IbOrder) => {
    if (!order)
      navigate(ibScreen.list); // deleted
    else client.setQueryData(key, order);
  };

  if (query.isPending) return <Spin style={{ margin: 24 }} />;
  if (query.isError) {
    return <Alert style={{ margin: 16 }} type="error" showIcon title={t('ibOrder.loadFailed')} />;
  }
  const order = query.data;
  return (
    <div style={{ padding: 16 }}>
      <OrderTitleBar order={order} status={<StatusTag status={order.status} />}>
        {can('store', order.status) && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setPutting(true)}>
            {t('ibOrder.putAway')}
          </Button>
        )}
        <OrderActions order={order} onDone={changed} anyStored={order.items.some((l) => l.stockQty > 0)} />
        {can('print') && <PrintButton id={order.id} />}
        <Button onClick={() => navigate(ibScreen.list)}>{t('ibOrder.back')}</Button>
      </OrderTitleBar>
      <Card size="small" style={{ marginBottom: 16 }}>
        <StatusSteps status={order.status} path={STATUS_PATH} />
      </Card>
      {can('scan', order.status) && (
        <Card size="small" title={t('ibOrder.scan.label')} style={{ marginBottom: 16 }}>
          <ScanBox orderId={order.id} onScanned={() => void query.refetch()} />
        </Card>
      )}
      <OrderHeaderCard def={ibOrder} fields={HEADER} order={order} title={t('ibOrder.header')} />
      <Card size="small" title={t('ibOrder.lines')}>
        <LinesTable lines={order.items} />
      </Card>
      <PutAwayDialog open={putting} order={order} onClose={() => setPutting(false)} onChanged={changed} />
    </div>
  );
}
