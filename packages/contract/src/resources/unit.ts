import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** A unit of measure that items and SKUs count in (pcs, set, kg...). */
export const unit = defineResource({
  name: 'unit',
  path: '/bas/unit',
  unique: [['code']],
  fields: [
    code(16),
    name(true, 50),
    { name: 'unitClass', kind: 'enum', enum: 'unitClass', required: true, list: true, sortable: true },
    description(),
  ],
});
