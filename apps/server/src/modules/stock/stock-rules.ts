import type { MessageKey } from '../../i18n/messages.ts';

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
 * (qoh ≥ 0, qal ≥ 0, qal ≤ qoh, barrier rows hold no allocation) enforce the same, last.
 */
export function refusal(kind: MovementKind, row: RowState, qty: number): Refusal | null {
  if (!Number.isInteger(qty) || qty <= 0) return { key: 'stock.badQty', params: {} };
  const available = row.qoh - row.qal;
  const params = { qty, onHand: row.qoh, allocated: row.qal, available };
  switch (kind) {
    case 'add':
      return null;
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
