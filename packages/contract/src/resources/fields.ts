import type { FieldDef } from '../resource.ts';

/**
 * Field shapes several resources share. Each resource still lists its fields itself, in its own
 * order; these only keep the same field the same everywhere (kind, length, list and sort flags).
 */
export const code = (max = 32): FieldDef => ({ name: 'code', kind: 'string', required: true, max, list: true, sortable: true });

export const name = (required = true, max = 100): FieldDef => ({
  name: 'name',
  kind: 'string',
  required,
  max,
  list: true,
  sortable: true,
});

export const description = (): FieldDef => ({ name: 'description', kind: 'text', max: 500, list: true });

/** Address and contact person, as on the warehouse. */
export const contactFields = (): FieldDef[] => [
  { name: 'addr', kind: 'string', max: 200, list: true },
  { name: 'contact', kind: 'string', max: 50, list: true, sortable: true },
  { name: 'contactPhone', kind: 'string', max: 30, list: true },
];

/** Consignor, consignee (spec §3: name, code, alias, description, addr, contact, contactPhone) and customer. */
export const partyFields = (): FieldDef[] => [
  code(),
  name(),
  { name: 'alias', kind: 'string', max: 100, list: true, sortable: true },
  description(),
  ...contactFields(),
];

/** Outer dimensions, weight and volume of a physical unit (pallet, box, LPN, container). */
export const dimensionFields = (): FieldDef[] => [
  { name: 'length', kind: 'decimal', sortable: true },
  { name: 'width', kind: 'decimal', sortable: true },
  { name: 'height', kind: 'decimal', sortable: true },
  { name: 'weight', kind: 'decimal', sortable: true, list: true, summary: true },
  { name: 'volume', kind: 'decimal', sortable: true, list: true, summary: true },
];

/** Longest SKU number: order lines copy it as their `itemCode`, so theirs is as long. */
export const SKU_NO_MAX = 50;

/** The SKU fields of spec §3 (no, barCode, itemName, description, unit, snp, warehouse, packType, packCode); warehouse is added by each SKU resource. */
export const skuFields = (): FieldDef[] => [
  { name: 'no', kind: 'string', required: true, max: SKU_NO_MAX, list: true, sortable: true },
  { name: 'barCode', kind: 'string', max: 50, list: true, sortable: true },
  { name: 'itemName', kind: 'string', max: 100, list: true, sortable: true },
  description(),
  { name: 'unit', kind: 'ref', ref: 'unit', required: true, list: true, sortable: true },
  { name: 'snp', kind: 'int', list: true, sortable: true },
  { name: 'packType', kind: 'enum', enum: 'packagingType', list: true, sortable: true },
  { name: 'packCode', kind: 'string', max: 32, list: true, sortable: true },
];

/** A unit of measure (unit and primary unit share these; the server shares `unitColumns()`). */
export const unitFields = (): FieldDef[] => [
  code(16),
  name(true, 50),
  { name: 'unitClass', kind: 'enum', enum: 'unitClass', required: true, list: true, sortable: true },
  description(),
];
