import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/request.ts';
import { formErrorOf, formToBody, orderToForm } from '../../orders-common/orderForm.ts';
import type { ObOrder } from './api.ts';
import { obOrderForm as def } from './orderForm.ts';

const order: ObOrder = {
  id: 5,
  no: 'OB261122000005',
  status: 10,
  warehouse: 1,
  warehouseLabel: '上海仓',
  extRef: 'R1',
  extDocNo: 'D1',
  postingDate: '2026-11-22',
  qty: 14,
  allocQty: 0,
  items: [
    {
      id: 51,
      lineNo: 1,
      sku: 7,
      skuLabel: 'IT-1001',
      qty: 10,
      allocQty: 0,
      lotNo: 'L1',
      sn: 'SN1',
      consignee: 3,
      consigneeLabel: '安亭',
    },
    { id: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', qty: 4, allocQty: 0 },
  ],
};

describe('outbound order form', () => {
  it('starts a new order with the suggested number and one line', () => {
    const v = orderToForm(def, null, 'OB261122000009');
    expect(v.no).toBe('OB261122000009');
    expect(v.items).toEqual([{ qty: 1 }]);
  });

  it('sends an edited order with its line ids, blanks as null, and none of the server-kept quantities', () => {
    const values = orderToForm(def, order);
    expect(values.items[0]).toMatchObject({ id: 51, sku: 7, skuLabel: 'IT-1001', consigneeLabel: '安亭', qty: 10, sn: 'SN1' });
    values.comment = '';
    values.items[1]!.qty = 6;
    values.items[1]!.dn = 'DN-2';
    values.items.push({ sku: 9, qty: 2, skuLabel: 'X' });
    const body = formToBody(def, values, order.id);
    expect(body).toMatchObject({ id: 5, no: 'OB261122000005', extRef: 'R1', warehouse: 1, comment: null });
    for (const k of ['status', 'qty', 'allocQty', 'allocatDate']) expect(body).not.toHaveProperty(k);
    const items = body.items as Record<string, unknown>[];
    expect(items.map((l) => [l.id, l.sku, l.qty, l.consignee ?? null])).toEqual([
      [51, 7, 10, 3],
      [52, 8, 6, null],
      [undefined, 9, 2, null],
    ]);
    expect(items[1]).toMatchObject({ dn: 'DN-2' });
    for (const l of items) {
      for (const k of ['skuLabel', 'consigneeLabel', 'allocQty', 'lineNo']) expect(l).not.toHaveProperty(k);
    }
    expect(items[2]).not.toHaveProperty('id');
  });

  it("marks the header field or the line cell the server's refusal names", () => {
    const refusal = (field: string) => new ApiError('x', 400, { action: 'error', message: 'SKU 不属于仓库', field }, false);
    expect(formErrorOf(def, refusal('extDocNo'))).toEqual({ field: 'extDocNo', message: 'SKU 不属于仓库' });
    expect(formErrorOf(def, refusal('items.1.sku'))).toEqual({ field: ['items', 1, 'sku'], message: 'SKU 不属于仓库' });
    expect(formErrorOf(def, refusal('body.items.0.qty'))).toEqual({ field: ['items', 0, 'qty'], message: 'SKU 不属于仓库' });
    expect(formErrorOf(def, refusal('items.0.allocQty'))).toBeNull();
  });
});
