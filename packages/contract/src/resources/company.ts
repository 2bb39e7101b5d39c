import { defineResource } from '../resource.ts';
import { code, contactFields, description, name } from './fields.ts';

/** Our own legal entity; order prints take its name, address and logo. */
export const company = defineResource({
  name: 'company',
  path: '/bas/company',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: [
    code(),
    name(true, 200),
    { name: 'alias', kind: 'string', max: 100, list: true, sortable: true },
    { name: 'logo', kind: 'image' },
    { name: 'taxNo', kind: 'string', max: 50, list: true },
    ...contactFields(),
    { name: 'email', kind: 'string', max: 100, format: 'email' },
    description(),
  ],
});
