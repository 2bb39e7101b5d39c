/**
 * Inbound orders as the floor's receive and put-away screens read them (docs/api.md "Inbound orders").
 * Reads only; the scans and put-aways they lead to go through the outbox.
 */
import { type FloorReply, floorGet, floorPost } from '../../floorApi.ts';

export const IB_ORDER_PATH = '/inbound/ib/order';

/** An order's header, as listed. */
export interface IbOrderHead {
  id: number;
  no: string;
  status: number;
  warehouse: number;
  warehouseLabel?: string | null;
  consignorLabel?: string | null;
}

/** A line, as far as the floor looks into it. */
export interface IbLine {
  id: number;
  lineNo: number;
  skuLabel: string | null;
  barCode?: string | null;
  itemName?: string | null;
  shipQty: number;
  recvQty: number;
  stockQty: number;
  location?: number | null;
  locationLabel?: string | null;
  lotNo?: string | null;
  shipBoxLbl?: string | null;
}

export interface IbOrder extends IbOrderHead {
  items: IbLine[];
}

/** Enough orders for a shift; the list is the day's work, not a report. */
const LIST_LENGTH = 50;

async function page(filter: { field: string; operator: string; value: unknown }[]): Promise<IbOrderHead[]> {
  const reply = await floorPost<FloorReply & { data?: { rows?: IbOrderHead[] } }>(`${IB_ORDER_PATH}/~page/get`, {
    page: 1,
    length: LIST_LENGTH,
    prop: 'id',
    order: 'desc',
    filter,
  });
  return reply.data?.rows ?? [];
}

/** The newest orders in these statuses. */
export function ordersIn(statuses: readonly number[]): Promise<IbOrderHead[]> {
  return page([{ field: 'status', operator: 'include', value: [...statuses] }]);
}

/** The order with this number, in any status: a scanned number may be older than the list. */
export async function orderByNo(no: string): Promise<IbOrderHead | undefined> {
  return (await page([{ field: 'no', operator: 'eq', value: no }]))[0];
}

export async function orderDetail(id: number, signal?: AbortSignal): Promise<IbOrder> {
  const reply = await floorGet<FloorReply & { data: IbOrder }>(`${IB_ORDER_PATH}/~item/get?id=${id}`, signal);
  return reply.data;
}

/** A scanned order number matched against listed orders: scanners and people differ in case and spaces. */
export function findOrder<T extends IbOrderHead>(orders: readonly T[], code: string): T | undefined {
  const no = code.trim().toUpperCase();
  return orders.find((o) => o.no.toUpperCase() === no);
}

/** The order a scan names: from the list when it is there, else asked of the server. */
export async function scannedOrder<T extends IbOrderHead>(listed: readonly T[], code: string): Promise<IbOrderHead | undefined> {
  return findOrder(listed, code) ?? orderByNo(code.trim());
}
