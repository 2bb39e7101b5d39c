import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { rowSchema } from '../resource-schema.ts';
import { zId, zText } from '../scalars-schema.ts';

/**
 * Multi-unit (MU) outbound (issue 10 §6): whole pallets shipped by scanning their LPN labels. A
 * pallet is not a table of its own: it is the stock rows carrying one `lpn` in a warehouse
 * (docs/decisions/outbound-and-allocation.md "MU outbound"). Read-only list of the pallets in stock, not in RESOURCES:
 * what each carries, and how much of it is allocated to which orders.
 */
export const obMu = defineResource({
  name: 'obMu',
  path: '/outbound/ob/mu',
  auditColumns: [],
  labelField: 'lpn',
  codeField: 'lpn',
  searchFields: ['lpn'],
  defaultSort: { prop: 'lpn', order: 'asc' },
  fields: [
    { name: 'lpn', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'locationCode', kind: 'string', max: 500, list: true, sortable: true, readOnly: true },
    { name: 'skuCount', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'qoh', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'qal', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, readOnly: true, summary: true },
    { name: 'orderNo', kind: 'string', max: 500, list: true, sortable: true, readOnly: true },
  ],
});

/** A pallet row: `id` is `<warehouse id>-<lpn>`; `locationCode` and `orderNo` list codes, comma-separated. */
export const ZObMuRow = rowSchema(obMu).omit({ createdAt: true, updatedAt: true }).extend({ id: z.string() });

/**
 * `POST ~ship`: ship what the pallet `lpn` holds for the allocated outbound order `order` (in the
 * order's warehouse): the allocations of the order on the pallet's stock rows are issued.
 */
export const ZObMuShip = z.object({ order: zId(), lpn: zText(50).trim().min(1) });
export type TObMuShip = z.infer<typeof ZObMuShip>;

/** What one pallet scan shipped: rows and quantity issued, and the order with its status after it. */
export const ZObMuShipResult = z.object({
  lpn: z.string(),
  rows: z.number().int(),
  qty: z.number().int(),
  order: z.object({ id: z.number().int(), no: z.string(), status: z.number().int() }),
  /** Allocations of the order still to ship (on other pallets or loose stock); 0 when the order is out. */
  remaining: z.number().int(),
});
