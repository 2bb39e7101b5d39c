import { obOrderLine } from '@wms/contract/outbound/ob-order';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../shared/table/labels.ts';
import type { ObLine } from './api.ts';

/** The order's lines on the detail screen: what is ordered, what is allocated, and what is still to allocate. */
export function LinesTable({ lines }: { lines: ObLine[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel(obOrderLine.name);
  const col = (name: string, render?: (l: ObLine) => React.ReactNode) => ({
    key: name,
    title: label(name),
    render: (_: unknown, l: ObLine) => (render ? render(l) : ((l[name] as React.ReactNode) ?? '')),
  });
  return (
    <Table<ObLine>
      size="small"
      rowKey="id"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        col('lineNo'),
        col('sku', (l) => l.skuLabel ?? l.sku),
        col('itemName'),
        col('qty'),
        col('allocQty'),
        { key: 'open', title: t('obOrder.openQty'), render: (_: unknown, l: ObLine) => l.qty - l.allocQty },
        col('lotNo'),
        col('uom'),
        col('sn'),
        col('dn'),
        col('orderNo'),
        col('consignee', (l) => l.consigneeLabel ?? ''),
        col('lpn'),
        col('comments'),
      ]}
    />
  );
}
