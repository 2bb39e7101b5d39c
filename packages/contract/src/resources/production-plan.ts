import { defineResource } from '../resource.ts';
import { description } from './fields.ts';

/**
 * The customer's production plan (`/inventory/plan`, issue 11 §5; fields not shown in the spec, see
 * docs/decisions/masterdata.md): per day, customer (consignor), plant (consignee) and packaging SKU, how many
 * units of that packaging the plant's production needs. Deliveries to the plant are measured against it
 * (the dashboard's production-plan figure). One row per day, customer, plant and SKU.
 */
export const productionPlan = defineResource({
  name: 'productionPlan',
  path: '/inventory/plan',
  labelField: 'planDate',
  codeField: 'planDate',
  searchFields: ['productCode'],
  unique: [['planDate', 'consignor', 'consignee', 'sku']],
  defaultSort: { prop: 'planDate', order: 'desc' },
  fields: [
    { name: 'planDate', kind: 'date', required: true, list: true, sortable: true },
    { name: 'consignor', kind: 'ref', ref: 'consignor', required: true, list: true, sortable: true },
    { name: 'consignee', kind: 'ref', ref: 'consignee', required: true, list: true, sortable: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', required: true, list: true, sortable: true },
    { name: 'qty', kind: 'int', required: true, min: 1, max: 1_000_000, list: true, sortable: true, summary: true },
    /** The customer's product or model the packaging serves. */
    { name: 'productCode', kind: 'string', max: 50, list: true, sortable: true },
    description(),
  ],
});
