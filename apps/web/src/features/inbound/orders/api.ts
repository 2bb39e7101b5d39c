import { ibOrder } from '@wms/contract/inbound/ib-order';
import { api } from '../../../shared/api/request.ts';

/** The calls of `/inbound/ib/order` the screens make (docs/api.md "Inbound orders"). */
export const IB_PATH = ibOrder.path;

/** Where the screens live: the menu's list and its hidden sub-screens (app/subpages.ts). */
export const IB_SCREEN = '/inbound/order';
export const ibScreen = {
  list: IB_SCREEN,
  add: `${IB_SCREEN}/add`,
  detail: (id: number) => `${IB_SCREEN}/${id}`,
  edit: (id: number) => `${IB_SCREEN}/${id}/edit`,
};

export interface IbLine {
  id: number;
  lineNo: number;
  sku: number;
  skuLabel?: string | null;
  shipQty: number;
  recvQty: number;
  stockQty: number;
  location?: number | null;
  locationLabel?: string | null;
  lotNo?: string | null;
  shipBoxLbl?: string | null;
  [field: string]: unknown;
}

export interface IbOrder {
  id: number;
  no: string;
  status: number;
  warehouse: number;
  warehouseLabel?: string | null;
  items: IbLine[];
  [field: string]: unknown;
}

interface Reply<T> {
  message?: string;
  data: T;
}

export type IbAction = 'approve' | 'cancel' | 'finish';

export interface ScanResult {
  order: { id: number; no: string; status: number };
  line: { id: number; recvQty: number; shipQty?: number; skuLabel?: string | null; [field: string]: unknown };
}

export interface StoreItem {
  id: number;
  stockQty: number | null;
  location: number | null;
  lotNo: string | null;
  shipBoxLbl: string | null;
}

export const ibApi = {
  detail: async (id: number) => (await api.get<Reply<IbOrder>>(`${IB_PATH}/~item/get`, { id })).data,
  newNo: async () => (await api.get<Reply<string>>(`${IB_PATH}/_no/get`)).data,
  /** Silent: the form marks the field the refusal names. */
  save: (body: Record<string, unknown>, edit: boolean) =>
    api.post<Reply<IbOrder>>(`${IB_PATH}/${edit ? '~update' : '~add'}`, body, { silent: true }),
  deleteLines: (ids: number[]) => api.post<Reply<unknown>>(`${IB_PATH}/~item/delete`, { ids }),
  act: (action: IbAction, id: number) => api.post<Reply<IbOrder>>(`${IB_PATH}/~${action}`, { id }),
  remove: (ids: number[]) => api.post<Reply<unknown>>(`${IB_PATH}/~delete`, { ids }),
  /** Silent: the scan box shows the refusal beside itself, keeping the focus. */
  scan: (id: number, code: string, qty?: number | null) =>
    api.post<Reply<ScanResult>>(`${IB_PATH}/~scan`, { id, code, ...(qty ? { qty } : {}) }, { silent: true }),
  /** Silent: the put-away dialog shows the refusal on the line and field it names. */
  store: (id: number, items: StoreItem[]) => api.post<Reply<IbOrder>>(`${IB_PATH}/~store`, { id, items }, { silent: true }),
  fillLabels: (id: number) => api.post<Reply<{ filled: number; order: IbOrder }>>(`${IB_PATH}/~box/label/fill`, { id }),
  print: (id: number, logo: boolean) => api.download(`${IB_PATH}/~print`, { params: { id, logo: logo ? 1 : 0 } }),
};
