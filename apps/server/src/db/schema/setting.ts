import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, contactColumns, dec, enumCode } from './columns.ts';

export const warehouse = pgTable(
  'warehouse',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }),
    ...contactColumns(),
    dflt: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('warehouse_code_uq').on(t.code), uniqueIndex('warehouse_one_default_uq').on(t.dflt).where(sql`${t.dflt}`)],
);

export const location = pgTable(
  'location',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    type: varchar({ length: 16 }).notNull(),
    aisle: varchar({ length: 16 }),
    rack: varchar({ length: 16 }),
    level: varchar({ length: 16 }),
    bin: varchar({ length: 16 }),
    length: dec(),
    width: dec(),
    height: dec(),
    maxWeight: dec(),
    maxVolume: dec(),
    maxQty: integer(),
  },
  (t) => [
    uniqueIndex('location_wh_code_uq').on(t.warehouse, t.code),
    index('location_code_idx').on(t.code),
    index('location_type_idx').on(t.type, t.id),
  ],
);

/** Name, code, alias, description, address and contact (contract `partyFields`). */
const partyColumns = () => ({
  ...baseColumns(),
  code: varchar({ length: 32 }).notNull(),
  name: varchar({ length: 100 }).notNull(),
  alias: varchar({ length: 100 }),
  description: varchar({ length: 500 }),
  ...contactColumns(),
});

export const consignor = pgTable('consignor', partyColumns(), (t) => [
  uniqueIndex('consignor_code_uq').on(t.code),
  index('consignor_name_idx').on(t.name),
]);

export const consignee = pgTable('consignee', partyColumns(), (t) => [
  uniqueIndex('consignee_code_uq').on(t.code),
  index('consignee_name_idx').on(t.name),
]);

export const customer = pgTable('customer', { ...partyColumns(), email: varchar({ length: 100 }) }, (t) => [
  uniqueIndex('customer_code_uq').on(t.code),
  index('customer_name_idx').on(t.name),
]);

/** A carrier: holds our empties while they are on the road (container accounts, issue 28). */
export const carrier = pgTable('carrier', partyColumns(), (t) => [
  uniqueIndex('carrier_code_uq').on(t.code),
  index('carrier_name_idx').on(t.name),
]);

export const operator = pgTable(
  'operator',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 30 }),
    email: varchar({ length: 100 }),
    warehouse: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'restrict' }),
    position: varchar({ length: 50 }),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('operator_code_uq').on(t.code), index('operator_warehouse_idx').on(t.warehouse)],
);

/** A customer's facility (contract `facility`, /setting/facility). */
export const facility = pgTable(
  'facility',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: enumCode().notNull(),
    customer: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'restrict' }),
    ...contactColumns(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('facility_code_uq').on(t.code), index('facility_customer_idx').on(t.customer)],
);
