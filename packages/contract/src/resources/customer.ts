import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

/** A customer whose plants and sites receive and return the packaging (see docs/decisions/masterdata.md). */
export const customer = defineResource({
  name: 'customer',
  path: '/setting/customer',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: [...partyFields(), { name: 'email', kind: 'string', max: 100, format: 'email', list: true }],
});
