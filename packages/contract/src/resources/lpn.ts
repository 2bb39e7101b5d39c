import { defineResource } from '../resource.ts';
import { dimensionFields } from './fields.ts';

/** A licence plate (pallet or box label). A blank number is generated on add and import (see decisions.md). */
export const lpn = defineResource({
  name: 'lpn',
  path: '/bas/lpn',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no'],
  unique: [['no']],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'no', kind: 'string', max: 32, list: true, sortable: true },
    { name: 'type', kind: 'enum', enum: 'lpnType', list: true, sortable: true },
    { name: 'packType', kind: 'enum', enum: 'packagingType', list: true, sortable: true },
    ...dimensionFields(),
    { name: 'qty', kind: 'int', required: true, min: 1, list: true, sortable: true, summary: true },
    { name: 'isPrint', kind: 'bool', list: true, sortable: true },
  ],
});
