import { defineResource } from '../resource.ts';

/**
 * One line of a packaging's bill of materials: `qty` of `material` make up one `packaging`
 * (e.g. a pallet, a lid, 24 boxes, 24 liners). The codes are read-only copies the database keeps.
 */
export const packagingBom = defineResource({
  name: 'packagingBom',
  path: '/setting/packaging/bom',
  labelField: 'materialCode',
  codeField: 'packagingCode',
  searchFields: ['packagingCode', 'materialCode'],
  unique: [['packaging', 'material']],
  defaultSort: { prop: 'packagingCode', order: 'asc' },
  fields: [
    { name: 'packaging', kind: 'ref', ref: 'packaging', required: true, list: true, sortable: true },
    { name: 'material', kind: 'ref', ref: 'packagingMaterial', required: true, list: true, sortable: true },
    { name: 'qty', kind: 'int', required: true, min: 1, list: true, sortable: true, summary: true },
    { name: 'packagingCode', kind: 'string', max: 32, readOnly: true, list: true, sortable: true },
    { name: 'materialCode', kind: 'string', max: 32, readOnly: true, list: true, sortable: true },
  ],
});
