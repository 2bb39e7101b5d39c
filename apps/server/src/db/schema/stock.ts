import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { unit } from './bas.ts';
import { baseColumns, enumCode } from './columns.ts';
import { productSku } from './product.ts';
import { location, warehouse } from './setting.ts';

/**
 * Stock on hand, one row per key (warehouse, location, SKU, lot, LPN, ship-box label, status).
 * Only modules/inventory/stock writes it; the CHECKs hold whatever the code does. Item name, description,
 * unit, SNP and pack are the SKU's, copied so the list filters and sorts without joins; a trigger
 * (migration 0002) keeps the copies current when the SKU changes.
 */
export const stock = pgTable(
  'stock',
  {
    ...baseColumns(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    location: integer('location_id')
      .notNull()
      .references(() => location.id, { onDelete: 'restrict' }),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    lotNo: varchar({ length: 50 }),
    lpn: varchar({ length: 50 }),
    shipBoxLbl: varchar({ length: 50 }),
    status: enumCode().notNull().default('available'),
    qoh: integer().notNull().default(0),
    qal: integer().notNull().default(0),
    /** Available: on hand less allocated; none on a held (barrier) row, which nothing may allocate. */
    qty: integer().generatedAlwaysAs(sql`case when status = 'available' then qoh - qal else 0 end`),
    itemName: varchar({ length: 100 }),
    description: varchar({ length: 500 }),
    unit: integer('unit_id').references(() => unit.id, { onDelete: 'restrict' }),
    snp: integer(),
    /** Boxes on hand: qoh in standard packs, rounded up (no SNP, no count). */
    box: integer().generatedAlwaysAs(sql`case when snp > 0 then ceil(qoh::numeric / snp)::int end`),
    packType: enumCode(),
    packCode: varchar({ length: 32 }),
    /** First receipt of what the row holds; moves carry the oldest date along (FIFO, age). */
    inboundDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_key_uq').on(t.warehouse, t.location, t.sku, t.lotNo, t.lpn, t.shipBoxLbl, t.status).nullsNotDistinct(),
    index('stock_sku_idx').on(t.sku),
    index('stock_location_idx').on(t.location),
    index('stock_inbound_date_idx').on(t.inboundDate),
    // A lot's rows in receipt order: the lists filter by lot and sort by date (1,000,000 rows: 390 ms → 2 ms, docs/decisions/performance.md).
    index('stock_lot_idx').on(t.lotNo, t.inboundDate),
    index('stock_lpn_idx').on(t.lpn),
    // A reference: lists filter by it and deleting a unit counts the stock rows holding it (index-needs.test.ts).
    index('stock_unit_idx').on(t.unit),
    check('stock_qoh_ck', sql`${t.qoh} >= 0`),
    check('stock_qal_ck', sql`${t.qal} >= 0`),
    check('stock_qal_qoh_ck', sql`${t.qal} <= ${t.qoh}`),
    check('stock_status_ck', sql`${t.status} in ('available', 'barrier')`),
    check('stock_barrier_ck', sql`${t.status} = 'available' or ${t.qal} = 0`),
  ],
);

/**
 * Every movement, append-only (a trigger refuses UPDATE and DELETE): a stock row's qoh is the sum
 * of its ledger rows' qty. Key fields and item are copied so history reads as it happened.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ledgerDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    type: enumCode().notNull(),
    /** Signed: + into the stock row, − out of it. */
    qty: integer().notNull(),
    stock: integer('stock_id')
      .notNull()
      .references(() => stock.id, { onDelete: 'restrict' }),
    warehouse: integer('warehouse_id').notNull(),
    location: integer('location_id').notNull(),
    sku: integer('sku_id').notNull(),
    lotNo: varchar({ length: 50 }),
    lpn: varchar({ length: 50 }),
    shipBoxLbl: varchar({ length: 50 }),
    status: enumCode().notNull(),
    itemName: varchar({ length: 100 }),
    itemCode: varchar({ length: 32 }),
    unit: integer('unit_id'),
    orderNo: varchar({ length: 50 }),
    /** The order line the movement served (inbound, outbound or transfer line id). */
    orderLine: integer(),
    userId: integer(),
    /** The user's name (up to a user name's 100 characters). */
    userName: varchar({ length: 100 }),
    comment: varchar({ length: 500 }),
  },
  (t) => [
    index('stock_ledger_stock_idx').on(t.stock),
    // The period reads (journal, dashboards) group a date range by SKU, type and order line: with these
    // columns in the index they read it alone, never the table (journal of a month over 5,000,000 rows).
    index('stock_ledger_date_cover_idx').on(t.ledgerDate, t.sku, t.type, t.qty, t.orderLine),
    index('stock_ledger_type_date_idx').on(t.type, t.ledgerDate),
    index('stock_ledger_sku_idx').on(t.sku),
    index('stock_ledger_order_no_idx').on(t.orderNo),
    check('stock_ledger_qty_ck', sql`${t.qty} <> 0`),
  ],
);
