import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { productSku } from './product.ts';
import { consignee, consignor } from './setting.ts';

/** The customer's production plan: packaging needed per day, customer, plant and SKU (contract resources/production-plan.ts). */
export const productionPlan = pgTable(
  'production_plan',
  {
    ...baseColumns(),
    planDate: date().notNull(),
    consignor: integer('consignor_id')
      .notNull()
      .references(() => consignor.id, { onDelete: 'restrict' }),
    consignee: integer('consignee_id')
      .notNull()
      .references(() => consignee.id, { onDelete: 'restrict' }),
    sku: integer('sku_id')
      .notNull()
      .references(() => productSku.id, { onDelete: 'restrict' }),
    qty: integer().notNull(),
    productCode: varchar({ length: 50 }),
    description: varchar({ length: 500 }),
  },
  (t) => [
    uniqueIndex('production_plan_key_uq').on(t.planDate, t.consignor, t.consignee, t.sku),
    index('production_plan_consignee_idx').on(t.consignee, t.planDate),
    index('production_plan_sku_idx').on(t.sku),
    // Lists filter by consignor, and deleting one counts its plan rows (index-needs.test.ts).
    index('production_plan_consignor_idx').on(t.consignor, t.planDate),
    check('production_plan_qty_ck', sql`${t.qty} > 0`),
  ],
);
