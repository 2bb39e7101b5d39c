import { z } from 'zod';
import { absent } from '../body-forms.ts';
import { defineResource } from '../resource.ts';
import { zId, zText } from '../scalars-schema.ts';
import { vmError } from '../validation-messages.ts';

/**
 * Bodies and replies of the stock actions (spec §4 "Stock: adjust, barrier, scrap"; issue 11 §1):
 * `POST /inventory/stock/~adjust | ~barrier | ~scrap | ~restore`, `GET ~allocation/get?id=`.
 * `stockAction` is not a list: it names the body fields, so a refusal says "数量" / "Quantity".
 */
export const stockAction = defineResource({
  name: 'stockAction',
  path: '/inventory/stock',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  fields: [
    { name: 'id', kind: 'int' },
    { name: 'ids', kind: 'int' },
    { name: 'qty', kind: 'int', required: true },
    { name: 'comment', kind: 'string', max: 200 },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse' },
    { name: 'location', kind: 'ref', ref: 'location' },
    { name: 'sku', kind: 'ref', ref: 'productSku' },
    { name: 'lotNo', kind: 'string', max: 50 },
    { name: 'release', kind: 'bool' },
  ],
});

/** The largest quantity one action moves (an int4 stays an int4 after the change). */
export const MAX_ACTION_QTY = 1_000_000_000;
const qtyAbs = z.number().int().min(1).max(MAX_ACTION_QTY);
/** A signed, non-zero whole number: + adds, − takes. */
const signedQty = z
  .number()
  .int()
  .min(-MAX_ACTION_QTY)
  .max(MAX_ACTION_QTY)
  .refine((n) => n !== 0, vmError('notZero'))
  .meta({ not: { enum: [0] } });
/** The reason, required: blank text does not count. */
const reason = zText(200).trim().min(1);

/**
 * `~adjust`: `{id, qty, comment}` changes a stock row by a signed qty, or a new row
 * `{warehouse, location, sku, lotNo?, qty > 0, comment}` puts stock where none was booked.
 */
export const ZAdjust = z
  .object({
    id: zId().optional(),
    qty: signedQty,
    comment: reason,
    warehouse: zId().optional(),
    location: zId().optional(),
    sku: zId().optional(),
    lotNo: zText(50).trim().optional(),
  })
  .refine((b) => b.id !== undefined || b.location !== undefined, { path: ['location'], ...vmError('required') })
  .refine((b) => b.id !== undefined || b.sku !== undefined, { path: ['sku'], ...vmError('required') })
  .refine((b) => b.id !== undefined || b.warehouse !== undefined, { path: ['warehouse'], ...vmError('required') })
  .refine((b) => b.id === undefined || (b.location ?? b.sku ?? b.warehouse ?? b.lotNo) === undefined, {
    path: ['id'],
    ...vmError('unionAmbiguous'),
  })
  .refine((b) => b.id !== undefined || b.qty > 0, { path: ['qty'], ...vmError('minExclusive', { n: 0 }) })
  .meta({
    description:
      'A stock row `id` changed by a signed `qty`, or new stock at `warehouse`, `location` and `sku` (`lotNo` optional) with `qty` > 0',
    oneOf: [
      { required: ['id'], ...absent('warehouse', 'location', 'sku', 'lotNo') },
      { required: ['warehouse', 'location', 'sku'], properties: { ...absent('id').properties, qty: { minimum: 1 } } },
    ],
  });
export type TAdjust = z.infer<typeof ZAdjust>;

/** `~barrier`: hold these rows (their unallocated stock), or with `release: true` free held rows again. */
export const ZBarrier = z.object({ ids: z.array(zId()).min(1).max(500), release: z.boolean().optional() });
export type TBarrier = z.infer<typeof ZBarrier>;

/** `~scrap` (reason required) and `~restore` (reason optional). */
export const ZScrap = z.object({ id: zId(), qty: qtyAbs, comment: reason });
export const ZRestore = z.object({ id: zId(), qty: qtyAbs, comment: zText(200).trim().optional() });
export type TScrap = z.infer<typeof ZScrap>;
export type TRestore = z.infer<typeof ZRestore>;

/** A stock row as an action leaves it. */
export const ZActionRow = z.looseObject({
  id: z.number().int(),
  qoh: z.number().int(),
  qal: z.number().int(),
  status: z.string(),
});

/** `~barrier` reply: the rows that now hold the stock (the held or freed twins). */
export const ZBarrierResult = z.object({ rows: z.array(ZActionRow) });

/** `GET ~allocation/get?id=<stock row>`: which outbound orders hold the row's allocated quantity. */
export const ZStockAllocation = z.object({
  id: z.number().int(),
  order: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  line: z.number().int(),
  lineNo: z.number().int(),
  qty: z.number().int(),
});
export type TStockAllocation = z.infer<typeof ZStockAllocation>;
export const ZStockAllocationQuery = z.object({ id: zId(), _: zText(32).optional() });
