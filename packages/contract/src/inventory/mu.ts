import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { rowSchema } from '../resource-schema.ts';
import { zText } from '../scalars-schema.ts';

/**
 * Stock by pallet (MU, `/inventory/mu`; issue 11 §2): the stock rows on hand that carry an LPN,
 * one row per LPN. A pallet is named by its LPN text (`id` = the LPN): an LPN is one physical
 * pallet, so it is the key a scanner reads (docs/decisions/stock-and-counts.md "Stock by pallet"). Read-only list.
 * Fields up to `lotNo` filter the stock rows; the others are totals of the pallet.
 */
export const invMu = defineResource({
  name: 'invMu',
  path: '/inventory/mu',
  auditColumns: [],
  labelField: 'lpn',
  codeField: 'lpn',
  searchFields: ['lpn'],
  defaultSort: { prop: 'lpn', order: 'asc' },
  fields: [
    { name: 'lpn', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'location', kind: 'ref', ref: 'location', list: true, sortable: true, readOnly: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', readOnly: true },
    { name: 'lotNo', kind: 'string', max: 50, readOnly: true },
    { name: 'skuCount', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'rows', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'qoh', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'qal', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'inboundDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
  ],
});

/** Fields that filter the pallet's stock rows (WHERE); the rest filter the pallets (HAVING). */
export const INV_MU_ROW_FIELDS = ['lpn', 'warehouse', 'location', 'sku', 'lotNo'] as const;

/**
 * A pallet row: `id` is the LPN. `warehouse`/`location` are the pallet's (the lowest id when its rows
 * are split over places; `locations` counts them, so a screen can say so).
 */
export const ZInvMuRow = rowSchema(invMu)
  .omit({ createdAt: true, updatedAt: true, sku: true, lotNo: true })
  .extend({ id: z.string(), locations: z.number().int() });

/** `GET /inventory/mu/get?id=<LPN>`. */
export const ZInvMuGetQuery = z.object({ id: zText(50).trim().min(1), _: zText(32).optional() });
/** `POST /inventory/mu/~unbind` `{id: <LPN>}`. */
export const ZInvMuUnbind = z.object({ id: zText(50).trim().min(1) });

/** One stock row of a pallet. */
export const ZInvMuItem = z.looseObject({
  id: z.number().int(),
  sku: z.number().int(),
  skuLabel: z.string(),
  itemName: z.string().nullable(),
  warehouse: z.number().int(),
  warehouseLabel: z.string(),
  location: z.number().int(),
  locationLabel: z.string(),
  lotNo: z.string().nullable(),
  shipBoxLbl: z.string().nullable(),
  status: z.string(),
  qoh: z.number().int(),
  qal: z.number().int(),
  qty: z.number().int(),
});
export const ZInvMuDetail = z.object({ lpn: z.string(), rows: z.array(ZInvMuItem) });
/** What an unbind did: the rows that were on the pallet, now loose, and the quantity moved. */
export const ZInvMuUnbindResult = z.object({ lpn: z.string(), rows: z.number().int(), qty: z.number().int() });
