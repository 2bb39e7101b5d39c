import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Modal, Table } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { useDebounced } from '../../../shared/form/useDebounced.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { availableStockQuery, STOCK_PAGE_URL, type StockRow } from './lines.ts';

const PAGE = 10;

interface StockPage {
  count: number;
  data: { rows: StockRow[] };
}

/**
 * Picks source rows for a transfer: the warehouse's stock rows with something available (status
 * available, qty > 0), by location, with a search on the LPN. Rows picked on other pages stay picked.
 */
export function StockPickerModal({
  open,
  warehouse,
  onClose,
  onPick,
}: {
  open: boolean;
  warehouse: number | null | undefined;
  onClose: () => void;
  onPick: (rows: StockRow[]) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel('stock');
  const [page, setPage] = useState(1);
  const [lpn, setLpn] = useState('');
  const search = useDebounced(lpn.trim());
  const [picked, setPicked] = useState<Map<Key, StockRow>>(new Map());

  useEffect(() => {
    if (!open) return;
    setPage(1);
    setLpn('');
    setPicked(new Map());
  }, [open]);

  const query = useQuery({
    queryKey: ['transferStock', warehouse, page, search],
    queryFn: () => api.post<StockPage>(STOCK_PAGE_URL, availableStockQuery(warehouse!, page, PAGE, search || undefined)),
    enabled: open && warehouse != null,
    placeholderData: keepPreviousData,
  });

  const columns = [
    { key: 'location', dataIndex: 'locationLabel', title: label('location') },
    { key: 'sku', dataIndex: 'skuLabel', title: label('sku') },
    { key: 'itemName', dataIndex: 'itemName', title: label('itemName'), ellipsis: true },
    { key: 'lotNo', dataIndex: 'lotNo', title: label('lotNo') },
    { key: 'lpn', dataIndex: 'lpn', title: label('lpn') },
    { key: 'qty', dataIndex: 'qty', title: t('transfer.available'), align: 'right' as const },
  ];

  return (
    <Modal
      open={open}
      title={t('transfer.pickTitle')}
      okText={t('transfer.pickOk', { count: picked.size })}
      cancelText={t('table.cancel')}
      okButtonProps={{ disabled: picked.size === 0 }}
      onOk={() => {
        onPick([...picked.values()]);
        onClose();
      }}
      onCancel={onClose}
      width={860}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('transfer.searchLpn')}
        value={lpn}
        onChange={(e) => {
          setLpn(e.target.value);
          setPage(1);
        }}
        style={{ marginBottom: 8, maxWidth: 320 }}
      />
      <Table<StockRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.data.rows ?? []}
        rowSelection={{
          selectedRowKeys: [...picked.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) =>
            setPicked((cur) => {
              // Keys of rows picked on other pages may come without their row: keep the one known.
              const byId = new Map<Key, StockRow>(rows.filter(Boolean).map((r) => [r.id, r]));
              const next = new Map<Key, StockRow>();
              for (const k of keys) {
                const r = byId.get(k) ?? cur.get(k);
                if (r) next.set(k, r);
              }
              return next;
            }),
        }}
        onRow={(row) => ({
          onClick: () =>
            setPicked((cur) => {
              const next = new Map(cur);
              if (next.has(row.id)) next.delete(row.id);
              else next.set(row.id, row);
              return next;
            }),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          size: 'small',
          current: page,
          pageSize: PAGE,
          total: query.data?.count ?? 0,
          onChange: setPage,
          showTotal: (total) => t('table.pager.total', { total }),
        }}
      />
    </Modal>
  );
}
