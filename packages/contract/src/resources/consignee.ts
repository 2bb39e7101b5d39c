import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

export const consignee = defineResource({
  name: 'consignee',
  path: '/setting/consignee',
  area: 'setting',
  key: 'consignee',
  labelField: 'name',
  codeField: 'code',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: partyFields(),
});
