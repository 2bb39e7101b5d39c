import { OUTBOUND_STATUS_CODES } from '@wms/contract/outbound/status';
import { describe, expect, it } from 'vitest';
import { ALLOWED, type OutboundAction, type OutboundFacts, outboundTransition } from './outbound-status.ts';

const X = 'status' as const;
const T = 'tasks' as const;
const held = { allocated: true };
const none = { allocated: false };
const tasks = { openTasks: true };
const forced = { openTasks: true, force: true };
const done = { done: true };
const partly = { done: false };

/** [status, action, facts, next status or refusal reason] */
const TABLE: [number, OutboundAction, OutboundFacts, number | 'status' | 'tasks'][] = [
  [10, 'update', {}, 10],
  [10, 'addLine', {}, 10],
  [10, 'updateLine', {}, 10],
  [10, 'removeLine', {}, 10],
  [10, 'delete', {}, 10],
  [10, 'cancel', {}, 0],
  [10, 'allocate', held, 80],
  [10, 'allocate', none, 10],
  [10, 'deallocate', {}, X],
  [10, 'pick', done, X],
  [10, 'stockOut', {}, X],
  [10, 'ship', {}, X],
  [80, 'update', {}, X],
  [80, 'addLine', {}, X],
  [80, 'updateLine', {}, X],
  [80, 'removeLine', {}, X],
  [80, 'delete', {}, X],
  [80, 'cancel', {}, X],
  [80, 'allocate', held, 80],
  [80, 'deallocate', {}, 10],
  [80, 'deallocate', tasks, T],
  [80, 'deallocate', forced, 10],
  [80, 'pick', partly, 80],
  [80, 'pick', done, 90],
  [80, 'pack', done, X],
  [80, 'seal', done, X],
  [80, 'stockOut', {}, 120],
  [80, 'stockOut', tasks, T],
  [80, 'ship', {}, X],
  [90, 'allocate', held, X],
  [90, 'pack', partly, 90],
  [90, 'pack', done, 100],
  [90, 'seal', done, X],
  [90, 'deallocate', tasks, T],
  [90, 'deallocate', forced, 10],
  [90, 'stockOut', {}, 120],
  [100, 'seal', partly, 100],
  [100, 'seal', done, 110],
  [100, 'pick', done, X],
  [100, 'deallocate', forced, 10],
  [100, 'stockOut', {}, 120],
  [110, 'seal', done, X],
  [110, 'deallocate', {}, 10],
  [110, 'stockOut', tasks, T],
  [110, 'stockOut', {}, 120],
  [120, 'deallocate', forced, X],
  [120, 'allocate', held, X],
  [120, 'stockOut', {}, X],
  [120, 'cancel', {}, X],
  [120, 'ship', {}, 130],
  [130, 'ship', {}, X],
  [130, 'finish', {}, 200],
  [130, 'deallocate', forced, X],
  [200, 'finish', {}, X],
  [200, 'delete', {}, X],
  [200, 'cancel', {}, X],
  [200, 'allocate', held, X],
  [0, 'allocate', held, X],
  [0, 'cancel', {}, X],
  [0, 'update', {}, X],
  [0, 'deallocate', forced, X],
  [0, 'delete', {}, 0],
];

describe('outbound order status machine', () => {
  it.each(TABLE)('from %i, %s (%o) → %s', (status, action, facts, want) => {
    const v = outboundTransition(status, action, facts);
    if (typeof want === 'number') expect(v).toEqual({ ok: true, next: want });
    else expect(v).toEqual({ ok: false, reason: want });
  });

  it('only ever leads to an outbound status code', () => {
    const facts: OutboundFacts[] = [{}, held, none, tasks, forced, done, partly];
    for (const s of OUTBOUND_STATUS_CODES)
      for (const a of Object.keys(ALLOWED) as OutboundAction[])
        for (const f of facts) {
          const v = outboundTransition(s, a, f);
          if (v.ok) expect(OUTBOUND_STATUS_CODES).toContain(v.next);
        }
  });

  it('never lets an order with stock held be edited, cancelled or deleted', () => {
    for (const s of [80, 90, 100, 110])
      for (const a of ['update', 'addLine', 'updateLine', 'removeLine', 'cancel', 'delete'] as const)
        expect(outboundTransition(s, a).ok).toBe(false);
  });
});
