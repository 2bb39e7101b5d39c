import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** A base unit of a unit class (kg, m³, pcs) that secondary units convert to. */
export const primaryUnit = defineResource({
  name: 'primaryUnit',
  path: '/bas/primary/unit',
  unique: [['code']],
  fields: [
    code(16),
    name(true, 50),
    { name: 'unitClass', kind: 'enum', enum: 'unitClass', required: true, list: true, sortable: true },
    description(),
  ],
});
