import { describe, expect, it } from 'vitest';
import { type InboundAction, inboundTransition } from './inbound-status.ts';

const none = { anyStored: false, allStored: false };
const some = { anyStored: true, allStored: false };
const all = { anyStored: true, allStored: true };
const X = 'status' as const;

/** [status, action, facts, next status or refusal reason] */
const TABLE: [number, InboundAction, typeof none, number | 'status' | 'stored'][] = [
  [10, 'update', none, 10],
  [10, 'addLine', none, 10],
  [10, 'updateLine', none, 10],
  [10, 'removeLine', none, 10],
  [10, 'approve', none, 20],
  [10, 'scan', none, X],
  [10, 'store', none, X],
  [10, 'cancel', none, 0],
  [10, 'delete', none, 10],
  [10, 'finish', none, X],
  [20, 'update', none, X],
  [20, 'addLine', none, X],
  [20, 'removeLine', none, X],
  [20, 'updateLine', none, X],
  [20, 'planLine', none, 20],
  [20, 'approve', none, X],
  [20, 'scan', none, 50],
  [20, 'store', none, 50],
  [20, 'store', all, 70],
  [20, 'cancel', none, 0],
  [20, 'delete', none, 20],
  [50, 'scan', some, 50],
  [50, 'store', some, 50],
  [50, 'store', all, 70],
  [50, 'cancel', none, 0],
  [50, 'cancel', some, 'stored'],
  [50, 'delete', some, X],
  [50, 'update', some, X],
  [50, 'planLine', some, 50],
  [50, 'fillLabels', some, 50],
  [70, 'store', all, X],
  [70, 'scan', all, X],
  [70, 'cancel', all, X],
  [70, 'delete', all, X],
  [70, 'planLine', all, X],
  [70, 'finish', all, 200],
  [200, 'store', all, X],
  [200, 'cancel', all, X],
  [200, 'delete', all, X],
  [200, 'finish', all, X],
  [0, 'store', none, X],
  [0, 'scan', none, X],
  [0, 'approve', none, X],
  [0, 'cancel', none, X],
  [0, 'update', none, X],
  [0, 'delete', none, 0],
];

describe('inbound order status machine', () => {
  it.each(TABLE)('from %i, %s (%o) → %s', (status, action, facts, want) => {
    const v = inboundTransition(status, action, facts);
    if (typeof want === 'number') expect(v).toEqual({ ok: true, next: want });
    else expect(v).toEqual({ ok: false, reason: want });
  });

  it('an order with stored stock is never deleted or cancelled, in any status', () => {
    for (const s of [0, 10, 20, 50, 70, 200]) {
      for (const a of ['cancel', 'delete'] as const) expect(inboundTransition(s, a, some).ok).toBe(false);
    }
  });
});
