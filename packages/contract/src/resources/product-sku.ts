import { defineResource } from '../resource.ts';
import { skuFields } from './fields.ts';

/** An item's SKU in one warehouse; `POST /product/item/~sku/add` creates it from the item. */
export const productSku = defineResource({
  name: 'productSku',
  path: '/product/sku',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no', 'barCode', 'itemName'],
  unique: [['warehouse', 'no']],
  fields: [
    { name: 'item', kind: 'ref', ref: 'item', required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    ...skuFields(),
    // Whether packing asks a serial number for each piece (docs/decisions/floor.md "A SKU says whether it keeps serial numbers").
    { name: 'serialTracked', kind: 'bool', list: true, sortable: true },
  ],
});
