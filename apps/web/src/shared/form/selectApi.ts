import type { ResourceDef } from '@wms/contract/resource';
import { api } from '../api/request.ts';

/** A row of `GET <path>/_select` (spec §7 table-select reply). */
export interface SelectRow {
  id: number;
  label?: string;
  code?: string;
  name?: string;
  [key: string]: unknown;
}

interface SelectReply {
  data?: { rows?: SelectRow[]; total?: number };
}

export const SELECT_PAGE_SIZE = 20;

/** One page of a resource's table-select search; `warehouse` keeps SKUs and locations to that one. */
export async function fetchSelectPage(
  path: string,
  page: number,
  keyword: string,
  pageSize = SELECT_PAGE_SIZE,
  warehouse?: number | null,
) {
  const reply = await api.get<SelectReply>(`${path}/_select`, {
    page,
    pageSize,
    keyword: keyword || undefined,
    warehouse: warehouse ?? undefined,
  });
  const rows = Array.isArray(reply?.data?.rows) ? reply.data.rows : [];
  return { rows, total: typeof reply?.data?.total === 'number' ? reply.data.total : rows.length };
}

/** The text shown for a row: the server's label, else its label field, else the id. */
export function rowLabel(row: SelectRow, labelField?: string): string {
  const v = row.label ?? (labelField ? row[labelField] : undefined) ?? row.name ?? row.code ?? row.id;
  return String(v);
}

/** The field naming a row beside its code (an item's name on a SKU), when the definition has one. */
export function nameFieldOf(def: Pick<ResourceDef, 'fields' | 'codeField' | 'labelField'> | undefined): string | undefined {
  const taken = new Set([def?.codeField ?? 'code', def?.labelField]);
  return ['name', 'itemName'].find((n) => !taken.has(n) && def?.fields.some((f) => f.name === n));
}

/** A row as "code name" (PAL-1200 Pallet 1200), so two like codes are told apart when picking. */
export function rowLabelWithName(row: SelectRow, labelField?: string, nameField?: string): string {
  const code = rowLabel(row, labelField);
  const name = nameField ? row[nameField] : undefined;
  return typeof name === 'string' && name && name !== code ? `${code} ${name}` : code;
}
