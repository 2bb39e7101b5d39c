import { describe, expect, it } from 'vitest';
import { apply, type MovementKind, type RowState, refusal, STOCK_MAX, unbindRefusal } from './stock-rules.ts';

const row = (qoh: number, qal: number, status = 'available'): RowState => ({ qoh, qal, status });

describe('stock movement rules', () => {
  const cases: [MovementKind, RowState, number, string | null, RowState | null][] = [
    ['add', row(0, 0), 5, null, row(5, 0)],
    ['add', row(3, 3, 'barrier'), 1, null, row(4, 3, 'barrier')],
    ['add', row(STOCK_MAX - 5, 2), 5, null, row(STOCK_MAX, 2)],
    ['add', row(STOCK_MAX - 5, 0), 6, 'stock.overLimit', null],
    ['add', row(0, 0), STOCK_MAX + 1, 'stock.overLimit', null],
    ['take', row(10, 4), 6, null, row(4, 4)],
    ['take', row(10, 4), 7, 'stock.belowAllocated', null],
    ['take', row(10, 0), 11, 'stock.short', null],
    ['allocate', row(10, 4), 6, null, row(10, 10)],
    ['allocate', row(10, 4), 7, 'stock.short', null],
    ['allocate', row(10, 0, 'barrier'), 1, 'stock.barrier', null],
    ['release', row(10, 4), 4, null, row(10, 0)],
    ['release', row(10, 4), 5, 'stock.overRelease', null],
    ['issue', row(10, 4), 4, null, row(6, 0)],
    ['issue', row(10, 4), 5, 'stock.overIssue', null],
    ['add', row(1, 0), 0, 'stock.badQty', null],
    ['take', row(1, 0), -1, 'stock.badQty', null],
    ['allocate', row(5, 0), 1.5, 'stock.badQty', null],
  ];
  it.each(cases)('%s on %o by %d → %s', (kind, before, qty, refused, after) => {
    expect(refusal(kind, before, qty)?.key ?? null).toBe(refused);
    if (after) {
      const next = apply(kind, before, qty);
      expect(next).toEqual(after);
      // Whatever a rule lets through keeps the database's invariants.
      expect(next.qoh >= 0 && next.qal >= 0 && next.qal <= next.qoh && next.qoh <= STOCK_MAX).toBe(true);
    }
  });
});

describe('unbind rule', () => {
  const r = (id: number, qoh: number, qal = 0, status = 'available') => ({ id, qoh, qal, status });
  it.each([
    [[], 'stock.noPallet'],
    [[r(1, 0)], 'stock.noPallet'],
    [[r(1, 5), r(2, 3, 1)], 'stock.unbindAllocated'],
    [[r(1, 5), r(2, 3, 0, 'barrier')], null],
  ] as const)('%o → %s', (rows, key) => {
    expect(unbindRefusal(rows)?.key ?? null).toBe(key);
  });
});
