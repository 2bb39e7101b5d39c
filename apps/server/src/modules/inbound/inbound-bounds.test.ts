import { ibOrder, ibOrderLine, ZIbOrderAdd, ZIbStore } from '@wms/contract/inbound/ib-order';
import { tfOrder, ZTfOrderAdd } from '@wms/contract/inbound/tf-order';
import { fieldBounds } from '@wms/contract/resource';
import { INT4_MAX } from '@wms/contract/scalars';
import { describe, expect, it } from 'vitest';
import { inboundOrder, inboundOrderLine, transferOrder } from '../../db/schema/index.ts';
import { serverResource } from '../resources/server-resource.ts';

/** The order definitions' bounds are their columns' (as column-bounds.test.ts checks for the resources). */
const pairs = [
  serverResource(ibOrder, inboundOrder),
  serverResource(ibOrderLine, inboundOrderLine),
  serverResource(tfOrder, transferOrder),
];
const fields = pairs.flatMap((r) =>
  r.def.fields.map((f) => [`${r.def.name}.${f.name}`, f, r.columns[f.name]!.getSQLType()] as const),
);

describe('inbound and transfer order fields', () => {
  it.each(fields)('%s accepts nothing its column cannot hold', (_n, f, type) => {
    const varchar = /^varchar\((\d+)\)$/.exec(type);
    if (varchar) expect(fieldBounds(f).max).toBe(Number(varchar[1]));
    else if (type === 'integer') expect(fieldBounds(f).max).toBeLessThanOrEqual(INT4_MAX);
    else if (type.startsWith('numeric')) expect(type).toBe('numeric(14, 3)');
    else expect(['date', 'timestamp with time zone']).toContain(type);
  });

  const order = {
    no: 'IB1',
    extRef: 'R',
    extDocNo: 'D',
    warehouse: 1,
    postingDate: '2026-11-22',
    items: [{ sku: 1, shipQty: 1 }],
  };
  it.each([
    ['a hex id', { warehouse: '0x10' }, 'warehouse'],
    ['a boolean id', { warehouse: true }, 'warehouse'],
    ['an id past int4', { warehouse: 2147483648 }, 'warehouse'],
    ['NUL', { extRef: 'a\u0000b' }, 'extRef'],
    ['a long no', { no: 'x'.repeat(51) }, 'no'],
    ['an impossible day', { postingDate: '2026-02-30' }, 'postingDate'],
    ['no lines', { items: [] }, 'items'],
    ['a line without quantity', { items: [{ sku: 1 }] }, 'items.0.shipQty'],
    ['a blank required field', { extDocNo: '  ' }, 'extDocNo'],
  ])('an order with %s is refused at its field', (_n, patch, field) => {
    const r = ZIbOrderAdd.safeParse({ ...order, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe(field);
  });

  it('takes ids as numbers or plain digit strings, and leaves the put-away fields to the service', () => {
    expect(ZIbOrderAdd.parse({ ...order, warehouse: '7' }).warehouse).toBe(7);
    expect(ZIbStore.safeParse({ id: 1, items: [{ id: 2 }] }).success).toBe(true);
    expect(ZIbStore.safeParse({ id: 1, items: [{ id: 2, stockQty: -1 }] }).success).toBe(false);
    expect(
      ZTfOrderAdd.safeParse({ warehouse: 1, postingDate: '2026-11-22', items: [{ stock: 1, location: 2, qty: 0 }] }).success,
    ).toBe(false);
  });
});
