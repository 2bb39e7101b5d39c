import { PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ibOrder } from '@wms/contract/inbound/ib-order';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../shared/format.ts';
import { useFieldLabel } from '../../shared/table/labels.ts';
import { type IbOrder, ibApi, ibScreen } from './api.ts';
import { LinesTable } from './LinesTable.tsx';
import { OrderActions, useIbCan } from './OrderActions.tsx';
import { PutAwayDialog } from './PutAwayDialog.tsx';
import { ScanBox } from './ScanBox.tsx';
import { StatusSteps, StatusTag } from './StatusTag.tsx';

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

function headerValue(order: IbOrder, name: string): React.ReactNode {
  const f = ibOrder.fields.find((x) => x.name === name);
  if (f?.kind === 'ref') return (order[`${name}Label`] as string | null) ?? '';
  if (f?.kind === 'datetime') return formatDate(order[name] as string | null);
  return (order[name] as React.ReactNode) ?? '';
}

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
  const label = useFieldLabel(ibOrder.name);
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
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space>
          <strong style={{ fontSize: 16 }}>{order.no}</strong>
          <StatusTag status={order.status} />
        </Space>
        <Space wrap>
          {can('store', order.status) && (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setPutting(true)}>
              {t('ibOrder.putAway')}
            </Button>
          )}
          <OrderActions order={order} onDone={changed} anyStored={order.items.some((l) => l.stockQty > 0)} />
          {can('print') && <PrintButton id={order.id} />}
          <Button onClick={() => navigate(ibScreen.list)}>{t('ibOrder.back')}</Button>
        </Space>
      </Flex>
      <Card size="small" style={{ marginBottom: 16 }}>
        <StatusSteps status={order.status} />
      </Card>
      {can('scan', order.status) && (
        <Card size="small" title={t('ibOrder.scan.label')} style={{ marginBottom: 16 }}>
          <ScanBox orderId={order.id} onScanned={() => void query.refetch()} />
        </Card>
      )}
      <Card size="small" title={t('ibOrder.header')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          {HEADER.map((name) => (
            <Descriptions.Item key={name} label={label(name)}>
              {headerValue(order, name)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card size="small" title={t('ibOrder.lines')}>
        <LinesTable lines={order.items} />
      </Card>
      <PutAwayDialog open={putting} order={order} onClose={() => setPutting(false)} onChanged={changed} />
    </div>
  );
}
