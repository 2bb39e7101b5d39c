import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** An item (part) stored and shipped in the packaging; fields of spec §3. The code is unique across warehouses. */
export const item = defineResource({
  name: 'item',
  path: '/product/item',
  searchFields: ['code', 'name', 'barCode', 'alias'],
  unique: [['code']],
  fields: [
    code(),
    name(),
    { name: 'unit', kind: 'ref', ref: 'unit', required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    { name: 'alias', kind: 'string', max: 100, list: true, sortable: true },
    { name: 'alternateCode', kind: 'string', max: 32, sortable: true },
    { name: 'barCode', kind: 'string', max: 50, list: true, sortable: true },
    description(),
    { name: 'hsCode', kind: 'string', max: 20, sortable: true },
    { name: 'color', kind: 'string', max: 30 },
    { name: 'specs', kind: 'string', max: 100, list: true },
    { name: 'brand', kind: 'string', max: 50, sortable: true },
    { name: 'category', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'snp', kind: 'int', list: true, sortable: true },
    { name: 'hazmat', kind: 'bool', sortable: true },
    { name: 'supplier', kind: 'string', max: 100, sortable: true },
    { name: 'supplierCode', kind: 'string', max: 32, sortable: true },
    { name: 'consignor', kind: 'ref', ref: 'consignor', list: true, sortable: true },
    { name: 'consignorCode', kind: 'string', max: 32, sortable: true },
  ],
});
