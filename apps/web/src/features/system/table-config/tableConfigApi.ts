import type { TTableColumn, TTableConfig } from '@wms/contract/system-table';
import { api } from '../../../shared/api/request.ts';

/** `/system/table` (docs/api.md "Table configuration"). */
export const fetchTableConfig = async (name: string) =>
  (await api.get<{ data: TTableConfig }>('/system/table/_get', { name })).data;
export const saveTableConfig = (name: string, columns: TTableColumn[]) =>
  api.post<{ message: string }>('/system/table/~save', { name, columns });
export const resetTableConfig = (name: string) => api.post<{ message: string }>('/system/table/~reset', { name });
