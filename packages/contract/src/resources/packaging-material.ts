import { defineResource } from '../resource.ts';
import { code, description, dimensionFields, name } from './fields.ts';

/** A single packaging part (pallet, lid, box, liner, blister tray...) that packaging BOMs are made of. */
export const packagingMaterial = defineResource({
  name: 'packagingMaterial',
  path: '/bas/packaging/material',
  unique: [['code']],
  fields: [
    code(),
    name(),
    { name: 'type', kind: 'enum', enum: 'packagingType', required: true, list: true, sortable: true },
    { name: 'specs', kind: 'string', max: 100, list: true },
    { name: 'color', kind: 'string', max: 30, list: true, sortable: true },
    ...dimensionFields(),
    description(),
  ],
});
