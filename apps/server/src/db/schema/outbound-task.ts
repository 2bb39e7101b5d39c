import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, dec, enumCode } from './columns.ts';
import { outboundAllocation, outboundOrder, outboundOrderLine } from './outbound.ts';
import { productSku } from './product.ts';
import { location } from './setting.ts';
import { stock } from './stock.ts';

/** Task numbers: type prefix + yyMMdd + this sequence, so concurrent task creation never collides. */
export const outboundTaskNoSeq = pgSequence('outbound_task_no_seq');

/**
 * A pick, pack or seal task of one outbound order (spec §3 Task). Status: 10 open, 20 started (an
 * item done), 100 done, 0 cancelled (forced deallocation). Quantities are the sums of its items'.
 */
export const outboundTask = pgTable(
  'outbound_task',
  {
    ...baseColumns(),
    no: varchar({ length: 50 }).notNull(),
    type: enumCode().$type<'picking' | 'packing' | 'sealing'>().notNull(),
    order: integer('order_id')
      .notNull()
      .references(() => outboundOrder.id, { onDelete: 'cascade' }),
    status: integer().notNull().default(10),
    issueTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startTime: timestamp({ withTimezone: true }),
    finishTime: timestamp({ withTimezone: true }),
    orderQty: integer().notNull().default(0),
    itemQty: integer().notNull().default(0),
    actQty: integer().notNull().default(0),
    lpn: varchar({ length: 50 }),
    /** The user's name. */
    worker: varchar({ length: 100 }),
  },
  (t) => [
    unique('outbound_task_no_uq').on(t.no),
    index('outbound_task_order_idx').on(t.order),
    index('outbound_task_status_idx').on(t.status),
    check('outbound_task_type_ck', sql`${t.type} in ('picking', 'packing', 'sealing')`),
    check('outbound_task_status_ck', sql`${t.status} in (0, 10, 20, 100)`),
  ],
);

/**
 * One thing to pick, pack or seal (spec §3 Task item). A pick item is one allocation row (its stock
 * row, location and lot); a pack item the same quantity into a ship box; a seal item one box.
 * `allocation` is cleared when stock out removes the allocation; the item keeps its own copy.
 */
export const outboundTaskItem = pgTable(
  'outbound_task_item',
  {
    ...baseColumns(),
    task: integer('task_id')
      .notNull()
      .references(() => outboundTask.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => outboundOrderLine.id, { onDelete: 'cascade' }),
    allocation: integer('allocation_id').references(() => outboundAllocation.id, { onDelete: 'set null' }),
    stock: integer('stock_id').references(() => stock.id, { onDelete: 'set null' }),
    sku: integer('sku_id').references(() => productSku.id, { onDelete: 'restrict' }),
    location: integer('location_id').references(() => location.id, { onDelete: 'restrict' }),
    lotNo: varchar({ length: 50 }),
    qty: integer().notNull(),
    actQty: integer(),
    status: integer().notNull().default(10),
    issueTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startTime: timestamp({ withTimezone: true }),
    finishTime: timestamp({ withTimezone: true }),
    /** The user's name. */
    worker: varchar({ length: 100 }),
    sn: varchar({ length: 100 }),
    dn: varchar({ length: 100 }),
    shipBoxLbl: varchar({ length: 50 }),
    lpn: varchar({ length: 50 }),
    volume: dec(),
    weight: dec(),
    /** A short pick's reason (contract SHORT_REASONS), given by the picker; null for a full pick. */
    shortReason: enumCode().$type<'short' | 'damaged' | 'notFound'>(),
  },
  (t) => [
    index('outbound_task_item_task_idx').on(t.task),
    index('outbound_task_item_allocation_idx').on(t.allocation),
    check(
      'outbound_task_item_qty_ck',
      sql`${t.qty} >= 0 and (${t.actQty} is null or (${t.actQty} >= 0 and ${t.actQty} <= ${t.qty}))`,
    ),
    check('outbound_task_item_status_ck', sql`${t.status} in (0, 10, 100)`),
    check('outbound_task_item_short_reason_ck', sql`${t.shortReason} in ('short', 'damaged', 'notFound')`),
  ],
);
