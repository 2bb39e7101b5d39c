import { useQuery } from '@tanstack/react-query';
import { orderStatusLabel } from '@wms/contract/inbound/status';
import type { TStockAllocation } from '@wms/contract/inventory/stock-actions';
import { Modal, Table } from 'antd';
import { currentLang } from '../../../shared/i18n/lang.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { fetchAllocations, type StockRowInfo } from './stockActionsApi.ts';

/** Which outbound orders hold a stock row's allocated quantity (`GET ~allocation/get?id=`). */
export function AllocationsModal({ row, onClose }: { row: StockRowInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang() === 'en' ? 'en' : 'zh';
  const query = useQuery({ queryKey: ['stockAllocations', row?.id], queryFn: () => fetchAllocations(row!.id), enabled: !!row });
  return (
    <Modal
      open={!!row}
      title={row ? t('stockAction.allocTitle', { sku: row.sku, location: row.location }) : ''}
      footer={null}
      onCancel={onClose}
      width={640}
    >
      <Table<TStockAllocation>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: t('stockAction.noAllocations') }}
        columns={[
          { key: 'orderNo', dataIndex: 'orderNo', title: t('stockAction.orderNo') },
          { key: 'lineNo', dataIndex: 'lineNo', title: t('stockAction.lineNo'), width: 70 },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('stockAction.orderStatus'),
            render: (s: number) => orderStatusLabel(s, lang),
          },
          { key: 'qty', dataIndex: 'qty', title: t('stockAction.allocQty'), align: 'right', width: 100 },
        ]}
      />
    </Modal>
  );
}
