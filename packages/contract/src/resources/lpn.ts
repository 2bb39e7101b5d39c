import { defineResource } from '../resource.ts';
import { dimensionFields } from './fields.ts';

/** A licence plate (pallet or box label). A blank number is generated on add and import (see docs/decisions/masterdata.md). */
export const lpn = defineResource({
  name: 'lpn',
  path: '/bas/lpn',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no'],
  unique: [['no']],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'no', kind: 'string', max: 32, code128: true, list: true, sortable: true },
    { name: 'type', kind: 'enum', enum: 'lpnType', list: true, sortable: true },
    { name: 'packType', kind: 'enum', enum: 'packagingType', list: true, sortable: true },
    ...dimensionFields(),
    { name: 'qty', kind: 'int', required: true, min: 1, list: true, sortable: true, summary: true },
    { name: 'isPrint', kind: 'bool', list: true, sortable: true },
    { name: 'sscc', kind: 'string', max: 18, readOnly: true, list: true, sortable: true },
  ],
});

/** The LPN types that have a label screen, by its resource name (docs/decisions/printing-and-labels.md "LPN label screens"). */
export const LPN_LABEL_TYPES = { ibLpn: 'inbound', obLpn: 'outbound', obLabel: 'shipBox' } as const;
export type LpnLabelResource = keyof typeof LPN_LABEL_TYPES;

/**
 * A label screen: the rows of one LPN type in the same table, with label generation and printing
 * (docs/decisions/printing-and-labels.md, "Printing and labels"); the generic engine scopes every call to the type.
 */
function lpnLabels(name: LpnLabelResource, path: string) {
  return defineResource({
    name,
    path,
    labelField: lpn.labelField,
    codeField: lpn.codeField,
    searchFields: lpn.searchFields,
    unique: lpn.unique,
    defaultSort: lpn.defaultSort,
    table: 'lpn',
    scope: { type: LPN_LABEL_TYPES[name] },
    fields: lpn.fields.filter((f) => f.name !== 'type'),
  });
}

/** Receiving LPN (/inbound/ib/lpn). */
export const ibLpn = lpnLabels('ibLpn', '/inbound/ib/lpn');
/** Outbound LPN (/outbound/ob/lpn): pallets that leave. */
export const obLpn = lpnLabels('obLpn', '/outbound/ob/lpn');
/** Ship-box labels (/outbound/ob/label): the boxes packed for an outbound order. */
export const obLabel = lpnLabels('obLabel', '/outbound/ob/label');
