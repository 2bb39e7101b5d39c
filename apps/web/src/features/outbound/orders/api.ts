import type {
  AllocStrategy,
  ShortagePolicy,
  TAllocOutcome,
  TDeallocResult,
  TPreviewResult,
} from '@wms/contract/outbound/allocation';
import type { TAllocationRow } from '@wms/contract/outbound/allocation-rows';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { api } from '../../../shared/api/request.ts';

/** The calls of `/outbound/ob/order` the screens make (docs/api.md "Outbound orders"). */
export const OB_PATH = obOrder.path;

/** Where the screens live: the menu's list and its hidden sub-screens (app/subpages.ts). */
export const OB_SCREEN = '/outbound/order';
export const obScreen = {
  list: OB_SCREEN,
  add: `${OB_SCREEN}/add`,
  detail: (id: number) => `${OB_SCREEN}/${id}`,
  edit: (id: number) => `${OB_SCREEN}/${id}/edit`,
};

export interface ObLine {
  id: number;
  lineNo: number;
  sku: number;
  skuLabel?: string | null;
  qty: number;
  allocQty: number;
  lotNo?: string | null;
  consignee?: number | null;
  consigneeLabel?: string | null;
  [field: string]: unknown;
}

export interface ObOrder {
  id: number;
  no: string;
  status: number;
  warehouse: number;
  warehouseLabel?: string | null;
  qty: number;
  allocQty: number;
  items: ObLine[];
  [field: string]: unknown;
}

interface Reply<T> {
  message?: string;
  data: T;
}

export const obApi = {
  detail: async (id: number) => (await api.get<Reply<ObOrder>>(`${OB_PATH}/~item/get`, { id })).data,
  allocations: async (id: number) => (await api.get<Reply<TAllocationRow[]>>(`${OB_PATH}/~allocation/get`, { id })).data,
  newNo: async () => (await api.get<Reply<string>>(`${OB_PATH}/_no/get`)).data,
  /** Silent: the form marks the field the refusal names. */
  save: (body: Record<string, unknown>, edit: boolean) =>
    api.post<Reply<ObOrder>>(`${OB_PATH}/${edit ? '~update' : '~add'}`, body, { silent: true }),
  deleteLines: (ids: number[]) => api.post<Reply<unknown>>(`${OB_PATH}/~item/delete`, { ids }),
  cancel: (id: number) => api.post<Reply<ObOrder>>(`${OB_PATH}/~cancel`, { id }),
  remove: (ids: number[]) => api.post<Reply<unknown>>(`${OB_PATH}/~delete`, { ids }),
  /** Silent: the allocate dialog shows the refusal (a shortage under `error`, a status) inside itself. */
  preview: async (ids: number[], strategy: AllocStrategy, shortage: ShortagePolicy) =>
    (
      await api.post<Reply<TPreviewResult>>(
        `${OB_PATH}/~allocate/preview`,
        { ids },
        { silent: true, params: { strategy, shortage } },
      )
    ).data,
  allocate: (ids: number[], strategy: AllocStrategy, shortage: ShortagePolicy) =>
    api.post<Reply<{ orders: TAllocOutcome[] }>>(
      `${OB_PATH}/~allocate`,
      { ids },
      { silent: true, params: { strategy, shortage } },
    ),
  /** `force` cancels the orders' tasks too; `silent` when the caller handles a refusal itself. */
  deallocate: (ids: number[], force = false, silent = false) =>
    api.post<Reply<TDeallocResult>>(`${OB_PATH}/~deallocate`, force ? { ids, force } : { ids }, { silent }),
};
