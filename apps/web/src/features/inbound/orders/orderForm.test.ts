import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/request.ts';
import { formErrorOf, formToBody, orderToForm } from '../../orders-common/orderForm.ts';
import type { IbOrder } from './api.ts';
import { ibOrderForm as def } from './orderForm.ts';

const order: IbOrder = {
  id: 5,
  no: 'IB261122000005',
  status: 10,
  warehouse: 1,
  warehouseLabel: '上海仓',
  extRef: 'R1',
  extDocNo: 'D1',
  postingDate: '2026-11-22',
  items: [
    { id: 51, lineNo: 1, sku: 7, skuLabel: 'IT-1001', shipQty: 10, recvQty: 0, stockQty: 0, lotNo: 'L1' },
    { id: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', shipQty: 4, recvQty: 0, stockQty: 0 },
  ],
};

describe('inbound order form', () => {
  it('starts a new order with the suggested number and one line', () => {
    const v = orderToForm(def, null, 'IB261122000009');
    expect(v.no).toBe('IB261122000009');
    expect(v.items).toEqual([{ shipQty: 1 }]);
  });

  it('sends an edited order with its line ids, blanks as null and no read-only fields', () => {
    const values = orderToForm(def, order);
    expect(values.items[0]).toMatchObject({ id: 51, sku: 7, skuLabel: 'IT-1001', shipQty: 10, lotNo: 'L1' });
    values.comment = '';
    values.items[1]!.shipQty = 6;
    values.items.push({ sku: 9, shipQty: 2, skuLabel: 'X' });
    const body = formToBody(def, values, order.id);
    expect(body).toMatchObject({ id: 5, no: 'IB261122000005', extRef: 'R1', warehouse: 1, comment: null });
    expect(body).not.toHaveProperty('status');
    const items = body.items as Record<string, unknown>[];
    expect(items.map((l) => [l.id, l.sku, l.shipQty])).toEqual([
      [51, 7, 10],
      [52, 8, 6],
      [undefined, 9, 2],
    ]);
    for (const l of items) {
      expect(l).not.toHaveProperty('skuLabel');
      expect(l).not.toHaveProperty('recvQty');
      expect(l).not.toHaveProperty('stockQty');
    }
    expect(items[2]).not.toHaveProperty('id');
  });

  it("marks the header field or the line cell the server's refusal names", () => {
    const refusal = (field: string) => new ApiError('x', 400, { action: 'error', message: '外部单号 必填', field }, false);
    expect(formErrorOf(def, refusal('extRef'))).toEqual({ field: 'extRef', message: '外部单号 必填' });
    expect(formErrorOf(def, refusal('items.2.shipQty'))).toEqual({ field: ['items', 2, 'shipQty'], message: '外部单号 必填' });
    expect(formErrorOf(def, refusal('body.items.0.sku'))).toEqual({ field: ['items', 0, 'sku'], message: '外部单号 必填' });
    expect(formErrorOf(def, refusal('items.0.recvQty'))).toBeNull();
  });
});
