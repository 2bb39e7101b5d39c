import { defineResource } from '../resource.ts';
import { unitFields } from './fields.ts';

/** A unit of measure that items and SKUs count in (pcs, set, kg...). */
export const unit = defineResource({
  name: 'unit',
  path: '/bas/unit',
  unique: [['code']],
  fields: unitFields(),
});
