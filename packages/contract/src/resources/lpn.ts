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
    { name: 'sscc', kind: 'string', max: 18, readOnly: true, list: true, sortable: true },
  ],
});

/**
 * The Receiving LPN screen (/inbound/ib/lpn): the inbound LPNs of the same table, with label
 * generation and printing (docs/decisions.md, "Printing and labels").
 */
export const ibLpn = defineResource({
  name: 'ibLpn',
  path: '/inbound/ib/lpn',
  labelField: lpn.labelField,
  codeField: lpn.codeField,
  searchFields: lpn.searchFields,
  unique: lpn.unique,
  defaultSort: lpn.defaultSort,
  table: 'lpn',
  scope: { type: 'inbound' },
  fields: lpn.fields.filter((f) => f.name !== 'type'),
});
