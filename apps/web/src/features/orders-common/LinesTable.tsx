import type { ResourceDef } from '@wms/contract/resource';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useFieldLabel } from '../../shared/table/labels.ts';
import type { OrderLineShape } from './orderDef.ts';

/** A column of a line field: its label as title, its value (or what `render` makes of the line) as cell. */
export type LineColumn<L> = (name: string, render?: (l: L) => ReactNode) => ColumnType<L>;

/** An order's lines on the detail screen, read-only; the area lists the columns. */
export function OrderLinesTable<L extends OrderLineShape>({
  line,
  lines,
  columns,
}: {
  line: ResourceDef;
  lines: L[];
  columns: (col: LineColumn<L>) => ColumnType<L>[];
}) {
  const label = useFieldLabel(line.name);
  const col: LineColumn<L> = (name, render) => ({
    key: name,
    title: label(name),
    render: (_: unknown, l: L) => (render ? render(l) : ((l[name] as ReactNode) ?? '')),
  });
  return (
    <Table<L>
      size="small"
      rowKey="id"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns(col)}
    />
  );
}
