import { ibMu, MU_LINE_FIELDS } from '@wms/contract/inbound/mu';
import { ORDER_STATUS } from '@wms/contract/inbound/status';
import type { ResourceDef } from '@wms/contract/resource';
import type { TTableQuery } from '@wms/contract/table';
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { inboundOrder, inboundOrderLine, productSku, warehouse } from '../../db/schema/index.ts';
import { groupedPage } from '../resources/grouped-page.ts';
import { buildWhere, filterItems, ownEntry, type QueryColumns } from '../resources/query-builder.ts';

/** Orders whose lines no longer make up a pallet: cancelled ones and finished ones. */
export const CLOSED_ORDER = [ORDER_STATUS.cancelled, ORDER_STATUS.finished];

const lpn = inboundOrderLine.lpn;
const open = sql`${inboundOrderLine.shipQty} - ${inboundOrderLine.stockQty}`;

/** A pallet's totals (HAVING side); `status` is open / partial / stored by what is put away. */
const TOTALS: Record<string, SQL> = {
  skuCount: sql`count(distinct ${inboundOrderLine.sku})::int`,
  lines: sql`count(*)::int`,
  qty: sql`sum(${inboundOrderLine.shipQty})::int`,
  stockQty: sql`sum(${inboundOrderLine.stockQty})::int`,
  openQty: sql`sum(${open})::int`,
  status: sql`case when sum(${inboundOrderLine.stockQty}) = 0 then 'open' when sum(${open}) > 0 then 'partial' else 'stored' end`,
};

/** Line-side fields (WHERE). */
const LINE: Record<string, AnyPgColumn | SQL> = {
  lpn,
  warehouse: inboundOrder.warehouse,
  orderNo: inboundOrder.no,
};

const lineDef: ResourceDef = {
  ...ibMu,
  fields: ibMu.fields.filter((f) => (MU_LINE_FIELDS as readonly string[]).includes(f.name)),
};
const totalDef: ResourceDef = {
  ...ibMu,
  fields: ibMu.fields.filter((f) => !(MU_LINE_FIELDS as readonly string[]).includes(f.name)),
};
const columns = (map: Record<string, AnyPgColumn | SQL>): QueryColumns => ({
  // Only the map's own columns: a pallet has no `id` or `createdAt` column to compare in HAVING.
  column: (f) => (Object.hasOwn(map, f) ? (map[f] as AnyPgColumn) : undefined),
  sortColumn: (f) => (Object.hasOwn(map, f) ? (map[f] as AnyPgColumn) : undefined),
  id: inboundOrderLine.id,
});

/** Sort keys of the pallet list: a group's line-side values through an aggregate. */
const SORT: Record<string, SQL> = {
  ...TOTALS,
  lpn: sql`min(${lpn})`,
  warehouse: sql`min(${warehouse.name})`,
  orderNo: sql`min(${inboundOrder.no})`,
};

/** All SQL of multi-unit pallets; the put-away itself goes through the inbound service and the stock module. */
export const muRepository = {
  /** One page of pallets: lines of live orders with an LPN, grouped per warehouse and LPN. */
  async page(db: DbOrTx, q: TTableQuery) {
    const items = filterItems(q);
    const isLine = (f: string) => (MU_LINE_FIELDS as readonly string[]).includes(f);
    const where = and(
      sql`${lpn} <> ''`,
      notInArray(inboundOrder.status, CLOSED_ORDER),
      buildWhere(lineDef, columns(LINE), { filter: items.filter((i) => isLine(i.field)) }),
    );
    const having = buildWhere(totalDef, columns(TOTALS), { filter: items.filter((i) => !isLine(i.field)) });
    const by = ownEntry(SORT, q.prop || ibMu.defaultSort!.prop);
    const dir = q.prop ? (q.order === 'desc' || q.order === 'descending' ? desc : asc) : asc;
    // Drizzle's builders change in place: the page and the count each get their own.
    const groups = () =>
      db
        .select({
          id: sql<string>`${inboundOrder.warehouse} || '-' || ${lpn}`.as('id'),
          lpn: sql<string>`${lpn}`.as('lpn'),
          warehouse: sql<number>`${inboundOrder.warehouse}`.as('warehouse'),
          warehouseLabel: sql<string>`min(${warehouse.name})`.as('warehouse_label'),
          orderNo: sql<string>`string_agg(distinct ${inboundOrder.no}, ', ')`.as('order_no'),
          status: sql<string>`${TOTALS.status}`.as('status'),
          skuCount: sql<number>`${TOTALS.skuCount}`.as('sku_count'),
          lines: sql<number>`${TOTALS.lines}`.as('lines'),
          qty: sql<number>`${TOTALS.qty}`.as('qty'),
          stockQty: sql<number>`${TOTALS.stockQty}`.as('stock_qty'),
          openQty: sql<number>`${TOTALS.openQty}`.as('open_qty'),
        })
        .from(inboundOrderLine)
        .innerJoin(inboundOrder, eq(inboundOrder.id, inboundOrderLine.order))
        .innerJoin(warehouse, eq(warehouse.id, inboundOrder.warehouse))
        .where(where)
        .groupBy(inboundOrder.warehouse, lpn)
        .having(having);
    return groupedPage(db, groups, [dir(by), asc(lpn), asc(inboundOrder.warehouse)], ['qty', 'stockQty', 'openQty'], q);
  },

  /**
   * The lines carrying one of these LPN texts (a pallet's names, modules/scan), every order and
   * warehouse, with their order's number, status and warehouse; `orders` narrows them to those orders.
   */
  async lines(db: DbOrTx, lpnNos: string[], orders?: number[]) {
    return db
      .select({
        id: inboundOrderLine.id,
        order: inboundOrderLine.order,
        orderNo: inboundOrder.no,
        orderStatus: inboundOrder.status,
        warehouse: inboundOrder.warehouse,
        lineNo: inboundOrderLine.lineNo,
        sku: inboundOrderLine.sku,
        skuLabel: productSku.no,
        itemName: inboundOrderLine.itemName,
        shipQty: inboundOrderLine.shipQty,
        stockQty: inboundOrderLine.stockQty,
        openQty: sql<number>`(${open})::int`,
        lotNo: inboundOrderLine.lotNo,
        shipBoxLbl: inboundOrderLine.shipBoxLbl,
      })
      .from(inboundOrderLine)
      .innerJoin(inboundOrder, eq(inboundOrder.id, inboundOrderLine.order))
      .innerJoin(productSku, eq(productSku.id, inboundOrderLine.sku))
      .where(and(inArray(lpn, lpnNos), orders ? inArray(inboundOrderLine.order, orders) : undefined))
      .orderBy(asc(inboundOrderLine.order), asc(inboundOrderLine.lineNo));
  },
};
