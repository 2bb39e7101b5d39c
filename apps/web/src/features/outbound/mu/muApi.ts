import { obMu } from '@wms/contract/outbound/mu';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { ORDER_STATUS } from '@wms/contract/outbound/status';
import { api } from '../../../shared/api/request.ts';

/** `/outbound/ob/mu` calls (docs/api.md "MU outbound"). */
export const MU_SHIP_URL = `${obMu.path}/~ship`;

export interface ShipResult {
  lpn: string;
  rows: number;
  qty: number;
  order: { id: number; no: string; status: number };
  remaining: number;
}

/** Ships what the pallet holds for the order; a refusal throws (the scan field shows the server's words). */
export const shipPallet = async (order: number, lpn: string) =>
  (await api.post<{ data: ShipResult }>(MU_SHIP_URL, { order, lpn }, { silent: true })).data;

/** Statuses a pallet may ship from: those stock out allows (allocated up to sealed). */
const SHIPPABLE = [ORDER_STATUS.allocated, ORDER_STATUS.picked, ORDER_STATUS.packed, ORDER_STATUS.sealed];

/** Orders a pallet can ship for, whose number holds `keyword` (the first 50, newest first). */
export async function fetchShippableOrders(keyword: string) {
  const filter: { field: string; operator: string; value: unknown }[] = [
    { field: 'status', operator: 'include', value: SHIPPABLE },
  ];
  if (keyword) filter.push({ field: 'no', operator: 'include', value: keyword });
  const reply = await api.post<{ data: { rows: { id: number; no: string }[] } }>(`${obOrder.path}/~page/get`, {
    page: 1,
    length: 50,
    prop: 'id',
    order: 'desc',
    filter,
  });
  return reply.data.rows;
}
