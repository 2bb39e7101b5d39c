import { defineResource } from '../resource.ts';
import { code, contactFields, description, name } from './fields.ts';

/** One of our own facilities (distribution centre, site, store), optionally served by a warehouse (see docs/decisions/masterdata.md). */
export const basFacility = defineResource({
  name: 'basFacility',
  path: '/bas/facility',
  unique: [['code']],
  fields: [
    code(),
    name(),
    { name: 'type', kind: 'enum', enum: 'facilityType', required: true, list: true, sortable: true },
    { name: 'company', kind: 'ref', ref: 'company', list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true },
    ...contactFields(),
    description(),
  ],
});
