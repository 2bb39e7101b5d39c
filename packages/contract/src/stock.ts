import { z } from 'zod';
import { ENUMS } from './enums.ts';
import { defineResource } from './resource.ts';
import { zInt } from './scalars-schema.ts';
import { ZTableQuery } from './table-schema.ts';

/**
 * Stock and its ledger (spec §3), read-only lists: only the stock module's movements change
 * them, so these definitions serve the page, filter drawer, columns and export, never a form or
 * an import. They are not in RESOURCES: the generic engine gives them no add/update/delete routes.
 */
export const stock = defineResource({
  name: 'stock',
  path: '/inventory/stock',
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  defaultSort: { prop: 'sku', order: 'asc' },
  fields: [
    { name: 'sku', kind: 'ref', ref: 'productSku', list: true, sortable: true, readOnly: true },
    { name: 'itemName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'description', kind: 'string', list: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'location', kind: 'ref', ref: 'location', list: true, sortable: true, readOnly: true },
    { name: 'unit', kind: 'ref', ref: 'unit', list: true, readOnly: true },
    { name: 'status', kind: 'enum', enum: 'stockStatus', list: true, sortable: true, readOnly: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'qoh', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'qal', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'lotNo', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'lpn', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'shipBoxLbl', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'box', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'packType', kind: 'enum', enum: 'packagingType', list: true, sortable: true, readOnly: true },
    { name: 'packCode', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'inboundDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'age', kind: 'int', list: true, sortable: true, readOnly: true },
  ],
});

/**
 * Stock rows with scrapped stock still out (`~page/get` with `scrapped: true`), whatever is on hand:
 * a row scrapped whole has none and no other list shows it, yet `~restore` brings it back.
 * `scrapped` is what the ledger's scrap rows less its restore rows leave out.
 */
export const stockScrapped = defineResource({
  ...stock,
  name: 'stockScrapped',
  fields: [...stock.fields, { name: 'scrapped', kind: 'int', list: true, sortable: true, readOnly: true }],
});

export const stockLedger = defineResource({
  name: 'stockLedger',
  path: '/inventory/ledger',
  auditColumns: [],
  labelField: 'id',
  codeField: 'id',
  searchFields: [],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'ledgerDate', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'type', kind: 'enum', enum: 'ledgerType', list: true, sortable: true, readOnly: true },
    { name: 'sku', kind: 'ref', ref: 'productSku', list: true, sortable: true, readOnly: true },
    { name: 'itemName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'itemCode', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', list: true, sortable: true, readOnly: true },
    { name: 'location', kind: 'ref', ref: 'location', list: true, sortable: true, readOnly: true },
    { name: 'unit', kind: 'ref', ref: 'unit', list: true, readOnly: true },
    { name: 'qty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'orderNo', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'lotNo', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'lpn', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'shipBoxLbl', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'status', kind: 'enum', enum: 'stockStatus', list: true, sortable: true, readOnly: true },
    { name: 'stock', kind: 'int', sortable: true, readOnly: true },
    { name: 'userName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'comment', kind: 'string', list: true, readOnly: true },
  ],
});

/** Stock screens: one row per stock row, or totals per SKU or per location (the screens' summary views). */
export const STOCK_GROUPS = ['sku', 'location'] as const;
export type StockGroup = (typeof STOCK_GROUPS)[number];

/** Days of age: a whole number, as JSON or plain digits (a query string's form); never a boolean or a list. */
const day = zInt(0, 100_000);

/** `POST /inventory/stock/~page/get`: the table query plus grouping and the age range in days (spec: ageStart, ageEnd). */
export const ZStockQuery = ZTableQuery.extend({
  group: z.enum(STOCK_GROUPS).optional(),
  ageStart: day.optional(),
  ageEnd: day.optional(),
  /** Only rows with scrapped stock to restore, empty ones included (`stockScrapped`); not with `group`. */
  scrapped: z.boolean().optional(),
});
export type TStockQuery = z.infer<typeof ZStockQuery>;

const bound = z.string().trim().max(40).optional();

/** `POST /inventory/ledger/~page/get`: the table query plus type and the ledgerDate range (spec: start and end). */
export const ZLedgerQuery = ZTableQuery.extend({
  type: z.union([z.enum(ENUMS.ledgerType), z.array(z.enum(ENUMS.ledgerType)).min(1)]).optional(),
  start: bound,
  end: bound,
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;
