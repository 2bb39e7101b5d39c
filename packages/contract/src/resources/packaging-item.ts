import { defineResource } from '../resource.ts';

/**
 * Which items a packaging carries and how many of each (snp). The two codes are read-only
 * copies the database keeps (trigger) so the list and suggest can search by code.
 */
export const packagingItem = defineResource({
  name: 'packagingItem',
  path: '/setting/packaging/item',
  labelField: 'itemCode',
  codeField: 'packagingCode',
  searchFields: ['packagingCode', 'itemCode'],
  unique: [['packaging', 'item']],
  fields: [
    { name: 'packaging', kind: 'ref', ref: 'packaging', required: true, list: true, sortable: true },
    { name: 'item', kind: 'ref', ref: 'item', required: true, list: true, sortable: true },
    { name: 'snp', kind: 'int', required: true, min: 1, list: true, sortable: true, summary: true },
    { name: 'packagingCode', kind: 'string', max: 32, readOnly: true, list: true, sortable: true },
    { name: 'itemCode', kind: 'string', max: 32, readOnly: true, list: true, sortable: true },
  ],
});
