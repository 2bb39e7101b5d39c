import { TagsOutlined } from '@ant-design/icons';
import { ibOrderLine } from '@wms/contract/inbound/ib-order';
import { Alert, Button, Input, InputNumber, Modal, Popconfirm, Table } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { type IbOrder, ibApi, type StoreItem } from './api.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { useIbCan } from './OrderActions.tsx';
import { type PutAwayRow, putAwayRows, refusedCell, storeItems, withFilledLabels } from './putAway.ts';

interface Refusal {
  message: string;
  cell?: { id: number; field: string };
}

export interface PutAwayDialogProps {
  open: boolean;
  order: IbOrder;
  onClose: () => void;
  /** The order as the server has it after labels were filled or stock was put away. */
  onChanged: (order: IbOrder) => void;
}

/**
 * Put-away (`~store`): the open lines with the quantity to store now (default: all that is open),
 * location (of the order's warehouse), lot and ship-box label; the user picks the lines and
 * confirms ("are you sure put away?"). A refusal is shown with the server's words on the line and
 * field it names, and everything typed stays.
 */
export function PutAwayDialog({ open, order, onClose, onChanged }: PutAwayDialogProps) {
  const { t } = useTranslation();
  const label = useFieldLabel(ibOrderLine.name);
  const can = useIbCan();
  const [rows, setRows] = useState<PutAwayRow[]>([]);
  const [chosen, setChosen] = useState<Key[]>([]);
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);

  // Fresh rows each time the dialog opens, from the order as it is then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: not on every change of the order while open.
  useEffect(() => {
    if (!open) return;
    const fresh = putAwayRows(order.items);
    setRows(fresh);
    setChosen(fresh.map((r) => r.id));
    setRefusal(undefined);
  }, [open]);

  const set = (id: number, patch: Partial<PutAwayRow>) => {
    setRows((cur) => cur.map((r) => (r.id === id ? { ...r, ...patch } : r)));
    if (refusal?.cell?.id === id && Object.hasOwn(patch, refusal.cell.field)) setRefusal(undefined);
  };
  const bad = (r: PutAwayRow, field: string) =>
    refusal?.cell?.id === r.id && refusal.cell.field === field ? ('error' as const) : undefined;

  const fill = async () => {
    setBusy(true);
    try {
      const reply = await ibApi.fillLabels(order.id);
      setRows((cur) => withFilledLabels(cur, reply.data.order.items));
      feedback().message.success(t('ibOrder.putAway.filled', { count: reply.data.filled }));
      onChanged(reply.data.order);
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(false);
    }
  };

  const store = async () => {
    const sent: StoreItem[] = storeItems(rows, new Set(chosen as number[]));
    if (!sent.length) {
      setRefusal({ message: t('ibOrder.putAway.noneSelected') });
      return;
    }
    setBusy(true);
    try {
      const reply = await ibApi.store(order.id, sent);
      feedback().message.success(reply.message || t('table.done'));
      onChanged(reply.data);
      onClose();
    } catch (e) {
      const server = e instanceof ApiError ? e.reply : undefined;
      const message = typeof server?.message === 'string' && server.message ? server.message : String((e as Error).message);
      setRefusal({ message, cell: refusedCell(server?.field, sent) ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { key: 'lineNo', title: label('lineNo'), dataIndex: 'lineNo', width: 60 },
    { key: 'sku', title: label('sku'), dataIndex: 'skuLabel' },
    { key: 'open', title: t('ibOrder.openQty'), dataIndex: 'open', width: 100 },
    {
      key: 'stockQty',
      title: label('stockQty'),
      render: (_: unknown, r: PutAwayRow) => (
        <InputNumber
          aria-label={`${label('stockQty')} ${r.lineNo}`}
          status={bad(r, 'stockQty')}
          precision={0}
          min={1}
          max={r.open}
          value={r.stockQty}
          onChange={(v) => set(r.id, { stockQty: v })}
        />
      ),
    },
    {
      key: 'location',
      title: label('location'),
      render: (_: unknown, r: PutAwayRow) => (
        <LocationSelect
          id={`putaway-location-${r.lineNo}`}
          warehouse={order.warehouse}
          label={r.locationLabel}
          status={bad(r, 'location')}
          value={r.location}
          onChange={(v) => set(r.id, { location: v })}
        />
      ),
    },
    {
      key: 'lotNo',
      title: label('lotNo'),
      render: (_: unknown, r: PutAwayRow) => (
        <Input
          aria-label={`${label('lotNo')} ${r.lineNo}`}
          status={bad(r, 'lotNo')}
          value={r.lotNo ?? ''}
          onChange={(e) => set(r.id, { lotNo: e.target.value })}
        />
      ),
    },
    {
      key: 'shipBoxLbl',
      title: label('shipBoxLbl'),
      render: (_: unknown, r: PutAwayRow) => (
        <Input
          aria-label={`${label('shipBoxLbl')} ${r.lineNo}`}
          status={bad(r, 'shipBoxLbl')}
          value={r.shipBoxLbl ?? ''}
          onChange={(e) => set(r.id, { shipBoxLbl: e.target.value })}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('ibOrder.putAway.title')}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('table.cancel')}
        </Button>,
        <Popconfirm
          key="ok"
          title={t('ibOrder.putAway.confirm')}
          okText={t('table.ok')}
          cancelText={t('table.cancel')}
          onConfirm={store}
          disabled={!rows.length}
        >
          <Button type="primary" loading={busy} disabled={!rows.length}>
            {t('ibOrder.putAway.ok')}
          </Button>
        </Popconfirm>,
      ]}
    >
      {refusal && <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 12 }} />}
      {can('update', order.status, 'fillLabels') && (
        <Button icon={<TagsOutlined />} onClick={fill} loading={busy} style={{ marginBottom: 12 }}>
          {t('ibOrder.putAway.fillLabels')}
        </Button>
      )}
      <Table<PutAwayRow>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: t('ibOrder.putAway.none') }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys) }}
        columns={columns}
      />
    </Modal>
  );
}
