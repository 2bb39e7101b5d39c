import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** A warehouse worker named on tasks and counts; not a console user (see docs/decisions/masterdata.md). */
export const operator = defineResource({
  name: 'operator',
  path: '/setting/operator',
  searchFields: ['code', 'name', 'phone'],
  unique: [['code']],
  fields: [
    code(),
    name(true, 50),
    { name: 'phone', kind: 'string', max: 30, list: true },
    { name: 'email', kind: 'string', max: 100, format: 'email' },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true },
    { name: 'position', kind: 'string', max: 50, list: true, sortable: true },
    description(),
  ],
});
