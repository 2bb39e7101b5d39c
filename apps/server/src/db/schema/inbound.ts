import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, dec } from './columns.ts';
import { productSku } from './product.ts';
import { senderColumns, senderConstraints } from './sender-ref.ts';
import { consignor, location, warehouse } from './setting.ts';
import { stock } from './stock.ts';

/** Order numbers `IB` + yyMMdd + this sequence (modules/inbound), so concurrent adds never collide. */
export const inboundOrderNoSeq = pgSequence('inbound_order_no_seq');

/**
 * Inbound order header (spec §3). `status` is a spec §4 code, changed only through the status
 * machine (modules/inbound/inbound-status.ts); `qty` is the sum of the lines' shipQty.
 */
export const inboundOrder = pgTable(
  'inbound_order',
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
    orderDate: date(),
    shipDate: date(),
    cancelDate: date(),
    deliveryDate: date(),
    /** When the last line was fully stored. */
    stockDate: timestamp({ withTimezone: true }),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    status: integer().notNull().default(10),
    qty: integer().notNull().default(0),
    postingDate: date().notNull(),
    comment: varchar({ length: 500 }),
    ...senderColumns(),
  },
  (t) => [
    unique('inbound_order_no_uq').on(t.no),
    ...senderConstraints('inbound_order', t),
    index('inbound_order_warehouse_idx').on(t.warehouse),
    index('inbound_order_status_idx').on(t.status),
    check('inbound_order_status_ck', sql`${t.status} in (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 200)`),
    check('inbound_order_qty_ck', sql`${t.qty} >= 0`),
  ],
);

/**
 * Inbound order line (spec §3). shipQty is what the order announces, recvQty what was counted in
 * (scan), stockQty what was put away: 0 ≤ stockQty ≤ recvQty ≤ shipQty, held by the database.
 */
export const inboundOrderLine = pgTable(
  'inbound_order_line',
  {
    ...baseColumns(),
    order: integer('order_id')
      .notNull()
      .references(() => inboundOrder.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    itemDesc: varchar({ length: 500 }),
    supplier: varchar({ length: 100 }),
    supplierCode: varchar({ length: 32 }),
    itemName: varchar({ length: 100 }),
    /** The SKU's number unless the line gives its own: as long as a SKU number. */
    itemCode: varchar({ length: 50 }),
    recvQty: integer().notNull().default(0),
    uom: varchar({ length: 20 }),
    weight: dec(),
    carrierType: varchar({ length: 50 }),
    carrierClass: varchar({ length: 50 }),
    location: integer('location_id').references(() => location.id, { onDelete: 'restrict' }),
    lpn: varchar({ length: 50 }),
    lotNo: varchar({ length: 50 }),
    containerNo: varchar({ length: 50 }),
    shipBox: integer(),
    shipQty: integer().notNull(),
    recvBox: integer(),
    stockBox: integer(),
    stockQty: integer().notNull().default(0),
    stockDate: timestamp({ withTimezone: true }),
    shipBoxLbl: varchar({ length: 50 }),
  },
  (t) => [
    unique('inbound_order_line_no_uq').on(t.order, t.lineNo),
    index('inbound_order_line_sku_idx').on(t.sku),
    // A multi-unit pallet is found by its LPN (modules/inbound/mu-repository.ts).
    index('inbound_order_line_lpn_idx').on(t.lpn),
    check('inbound_order_line_ship_ck', sql`${t.shipQty} > 0`),
    check('inbound_order_line_recv_ck', sql`${t.recvQty} >= 0 and ${t.recvQty} <= ${t.shipQty}`),
    check('inbound_order_line_stock_ck', sql`${t.stockQty} >= 0 and ${t.stockQty} <= ${t.recvQty}`),
    check(
      'inbound_order_line_box_ck',
      sql`coalesce(${t.shipBox}, 0) >= 0 and coalesce(${t.recvBox}, 0) >= 0 and coalesce(${t.stockBox}, 0) >= 0`,
    ),
  ],
);

export const transferOrderNoSeq = pgSequence('transfer_order_no_seq');

/** Transfer order (issue 9 §3): 10 new → 70 stored when carried out (modules/inbound/transfer-service.ts). */
export const transferOrder = pgTable(
  'transfer_order',
  {
    ...baseColumns(),
    no: varchar({ length: 50 }).notNull(),
    /** Where the stock comes from. */
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    postingDate: date().notNull(),
    status: integer().notNull().default(10),
    qty: integer().notNull().default(0),
    stockDate: timestamp({ withTimezone: true }),
    comment: varchar({ length: 500 }),
  },
  (t) => [
    unique('transfer_order_no_uq').on(t.no),
    check('transfer_order_status_ck', sql`${t.status} in (0, 10, 70)`),
    check('transfer_order_qty_ck', sql`${t.qty} >= 0`),
  ],
);

/** One move: `qty` of a stock row to a location; the SKU and source location are the row's at the time of adding. */
export const transferOrderLine = pgTable(
  'transfer_order_line',
  {
    ...baseColumns(),
    order: integer('order_id')
      .notNull()
      .references(() => transferOrder.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    stock: integer('stock_id')
      .notNull()
      .references(() => stock.id, { onDelete: 'restrict' }),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    fromLocation: integer('from_location_id')
      .notNull()
      .references(() => location.id, { onDelete: 'restrict' }),
    location: integer('location_id')
      .notNull()
      .references(() => location.id, { onDelete: 'restrict' }),
    qty: integer().notNull(),
  },
  (t) => [
    unique('transfer_order_line_no_uq').on(t.order, t.lineNo),
    index('transfer_order_line_stock_idx').on(t.stock),
    check('transfer_order_line_qty_ck', sql`${t.qty} > 0`),
  ],
);
