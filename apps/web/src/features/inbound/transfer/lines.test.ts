import { describe, expect, it } from 'vitest';
import { namePath } from '../../../shared/form/useFormSubmit.ts';
import { addBody, askedUpTo, availableStockQuery, type LineDraft, linesFor, type StockRow } from './lines.ts';

const row = (id: number, qty: number): StockRow => ({ id, sku: 1, location: 100 + id, qty, locationLabel: `L${id}` });

describe('transfer lines', () => {
  it('adds picked rows once each, starting at what they have available', () => {
    const one = linesFor([], [row(1, 5), row(2, 3)]);
    expect(one.map((l) => [l.stock, l.qty, l.location])).toEqual([
      [1, 5, null],
      [2, 3, null],
    ]);
    const again = linesFor(one, [row(2, 3), row(3, 7)]);
    expect(again.map((l) => l.stock)).toEqual([1, 2, 3]);
  });

  it('counts the lines of one stock row together, up to the line checked', () => {
    const lines: LineDraft[] = [
      { stock: 1, source: row(1, 10), qty: 6 },
      { stock: 2, source: row(2, 10), qty: 9 },
      { stock: 1, source: row(1, 10), qty: 5 },
    ];
    expect([0, 1, 2].map((i) => askedUpTo(lines, i))).toEqual([6, 9, 11]);
  });

  it('sends the number only when typed, and the lines as stock, location, qty', () => {
    const items: LineDraft[] = [{ stock: 1, source: row(1, 10), location: 7, qty: 4 }];
    expect(addBody({ no: '  ', warehouse: 3, postingDate: '2026-11-22', comment: ' ', items })).toEqual({
      warehouse: 3,
      postingDate: '2026-11-22',
      comment: null,
      items: [{ stock: 1, location: 7, qty: 4 }],
    });
    expect(addBody({ no: ' TF-1 ', warehouse: 3, postingDate: '2026-11-22', items }).no).toBe('TF-1');
  });

  it('asks for the warehouse rows with something available, by location', () => {
    expect(availableStockQuery(3, 2, 10, 'LPN9')).toEqual({
      page: 2,
      length: 10,
      prop: 'location',
      order: 'asc',
      filter: [
        { field: 'warehouse', operator: 'eq', value: 3 },
        { field: 'status', operator: 'eq', value: 'available' },
        { field: 'qty', operator: 'gt', value: 0 },
        { field: 'lpn', operator: 'include', value: 'LPN9' },
      ],
    });
  });

  it("maps the server's dotted field names to form paths", () => {
    expect(namePath('items.2.qty')).toEqual(['items', 2, 'qty']);
    expect(namePath('no')).toEqual(['no']);
  });
});
