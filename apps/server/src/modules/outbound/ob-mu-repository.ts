import { obMu } from '@wms/contract/outbound/mu';
import type { TTableQuery } from '@wms/contract/table';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { location, outboundAllocation, outboundOrder, stock, stockLedger, warehouse } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { groupedPage } from '../resources/grouped-page.ts';
import { buildWhere, filterItems } from '../resources/query-builder.ts';

/** The pallets: stock rows on hand carrying an LPN, one group per warehouse and LPN. */
function pallets(db: DbOrTx) {
  // The orders each pallet's allocations serve, as one text per pallet.
  const orders = db
    .select({
      stock: outboundAllocation.stock,
      nos: sql<string>`string_agg(distinct ${outboundOrder.no}, ', ')`.as('nos'),
    })
    .from(outboundAllocation)
    .innerJoin(outboundOrder, eq(outboundOrder.id, outboundAllocation.order))
    .groupBy(outboundAllocation.stock)
    .as('orders');
  return db
    .select({
      id: sql<string>`${stock.warehouse} || '-' || ${stock.lpn}`.as('id'),
      lpn: sql<string>`${stock.lpn}`.as('lpn'),
      warehouse: sql<number>`${stock.warehouse}`.as('warehouse'),
      warehouseLabel: sql<string>`min(${warehouse.name})`.as('warehouse_label'),
      locationCode: sql<string>`string_agg(distinct ${location.code}, ', ')`.as('location_code'),
      skuCount: sql<number>`count(distinct ${stock.sku})::int`.as('sku_count'),
      // float8: a pallet's sums may pass int4; qty (available) is 0 on held rows.
      qoh: sql<number>`sum(${stock.qoh})::float8`.as('qoh'),
      qal: sql<number>`sum(${stock.qal})::float8`.as('qal'),
      qty: sql<number>`sum(${stock.qty})::float8`.as('qty'),
      orderNo: sql<string>`string_agg(distinct ${orders.nos}, ', ')`.as('order_no'),
    })
    .from(stock)
    .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
    .innerJoin(location, eq(location.id, stock.location))
    .leftJoin(orders, eq(orders.stock, stock.id))
    .where(and(sql`${stock.lpn} <> ''`, sql`${stock.qoh} > 0`))
    .groupBy(stock.warehouse, stock.lpn)
    .as('pallets');
}

/** All SQL of MU outbound; the issue itself goes through the stock module (ob-mu-service.ts). */
export const obMuRepository = {
  /** One page of pallets; every field filters and sorts over the grouped rows. */
  async page(db: DbOrTx, q: TTableQuery) {
    const p = pallets(db);
    const col = (f: string) => (p as unknown as Record<string, AnyPgColumn>)[f]!;
    const cols = { column: col, sortColumn: col, id: col('id') };
    const where = buildWhere(obMu, cols, { filter: filterItems(q) });
    const prop = q.prop || obMu.defaultSort!.prop;
    if (!obMu.fields.some((f) => f.name === prop && f.sortable)) {
      throw badRequest('table.unknownField', { field: prop.slice(0, 64) }, { field: prop.slice(0, 64) });
    }
    const dir = q.order === 'desc' || q.order === 'descending' ? desc : asc;
    const groups = () => db.select().from(p).where(where);
    return groupedPage(db, groups, [dir(col(prop)), asc(col('lpn')), asc(col('warehouse'))], ['qoh', 'qal', 'qty'], q);
  },

  /** Whether the warehouse holds stock on hand under this LPN. */
  async palletInStock(db: DbOrTx, warehouseId: number, lpns: string[]): Promise<boolean> {
    const [r] = await db
      .select({ id: stock.id })
      .from(stock)
      .where(and(eq(stock.warehouse, warehouseId), inArray(stock.lpn, lpns), sql`${stock.qoh} > 0`))
      .limit(1);
    return !!r;
  },

  /** The order's allocations on the pallet's stock rows (in that warehouse), in stock id order as every writer locks. */
  async allocationsOnPallet(db: DbOrTx, orderId: number, warehouseId: number, lpns: string[]) {
    return db
      .select({
        id: outboundAllocation.id,
        line: outboundAllocation.line,
        stock: outboundAllocation.stock,
        qty: outboundAllocation.qty,
      })
      .from(outboundAllocation)
      .innerJoin(stock, eq(stock.id, outboundAllocation.stock))
      .where(and(eq(outboundAllocation.order, orderId), eq(stock.warehouse, warehouseId), inArray(stock.lpn, lpns)))
      .orderBy(asc(outboundAllocation.stock), asc(outboundAllocation.id));
  },

  /** Whether stock under this LPN was already issued for the order (its outbound ledger rows). */
  async shippedBefore(db: DbOrTx, orderNo: string, warehouseId: number, lpns: string[]): Promise<boolean> {
    const [r] = await db
      .select({ id: stockLedger.id })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.type, 'outbound'),
          eq(stockLedger.orderNo, orderNo),
          eq(stockLedger.warehouse, warehouseId),
          inArray(stockLedger.lpn, lpns),
        ),
      )
      .limit(1);
    return !!r;
  },

  /** Allocation rows the issue has consumed. */
  async deleteAllocations(tx: DbOrTx, ids: number[]): Promise<void> {
    if (ids.length) await tx.delete(outboundAllocation).where(inArray(outboundAllocation.id, ids));
  },

  async remainingAllocations(db: DbOrTx, orderId: number): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboundAllocation)
      .where(eq(outboundAllocation.order, orderId));
    return r?.n ?? 0;
  },
};
