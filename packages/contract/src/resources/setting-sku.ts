import { defineResource } from '../resource.ts';
import { skuFields } from './fields.ts';

/** SKUs kept directly under Setting, not derived from an item; the number is unique (see docs/decisions/masterdata.md). */
export const settingSku = defineResource({
  name: 'settingSku',
  path: '/setting/sku',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no', 'barCode', 'itemName'],
  unique: [['no']],
  fields: [...skuFields(), { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true }],
});
