import { defineResource } from '../resource.ts';
import { code, description, name } from './fields.ts';

/** A unit of measure that items and SKUs count in (pcs, set, kg...). */
export const unit = defineResource({
  name: 'unit',
  path: '/bas/unit',
  area: 'bas',
  key: 'unit',
  labelField: 'name',
  codeField: 'code',
  searchFields: ['code', 'name'],
  unique: [['code']],
  fields: [
    code(16),
    name(true, 50),
    { name: 'unitClass', kind: 'enum', enum: 'unitClass', required: true, list: true, sortable: true },
    description(),
  ],
});
