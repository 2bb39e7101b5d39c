import { defineResource } from '../resource.ts';
import { dimensionFields } from './fields.ts';

/** How an item is packed: a pack code per item, its packaging type, pieces per pack and the pack's dimensions. */
export const itemPack = defineResource({
  name: 'itemPack',
  path: '/product/item/pack',
  labelField: 'packCode',
  codeField: 'packCode',
  searchFields: ['packCode'],
  unique: [['item', 'packCode']],
  fields: [
    { name: 'item', kind: 'ref', ref: 'item', required: true, list: true, sortable: true },
    { name: 'packCode', kind: 'string', required: true, max: 32, list: true, sortable: true },
    { name: 'packType', kind: 'enum', enum: 'packagingType', required: true, list: true, sortable: true },
    { name: 'snp', kind: 'int', required: true, min: 1, list: true, sortable: true },
    ...dimensionFields(),
  ],
});
