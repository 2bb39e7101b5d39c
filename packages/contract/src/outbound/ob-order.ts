import { dateField, LINE_QTY_MAX, orderSchemas, textField } from '../order-defs.ts';
import { defineResource, type FieldDef } from '../resource.ts';
import { SKU_NO_MAX } from '../resources/fields.ts';

/**
 * Outbound order and line (spec §3), required fields of spec §5. Not in RESOURCES: the order has its
 * own workflow routes (modules/outbound), but lists, filters and schemas come from these definitions.
 * Bounds are the columns' (apps/server/src/db/schema/outbound.ts).
 */
const text = textField;
const date = dateField;
const ref = (name: string, to: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'ref',
  ref: to,
  list: true,
  sortable: true,
  ...extra,
});

export const obOrder = defineResource({
  name: 'obOrder',
  path: '/outbound/ob/order',
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
    ref('consignor', 'consignor'),
    text('consignorCode', 32),
    ref('consignee', 'consignee'),
    text('consigneeCode', 32),
    text('carrierType', 50),
    text('carrierClass', 50),
    date('orderDate'),
    { ...date('postingDate'), required: true },
    /** When stock was last allocated to the order (the spec's spelling). */
    { name: 'allocatDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
    date('shipDate'),
    date('cancelDate'),
    date('deliveryDate'),
    ref('warehouse', 'warehouse', { required: true }),
    { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true, filter: 'select' },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'allocQty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    text('vehicleNo', 50),
    { name: 'comment', kind: 'text', max: 500, list: true },
  ],
});

export const obOrderLine = defineResource({
  name: 'obOrderLine',
  path: '/outbound/ob/order/item',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  defaultSort: { prop: 'lineNo', order: 'asc' },
  fields: [
    { name: 'order', kind: 'int', readOnly: true },
    { name: 'lineNo', kind: 'int', readOnly: true, list: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', required: true, list: true },
    /** The customer's order number for this line (spec §3 "orderNo" of a line). */
    text('orderNo', 50),
    text('supplier', 100),
    text('itemName', 100),
    text('itemCode', SKU_NO_MAX),
    text('itemDesc', 500),
    { name: 'comments', kind: 'text', max: 500, list: true },
    /** When given, only stock of this lot is allocated to the line. */
    text('lotNo', 50),
    { name: 'qty', kind: 'int', min: 1, max: LINE_QTY_MAX, required: true, list: true },
    /** Sum of the line's allocations (maintained by the database). */
    { name: 'allocQty', kind: 'int', min: 0, max: LINE_QTY_MAX, readOnly: true, list: true },
    { name: 'issuedQty', kind: 'int', min: 0, max: LINE_QTY_MAX, readOnly: true, list: true },
    { name: 'weight', kind: 'decimal', min: 0, list: true },
    text('lpn', 50),
    text('containerNo', 50),
    text('uom', 20),
    text('sn', 100),
    text('dn', 100),
    text('carrierType', 50),
    text('carrierClass', 50),
    { name: 'consignee', kind: 'ref', ref: 'consignee', list: true },
    text('vehicleNo', 50),
  ],
});

export const {
  ZLine: ZObLine,
  ZLineUpdate: ZObLineUpdate,
  ZOrderAdd: ZObOrderAdd,
  ZOrderUpdate: ZObOrderUpdate,
  ZOrderRow: ZObOrderRow,
  ZLineRow: ZObLineRow,
  ZOrderDetail: ZObOrderDetail,
} = orderSchemas(obOrder, obOrderLine);

/** A line as the schemas accept it (the field schemas are built from the definition, so typed here). */
export interface TObLine {
  id?: number;
  sku?: number;
  qty?: number;
  lotNo?: string | null;
  consignee?: number | null;
  [field: string]: unknown;
}
export interface TObOrderAdd {
  no?: string;
  warehouse: number;
  consignor?: number | null;
  consignee?: number | null;
  items: TObLine[];
  [field: string]: unknown;
}
export interface TObOrderUpdate {
  id: number;
  no?: string;
  warehouse?: number;
  consignor?: number | null;
  consignee?: number | null;
  items?: TObLine[];
  [field: string]: unknown;
}
