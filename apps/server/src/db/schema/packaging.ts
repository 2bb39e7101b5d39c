import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { packagingMaterial } from './bas.ts';
import { baseColumns, dimensionColumns, enumCode } from './columns.ts';
import { item } from './product.ts';
import { customer } from './setting.ts';

/**
 * Packaging (/setting/packaging...): the packaging, its bill of materials and the items it carries.
 * `packaging_code`, `material_code` and `item_code` are copies of the referenced rows' codes that
 * database triggers keep current (migration 0001), so lists and suggest can search by code.
 */

export const packaging = pgTable(
  'packaging',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: enumCode().notNull(),
    customer: integer('customer_id').references(() => customer.id, { onDelete: 'restrict' }),
    ...dimensionColumns(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('packaging_code_uq').on(t.code), index('packaging_customer_idx').on(t.customer)],
);

export const packagingBom = pgTable(
  'packaging_bom',
  {
    ...baseColumns(),
    packaging: integer('packaging_id')
      .notNull()
      .references(() => packaging.id, { onDelete: 'restrict' }),
    material: integer('material_id')
      .notNull()
      .references(() => packagingMaterial.id, { onDelete: 'restrict' }),
    qty: integer().notNull(),
    packagingCode: varchar({ length: 32 }),
    materialCode: varchar({ length: 32 }),
  },
  (t) => [
    uniqueIndex('packaging_bom_uq').on(t.packaging, t.material),
    index('packaging_bom_material_idx').on(t.material),
    index('packaging_bom_packaging_code_idx').on(t.packagingCode),
  ],
);

export const packagingItem = pgTable(
  'packaging_item',
  {
    ...baseColumns(),
    packaging: integer('packaging_id')
      .notNull()
      .references(() => packaging.id, { onDelete: 'restrict' }),
    item: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    snp: integer().notNull(),
    packagingCode: varchar({ length: 32 }),
    itemCode: varchar({ length: 32 }),
  },
  (t) => [
    uniqueIndex('packaging_item_uq').on(t.packaging, t.item),
    index('packaging_item_item_idx').on(t.item),
    index('packaging_item_packaging_code_idx').on(t.packagingCode),
  ],
);
