import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** A unit expressed in a primary unit: one secondary unit = `factor` primary units (t → kg × 1000). */
export const secondaryUnit = defineResource({
  name: 'secondaryUnit',
  path: '/bas/secondary/unit',
  unique: [['code']],
  fields: [
    code(16),
    name(true, 50),
    { name: 'primary', kind: 'ref', ref: 'primaryUnit', required: true, list: true, sortable: true },
    {
      name: 'factor',
      kind: 'decimal',
      required: true,
      min: 0.000001,
      max: 1_000_000_000,
      precision: 18,
      scale: 6,
      list: true,
      sortable: true,
    },
    description(),
  ],
});
