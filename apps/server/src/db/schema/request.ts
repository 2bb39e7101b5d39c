import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { packagingMaterial } from './bas.ts';
import { baseColumns } from './columns.ts';
import { packaging } from './packaging.ts';
import { senderColumns, senderConstraints } from './sender-ref.ts';
import { customer, location, warehouse } from './setting.ts';

/**
 * Request orders (modules/request): packaging request (transit) orders `tr_*` and material-request
 * orders `mr_*`, the same columns twice. `status` changes only through the flow
 * (contract request/flow.ts); every change writes a route row in the same transaction.
 */
const STATUSES = '0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000';

function requestTables(p: 'tr' | 'mr') {
  const seq = pgSequence(`${p}_order_no_seq`);
  const order = pgTable(
    `${p}_order`,
    {
      ...baseColumns(),
      no: varchar({ length: 50 }).notNull(),
      customer: integer('customer_id')
        .notNull()
        .references(() => customer.id, { onDelete: 'restrict' }),
      warehouse: integer('warehouse_id')
        .notNull()
        .references(() => warehouse.id, { onDelete: 'restrict' }),
      location: integer('location_id').references(() => location.id, { onDelete: 'restrict' }),
      extRef: varchar({ length: 50 }),
      orderDate: date(),
      requiredDate: date(),
      contact: varchar({ length: 50 }),
      contactPhone: varchar({ length: 30 }),
      address: varchar({ length: 200 }),
      status: integer().notNull().default(100),
      qty: integer().notNull().default(0),
      doneQty: integer().notNull().default(0),
      comment: varchar({ length: 500 }),
      ...senderColumns(),
    },
    (t) => [
      unique(`${p}_order_no_uq`).on(t.no),
      ...senderConstraints(`${p}_order`, t),
      index(`${p}_order_customer_idx`).on(t.customer),
      index(`${p}_order_warehouse_idx`).on(t.warehouse),
      index(`${p}_order_location_idx`).on(t.location),
      index(`${p}_order_status_idx`).on(t.status),
      check(`${p}_order_status_ck`, sql.raw(`status in (${STATUSES})`)),
      check(`${p}_order_qty_ck`, sql`${t.qty} >= 0 and ${t.doneQty} >= 0`),
    ],
  );
  const line = pgTable(
    `${p}_order_line`,
    {
      ...baseColumns(),
      order: integer('order_id')
        .notNull()
        .references(() => order.id, { onDelete: 'cascade' }),
      lineNo: integer().notNull(),
      packaging: integer('packaging_id').references(() => packaging.id, { onDelete: 'restrict' }),
      material: integer('material_id').references(() => packagingMaterial.id, { onDelete: 'restrict' }),
      qty: integer().notNull(),
      doneQty: integer().notNull().default(0),
      comment: varchar({ length: 200 }),
    },
    (t) => [
      unique(`${p}_order_line_no_uq`).on(t.order, t.lineNo),
      index(`${p}_order_line_packaging_idx`).on(t.packaging),
      index(`${p}_order_line_material_idx`).on(t.material),
      check(`${p}_order_line_qty_ck`, sql`${t.qty} > 0 and ${t.doneQty} >= 0 and ${t.doneQty} <= ${t.qty}`),
      // A line asks for one thing: a packaging or a packaging material.
      check(`${p}_order_line_what_ck`, sql`(${t.packaging} is null) <> (${t.material} is null)`),
    ],
  );
  /** The order's route: one row per status reached (append-only by the code; deleted with the order). */
  const route = pgTable(
    `${p}_order_route`,
    {
      id: integer().primaryKey().generatedAlwaysAsIdentity(),
      order: integer('order_id')
        .notNull()
        .references(() => order.id, { onDelete: 'cascade' }),
      status: integer().notNull(),
      fromStatus: integer(),
      action: varchar({ length: 20 }).notNull(),
      at: timestamp({ withTimezone: true }).notNull().defaultNow(),
      userId: integer(),
      userName: varchar({ length: 100 }),
      comment: varchar({ length: 500 }),
    },
    (t) => [index(`${p}_order_route_order_idx`).on(t.order, t.id)],
  );
  return { seq, order, line, route };
}

const tr = requestTables('tr');
const mr = requestTables('mr');

export const trOrderNoSeq = tr.seq;
export const trOrder = tr.order;
export const trOrderLine = tr.line;
export const trOrderRoute = tr.route;
export const mrOrderNoSeq = mr.seq;
export const mrOrder = mr.order;
export const mrOrderLine = mr.line;
export const mrOrderRoute = mr.route;
