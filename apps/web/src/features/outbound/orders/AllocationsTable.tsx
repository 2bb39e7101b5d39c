import type { TAllocationRow } from '@wms/contract/outbound/allocation-rows';
import { Table } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/** Which stock rows hold the order's allocations, line by line (`~allocation/get`). */
export function AllocationsTable({ rows, loading }: { rows: TAllocationRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const col = (name: keyof TAllocationRow, title: string, render?: (r: TAllocationRow) => React.ReactNode) => ({
    key: name,
    title: t(`obOrder.allocations.${title}`),
    render: (_: unknown, r: TAllocationRow) => (render ? render(r) : (r[name] ?? '')),
  });
  return (
    <Table<TAllocationRow>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('obOrder.allocations.none') }}
      scroll={{ x: 'max-content' }}
      columns={[
        col('lineNo', 'line'),
        col('skuLabel', 'sku'),
        col('locationLabel', 'location'),
        col('lotNo', 'lotNo'),
        col('lpn', 'lpn'),
        col('shipBoxLbl', 'shipBoxLbl'),
        col('inboundDate', 'inboundDate', (r) => formatDate(r.inboundDate)),
        col('qty', 'qty'),
      ]}
    />
  );
}
