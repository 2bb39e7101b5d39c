/**
 * Receiving, as a state machine the screen drives: first an order (scanned or picked from the list),
 * then SKU or bar-code scans counted on its lines until the worker is done.
 */
import { ORDER_STATUS as S } from '@wms/contract/inbound/status';
import type { IbLine, IbOrder } from './inboundOrders.ts';

/** Orders still being received: approved up to received (scans move an order to 50, never past it). */
export const RECEIVE_STATUSES: readonly number[] = [S.approval, S.arrival, S.unloaded, S.received];

/** The server refuses a scan in any other status (ib-actions `scan`), so the screen refuses it first. */
export const receivable = (status: number) => RECEIVE_STATUSES.includes(status);

export type ReceiveState = { step: 'order' } | { step: 'scan'; order: IbOrder };

/** A line as `~scan` returns it: the line row with its SKU number. */
export type ScannedLine = Pick<IbLine, 'id' | 'recvQty' | 'shipQty'> & { skuLabel?: string | null };

export type ReceiveEvent =
  | { type: 'open'; order: IbOrder }
  /** The server counted a scan on `orderId`; a late answer for an order left already changes nothing. */
  | { type: 'received'; orderId: number; line: ScannedLine }
  | { type: 'done' };

export const RECEIVE_START: ReceiveState = { step: 'order' };

export function receiveReducer(state: ReceiveState, event: ReceiveEvent): ReceiveState {
  switch (event.type) {
    case 'open':
      return { step: 'scan', order: event.order };
    case 'done':
      return RECEIVE_START;
    case 'received': {
      if (state.step !== 'scan' || state.order.id !== event.orderId) return state;
      const { id, recvQty, shipQty } = event.line;
      const items = state.order.items.map((l) => (l.id === id ? { ...l, recvQty, shipQty } : l));
      return { step: 'scan', order: { ...state.order, items } };
    }
  }
}

/** What the screen asks the worker to scan (a key of the floor's strings). */
export function receivePrompt(state: ReceiveState): string {
  return state.step === 'order' ? 'floor.receive.scanOrder' : 'floor.receive.scanSku';
}

/** Lines fully received, of all lines. */
export function receivedLines(items: readonly Pick<IbLine, 'recvQty' | 'shipQty'>[]): { received: number; total: number } {
  return { received: items.filter((l) => l.recvQty >= l.shipQty).length, total: items.length };
}

/** Units received of the units expected, over all lines: the header's count beside the lines'. */
export function receivedUnits(items: readonly Pick<IbLine, 'recvQty' | 'shipQty'>[]): { received: number; expected: number } {
  return items.reduce((n, l) => ({ received: n.received + l.recvQty, expected: n.expected + l.shipQty }), {
    received: 0,
    expected: 0,
  });
}
