import { INV_MU_ROW_FIELDS, invMu } from '@wms/contract/inventory/mu';
import type { ResourceDef } from '@wms/contract/resource';
import type { TTableQuery } from '@wms/contract/table';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { location, productSku, stock, warehouse } from '../../../db/schema/index.ts';
import { groupedPage } from '../../resources/grouped-page.ts';
import { buildWhere, filterItems, ownEntry, type QueryColumns } from '../../resources/query-builder.ts';

const isRowField = (f: string) => (INV_MU_ROW_FIELDS as readonly string[]).includes(f);

/** A pallet's totals (HAVING side). */
const TOTALS: Record<string, SQL> = {
  skuCount: sql`count(distinct ${stock.sku})::int`,
  rows: sql`count(*)::int`,
  // A pallet's sums may pass int4 (float8 is exact to 2^53, a number from both drivers); qty is 0 on held rows.
  qoh: sql`sum(${stock.qoh})::float8`,
  qal: sql`sum(${stock.qal})::float8`,
  qty: sql`sum(${stock.qty})::float8`,
  inboundDate: sql`min(${stock.inboundDate})`,
};

/** Row-side fields (WHERE). */
const ROW: Record<string, AnyPgColumn> = {
  lpn: stock.lpn,
  warehouse: stock.warehouse,
  location: stock.location,
  sku: stock.sku,
  lotNo: stock.lotNo,
};

const rowDef: ResourceDef = { ...invMu, fields: invMu.fields.filter((f) => isRowField(f.name)) };
const totalDef: ResourceDef = { ...invMu, fields: invMu.fields.filter((f) => !isRowField(f.name)) };
const columns = (map: Record<string, AnyPgColumn | SQL>): QueryColumns => ({
  // Only the map's own columns: a pallet has no `id` or `createdAt` column to compare in HAVING.
  column: (f) => (Object.hasOwn(map, f) ? (map[f] as AnyPgColumn) : undefined),
  sortColumn: (f) => (Object.hasOwn(map, f) ? (map[f] as AnyPgColumn) : undefined),
  id: stock.id,
});

const SORT: Record<string, SQL> = {
  ...TOTALS,
  lpn: sql`${stock.lpn}`,
  warehouse: sql`min(${warehouse.name})`,
  location: sql`min(${location.code})`,
};

/**
 * All SQL of stock by pallet: stock rows on hand with an LPN, one group per LPN. The unbind itself
 * is a stock movement (stockService.unbind).
 */
export const invMuRepository = {
  async page(db: DbOrTx, q: TTableQuery) {
    const items = filterItems(q);
    const where = and(
      sql`${stock.lpn} is not null`,
      sql`${stock.qoh} > 0`,
      buildWhere(rowDef, columns(ROW), { filter: items.filter((i) => isRowField(i.field)) }),
    );
    const having = buildWhere(totalDef, columns(TOTALS), { filter: items.filter((i) => !isRowField(i.field)) });
    const by = ownEntry(SORT, q.prop || invMu.defaultSort!.prop);
    const dir = q.order === 'desc' || q.order === 'descending' ? desc : asc;
    // Drizzle's builders change in place: the page and the count each get their own.
    const groups = () =>
      db
        .select({
          id: sql<string>`${stock.lpn}`.as('id'),
          lpn: sql<string>`${stock.lpn}`.as('lpn'),
          // A pallet is in one place; should its rows be split, the first place stands and `locations` says so.
          warehouse: sql<number>`min(${stock.warehouse})`.as('warehouse'),
          warehouseLabel: sql<string>`min(${warehouse.name})`.as('warehouse_label'),
          warehouse$code: sql<string>`min(${warehouse.code})`.as('warehouse_code'),
          location: sql<number>`min(${stock.location})`.as('location'),
          locationLabel: sql<string>`min(${location.code})`.as('location_label'),
          location$code: sql<string>`min(${location.code})`.as('location_code'),
          locations: sql<number>`count(distinct ${stock.location})::int`.as('locations'),
          skuCount: sql<number>`${TOTALS.skuCount}`.as('sku_count'),
          rows: sql<number>`${TOTALS.rows}`.as('rows'),
          qoh: sql<number>`${TOTALS.qoh}`.as('qoh'),
          qal: sql<number>`${TOTALS.qal}`.as('qal'),
          qty: sql<number>`${TOTALS.qty}`.as('qty'),
          inboundDate: sql<string>`${TOTALS.inboundDate}`.as('inbound_date'),
        })
        .from(stock)
        .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
        .innerJoin(location, eq(location.id, stock.location))
        .where(where)
        .groupBy(stock.lpn)
        .having(having);
    const page = await groupedPage(db, groups, [dir(by), asc(stock.lpn)], ['qoh', 'qal', 'qty'], q);
    const rows = page.rows.map((r) => ({ ...r, inboundDate: new Date(r.inboundDate as string).toISOString() }));
    return { ...page, rows };
  },

  /** What one pallet carries: its stock rows on hand, in location, SKU and lot order. */
  async rows(db: DbOrTx, lpn: string) {
    return db
      .select({
        id: stock.id,
        sku: stock.sku,
        skuLabel: productSku.no,
        itemName: stock.itemName,
        warehouse: stock.warehouse,
        warehouseLabel: warehouse.name,
        location: stock.location,
        locationLabel: location.code,
        lotNo: stock.lotNo,
        shipBoxLbl: stock.shipBoxLbl,
        status: stock.status,
        qoh: stock.qoh,
        qal: stock.qal,
        qty: sql<number>`${stock.qty}`,
      })
      .from(stock)
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
      .innerJoin(location, eq(location.id, stock.location))
      .where(and(eq(stock.lpn, lpn), sql`${stock.qoh} > 0`))
      .orderBy(asc(location.code), asc(productSku.no), asc(stock.lotNo), asc(stock.id));
  },
};
