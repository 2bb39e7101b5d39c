import { z } from 'zod';
import { dateField, LINE_QTY_MAX, ORDER_LINES_MAX, orderSchemas, textField } from '../order-defs.ts';
import { defineResource, type FieldDef } from '../resource.ts';
import { SKU_NO_MAX } from '../resources/fields.ts';
import { NO_NUL } from '../scalars.ts';
import { zId, zInt, zText } from '../scalars-schema.ts';

export { LINE_QTY_MAX, ORDER_LINES_MAX };

/**
 * Inbound order and line (spec §3), required fields of spec §5. Not in RESOURCES: the order has its
 * own workflow routes (modules/inbound), but lists, filters and schemas come from these definitions.
 * Bounds are the columns' (apps/server/src/db/schema/inbound.ts).
 */
const text = textField;
const date = dateField;

export const ibOrder = defineResource({
  name: 'ibOrder',
  path: '/inbound/ib/order',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no', 'extRef', 'extDocNo'],
  unique: [['no']],
  fields: [
    text('no', 50, { required: true }),
    text('docNo', 50),
    text('extRef', 50, { required: true }),
    text('extDocNo', 50, { required: true }),
    text('nctsNo', 50),
    text('shipAgent', 100),
    { name: 'consignor', kind: 'ref', ref: 'consignor', list: true, sortable: true },
    text('consignorCode', 32),
    date('orderDate'),
    date('shipDate'),
    date('cancelDate'),
    date('deliveryDate'),
    { name: 'stockDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true, filter: 'select' },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { ...date('postingDate'), required: true },
    { name: 'comment', kind: 'text', max: 500, list: true },
  ],
});

const qty = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'int',
  min: 0,
  max: LINE_QTY_MAX,
  list: true,
  ...extra,
});

export const ibOrderLine = defineResource({
  name: 'ibOrderLine',
  path: '/inbound/ib/order/item',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  defaultSort: { prop: 'lineNo', order: 'asc' },
  fields: [
    { name: 'order', kind: 'int', readOnly: true },
    { name: 'lineNo', kind: 'int', readOnly: true, list: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', required: true, list: true },
    text('itemDesc', 500),
    text('supplier', 100),
    text('supplierCode', 32),
    text('itemName', 100),
    text('itemCode', SKU_NO_MAX),
    qty('recvQty', { readOnly: true }),
    text('uom', 20),
    { name: 'weight', kind: 'decimal', min: 0, list: true },
    text('carrierType', 50),
    text('carrierClass', 50),
    { name: 'location', kind: 'ref', ref: 'location', list: true },
    text('lpn', 50),
    text('lotNo', 50),
    text('containerNo', 50),
    qty('shipBox'),
    qty('shipQty', { required: true, min: 1 }),
    qty('recvBox'),
    qty('stockBox'),
    qty('stockQty', { readOnly: true }),
    { name: 'stockDate', kind: 'datetime', list: true, readOnly: true },
    text('shipBoxLbl', 50),
  ],
});

/** Fields of a line that may still change after approval: where and how it will be put away. */
export const LINE_PLAN_FIELDS = ['location', 'lotNo', 'lpn', 'shipBoxLbl', 'containerNo'] as const;

export const {
  ZLine: ZIbLine,
  ZLineUpdate: ZIbLineUpdate,
  ZOrderAdd: ZIbOrderAdd,
  ZOrderUpdate: ZIbOrderUpdate,
  ZOrderRow: ZIbOrderRow,
  ZLineRow: ZIbLineRow,
  ZOrderDetail: ZIbOrderDetail,
} = orderSchemas(ibOrder, ibOrderLine);

/** `~scan`: a SKU number or barcode read by the scanner; `qty` defaults to 1. */
export const ZIbScan = z.object({
  id: zId(),
  code: z.string().trim().min(1).max(100).regex(NO_NUL),
  qty: zInt(1, LINE_QTY_MAX).optional(),
});

/**
 * `~store` (put-away): per line the quantity stored now and where. The four fields are required
 * (spec §5), checked by the service so the reply is the spec's own message; here only their bounds.
 */
export const ZIbStoreLine = z.object({
  id: zId(),
  stockQty: zInt(0, LINE_QTY_MAX).nullish(),
  location: zId().nullish(),
  lotNo: zText(50).nullish(),
  shipBoxLbl: zText(50).nullish(),
});
export const ZIbStore = z.object({ id: zId(), items: z.array(ZIbStoreLine).min(1).max(ORDER_LINES_MAX) }).meta({
  description: "Each line needs stockQty, location, lotNo and shipBoxLbl; one missing is refused with the spec's message",
  example: { id: 1, items: [{ id: 1, stockQty: 1, location: 1, lotNo: 'LOT-1', shipBoxLbl: 'BOX-1' }] },
});
export type TIbStore = z.infer<typeof ZIbStore>;

/** `GET ~print?id=&logo=0|1`: an order's A4 PDF, with the company logo when logo=1 (inbound and transfer orders). */
export const ZOrderPrintQuery = z.object({ id: zId(), logo: z.enum(['0', '1']).default('0'), _: zText(32).optional() });

/** A line as the schemas accept it (the field schemas are built from the definition, so typed here). */
export interface TIbLine {
  id?: number;
  sku?: number;
  shipQty?: number;
  location?: number | null;
  [field: string]: unknown;
}
export interface TIbOrderAdd {
  no?: string;
  warehouse: number;
  consignor?: number | null;
  items: TIbLine[];
  [field: string]: unknown;
}
export interface TIbOrderUpdate {
  id: number;
  no?: string;
  warehouse?: number;
  consignor?: number | null;
  items?: TIbLine[];
  [field: string]: unknown;
}
