import { describe, expect, it } from 'vitest';
import { type Candidate, fifoCompare, pickRows, planOrder } from './allocation-plan.ts';

const D1 = new Date('2026-01-01T08:00:00Z');
const D2 = new Date('2026-02-01T08:00:00Z');
const D3 = new Date('2026-03-01T08:00:00Z');
const SKU = 7;
const row = (id: number, available: number, inboundDate: Date, locationCode: string, lotNo: string | null = null) => ({
  id,
  sku: SKU,
  lotNo,
  inboundDate,
  locationCode,
  available,
});

/**
 * The crafted stock set every strategy is pinned on:
 *   id 1:  5, oldest, B-01 │ id 2: 10, oldest, A-01 │ id 3: 3, D2, A-01 │ id 4: 8, D3, A-01 │ id 5: 3, D3, A-01
 * FIFO order: 2 (oldest, A before B), 1, 3, 4, 5 (4 before 5: same date and location, lower id).
 */
const SET = [row(1, 5, D1, 'B-01'), row(2, 10, D1, 'A-01'), row(3, 3, D2, 'A-01'), row(4, 8, D3, 'A-01'), row(5, 3, D3, 'A-01')];
const taken = (s: Parameters<typeof pickRows>[0], need: number, rows = SET) =>
  pickRows(s, need, rows).map((t) => [t.stock, t.qty]);

describe('allocation strategies (issue 10 §2)', () => {
  it('fifo: oldest inbound date first, ties by location code, then stock id', () => {
    expect([...SET].sort(fifoCompare).map((r) => r.id)).toEqual([2, 1, 3, 4, 5]);
    expect(taken('fifo', 12)).toEqual([
      [2, 10],
      [1, 2],
    ]);
    expect(taken('fifo', 26)).toEqual([
      [2, 10],
      [1, 5],
      [3, 3],
      [4, 8],
    ]);
  });

  it('qty: smallest available first (clears remnants), ties as fifo', () => {
    expect(taken('qty', 12)).toEqual([
      [3, 3],
      [5, 3],
      [1, 5],
      [4, 1],
    ]);
  });

  it('pallet: whole rows only, the largest that still fits first; what whole rows cannot meet is short', () => {
    expect(taken('pallet', 12)).toEqual([[2, 10]]);
    expect(taken('pallet', 16)).toEqual([
      [2, 10],
      [1, 5],
    ]);
    expect(taken('pallet', 2)).toEqual([]);
    // Equal sizes: the older row first (3 before 5).
    expect(taken('pallet', 3)).toEqual([[3, 3]]);
    expect(taken('pallet', 29)).toEqual([
      [2, 10],
      [4, 8],
      [1, 5],
      [3, 3],
      [5, 3],
    ]);
  });

  it('palletFifo: whole rows first, then the rest fifo from the other rows, splitting at most the last', () => {
    expect(taken('palletFifo', 16)).toEqual([
      [2, 10],
      [1, 5],
      [3, 1],
    ]);
    expect(taken('palletFifo', 11)).toEqual([
      [2, 10],
      [1, 1],
    ]);
    expect(taken('palletFifo', 2)).toEqual([[2, 2]]);
  });

  it('says why each row is taken', () => {
    expect(pickRows('palletFifo', 16, SET).map((t) => t.reason)).toEqual(['whole', 'whole', 'fifo']);
    expect(pickRows('qty', 4, SET).map((t) => t.reason)).toEqual(['smallest', 'smallest']);
  });

  it('never takes from a row with nothing available', () => {
    const rows = [row(1, 0, D1, 'A-01'), row(2, 4, D2, 'A-01')];
    for (const s of ['fifo', 'qty', 'pallet', 'palletFifo'] as const) expect(taken(s, 3, rows).map((t) => t[0])).not.toContain(1);
  });
});

describe('planning an order with a shortage policy', () => {
  const cands: Candidate[] = [
    { id: 1, sku: SKU, lotNo: 'L1', inboundDate: D1, locationCode: 'A-01' },
    { id: 2, sku: SKU, lotNo: 'L2', inboundDate: D2, locationCode: 'A-01' },
    { id: 3, sku: 8, lotNo: null, inboundDate: D1, locationCode: 'A-01' },
  ];
  const avail = new Map([
    [1, 4],
    [2, 6],
    [3, 2],
  ]);
  const lines = [
    { id: 10, sku: SKU, lotNo: 'L2', open: 5 },
    { id: 11, sku: 8, lotNo: null, open: 3 },
    { id: 12, sku: SKU, lotNo: null, open: 5 },
  ];

  it('matches the lot a line names, and lines share what earlier lines left', () => {
    const p = planOrder('fifo', 'always', lines, cands, avail);
    expect(p.takes).toEqual([
      { line: 10, stock: 2, qty: 5, reason: 'fifo' },
      { line: 11, stock: 3, qty: 2, reason: 'fifo' },
      { line: 12, stock: 1, qty: 4, reason: 'fifo' },
      { line: 12, stock: 2, qty: 1, reason: 'fifo' },
    ]);
    expect(p.lines).toEqual([
      { line: 10, want: 5, got: 5 },
      { line: 11, want: 3, got: 2 },
      { line: 12, want: 5, got: 5 },
    ]);
    expect(p.short).toBe(true);
    expect([...p.available]).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(avail.get(1)).toBe(4);
  });

  it('ignore: a short line takes nothing and leaves its stock to the others', () => {
    const p = planOrder('fifo', 'ignore', lines, cands, avail);
    expect(p.takes.filter((t) => t.line === 11)).toEqual([]);
    expect(p.lines.find((l) => l.line === 11)).toEqual({ line: 11, want: 3, got: 0 });
    expect(p.available.get(3)).toBe(2);
    expect(p.short).toBe(true);
  });

  it('error: plans like always so every shortage is known; not short when all lines are met', () => {
    expect(planOrder('fifo', 'error', lines, cands, avail).lines.find((l) => l.line === 11)).toEqual({
      line: 11,
      want: 3,
      got: 2,
    });
    expect(planOrder('fifo', 'error', [lines[0]!], cands, avail).short).toBe(false);
  });

  it('skips lines already fully allocated (open 0)', () => {
    expect(planOrder('fifo', 'always', [{ ...lines[0]!, open: 0 }], cands, avail)).toMatchObject({
      takes: [],
      lines: [],
      short: false,
    });
  });
});
