import { z } from 'zod';
import { zInt, zText } from './scalars.ts';

/** Wire tokens of the filter operators (spec §5): equal, not equal, greater, greater or equal, less, less or equal, include, not include. */
export const OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'include', 'exclude'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Filter field types of the filter drawer (spec §5). */
export const FILTER_TYPES = [
  'text',
  'number',
  'select',
  'date',
  'daterange',
  'datetime',
  'datetimerange',
  'customDate',
  'switch',
  'tags',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Which operators each filter type offers; the server refuses any other pairing. */
export const OPERATORS_BY_TYPE: Record<FilterType, readonly Operator[]> = {
  text: ['eq', 'ne', 'include', 'exclude'],
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  select: ['include', 'exclude', 'eq', 'ne'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  daterange: ['include', 'exclude'],
  datetime: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  datetimerange: ['include', 'exclude'],
  customDate: ['include', 'exclude'],
  switch: ['eq', 'ne'],
  tags: ['include', 'exclude'],
};

/** Filter values are checked against their field's column by the server (dates, int4, numeric ranges). */
export const ZFilterValue = z.union([
  zText(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([zText(500), z.number()])).max(200),
]);
export type TFilterValue = z.infer<typeof ZFilterValue>;

export const ZFilterItem = z.object({
  field: zText(64).min(1),
  operator: zText(16).min(1),
  value: ZFilterValue,
});
export type TFilterItem = z.infer<typeof ZFilterItem>;

/** The saved-filter form: field name -> "value|operator" (spec §3). Arrays are joined by commas. */
export const ZSavedFilterMap = z.record(zText(64), zText(2000));
export type TSavedFilterMap = z.infer<typeof ZSavedFilterMap>;

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_LENGTH = 500;

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
export type TTableQuery = z.infer<typeof ZTableQuery>;

/** Converts the saved-filter map form into filter items; the operator follows the last vertical bar. */
export function savedFilterToItems(map: TSavedFilterMap): TFilterItem[] {
  return Object.entries(map).map(([field, raw]) => {
    const bar = raw.lastIndexOf('|');
    const value = bar < 0 ? raw : raw.slice(0, bar);
    const operator = bar < 0 ? 'eq' : raw.slice(bar + 1);
    return { field, operator, value: value.includes(',') ? value.split(',') : value };
  });
}

export function itemsToSavedFilter(items: TFilterItem[]): TSavedFilterMap {
  const map: TSavedFilterMap = {};
  for (const it of items) {
    const v = Array.isArray(it.value) ? it.value.join(',') : String(it.value ?? '');
    map[it.field] = `${v}|${it.operator}`;
  }
  return map;
}
