import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

export const warehouse = pgTable(
  'warehouse',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }),
    addr: varchar({ length: 200 }),
    contact: varchar({ length: 50 }),
    contactPhone: varchar({ length: 30 }),
    dflt: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('warehouse_code_uq').on(t.code), uniqueIndex('warehouse_one_default_uq').on(t.dflt).where(sql`${t.dflt}`)],
);

const dec = () => numeric({ precision: 14, scale: 3, mode: 'number' });

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
