import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

export const consignor = defineResource({
  name: 'consignor',
  path: '/setting/consignor',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: partyFields(),
});
