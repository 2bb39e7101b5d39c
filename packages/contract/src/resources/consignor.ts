import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

export const consignor = defineResource({
  name: 'consignor',
  path: '/setting/consignor',
  area: 'setting',
  key: 'consignor',
  labelField: 'name',
  codeField: 'code',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: partyFields(),
});
