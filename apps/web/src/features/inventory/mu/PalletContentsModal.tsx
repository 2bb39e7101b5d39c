import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { renderCell } from '../../../shared/table/cells.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { fetchPalletRows, type PalletRow } from './invMuApi.ts';

/** What one pallet carries: its stock rows (`GET /inventory/mu/get?id=<LPN>`). */
export function PalletContentsModal({ lpn, onClose }: { lpn: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel('stock');
  const rows = useQuery({ queryKey: ['invMuPallet', lpn], queryFn: () => fetchPalletRows(lpn!), enabled: !!lpn });
  return (
    <Modal open={!!lpn} title={t('invMu.contentsTitle', { lpn: lpn ?? '' })} footer={null} onCancel={onClose} width={820}>
      <Table<PalletRow>
        size="small"
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { key: 'skuLabel', dataIndex: 'skuLabel', title: label('sku') },
          { key: 'itemName', dataIndex: 'itemName', title: label('itemName'), ellipsis: true },
          { key: 'locationLabel', dataIndex: 'locationLabel', title: label('location') },
          { key: 'lotNo', dataIndex: 'lotNo', title: label('lotNo') },
          {
            key: 'status',
            dataIndex: 'status',
            title: label('status'),
            render: (v: string, r) => renderCell({ name: 'status', kind: 'enum', enum: 'stockStatus' }, v, r as never),
          },
          { key: 'qoh', dataIndex: 'qoh', title: label('qoh'), align: 'right' },
          { key: 'qal', dataIndex: 'qal', title: label('qal'), align: 'right' },
          { key: 'qty', dataIndex: 'qty', title: label('qty'), align: 'right' },
        ]}
      />
    </Modal>
  );
}
