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

/** One page of a resource's table-select search. */
export async function fetchSelectPage(path: string, page: number, keyword: string, pageSize = SELECT_PAGE_SIZE) {
  const reply = await api.get<SelectReply>(`${path}/_select`, { page, pageSize, keyword: keyword || undefined });
  const rows = Array.isArray(reply?.data?.rows) ? reply.data.rows : [];
  return { rows, total: typeof reply?.data?.total === 'number' ? reply.data.total : rows.length };
}

/** The text shown for a row: the server's label, else its label field, else the id. */
export function rowLabel(row: SelectRow, labelField?: string): string {
  const v = row.label ?? (labelField ? row[labelField] : undefined) ?? row.name ?? row.code ?? row.id;
  return String(v);
}
