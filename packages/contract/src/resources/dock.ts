import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

export const dock = defineResource({
  name: 'dock',
  path: '/bas/dock',
  area: 'bas',
  key: 'dock',
  labelField: 'code',
  codeField: 'code',
  searchFields: ['code', 'name'],
  unique: [['warehouse', 'code']],
  fields: [
    code(),
    name(false),
    { name: 'type', kind: 'enum', enum: 'dockType', required: true, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    description(),
  ],
});
