import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** An area of a warehouse; its type uses the location types. */
export const zone = defineResource({
  name: 'zone',
  path: '/bas/zone',
  unique: [['warehouse', 'code']],
  fields: [
    code(),
    name(),
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    { name: 'type', kind: 'enum', enum: 'locationType', required: true, list: true, sortable: true },
    description(),
  ],
});
