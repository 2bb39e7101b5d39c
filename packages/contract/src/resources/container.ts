import { defineResource } from '../resource.ts';
import { code, description, dimensionFields } from './fields.ts';

/** A reusable carrier used inside the warehouse (trolley, turnover box...), by type and use. */
export const container = defineResource({
  name: 'container',
  path: '/bas/container',
  labelField: 'code',
  searchFields: ['code'],
  unique: [['code']],
  fields: [
    code(),
    { name: 'type', kind: 'enum', enum: 'containerType', required: true, list: true, sortable: true },
    { name: 'use', kind: 'enum', enum: 'containerUse', required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true },
    ...dimensionFields(),
    description(),
  ],
});
