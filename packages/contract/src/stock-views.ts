import type { FieldDef, ResourceDef } from './resource.ts';
import { type StockGroup, stock } from './stock.ts';

/** Fields the server can sort grouped totals by (stock-list-repository GROUP_SORT). */
const GROUP_SORTABLE = new Set(['qoh', 'qal', 'qty', 'box', 'inboundDate', 'age', 'warehouse', 'sku', 'itemName', 'location']);

/** Columns of each grouped view; the other stock fields stay as filters (they narrow the rows summed). */
const GROUP_COLUMNS: Record<StockGroup, string[]> = {
  sku: ['warehouse', 'sku', 'itemName', 'description', 'unit', 'qty', 'qoh', 'qal', 'box', 'inboundDate', 'age'],
  location: ['warehouse', 'location', 'qty', 'qoh', 'qal', 'box', 'inboundDate', 'age'],
};

const ROWS: FieldDef = { name: 'rows', kind: 'int', list: true, readOnly: true, filter: false };

/**
 * The stock list as totals per SKU or per location: its own definition (own column settings and
 * favourites), labelled as stock. Rows are keyed `<warehouse>-<sku|location>`.
 */
export function groupedStockDef(group: StockGroup): ResourceDef {
  const columns = GROUP_COLUMNS[group];
  const fields = stock.fields.map((f) => ({
    ...f,
    list: columns.includes(f.name),
    sortable: GROUP_SORTABLE.has(f.name) && (columns.includes(f.name) || f.name === group),
  }));
  const ordered = [
    ...columns.map((n) => fields.find((f) => f.name === n)!),
    ...fields.filter((f) => !columns.includes(f.name)),
    ROWS,
  ];
  return {
    ...stock,
    name: group === 'sku' ? 'stockBySku' : 'stockByLocation',
    fields: ordered,
    defaultSort: { prop: group, order: 'asc' },
  };
}

export const STOCK_BY_SKU = groupedStockDef('sku');
export const STOCK_BY_LOCATION = groupedStockDef('location');
const FIRST_BY_LOCATION = ['warehouse', 'location'];

/** The location screen's detail list: stock rows, warehouse and location first, in location order unless sorted otherwise. */
export const STOCK_ROWS_BY_LOCATION: ResourceDef = {
  ...stock,
  name: 'stockRowsByLocation',
  fields: [
    ...FIRST_BY_LOCATION.map((n) => stock.fields.find((f) => f.name === n)!),
    ...stock.fields.filter((f) => !FIRST_BY_LOCATION.includes(f.name)),
  ],
  defaultSort: { prop: 'location', order: 'asc' },
};
