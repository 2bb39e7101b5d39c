import type { TCountAdd, TCountItemRow, TCountLocations } from '@wms/contract/inventory/count';
import { countTask } from '@wms/contract/inventory/count';
import { api } from '../../../shared/api/request.ts';

/** The calls of `/inventory/count` the screens make (docs/api.md "Stock count"). */
export const COUNT_PATH = countTask.path;

export type CountItem = TCountItemRow;
export interface CountTask {
  id: number;
  no: string;
  status: number;
  blind: boolean;
  warehouse: number;
  warehouseLabel?: string | null;
  scope?: string | null;
  bookShown: boolean;
  items: CountItem[];
}
export interface CountCompare extends CountTask {
  summary: { items: number; counted: number; differing: number; moved: number; plus: number | null; minus: number | null };
}
export interface CountRecord {
  id: number;
  qty: number;
  recount: boolean;
  userName: string | null;
  createdAt: string;
}

type Reply<T> = { message?: string; data: T };

export const countApi = {
  add: (body: TCountAdd) => api.post<Reply<CountTask>>(`${COUNT_PATH}/~add`, body, { silent: true }),
  get: (id: number) => api.get<Reply<CountTask>>(`${COUNT_PATH}/~item/get`, { id }),
  compare: (id: number) => api.get<Reply<CountCompare>>(`${COUNT_PATH}/~compare`, { id }),
  records: (id: number, item: number) => api.get<Reply<CountRecord[]>>(`${COUNT_PATH}/~sub/get`, { id, item }),
  /** What a scanned code names: a location of the task (before a SKU of the same number) or a SKU. */
  scan: (id: number, code: string) =>
    api.get<Reply<{ kind: 'location' | 'sku'; code: string }>>(`${COUNT_PATH}/~scan`, { id, code }, { silent: true }),
  /** One scan: errors come back to the scan box (silent), which shows them beside the input. */
  count: (id: number, line: { location: string; sku: string; qty: number }, recount = false) =>
    api.post<Reply<CountTask>>(
      `${COUNT_PATH}/~item/add`,
      { id, items: [line], ...(recount ? { recount } : {}) },
      { silent: true },
    ),
  merge: (id: number) => api.post<Reply<CountTask>>(`${COUNT_PATH}/~merge`, { id }),
  cancel: (id: number) => api.post<Reply<CountTask>>(`${COUNT_PATH}/~cancel`, { id }),
};

/** The add dialog's scope choice, as the body's `locations`. */
export type ScopeKind = 'all' | 'list' | 'range' | 'zone';
export interface ScopeValues {
  kind: ScopeKind;
  list?: number[];
  from?: string;
  to?: string;
  zone?: string;
}
export function locationsOf(v: ScopeValues): TCountLocations | undefined {
  switch (v.kind) {
    case 'list':
      return v.list?.length ? v.list : undefined;
    case 'range':
      return { from: v.from?.trim() ?? '', to: v.to?.trim() ?? '' };
    case 'zone':
      return { zone: v.zone?.trim() ?? '' };
    default:
      return undefined;
  }
}

/** Items whose count differs from the book, or whose stock moved: what the compare view highlights. */
export const differs = (i: CountItem) => i.moved || (i.difference !== null && i.difference !== 0) || i.found;
