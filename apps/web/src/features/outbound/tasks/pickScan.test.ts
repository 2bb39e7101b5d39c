import { describe, expect, it } from 'vitest';
import type { TaskItem } from './api.ts';
import { pickScan, stepAfter } from './pickScan.ts';

const item = (id: number, loc: string, sku: string, status = 10, lpn: string | null = null) =>
  ({ id, locationLabel: loc, skuLabel: sku, status, lpn, qty: 1 }) as TaskItem;
const items = [
  item(1, 'A-01', 'SKU-1'),
  item(2, 'A-01', 'SKU-2', 10, 'LPN-9'),
  item(3, 'B-01', 'SKU-1'),
  item(4, 'C-01', 'SKU-3', 100),
];

describe('pick scan (location, then SKU)', () => {
  it('needs a location with open items first', () => {
    expect(pickScan({}, 'SKU-1', items)).toEqual({ kind: 'notLocation', code: 'SKU-1' });
    // A location whose items are all picked is not where to go.
    expect(pickScan({}, 'C-01', items).kind).toBe('notLocation');
    expect(pickScan({}, ' a-01 ', items)).toEqual({ kind: 'location', step: { at: 'A-01' }, location: 'A-01', open: 2 });
  });

  it('at a location, matches the SKU or LPN there; another code goes to the first open item (the server checks it)', () => {
    const at = { at: 'A-01' };
    expect(pickScan(at, 'sku-2', items)).toMatchObject({ kind: 'item', item: { id: 2 }, location: 'A-01' });
    expect(pickScan(at, 'LPN-9', items)).toMatchObject({ item: { id: 2 } });
    expect(pickScan(at, '6900000000001', items)).toMatchObject({ item: { id: 1 } });
    // SKU-1 at A-01 is item 1, not B-01's item 3.
    expect(pickScan(at, 'SKU-1', items)).toMatchObject({ item: { id: 1 } });
    // Scanning another location moves on.
    expect(pickScan(at, 'B-01', items)).toMatchObject({ kind: 'location', location: 'B-01', open: 1 });
  });

  it('stays at a location while it has open items', () => {
    expect(stepAfter('A-01', items)).toEqual({ at: 'A-01' });
    expect(stepAfter('C-01', items)).toEqual({});
  });
});
