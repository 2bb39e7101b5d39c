/**
 * Put-away, as a state machine the screen drives: an order with received stock, then per item a box
 * label or SKU scan naming its line, then the location scanned to confirm where it went.
 * Put-aways still in the outbox count as stored, so the remaining list does not wait for the network.
 */

import type { TFloorLookup } from '@wms/contract/floor';
import { ORDER_STATUS as S } from '@wms/contract/inbound/status';
import type { IbLine, IbOrder, IbOrderHead } from '../receive/inboundOrders.ts';

/** Listed: the statuses a put-away is allowed from, and past them those received stock may sit in. */
export const PUTAWAY_LIST_STATUSES: readonly number[] = [S.approval, S.arrival, S.unloaded, S.received, S.repacked];

/** A put-away sent and not yet answered. */
export interface PendingStore {
  key: string;
  line: number;
  qty: number;
}

/** A location of the order's warehouse, as the lookup names it. */
export interface StoreLocation {
  id: number;
  code: string;
}

interface Working {
  order: IbOrder;
  pending: PendingStore[];
}

export type PutawayState =
  | { step: 'order' }
  | ({ step: 'item' } & Working)
  | ({ step: 'location'; line: IbLine; qty: number } & Working)
  /** A location other than the line's suggested one: stored only after a confirming tap. */
  | ({ step: 'confirm'; line: IbLine; qty: number; location: StoreLocation } & Working);

export type PutawayEvent =
  | { type: 'open'; order: IbOrder }
  | { type: 'pick'; line: IbLine }
  | { type: 'qty'; qty: number }
  | { type: 'confirm'; location: StoreLocation }
  | { type: 'sent'; key: string; line: number; qty: number }
  /** The outbox's answer for `key`; `order` the detail an accepted put-away replies with. */
  | { type: 'settled'; key: string; order?: IbOrder }
  /** Back to scanning an item, the line given up. */
  | { type: 'back' }
  | { type: 'done' };

export const PUTAWAY_START: PutawayState = { step: 'order' };

/** Received and not yet stored nor on its way to be. */
export function openQty(line: IbLine, pending: readonly PendingStore[]): number {
  const sent = pending.reduce((n, p) => (p.line === line.id ? n + p.qty : n), 0);
  return Math.max(0, line.recvQty - line.stockQty - sent);
}

export function openLines(order: IbOrder, pending: readonly PendingStore[]): IbLine[] {
  return order.items.filter((l) => openQty(l, pending) > 0);
}

/** Worth listing: a status stock is received in, or a line holding received stock not yet stored. */
export function hasPutaway(head: IbOrderHead, detail?: IbOrder): boolean {
  if (detail) return openLines(detail, []).length > 0;
  return head.status === S.received || head.status === S.repacked;
}

export function putawayReducer(state: PutawayState, event: PutawayEvent): PutawayState {
  if (event.type === 'open') return { step: 'item', order: event.order, pending: [] };
  if (event.type === 'done' || state.step === 'order') return PUTAWAY_START;
  const { order, pending } = state;
  switch (event.type) {
    case 'pick':
      return { step: 'location', order, pending, line: event.line, qty: openQty(event.line, pending) };
    case 'qty':
      return state.step === 'location' || state.step === 'confirm' ? { ...state, qty: event.qty } : state;
    case 'confirm':
      return state.step === 'location' || state.step === 'confirm'
        ? { step: 'confirm', order, pending, line: state.line, qty: state.qty, location: event.location }
        : state;
    case 'sent':
      return { step: 'item', order, pending: [...pending, { key: event.key, line: event.line, qty: event.qty }] };
    case 'settled': {
      const rest = pending.filter((p) => p.key !== event.key);
      const next = event.order && event.order.id === order.id ? event.order : order;
      return { ...state, order: next, pending: rest };
    }
    case 'back':
      return { step: 'item', order, pending };
  }
}

/** What the screen asks the worker to scan (a key of the floor's strings). */
export function putawayPrompt(state: PutawayState): string {
  switch (state.step) {
    case 'order':
      return 'floor.putaway.scanOrder';
    case 'item':
      return 'floor.putaway.scanItem';
    default:
      return 'floor.putaway.scanLocation';
  }
}

const same = (a: string | null | undefined, code: string) => !!a && a.trim().toUpperCase() === code;

export type LineMatch = { kind: 'line'; line: IbLine } | { kind: 'stored' } | { kind: 'none' };

/**
 * The line a scan names: its box label first (one line), else its SKU number or bar code (the first
 * such line with stock left to store). `stored`: it names lines, all put away already.
 */
export function matchLine(order: IbOrder, pending: readonly PendingStore[], scan: string): LineMatch {
  const code = scan.trim().toUpperCase();
  const named = order.items.filter((l) => same(l.shipBoxLbl, code));
  const lines = named.length ? named : order.items.filter((l) => same(l.skuLabel, code) || same(l.barCode, code));
  const open = lines.find((l) => openQty(l, pending) > 0);
  if (open) return { kind: 'line', line: open };
  return lines.length ? { kind: 'stored' } : { kind: 'none' };
}

export type LocationVerdict =
  | { kind: 'store'; location: StoreLocation }
  /** Another location than the suggested one (`suggested`, its code). */
  | { kind: 'other'; location: StoreLocation; suggested: string }
  | { kind: 'notLocation' }
  | { kind: 'otherWarehouse'; code: string };

/** A location scan judged for a line: the server stores only in the order's warehouse. */
export function judgeLocation(lookup: TFloorLookup, order: IbOrderHead, line: IbLine): LocationVerdict {
  if (lookup.kind !== 'location' || lookup.locations.length === 0) return { kind: 'notLocation' };
  const here = lookup.locations.find((l) => l.warehouseId === order.warehouse);
  if (!here) return { kind: 'otherWarehouse', code: lookup.locations[0]!.code };
  const location = { id: here.id, code: here.code };
  if (line.location == null || line.location === here.id) return { kind: 'store', location };
  return { kind: 'other', location, suggested: line.locationLabel ?? String(line.location) };
}

/** The ship-box label the server itself fills a line with (`~box/label/fill`): order number and 3-digit line number. */
export const defaultBoxLabel = (orderNo: string, lineNo: number) => `${orderNo}-${String(lineNo).padStart(3, '0')}`;

/** The `~store` body for one line: lot and box label are required, so taken from the line or made. */
export function storeBody(order: IbOrderHead, line: IbLine, qty: number, location: StoreLocation) {
  return {
    id: order.id,
    items: [
      {
        id: line.id,
        stockQty: qty,
        location: location.id,
        lotNo: line.lotNo?.trim() || order.no,
        shipBoxLbl: line.shipBoxLbl?.trim() || defaultBoxLabel(order.no, line.lineNo),
      },
    ],
  };
}
