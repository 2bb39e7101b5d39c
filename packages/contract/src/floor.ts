import { z } from 'zod';
import { absent } from './body-forms.ts';
import { defineResource } from './resource.ts';
import { INT4_MAX } from './scalars.ts';
import { zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/**
 * The floor's own calls (docs/api.md "Floor"): what a scanned code names, and a move of a stock
 * row or a whole pallet. `floorMove` names the body fields for refusals ("目标库位" / "To location").
 */
export const floorMove = defineResource({
  name: 'floorMove',
  path: '/inventory/floor',
  labelField: 'to',
  codeField: 'to',
  searchFields: [],
  fields: [
    { name: 'lpn', kind: 'string', max: 50 },
    { name: 'stock', kind: 'int' },
    { name: 'qty', kind: 'int' },
    { name: 'to', kind: 'string', max: 32, required: true },
  ],
});

/** The most rows a lookup lists: a handheld shows a location or a pallet, not a report. */
export const FLOOR_LOOKUP_ROWS = 50;

export const ZFloorLookupQuery = z.object({ code: zText(200).min(1) });

export const ZFloorStock = z.object({
  id: z.number().int(),
  warehouse: z.string(),
  location: z.string(),
  sku: z.string(),
  itemName: z.string().nullable(),
  lotNo: z.string().nullable(),
  lpn: z.string().nullable(),
  shipBoxLbl: z.string().nullable(),
  status: z.string(),
  qoh: z.number().int(),
  qal: z.number().int(),
  qty: z.number().int(),
});
export type TFloorStock = z.infer<typeof ZFloorStock>;

/** What a code names: a location, a SKU (by number or bar code), a pallet (LPN or SSCC), or nothing known. */
export const FLOOR_KINDS = ['location', 'sku', 'lpn', 'none'] as const;
export const ZFloorLookup = z.object({
  kind: z.enum(FLOOR_KINDS),
  /** The code looked up: the scan's SSCC or GTIN when it was a GS1 symbol, else what was scanned. */
  code: z.string(),
  rows: z.array(ZFloorStock),
  /** The locations of that code (one per warehouse that has it), for a screen that goes on to store or move there. */
  locations: z.array(z.object({ id: z.number().int(), code: z.string(), warehouseId: z.number().int(), warehouse: z.string() })),
  /** More rows than FLOOR_LOOKUP_ROWS hold stock there. */
  more: z.boolean(),
});
export type TFloorLookup = z.infer<typeof ZFloorLookup>;

/** A move: a whole pallet by its LPN/SSCC, or `qty` of one stock row; `to` is the scanned location code. */
export const ZFloorMove = z
  .object({
    lpn: zText(200).optional(),
    stock: zId().optional(),
    qty: zInt(1, INT4_MAX).optional(),
    to: zText(200).min(1),
  })
  .refine((b) => (b.lpn === undefined) !== (b.stock === undefined), { path: ['lpn'], ...vmError('required') })
  .refine((b) => b.stock === undefined || b.qty !== undefined, { path: ['qty'], ...vmError('required') })
  .meta({
    description: 'A whole pallet by `lpn`, or `qty` of the stock row `stock`: exactly one of `lpn` and `stock`',
    oneOf: [
      { required: ['lpn'], ...absent('stock') },
      { required: ['stock', 'qty'], ...absent('lpn') },
    ],
  });
export type TFloorMove = z.infer<typeof ZFloorMove>;

export const ZFloorMoved = z.object({ rows: z.array(ZFloorStock), qty: z.number().int() });

/** The worker figures' days (ISO dates, at most a year); both default to the last seven days. */
export const ZFloorStatsQuery = z.object({
  from: z.iso
    .date()
    .regex(/^(?!0000)/)
    .optional(),
  to: z.iso
    .date()
    .regex(/^(?!0000)/)
    .optional(),
});

/** A worker's day on the floor: scans answered, refused ones, first and last, and the figures of the issue. */
export const ZFloorStatRow = z.object({
  day: z.string(),
  userId: z.number().int(),
  account: z.string().nullable(),
  name: z.string().nullable(),
  scans: z.number().int(),
  errors: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  /** Scans over the time from the first to the last, at least a minute: a short burst is not an hour's pace. */
  scansPerHour: z.number(),
  errorsPer1000: z.number(),
});
export type TFloorStatRow = z.infer<typeof ZFloorStatRow>;
