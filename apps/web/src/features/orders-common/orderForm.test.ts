import { defineResource } from '@wms/contract/resource';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/request.ts';
import type { OrderFormDef, OrderShape } from './orderDef.ts';
import { formErrorOf, formToBody, orderToForm, removedLines } from './orderForm.ts';

// A made-up order area: what the shared conversions do must not depend on inbound's or outbound's fields.
const def: OrderFormDef = {
  order: defineResource({
    name: 'tOrder',
    path: '/test/t/order',
    fields: [
      { name: 'no', kind: 'string', max: 20 },
      { name: 'ref', kind: 'string', max: 20, required: true },
      { name: 'comment', kind: 'string', max: 100 },
      { name: 'status', kind: 'int', readOnly: true },
    ],
  }),
  line: defineResource({
    name: 'tOrderLine',
    path: '/test/t/order/line',
    fields: [
      { name: 'sku', kind: 'ref', ref: 'productSku', required: true },
      { name: 'qty', kind: 'int', required: true, min: 1 },
      { name: 'doneQty', kind: 'int', readOnly: true },
      { name: 'lineNo', kind: 'int', readOnly: true },
    ],
  }),
  text: 'tOrder',
  formName: 't-order',
  lineColumns: ['sku', 'qty'],
  lineLabels: ['skuLabel'],
  newLine: { qty: 1 },
};

const order: OrderShape = {
  id: 5,
  no: 'T5',
  status: 10,
  ref: 'R1',
  comment: 'c',
  items: [
    { id: 51, lineNo: 1, sku: 7, skuLabel: 'IT-1001', qty: 10, doneQty: 3 },
    { id: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', qty: 4, doneQty: 0 },
  ],
};

describe('order form conversions', () => {
  it("starts a new order with the suggested number and the area's new line", () => {
    const v = orderToForm(def, null, 'T9');
    expect(v.no).toBe('T9');
    expect(v.items).toEqual([{ qty: 1 }]);
    // A copy: adding to the form must not change the definition.
    expect(v.items[0]).not.toBe(def.newLine);
  });

  it('sends line ids, blanks as null, and neither read-only fields nor select labels', () => {
    const values = orderToForm(def, order);
    expect(values.items[0]).toMatchObject({ id: 51, sku: 7, skuLabel: 'IT-1001', qty: 10 });
    values.comment = '';
    values.items.push({ sku: 9, qty: 2, skuLabel: 'X' });
    const body = formToBody(def, values, order.id);
    expect(body).toMatchObject({ id: 5, no: 'T5', ref: 'R1', comment: null });
    expect(body).not.toHaveProperty('status');
    const items = body.items as Record<string, unknown>[];
    expect(items.map((l) => [l.id, l.sku, l.qty])).toEqual([
      [51, 7, 10],
      [52, 8, 4],
      [undefined, 9, 2],
    ]);
    for (const l of items) for (const k of ['skuLabel', 'doneQty', 'lineNo']) expect(l).not.toHaveProperty(k);
    expect(items[2]).not.toHaveProperty('id');
  });

  it('leaves a blank number to the server on add', () => {
    const body = formToBody(def, { ...orderToForm(def, null, ''), ref: 'R' });
    expect(body).not.toHaveProperty('no');
    expect(body).not.toHaveProperty('id');
  });

  it('lists the lines removed while editing', () => {
    const values = orderToForm(def, order);
    values.items = values.items.filter((l) => l.id !== 51);
    expect(removedLines(order, values)).toEqual([51]);
    expect(removedLines(null, values)).toEqual([]);
  });

  it("marks the header field or the edited line cell the server's refusal names", () => {
    const refusal = (field?: string) => new ApiError('x', 400, { action: 'error', message: '必填', field }, false);
    expect(formErrorOf(def, refusal('ref'))).toEqual({ field: 'ref', message: '必填' });
    expect(formErrorOf(def, refusal('items.2.qty'))).toEqual({ field: ['items', 2, 'qty'], message: '必填' });
    expect(formErrorOf(def, refusal('body.items.0.sku'))).toEqual({ field: ['items', 0, 'sku'], message: '必填' });
    expect(formErrorOf(def, refusal('items.0.doneQty'))).toBeNull();
    expect(formErrorOf(def, refusal('items.x.qty'))).toBeNull();
    expect(formErrorOf(def, refusal('status'))).toBeNull();
    expect(formErrorOf(def, refusal())).toBeNull();
    expect(formErrorOf(def, new Error('network'))).toBeNull();
  });
});
