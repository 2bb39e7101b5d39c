import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns, enumCode } from './columns.ts';
import { productSku } from './product.ts';
import { location, warehouse } from './setting.ts';
import { stock } from './stock.ts';

/** Count numbers: CT + yyMMdd + this sequence, so concurrent adds never collide. */
export const countTaskNoSeq = pgSequence('count_task_no_seq');

/**
 * A stock count task (issue 11 §4). Status 10 open → 20 counting → 100 merged, or 0 cancelled
 * (modules/inventory/count/count-status.ts). `spec` is the scope as asked (locations, SKUs), checked when a
 * counter reports stock the snapshot did not hold; `scope` the same as text for the list.
 */
export const countTask = pgTable(
  'count_task',
  {
    ...baseColumns(),
    no: varchar({ length: 50 }).notNull(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    status: integer().notNull().default(10),
    blind: boolean().notNull().default(false),
    spec: jsonb().$type<{ locations?: unknown; skus?: number[] }>().notNull().default({}),
    scope: varchar({ length: 500 }),
    itemCount: integer().notNull().default(0),
    countedCount: integer().notNull().default(0),
    /** Counted items over all items, 0–100. */
    progress: integer().generatedAlwaysAs(sql`case when item_count > 0 then (counted_count * 100 / item_count) else 0 end`),
    /** User names (as long as a user name). */
    createdBy: varchar({ length: 100 }),
    mergedAt: timestamp({ withTimezone: true }),
    mergedBy: varchar({ length: 100 }),
  },
  (t) => [
    unique('count_task_no_uq').on(t.no),
    index('count_task_status_idx').on(t.status),
    check('count_task_status_ck', sql`${t.status} in (0, 10, 20, 100)`),
    check('count_task_counts_ck', sql`${t.itemCount} >= 0 and ${t.countedCount} >= 0 and ${t.countedCount} <= ${t.itemCount}`),
    // Merged means a merge time, and only merged tasks carry one.
    check('count_task_merged_ck', sql`(${t.status} = 100) = (${t.mergedAt} is not null)`),
  ],
);

/**
 * One item of a count: a stock row of the snapshot (its key copied, `book` its qoh at the start or
 * at the last recount), or stock found by the count (`found`, book 0, no stock row until the merge
 * makes one). `counted` is null until counted; `merged` is what the merge posted.
 */
export const countItem = pgTable(
  'count_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    task: integer('task_id')
      .notNull()
      .references(() => countTask.id, { onDelete: 'cascade' }),
    stock: integer('stock_id').references(() => stock.id, { onDelete: 'restrict' }),
    location: integer('location_id')
      .notNull()
      .references(() => location.id, { onDelete: 'restrict' }),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    lotNo: varchar({ length: 50 }),
    lpn: varchar({ length: 50 }),
    shipBoxLbl: varchar({ length: 50 }),
    stockStatus: enumCode().notNull().default('available'),
    book: integer().notNull(),
    counted: integer(),
    found: boolean().notNull().default(false),
    countedBy: varchar({ length: 100 }),
    countedAt: timestamp({ withTimezone: true }),
    merged: integer(),
  },
  (t) => [
    // One item per stock row per task; found stock once per place, SKU and lot.
    uniqueIndex('count_item_stock_uq').on(t.task, t.stock).where(sql`${t.stock} is not null`),
    uniqueIndex('count_item_found_uq').on(t.task, t.location, t.sku, sql`coalesce(${t.lotNo}, '')`).where(sql`${t.found}`),
    index('count_item_task_idx').on(t.task, t.location, t.sku),
    check('count_item_book_ck', sql`${t.book} >= 0`),
    check('count_item_counted_ck', sql`${t.counted} is null or ${t.counted} >= 0`),
    // Found stock starts at book 0; every other item names its stock row.
    check('count_item_found_ck', sql`${t.found} or ${t.stock} is not null`),
  ],
);

/** Every counted quantity posted (the item's sub detail): who counted what and when; a recount restarts the sum. */
export const countRecord = pgTable(
  'count_record',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    item: integer('item_id')
      .notNull()
      .references(() => countItem.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    recount: boolean().notNull().default(false),
    userId: integer(),
    userName: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('count_record_item_idx').on(t.item), check('count_record_qty_ck', sql`${t.qty} >= 0`)],
);
