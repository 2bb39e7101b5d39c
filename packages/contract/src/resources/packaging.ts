import { defineResource } from '../resource.ts';
import { code, description, dimensionFields, name } from './fields.ts';

/** A returnable packaging unit as shipped (e.g. a pallet set); its materials are in the packaging BOM. */
export const packaging = defineResource({
  name: 'packaging',
  path: '/setting/packaging',
  unique: [['code']],
  fields: [
    code(),
    name(),
    { name: 'type', kind: 'enum', enum: 'packagingType', required: true, list: true, sortable: true },
    { name: 'customer', kind: 'ref', ref: 'customer', list: true, sortable: true },
    ...dimensionFields(),
    description(),
  ],
});
