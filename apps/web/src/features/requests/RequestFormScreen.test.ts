import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/request.ts';
import { formErrorOf, formToBody, orderToForm } from '../orders-common/orderForm.ts';
import { REQ_KIND_DEFS } from './kinds.ts';
import { reqOrderForm, reqOrderScreen } from './RequestFormScreen.tsx';

const form = reqOrderForm(REQ_KIND_DEFS.mr);

describe('request order form', () => {
  it('sends the header and each line as packaging or material with its quantity; labels stay behind', () => {
    const body = formToBody(form, {
      no: 'MR1',
      customer: 3,
      warehouse: 1,
      extRef: '',
      items: [
        { packaging: 5, packagingLabel: 'PK-DOOR', qty: 2 },
        { material: 9, materialLabel: 'PM-BOX', qty: 6, comment: '急' },
      ],
    });
    expect(body).toMatchObject({ no: 'MR1', customer: 3, warehouse: 1 });
    const items = body.items as Record<string, unknown>[];
    expect(items[0]).toMatchObject({ packaging: 5, qty: 2 });
    expect(items[1]).toMatchObject({ material: 9, qty: 6, comment: '急' });
    for (const line of items) {
      expect(Object.keys(line).every((k) => ['id', 'packaging', 'material', 'qty', 'comment'].includes(k))).toBe(true);
      // A line names one of the two; the other is never sent as a value.
      expect(line.packaging == null || line.material == null).toBe(true);
    }
  });

  it('edits an order with its lines and their labels', () => {
    const values = orderToForm(form, {
      id: 4,
      no: 'MR1',
      status: 100,
      customer: 3,
      warehouse: 1,
      items: [{ id: 41, lineNo: 1, material: 9, materialLabel: 'PM-BOX', qty: 6 }],
    });
    expect(values.items).toEqual([expect.objectContaining({ id: 41, material: 9, materialLabel: 'PM-BOX', qty: 6 })]);
  });

  it("marks the line cell the server's refusal names", () => {
    const e = new ApiError('400', 400, { action: 'error', message: '请选择包装或包装材料', field: 'items.1.packaging' });
    expect(formErrorOf(form, e)).toEqual({ field: ['items', 1, 'packaging'], message: '请选择包装或包装材料' });
  });

  it('keeps one screen definition per kind', () => {
    expect(reqOrderScreen(REQ_KIND_DEFS.tr)).toBe(reqOrderScreen(REQ_KIND_DEFS.tr));
    expect(reqOrderScreen(REQ_KIND_DEFS.tr)).not.toBe(reqOrderScreen(REQ_KIND_DEFS.mr));
    expect(reqOrderScreen(REQ_KIND_DEFS.mr).screen.detail(4)).toBe('/outbound/mr/4');
  });
});
