import { z } from 'zod';
import { ORDER_LINES_MAX } from '../order-defs.ts';
import { defineResource } from '../resource.ts';
import { rowSchema } from '../resource-schema.ts';
import { zId, zText } from '../scalars-schema.ts';

/**
 * Multi-unit (MU) pallets of inbound orders (issue 9 §4): one LPN carrying several SKUs. A pallet
 * is not a table of its own: it is the lines of approved or received inbound orders that name the
 * same `lpn`, per warehouse (docs/decisions/inbound.md "MU pallet inbound"). Read-only list, not in RESOURCES.
 * Fields up to `orderNo` filter the lines; the others are totals of the pallet.
 */
export const ibMu = defineResource({
  name: 'ibMu',
  path: '/inbound/ib/mu',
  auditColumns: [],
  labelField: 'lpn',
  codeField: 'lpn',
  searchFields: ['lpn'],
  defaultSort: { prop: 'status', order: 'asc' },
  fields: [
    { name: 'lpn', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'orderNo', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'status', kind: 'enum', enum: 'muStatus', list: true, sortable: true, readOnly: true },
    { name: 'skuCount', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'lines', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'stockQty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'openQty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
  ],
});

/** Fields that filter the pallet's lines (WHERE); the rest filter the pallets (HAVING). */
export const MU_LINE_FIELDS = ['lpn', 'warehouse', 'orderNo'] as const;

/** A pallet row: `id` is `<warehouse id>-<lpn>`; `orderNo` lists its orders' numbers, comma-separated. */
export const ZMuRow = rowSchema(ibMu).omit({ createdAt: true, updatedAt: true }).extend({ id: z.string() });

/** `GET ~items/get?lpn=&warehouse=`: what is on the pallet, line by line. */
export const ZMuItemsQuery = z.object({ lpn: zText(50).trim().min(1), warehouse: zId(), _: zText(32).optional() });

export const ZMuLine = z.looseObject({
  id: z.number().int(),
  order: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.number().int(),
  lineNo: z.number().int(),
  sku: z.number().int(),
  skuLabel: z.string().nullable(),
  itemName: z.string().nullable(),
  shipQty: z.number().int(),
  stockQty: z.number().int(),
  openQty: z.number().int(),
  lotNo: z.string().nullable(),
  shipBoxLbl: z.string().nullable(),
});

/**
 * A line's lot and ship-box label for the put-away, which spec §5 requires: given for a line whose
 * order has none (the screen proposes the order number and the pallet's LPN), or to replace them.
 */
export const ZMuStoreLine = z.object({
  id: zId(),
  lotNo: zText(50).trim().nullish(),
  shipBoxLbl: zText(50).trim().nullish(),
});

/**
 * `POST ~store`: put the whole pallet away at one location. The location decides the warehouse,
 * so `lpn` is enough to name the pallet; `items` give lots and labels the lines lack.
 */
export const ZMuStore = z.object({
  lpn: zText(50).trim().min(1),
  location: zId(),
  items: z.array(ZMuStoreLine).max(ORDER_LINES_MAX).optional(),
});
export type TMuStore = z.infer<typeof ZMuStore>;

/** What one pallet put-away did: the lines and quantity stored, and each order touched with its new status. */
export const ZMuStoreResult = z.object({
  lpn: z.string(),
  location: z.number().int(),
  lines: z.number().int(),
  qty: z.number().int(),
  orders: z.array(z.object({ id: z.number().int(), no: z.string(), status: z.number().int() })),
});
