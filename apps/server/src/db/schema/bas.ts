import { boolean, index, integer, numeric, pgSequence, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, contactColumns, dimensionColumns, enumCode } from './columns.ts';
import { warehouse } from './setting.ts';

/** Basic data (/bas/...): units, our companies and facilities, docks, zones, containers, LPNs, packaging materials. */

const unitColumns = () => ({
  ...baseColumns(),
  code: varchar({ length: 16 }).notNull(),
  name: varchar({ length: 50 }).notNull(),
  unitClass: enumCode().notNull(),
  description: varchar({ length: 500 }),
});

export const unit = pgTable('unit', unitColumns(), (t) => [uniqueIndex('unit_code_uq').on(t.code)]);

export const primaryUnit = pgTable('primary_unit', unitColumns(), (t) => [uniqueIndex('primary_unit_code_uq').on(t.code)]);

export const secondaryUnit = pgTable(
  'secondary_unit',
  {
    ...baseColumns(),
    code: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    primary: integer('primary_id')
      .notNull()
      .references(() => primaryUnit.id, { onDelete: 'restrict' }),
    /** One secondary unit = factor primary units. */
    factor: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('secondary_unit_code_uq').on(t.code), index('secondary_unit_primary_idx').on(t.primary)],
);

export const company = pgTable(
  'company',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    alias: varchar({ length: 100 }),
    /** Address of the uploaded logo image, printed on orders. */
    logo: varchar({ length: 500 }),
    taxNo: varchar({ length: 50 }),
    ...contactColumns(),
    email: varchar({ length: 100 }),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('company_code_uq').on(t.code)],
);

/** Our own facility (contract `basFacility`, /bas/facility). */
export const basFacility = pgTable(
  'bas_facility',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: enumCode().notNull(),
    company: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    warehouse: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'restrict' }),
    ...contactColumns(),
    description: varchar({ length: 500 }),
  },
  (t) => [
    uniqueIndex('bas_facility_code_uq').on(t.code),
    index('bas_facility_company_idx').on(t.company),
    index('bas_facility_warehouse_idx').on(t.warehouse),
  ],
);

export const dock = pgTable(
  'dock',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }),
    type: enumCode().notNull(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('dock_wh_code_uq').on(t.warehouse, t.code), index('dock_code_idx').on(t.code)],
);

export const zone = pgTable(
  'zone',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    warehouse: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    type: enumCode().notNull(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('zone_wh_code_uq').on(t.warehouse, t.code), index('zone_code_idx').on(t.code)],
);

export const container = pgTable(
  'container',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    type: enumCode().notNull(),
    use: enumCode().notNull(),
    warehouse: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'restrict' }),
    ...dimensionColumns(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('container_code_uq').on(t.code), index('container_warehouse_idx').on(t.warehouse)],
);

/** Numbers for LPNs added without one. */
export const lpnNoSeq = pgSequence('lpn_no_seq', { startWith: 1 });
/** Serial references of SSCCs (modules/print/sscc.ts); never reused, so a label's SSCC is unique. */
export const lpnSsccSeq = pgSequence('lpn_sscc_seq', { startWith: 1 });

export const lpn = pgTable(
  'lpn',
  {
    ...baseColumns(),
    no: varchar({ length: 32 }),
    type: enumCode(),
    packType: enumCode(),
    ...dimensionColumns(),
    qty: integer().notNull(),
    isPrint: boolean().default(false),
    /** The label's SSCC (18 digits), given once so a reprint shows the same one. */
    sscc: varchar({ length: 18 }),
  },
  (t) => [uniqueIndex('lpn_no_uq').on(t.no), uniqueIndex('lpn_sscc_uq').on(t.sscc)],
);

export const packagingMaterial = pgTable(
  'packaging_material',
  {
    ...baseColumns(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: enumCode().notNull(),
    specs: varchar({ length: 100 }),
    color: varchar({ length: 30 }),
    ...dimensionColumns(),
    description: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('packaging_material_code_uq').on(t.code), index('packaging_material_type_idx').on(t.type)],
);
