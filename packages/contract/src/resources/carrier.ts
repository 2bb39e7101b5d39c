import { defineResource } from '../resource.ts';
import { partyFields } from './fields.ts';

/** A carrier that holds our empties while they are on the road: a partner of container accounts (issue 28). */
export const carrier = defineResource({
  name: 'carrier',
  path: '/setting/carrier',
  searchFields: ['code', 'name', 'alias'],
  unique: [['code']],
  fields: partyFields(),
});
