import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, dec } from './columns.ts';
import { productSku } from './product.ts';
import { senderColumns, senderConstraints } from './sender-ref.ts';
import { consignee, consignor, warehouse } from './setting.ts';

/** Order numbers `OB` + yyMMdd + this sequence (modules/outbound), so concurrent adds never collide. */
export const outboundOrderNoSeq = pgSequence('outbound_order_no_seq');

/**
 * Outbound order header (spec §3). `status` is a spec §4 code, changed only through the status
 * machine (modules/outbound/outbound-status.ts); `qty` and `allocQty` are the sums of its lines'.
 */
export const outboundOrder = pgTable(
  'outbound_order',
  {
    ...baseColumns(),
    no: varchar({ length: 50 }).notNull(),
    docNo: varchar({ length: 50 }),
    extRef: varchar({ length: 50 }).notNull(),
    extDocNo: varchar({ length: 50 }).notNull(),
    nctsNo: varchar({ length: 50 }),
    shipAgent: varchar({ length: 100 }),
    consignor: integer('consignor_id').references(() => consignor.id, { onDelete: 'restrict' }),
    consignorCode: varchar({ length: 32 }),
    consignee: integer('consignee_id').references(() => consignee.id, { onDelete: 'restrict' }),
    consigneeCode: varchar({ length: 32 }),
    carrierType: varchar({ length: 50 }),
    carrierClass: varchar({ length: 50 }),
    orderDate: date(),
    postingDate: date().notNull(),
    allocatDate: timestamp({ withTimezone: true }),
    shipDate: date(),
    cancelDate: date(),
    deliveryDate: date(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    status: integer().notNull().default(10),
    qty: integer().notNull().default(0),
    allocQty: integer().notNull().default(0),
    vehicleNo: varchar({ length: 50 }),
    comment: varchar({ length: 500 }),
    ...senderColumns(),
  },
  (t) => [
    unique('outbound_order_no_uq').on(t.no),
    ...senderConstraints('outbound_order', t),
    index('outbound_order_warehouse_idx').on(t.warehouse),
    index('outbound_order_status_idx').on(t.status),
    check('outbound_order_status_ck', sql`${t.status} in (0, 10, 80, 90, 100, 110, 120, 130, 200)`),
    check('outbound_order_qty_ck', sql`${t.qty} >= 0 and ${t.allocQty} >= 0 and ${t.allocQty} <= ${t.qty}`),
  ],
);

/**
 * Outbound order line (spec §3). `qty` is what leaves; `allocQty` the sum of the line's allocation
 * rows, kept by a trigger (migration, hand-written part), so 0 ≤ allocQty ≤ qty holds in the database.
 */
export const outboundOrderLine = pgTable(
  'outbound_order_line',
  {
    ...baseColumns(),
    order: integer('order_id')
      .notNull()
      .references(() => outboundOrder.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    orderNo: varchar({ length: 50 }),
    supplier: varchar({ length: 100 }),
    itemName: varchar({ length: 100 }),
    /** The SKU's number unless the line gives its own: as long as a SKU number. */
    itemCode: varchar({ length: 50 }),
    itemDesc: varchar({ length: 500 }),
    comments: varchar({ length: 500 }),
    lotNo: varchar({ length: 50 }),
    qty: integer().notNull(),
    allocQty: integer().notNull().default(0),
    /** What stock out issued for the line (its allocations are gone by then). */
    issuedQty: integer().notNull().default(0),
    weight: dec(),
    lpn: varchar({ length: 50 }),
    containerNo: varchar({ length: 50 }),
    uom: varchar({ length: 20 }),
    sn: varchar({ length: 100 }),
    dn: varchar({ length: 100 }),
    carrierType: varchar({ length: 50 }),
    carrierClass: varchar({ length: 50 }),
    consignee: integer('consignee_id').references(() => consignee.id, { onDelete: 'restrict' }),
    vehicleNo: varchar({ length: 50 }),
  },
  (t) => [
    unique('outbound_order_line_no_uq').on(t.order, t.lineNo),
    index('outbound_order_line_sku_idx').on(t.sku),
    check('outbound_order_line_qty_ck', sql`${t.qty} > 0`),
    check('outbound_order_line_alloc_ck', sql`${t.allocQty} >= 0 and ${t.allocQty} <= ${t.qty}`),
  ],
);

/**
 * Which stock row serves which line, and how much (issue 10 §2): one row per line and stock row.
 * The stock row's qal carries the same quantity; both change together in modules/outbound through
 * the stock module. RESTRICT everywhere: an allocation is released, never dropped with its line.
 */
export const outboundAllocation = pgTable(
  'outbound_allocation',
  {
    ...baseColumns(),
    // References to the order, its line and the stock row are kept by statement-level triggers (migration
    // 0013), not foreign keys: a key checks each inserted row on its own, 3 × 5,700 checks for a 1,000-line
    // order, most of its allocation time; the triggers check a whole statement's rows in one query each.
    order: integer('order_id').notNull(),
    line: integer('line_id').notNull(),
    stock: integer('stock_id').notNull(),
    qty: integer().notNull(),
  },
  (t) => [
    unique('outbound_allocation_line_stock_uq').on(t.line, t.stock),
    index('outbound_allocation_order_idx').on(t.order),
    index('outbound_allocation_stock_idx').on(t.stock),
    check('outbound_allocation_qty_ck', sql`${t.qty} > 0`),
  ],
);
