import { z } from 'zod';
import { zInt, zText } from './scalars-schema.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_LENGTH,
  type TFilterItem,
  type TFilterValue,
  type TSavedFilterMap,
  type TTableQuery,
} from './table.ts';

// The zod schemas of the list wire format; its plain values and types are in table.ts.

/** Filter values are checked against their field's column by the server (dates, int4, numeric ranges). */
export const ZFilterValue = z.union([
  zText(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([zText(500), z.number()])).max(200),
]);

export const ZFilterItem = z.object({
  field: zText(64).min(1),
  operator: zText(16).min(1),
  value: ZFilterValue,
});

/** The saved-filter form: field name -> "value|operator" (spec §3). Arrays are joined by commas. */
export const ZSavedFilterMap = z.record(zText(64), zText(2000));

export const ZTableQuery = z.object({
  page: zInt(1, 1_000_000).default(1),
  length: zInt(1, MAX_PAGE_LENGTH).default(DEFAULT_PAGE_SIZE),
  prop: zText(64).optional().nullable(),
  order: z.enum(['asc', 'desc', 'ascending', 'descending']).optional().nullable(),
  filter: z
    .union([z.array(ZFilterItem).max(50), ZSavedFilterMap])
    .optional()
    .nullable(),
  summary: z.boolean().optional(),
  /** Count every matching row even where the planner expects many (the pager's "count exactly"). */
  exactCount: z.boolean().optional(),
});

/** True when A and B are the same type (not merely assignable one to the other). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** Compile-time check: the schemas infer exactly the plain types table.ts declares (a mismatch fails `tsc`). */
export type TableTypesAgree = [
  Assert<Same<z.infer<typeof ZFilterValue>, TFilterValue>>,
  Assert<Same<z.infer<typeof ZFilterItem>, TFilterItem>>,
  Assert<Same<z.infer<typeof ZSavedFilterMap>, TSavedFilterMap>>,
  Assert<Same<z.infer<typeof ZTableQuery>, TTableQuery>>,
];
