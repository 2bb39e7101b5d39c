import { defineResource } from '../resource.ts';
import { unitFields } from './fields.ts';

/** A base unit of a unit class (kg, m³, pcs) that secondary units convert to. */
export const primaryUnit = defineResource({
  name: 'primaryUnit',
  path: '/bas/primary/unit',
  unique: [['code']],
  fields: unitFields(),
});
