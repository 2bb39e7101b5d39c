// The list wire format as plain values and types; the zod schemas that check it are in table-schema.ts
// (which also asserts that they infer exactly these types), so a list screen does not load zod.

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
export type TFilterValue = string | number | boolean | null | (string | number)[];

export type TFilterItem = {
  field: string;
  operator: string;
  value: TFilterValue;
};

/** The saved-filter form: field name -> "value|operator" (spec §3). Arrays are joined by commas. */
export type TSavedFilterMap = Record<string, string>;

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_LENGTH = 500;

/** A list request: one page, its sort and filter (ZTableQuery checks it; page and length have defaults there). */
export type TTableQuery = {
  page: number;
  length: number;
  prop?: string | null | undefined;
  order?: 'asc' | 'desc' | 'ascending' | 'descending' | null | undefined;
  filter?: TFilterItem[] | TSavedFilterMap | null | undefined;
  summary?: boolean | undefined;
  /** Count every matching row even where the planner expects many (the pager's "count exactly"). */
  exactCount?: boolean | undefined;
};

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
