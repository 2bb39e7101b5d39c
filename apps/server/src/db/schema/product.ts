import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unit } from './bas.ts';
import { baseColumns, dimensionColumns, enumCode } from './columns.ts';
import { consignor, warehouse } from './setting.ts';

/** Items, their packs, and SKUs (both the product SKUs of an item and the SKUs kept under Setting). */

export const item = pgTable(
  'item',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    unit: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'restrict' }),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    alias: varchar({ length: 100 }),
    alternateCode: varchar({ length: 32 }),
    barCode: varchar({ length: 50 }),
    description: varchar({ length: 500 }),
    hsCode: varchar({ length: 20 }),
    color: varchar({ length: 30 }),
    specs: varchar({ length: 100 }),
    brand: varchar({ length: 50 }),
    category: varchar({ length: 50 }),
    snp: integer(),
    hazmat: boolean().default(false),
    supplier: varchar({ length: 100 }),
    supplierCode: varchar({ length: 32 }),
    consignor: integer('consignor_id').references(() => consignor.id, { onDelete: 'restrict' }),
    consignorCode: varchar({ length: 32 }),
  },
  (t) => [
    uniqueIndex('item_code_uq').on(t.code),
    index('item_name_idx').on(t.name),
    index('item_bar_code_idx').on(t.barCode),
    index('item_unit_idx').on(t.unit),
    index('item_warehouse_idx').on(t.warehouse),
    index('item_consignor_idx').on(t.consignor),
  ],
);

export const itemPack = pgTable(
  'item_pack',
  {
    ...baseColumns(),
    item: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    packCode: varchar({ length: 32 }).notNull(),
    packType: enumCode().notNull(),
    snp: integer().notNull(),
    ...dimensionColumns(),
  },
  (t) => [uniqueIndex('item_pack_item_code_uq').on(t.item, t.packCode), index('item_pack_code_idx').on(t.packCode)],
);

/** The SKU columns of spec §3 (contract `skuFields`). */
const skuColumns = () => ({
  no: varchar({ length: 50 }).notNull(),
  barCode: varchar({ length: 50 }),
  itemName: varchar({ length: 100 }),
  description: varchar({ length: 500 }),
  unit: integer('unit_id')
    .notNull()
    .references(() => unit.id, { onDelete: 'restrict' }),
  snp: integer(),
  packType: enumCode(),
  packCode: varchar({ length: 32 }),
});

/** An item's SKU in one warehouse (contract `productSku`, /product/sku). */
export const productSku = pgTable(
  'product_sku',
  {
    ...baseColumns(),
    item: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'restrict' }),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    ...skuColumns(),
    /** Packing asks a serial number per piece (spec §5's required `sn`); SKUs that carry none say false. */
    serialTracked: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_sku_wh_no_uq').on(t.warehouse, t.no),
    index('product_sku_no_idx').on(t.no),
    // Every scan of a carton looks its GTIN up here (modules/scan).
    index('product_sku_bar_code_idx').on(t.barCode),
    index('product_sku_item_idx').on(t.item),
    index('product_sku_unit_idx').on(t.unit),
  ],
);

/** A SKU kept under Setting (contract `settingSku`, /setting/sku). */
export const settingSku = pgTable(
  'setting_sku',
  {
    ...baseColumns(),
    ...skuColumns(),
    warehouse: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('setting_sku_no_uq').on(t.no),
    index('setting_sku_unit_idx').on(t.unit),
    index('setting_sku_warehouse_idx').on(t.warehouse),
  ],
);
