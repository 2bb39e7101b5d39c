/**
 * A receive scan as sent: the raw code, for the server reads a carton label's lot (AI 10) and count
 * (AI 37, else 30) from it (inbound-service `scan`), and `qty` only when the worker typed one, which
 * then wins over the label's. What the label said is read here too, to show at once.
 */
import type { CodeRead } from '../../scan/scanRead.ts';
import type { Prompt } from '../pick/taskWork.ts';

export interface ReceiveCall {
  body: { id: number; code: string; qty?: number };
  /** What the server will count: the typed quantity, else the label's, else 1. */
  qty: number;
}

export function receiveCall(orderId: number, read: CodeRead, typed: number | undefined): ReceiveCall {
  return {
    body: { id: orderId, code: read.raw, ...(typed === undefined ? {} : { qty: typed }) },
    qty: typed ?? read.qty ?? 1,
  };
}

/** What the label said beyond its code (lot, count), each a string key; none for a plain code. */
export function labelNotes(read: CodeRead, typed: number | undefined): Prompt[] {
  const notes: Prompt[] = [];
  if (read.lot) notes.push({ key: 'floor.receive.labelLot', params: { lot: read.lot } });
  if (read.qty !== undefined) {
    notes.push(
      typed === undefined || typed === read.qty
        ? { key: 'floor.receive.labelQty', params: { qty: read.qty } }
        : { key: 'floor.receive.labelQtyTyped', params: { label: read.qty, qty: typed } },
    );
  }
  return notes;
}
