import { auditColumnNames, type FieldDef, type ResourceDef } from '@wms/contract/resource';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { type DictLabels, type Row, renderCell } from './cells.tsx';
import { type ColumnSetting, displayOrder } from './columnSettings.ts';
import { type TableState, toAntdOrder } from './tableState.ts';

export type CellRenderers<R extends Row> = Partial<Record<string, (value: unknown, row: R) => ReactNode>>;

const ACTIONS_COLUMN = '__actions';

/** Field definitions by name, including the audit columns rows carry besides the def's fields (a declared field stays as declared). */
export function fieldsByName(def: ResourceDef): Map<string, FieldDef> {
  const map = new Map<string, FieldDef>(def.fields.map((f) => [f.name, f]));
  for (const name of auditColumnNames(def)) map.set(name, { name, kind: 'datetime', readOnly: true });
  return map;
}

export interface BuildColumnsOptions<R extends Row> {
  def: ResourceDef;
  settings: readonly ColumnSetting[];
  /** The sort shown (the URL's). */
  sort: Pick<TableState, 'prop' | 'order'>;
  label: (field: string) => string;
  renderers?: CellRenderers<R>;
  /** The list's dictionary lookup for enumeration cells. */
  dictLabels?: DictLabels;
  actions?: { title: string; width: number; render: (row: R) => ReactNode };
}

/**
 * antd columns from the definition and the user's column settings. Only `sortable` fields get a
 * sorter, and sorting is server-side (`sorter: true`), the order shown being the URL's.
 */
export function buildColumns<R extends Row>({
  def,
  settings,
  sort,
  label,
  renderers,
  dictLabels,
  actions,
}: BuildColumnsOptions<R>): TableColumnsType<R> {
  const fields = fieldsByName(def);
  const columns: TableColumnsType<R> = [];
  for (const s of displayOrder(settings)) {
    const field = fields.get(s.name);
    if (!field) continue;
    const custom = renderers?.[field.name];
    columns.push({
      key: field.name,
      dataIndex: field.name,
      title: label(field.name),
      width: s.width,
      fixed: s.fixed,
      ellipsis: field.kind === 'text' || field.kind === 'string' ? { showTitle: true } : undefined,
      sorter: field.sortable === true,
      sortOrder: field.sortable ? toAntdOrder(sort, field.name) : undefined,
      render: (value: unknown, row: R) => (custom ? custom(value, row) : renderCell(field, value, row, dictLabels)),
    });
  }
  if (actions) {
    columns.push({
      key: ACTIONS_COLUMN,
      title: actions.title,
      fixed: 'right',
      width: actions.width,
      render: (_: unknown, row: R) => actions.render(row),
    });
  }
  return columns;
}
