import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

export const consignee = defineResource({
  name: 'consignee',
  path: '/setting/consignee',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: partyFields(),
});
