import { INT4_MAX } from '@wms/contract/scalars';
import type { MessageKey } from '../../../i18n/messages.ts';

/** The most a stock row holds: qoh (and so qal and qty) are int4 columns. */
export const STOCK_MAX = INT4_MAX;

/** What a movement does to one stock row. */
export type MovementKind =
  /** +qoh (receive, adjust up, restore, the destination of a move). */
  | 'add'
  /** −qoh of unallocated stock (move out, adjust down, scrap). */
  | 'take'
  /** +qal. */
  | 'allocate'
  /** −qal. */
  | 'release'
  /** −qoh −qal: allocated stock leaves (stock out). */
  | 'issue';

export interface RowState {
  qoh: number;
  qal: number;
  status: string;
}

export interface Refusal {
  key: MessageKey;
  params: Record<string, number>;
}

/**
 * Whether a movement of `qty` may happen to a row, and why not. The database's CHECKs
 * (qoh ≥ 0, qal ≥ 0, qal ≤ qoh, barrier rows hold no allocation) enforce the same, last; past
 * STOCK_MAX the column itself would fail (a 500), so an add beyond it is refused here.
 */
export function refusal(kind: MovementKind, row: RowState, qty: number): Refusal | null {
  if (!Number.isSafeInteger(qty) || qty <= 0) return { key: 'stock.badQty', params: {} };
  const available = row.qoh - row.qal;
  const params = { qty, onHand: row.qoh, allocated: row.qal, available };
  switch (kind) {
    case 'add':
      return qty > STOCK_MAX - row.qoh ? { key: 'stock.overLimit', params: { ...params, limit: STOCK_MAX } } : null;
    case 'take':
      if (qty > row.qoh) return { key: 'stock.short', params };
      return qty > available ? { key: 'stock.belowAllocated', params } : null;
    case 'allocate':
      if (row.status !== 'available') return { key: 'stock.barrier', params };
      return qty > available ? { key: 'stock.short', params } : null;
    case 'release':
      return qty > row.qal ? { key: 'stock.overRelease', params } : null;
    case 'issue':
      return qty > row.qal ? { key: 'stock.overIssue', params } : null;
  }
}

/** The row after the movement (refusal() must have passed). */
export function apply(kind: MovementKind, row: RowState, qty: number): RowState {
  switch (kind) {
    case 'add':
      return { ...row, qoh: row.qoh + qty };
    case 'take':
      return { ...row, qoh: row.qoh - qty };
    case 'allocate':
      return { ...row, qal: row.qal + qty };
    case 'release':
      return { ...row, qal: row.qal - qty };
    case 'issue':
      return { ...row, qoh: row.qoh - qty, qal: row.qal - qty };
  }
}

/** A pallet's rows as an unbind sees them (locked). */
export interface PalletRow extends RowState {
  id: number;
}

export interface PalletRefusal {
  status: 404 | 409;
  key: MessageKey;
  params: Record<string, number>;
}

/**
 * Whether a pallet may be broken into loose stock (unbind) or moved whole. It must carry stock, and
 * none of it may be allocated: allocations point at the pallet's stock rows, so unbinding or moving
 * under them would leave an order holding stock that moved away (deallocate first).
 */
export function unbindRefusal(
  rows: readonly PalletRow[],
  allocatedKey: MessageKey = 'stock.unbindAllocated',
): PalletRefusal | null {
  const onHand = rows.reduce((s, r) => s + r.qoh, 0);
  if (!rows.length || onHand <= 0) return { status: 404, key: 'stock.noPallet', params: {} };
  const allocated = rows.reduce((s, r) => s + r.qal, 0);
  return allocated > 0 ? { status: 409, key: allocatedKey, params: { allocated, onHand } } : null;
}
