import { describe, expect, it } from 'vitest';
import type { IbLine } from './api.ts';
import { putAwayRows, refusedCell, storeItems, withFilledLabels } from './putAway.ts';

const line = (id: number, shipQty: number, stockQty: number, extra: Partial<IbLine> = {}): IbLine => ({
  id,
  lineNo: id,
  sku: 100 + id,
  skuLabel: `SKU-${id}`,
  shipQty,
  recvQty: 0,
  stockQty,
  ...extra,
});

describe('put-away dialog rows', () => {
  it('offers the open lines only, each with its whole open quantity and its planned location, lot and label', () => {
    const rows = putAwayRows([
      line(1, 10, 0, { location: 7, locationLabel: 'SH-01-01', lotNo: 'L1' }),
      line(2, 5, 5),
      line(3, 8, 3, { shipBoxLbl: 'B3' }),
    ]);
    expect(rows.map((r) => [r.id, r.open, r.stockQty])).toEqual([
      [1, 10, 10],
      [3, 5, 5],
    ]);
    expect(rows[0]).toMatchObject({ location: 7, locationLabel: 'SH-01-01', lotNo: 'L1', shipBoxLbl: null });
    expect(rows[1]).toMatchObject({ location: null, lotNo: null, shipBoxLbl: 'B3' });
  });

  it('sends the chosen rows only, trimmed, with blanks as null for the server to name', () => {
    const rows = putAwayRows([line(1, 10, 0), line(2, 4, 0), line(3, 6, 0)]).map((r) =>
      r.id === 1 ? { ...r, stockQty: 6, location: 9, lotNo: ' L-1 ', shipBoxLbl: 'B1' } : { ...r, lotNo: '  ', stockQty: null },
    );
    expect(storeItems(rows, new Set([1, 3]))).toEqual([
      { id: 1, stockQty: 6, location: 9, lotNo: 'L-1', shipBoxLbl: 'B1' },
      { id: 3, stockQty: null, location: null, lotNo: null, shipBoxLbl: null },
    ]);
    expect(storeItems(rows, new Set())).toEqual([]);
  });

  it('puts filled labels into rows without one and keeps what the user typed', () => {
    const rows = putAwayRows([line(1, 1, 0), line(2, 1, 0)]).map((r) => (r.id === 2 ? { ...r, shipBoxLbl: 'MINE' } : r));
    const filled = withFilledLabels(rows, [line(1, 1, 0, { shipBoxLbl: 'IB1-001' }), line(2, 1, 0, { shipBoxLbl: 'IB1-002' })]);
    expect(filled.map((r) => r.shipBoxLbl)).toEqual(['IB1-001', 'MINE']);
  });

  it("turns the server's items.<i>.<field> back into the line it sent at that place", () => {
    const sent = [
      { id: 30, stockQty: 1, location: 1, lotNo: 'a', shipBoxLbl: 'b' },
      { id: 10, stockQty: 1, location: null, lotNo: 'a', shipBoxLbl: 'b' },
    ];
    expect(refusedCell('items.1.location', sent)).toEqual({ id: 10, field: 'location' });
    expect(refusedCell('body.items.0.stockQty', sent)).toEqual({ id: 30, field: 'stockQty' });
    expect(refusedCell('items.5.location', sent)).toBeNull();
    expect(refusedCell('code', sent)).toBeNull();
    expect(refusedCell(undefined, sent)).toBeNull();
  });
});
