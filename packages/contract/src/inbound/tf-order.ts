import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { rowSchema } from '../resource-schema.ts';
import { zId, zInt, zText } from '../scalars-schema.ts';
import { LINE_QTY_MAX, ORDER_LINES_MAX } from './ib-order.ts';

/**
 * Transfer order (issue 9 §3): moves stock rows to other locations (or warehouses). `warehouse`
 * is where the stock comes from; a destination may be in any warehouse holding a SKU of the item.
 */
export const tfOrder = defineResource({
  name: 'tfOrder',
  path: '/inbound/tf/order',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no'],
  unique: [['no']],
  fields: [
    { name: 'no', kind: 'string', max: 50, required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    { name: 'postingDate', kind: 'date', required: true, list: true, sortable: true },
    { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true, filter: 'select' },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'stockDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'comment', kind: 'text', max: 500, list: true },
  ],
});

/** A transfer line as its labels know it (lines are written through `~add`, never as a resource). */
export const tfOrderLine = defineResource({
  name: 'tfOrderLine',
  path: '/inbound/tf/order/item',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  fields: [
    { name: 'stock', kind: 'int', required: true },
    { name: 'location', kind: 'ref', ref: 'location', required: true },
    { name: 'qty', kind: 'int', min: 1, max: LINE_QTY_MAX, required: true },
  ],
});

export const ZTfLine = z.object({ stock: zId(), location: zId(), qty: zInt(1, LINE_QTY_MAX) });

export const ZTfOrderAdd = z.object({
  no: zText(50).trim().optional(),
  warehouse: zId(),
  postingDate: z.iso.date().regex(/^(?!0000)/),
  comment: zText(500).nullish(),
  items: z.array(ZTfLine).min(1).max(ORDER_LINES_MAX),
});
export type TTfOrderAdd = z.infer<typeof ZTfOrderAdd>;

export const ZTfOrderRow = rowSchema(tfOrder);
const ZTfLineRow = z.looseObject({
  id: z.number().int(),
  lineNo: z.number().int(),
  stock: z.number().int(),
  sku: z.number().int(),
  skuLabel: z.string().nullish(),
  fromLocation: z.number().int(),
  fromLocationLabel: z.string().nullish(),
  location: z.number().int(),
  locationLabel: z.string().nullish(),
  qty: z.number().int(),
});
export const ZTfOrderDetail = ZTfOrderRow.extend({ items: z.array(ZTfLineRow) });
