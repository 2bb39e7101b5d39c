import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/request.ts';
import { outcomeText, previewRows, refusalText } from './allocation.ts';

const row = (stock: number, qty: number) => ({
  stock,
  locationLabel: `L${stock}`,
  lotNo: null,
  inboundDate: '2026-01-01T00:00:00Z',
  available: qty,
  qty,
  reason: 'fifo' as const,
  why: `why ${stock}`,
});

describe('allocate dialog helpers', () => {
  it('flattens lines into one row per stock row, the line cells spanning them; a line with nothing stands alone', () => {
    const rows = previewRows([
      { line: 1, lineNo: 1, sku: 7, skuLabel: 'A', lotNo: null, want: 5, got: 5, rows: [row(10, 3), row(11, 2)] },
      { line: 2, lineNo: 2, sku: 8, skuLabel: 'B', lotNo: 'L', want: 2, got: 0, rows: [] },
    ]);
    expect(rows.map((r) => [r.key, r.span, r.lineNo, r.locationLabel, r.qty])).toEqual([
      ['1-10', 2, 1, 'L10', 3],
      ['1-11', 0, 1, 'L11', 2],
      ['2', 1, 2, undefined, undefined],
    ]);
  });

  it("takes the server's message for a refusal, else the client's", () => {
    expect(refusalText(new ApiError('x', 409, { message: 'Not enough stock' }))).toBe('Not enough stock');
    expect(refusalText(new ApiError('网络错误', 0))).toBe('网络错误');
  });

  it('says what each order got and names the shortages', () => {
    const t = (k: string, p?: Record<string, unknown>) => `${k}${JSON.stringify(p)}`;
    const out = outcomeText(t, [
      { id: 1, no: 'OB1', status: 80, qty: 9, allocQty: 6, taken: 6, shortages: [] },
      {
        id: 2,
        no: 'OB2',
        status: 80,
        qty: 5,
        allocQty: 2,
        taken: 2,
        shortages: [{ line: 9, lineNo: 2, sku: 3, skuLabel: 'IT-9', lotNo: null, qty: 3, allocQty: 0, short: 3 }],
      },
    ]);
    expect(out.done).toContain('OB2');
    expect(out.short).toBe('obOrder.alloc.shortages{"items":"OB2 #2 IT-9 −3"}');
    expect(outcomeText(t, []).short).toBeNull();
  });
});
