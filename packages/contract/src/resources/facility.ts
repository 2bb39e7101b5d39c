import { defineResource } from '../resource.ts';
import { code, contactFields, description, name } from './fields.ts';

/** A customer's facility (plant, site, store) that packaging is delivered to and collected from (see docs/decisions/masterdata.md). */
export const facility = defineResource({
  name: 'facility',
  path: '/setting/facility',
  unique: [['code']],
  fields: [
    code(),
    name(),
    { name: 'type', kind: 'enum', enum: 'facilityType', required: true, list: true, sortable: true },
    { name: 'customer', kind: 'ref', ref: 'customer', required: true, list: true, sortable: true },
    ...contactFields(),
    description(),
  ],
});
