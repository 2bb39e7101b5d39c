import { Input, InputNumber, Table, type TableColumnsType, Tag } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { ItemFacts, TaskItem, TaskType } from './api.ts';
import type { FactsById } from './facts.ts';

const STATUS: Record<number, { key: string; color: string }> = {
  0: { key: 'task.item.cancelled', color: 'default' },
  10: { key: 'task.item.open', color: 'success' },
  100: { key: 'task.item.done', color: 'blue' },
};

export interface TaskItemsTableProps {
  type: TaskType;
  items: TaskItem[];
  /** Facts typed on open rows (pack: sn, volume, weight; seal: volume, weight); rows are read-only without `onFacts`. */
  facts: FactsById;
  onFacts?: (id: number, facts: ItemFacts) => void;
  /** The current ship box, shown on open pack rows without a box of their own. */
  box?: string;
}

/**
 * A task's items in location order (spec §3 Task item): SKU, location, lot, planned and actual
 * quantity, status; pack and seal rows take their spec §5 facts in the row while open, each input
 * named after its field and row number ("序列号 1") so a scanner or a test finds it.
 */
export function TaskItemsTable({ type, items, facts, onFacts, box }: TaskItemsTableProps) {
  const { t } = useTranslation();
  const editable = (i: TaskItem) => !!onFacts && i.status === 10;
  const rowNo = (i: TaskItem) => items.indexOf(i) + 1;
  const text = (field: 'sn') => (_: unknown, i: TaskItem) =>
    editable(i) ? (
      <Input
        size="small"
        aria-label={`${t(`task.item.${field}`)} ${rowNo(i)}`}
        value={facts[i.id]?.[field] ?? i[field] ?? ''}
        onChange={(e) => onFacts!(i.id, { ...facts[i.id], [field]: e.target.value })}
      />
    ) : (
      i[field]
    );
  const num = (field: 'volume' | 'weight') => (_: unknown, i: TaskItem) =>
    editable(i) ? (
      <InputNumber
        size="small"
        min={0}
        aria-label={`${t(`task.item.${field}`)} ${rowNo(i)}`}
        value={facts[i.id]?.[field] ?? i[field] ?? null}
        onChange={(v) => onFacts!(i.id, { ...facts[i.id], [field]: v ?? undefined })}
      />
    ) : (
      i[field]
    );
  const col = (key: string, render?: (v: unknown, i: TaskItem) => unknown): TableColumnsType<TaskItem>[number] => ({
    key,
    dataIndex: key,
    title: t(`task.item.${key}`),
    ...(render ? { render: render as never } : {}),
  });

  const columns: TableColumnsType<TaskItem> = [
    { key: 'n', title: '#', width: 48, render: (_, i) => rowNo(i) },
    ...(type === 'sealing' ? [] : [col('sku', (_, i) => i.skuLabel), col('location', (_, i) => i.locationLabel), col('lotNo')]),
    ...(type === 'picking' ? [col('lpn')] : []),
    col('qty'),
    col('actQty'),
    ...(type === 'packing' ? [col('sn', text('sn'))] : []),
    ...(type === 'picking' ? [] : [col('volume', num('volume')), col('weight', num('weight'))]),
    ...(type === 'picking'
      ? []
      : [
          col('shipBoxLbl', (_, i) =>
            editable(i) && type === 'packing' ? (facts[i.id]?.shipBoxLbl ?? i.shipBoxLbl ?? box ?? '') : i.shipBoxLbl,
          ),
        ]),
    col('status', (_, i) => {
      const s = STATUS[i.status] ?? STATUS[10]!;
      return <Tag color={s.color}>{t(s.key)}</Tag>;
    }),
    col('worker'),
    col('finishTime', (_, i) => formatDate(i.finishTime)),
  ];
  return (
    <Table<TaskItem> rowKey="id" size="small" pagination={false} columns={columns} dataSource={items} scroll={{ x: true }} />
  );
}
