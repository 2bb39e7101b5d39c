import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

export const dock = defineResource({
  name: 'dock',
  path: '/bas/dock',
  labelField: 'code',
  unique: [['warehouse', 'code']],
  fields: [
    code(),
    name(false),
    { name: 'type', kind: 'enum', enum: 'dockType', required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    description(),
  ],
});
