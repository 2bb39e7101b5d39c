import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { rowSchema } from '../resource-schema.ts';
import { zId, zInt, zText } from '../scalars-schema.ts';
import { USER_NAME_MAX } from '../system.ts';

/**
 * Stock count (`/inventory/count`, issue 11 §4): a task snapshots the book (one item per stock row
 * in scope, its on-hand quantity at the start), counters post what they find, compare shows book
 * against counted, merge posts the differences as adjustment ledger rows (docs/decisions/stock-and-counts.md "Stock count").
 */

/** Task statuses: 10 open → 20 counting (something counted) → 100 merged; open or counting → 0 cancelled. */
export const COUNT_STATUS = { cancelled: 0, open: 10, counting: 20, merged: 100 } as const;
export type CountStatus = (typeof COUNT_STATUS)[keyof typeof COUNT_STATUS];
export const COUNT_STATUS_LABELS: Record<number, { zh: string; en: string }> = {
  0: { zh: '已取消', en: 'Cancelled' },
  10: { zh: '新建', en: 'Open' },
  20: { zh: '盘点中', en: 'Counting' },
  100: { zh: '已合并', en: 'Merged' },
};
export const countStatusLabel = (s: number, lang: 'zh' | 'en') => COUNT_STATUS_LABELS[s]?.[lang] ?? String(s);

/** Most items one task may hold, and one `~item/add` may post (a scan posts one). */
export const COUNT_ITEMS_MAX = 50_000;
export const COUNT_POST_MAX = 1000;
export const COUNT_QTY_MAX = 100_000_000;

export const countTask = defineResource({
  name: 'countTask',
  path: '/inventory/count',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no'],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'no', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true, filter: 'select' },
    { name: 'blind', kind: 'bool', list: true, sortable: true, readOnly: true },
    { name: 'scope', kind: 'string', max: 500, list: true, readOnly: true, filter: false },
    { name: 'itemCount', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'countedCount', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'progress', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'createdBy', kind: 'string', max: USER_NAME_MAX, list: true, sortable: true, readOnly: true },
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'mergedAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
  ],
});

/** An item as its labels know it (items are written through the count calls, never as a resource). */
export const countItem = defineResource({
  name: 'countItem',
  path: '/inventory/count/item',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  fields: [
    { name: 'location', kind: 'ref', ref: 'location', required: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', required: true },
    { name: 'lotNo', kind: 'string', max: 50 },
    { name: 'lpn', kind: 'string', max: 50 },
    { name: 'book', kind: 'int' },
    { name: 'counted', kind: 'int' },
    { name: 'difference', kind: 'int' },
    { name: 'qty', kind: 'int', min: 0, max: COUNT_QTY_MAX, required: true },
  ],
});

/**
 * Which locations a count covers: a list of location ids, a code range (inclusive, in code order),
 * or a zone. Locations carry no zone column, so a zone is a code prefix (`A-` for aisle A).
 */
export const ZCountLocations = z.union([
  z.array(zId()).min(1).max(COUNT_POST_MAX),
  z.object({ from: zText(32).trim().min(1), to: zText(32).trim().min(1) }),
  z.object({ zone: zText(32).trim().min(1) }),
]);
export type TCountLocations = z.infer<typeof ZCountLocations>;

export const ZCountAdd = z.object({
  warehouse: zId(),
  locations: ZCountLocations.optional(),
  skus: z.array(zId()).min(1).max(COUNT_POST_MAX).optional(),
  blind: z.boolean().optional(),
});
export type TCountAdd = z.infer<typeof ZCountAdd>;

/**
 * Counted quantities. `location` and `sku` are ids or the codes a scanner reads (location code; SKU
 * number or bar code). Quantities add up (several scans, several counters); `recount` replaces what
 * was counted and takes the book afresh (the way to clear a "moved" flag).
 */
const idOrCode = z.union([zId(), zText(100).trim().min(1)]);
export const ZCountLine = z.object({
  location: idOrCode,
  sku: idOrCode,
  lotNo: zText(50).trim().optional(),
  qty: zInt(0, COUNT_QTY_MAX),
});
export const ZCountItemAdd = z.object({
  id: zId(),
  items: z.array(ZCountLine).min(1).max(COUNT_POST_MAX),
  recount: z.boolean().optional(),
});
export type TCountItemAdd = z.infer<typeof ZCountItemAdd>;

export const ZCountRow = rowSchema(countTask);
export type TCountRow = z.infer<typeof ZCountRow>;

const int = z.number().int();
/** An item; book and difference are null when the task is blind and the reader may not see them. */
export const ZCountItemRow = z.object({
  id: int,
  stock: int.nullable(),
  location: int,
  locationLabel: z.string().nullable(),
  sku: int,
  skuLabel: z.string().nullable(),
  /** The SKU's bar code, so a handheld can tell what a scan names with the network away. */
  barCode: z.string().nullable(),
  itemName: z.string().nullable(),
  lotNo: z.string().nullable(),
  lpn: z.string().nullable(),
  stockStatus: z.string(),
  book: int.nullable(),
  counted: int.nullable(),
  difference: int.nullable(),
  /** Not in the book at the start: stock found by the count. */
  found: z.boolean(),
  /** The stock row's on hand is no longer the book: the item must be recounted before a merge. */
  moved: z.boolean(),
  countedBy: z.string().nullable(),
  countedAt: z.string().nullable(),
  /** What the merge posted (counted − book), once merged. */
  merged: int.nullable(),
});
export type TCountItemRow = z.infer<typeof ZCountItemRow>;

export const ZCountDetail = ZCountRow.extend({
  /** False when the task is blind and the reader lacks inventory/count/merge. */
  bookShown: z.boolean(),
  items: z.array(ZCountItemRow),
});
export type TCountDetail = z.infer<typeof ZCountDetail>;

/** Compare: the items plus totals; `moved` lists the items a merge would refuse. */
export const ZCountCompare = ZCountDetail.extend({
  summary: z.object({
    items: int,
    counted: int,
    differing: int,
    moved: int,
    plus: int.nullable(),
    minus: int.nullable(),
  }),
});
export type TCountCompare = z.infer<typeof ZCountCompare>;

/** One counted record (sub detail): who posted what, when. */
export const ZCountRecord = z.object({
  id: int,
  item: int,
  qty: int,
  recount: z.boolean(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export const ZCountSubQuery = z.object({ id: zId(), item: zId(), _: zText(32).optional() });

export type CountAction = 'count' | 'merge' | 'cancel';
/** Statuses each action is allowed from (the server's status machine and the console's buttons read it). */
export const COUNT_ALLOWED: Record<CountAction, readonly number[]> = {
  count: [COUNT_STATUS.open, COUNT_STATUS.counting],
  merge: [COUNT_STATUS.counting],
  cancel: [COUNT_STATUS.open, COUNT_STATUS.counting],
};
