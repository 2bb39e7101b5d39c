import type { PackagingType } from '@wms/contract/containers/container-account';
import type { RequestKind } from '@wms/contract/request/flow';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  location,
  mrOrder,
  mrOrderLine,
  mrOrderRoute,
  packaging,
  packagingMaterial,
  productSku,
  stock,
  trOrder,
  trOrderLine,
  trOrderRoute,
  warehouse,
} from '../../db/schema/index.ts';
import { orderLinesRepository } from '../orders/order-lines-repository.ts';

export type OrderRow = typeof trOrder.$inferSelect;
export type LineRow = typeof trOrderLine.$inferSelect;
export type RouteInsert = typeof trOrderRoute.$inferInsert;

const TABLES = {
  tr: { order: trOrder, line: trOrderLine, route: trOrderRoute, seq: 'tr_order_no_seq' },
  mr: { order: mrOrder, line: mrOrderLine, route: mrOrderRoute, seq: 'mr_order_no_seq' },
} as const;

/** A line with what its stock movement needs: the code it asks for and the SKU of that code in the order's warehouse. */
export type StockLine = {
  id: number;
  lineNo: number;
  qty: number;
  doneQty: number;
  code: string;
  sku: number | null;
  /** The packaging's or material's type: what the line posts to the customer's container account. */
  packagingType: PackagingType;
};

/** All SQL of one kind of request order (the two kinds have the same columns in their own tables). Stock is written only by modules/inventory/stock. */
export function requestRepository(kind: RequestKind) {
  // Both kinds' tables have identical columns; typed as the tr tables so one body serves both.
  const t = TABLES[kind] as unknown as (typeof TABLES)['tr'];
  const { order, line, route } = t;
  const sku = alias(productSku, 'line_sku');
  /** The code a line asks for: its packaging's or its material's. */
  const code = sql<string>`coalesce(${packaging.code}, ${packagingMaterial.code})`;
  const packagingType = sql<PackagingType>`coalesce(${packaging.type}, ${packagingMaterial.type})`;

  return {
    ...orderLinesRepository({ order, line, seq: t.seq }),

    /** Lines as the screens read them: labels of the packaging, the material and the SKU of the order's warehouse. */
    async lines(db: DbOrTx, orderId: number) {
      const rows = await db
        .select({
          line,
          packagingLabel: packaging.name,
          materialLabel: packagingMaterial.name,
          code,
          skuLabel: sku.no,
        })
        .from(line)
        .innerJoin(order, eq(order.id, line.order))
        .leftJoin(packaging, eq(packaging.id, line.packaging))
        .leftJoin(packagingMaterial, eq(packagingMaterial.id, line.material))
        .leftJoin(sku, and(eq(sku.warehouse, order.warehouse), eq(sku.no, code)))
        .where(eq(line.order, orderId))
        .orderBy(asc(line.lineNo));
      return rows.map(({ line: l, ...labels }) => ({ ...(l as LineRow), ...labels }));
    },

    /** Lines with the SKU their code names in the warehouse (null: none), for the stock movements. */
    async stockLines(db: DbOrTx, orderId: number, warehouseId: number): Promise<StockLine[]> {
      return db
        .select({ id: line.id, lineNo: line.lineNo, qty: line.qty, doneQty: line.doneQty, code, sku: sku.id, packagingType })
        .from(line)
        .leftJoin(packaging, eq(packaging.id, line.packaging))
        .leftJoin(packagingMaterial, eq(packagingMaterial.id, line.material))
        .leftJoin(sku, and(eq(sku.warehouse, warehouseId), eq(sku.no, code)))
        .where(eq(line.order, orderId))
        .orderBy(asc(line.lineNo));
    },

    /**
     * Packagings and materials by id with the SKU their code names in the warehouse (null: none), for
     * the line checks of a transit order, whose receipt needs that SKU.
     */
    async skusOfCodes(db: DbOrTx, warehouseId: number, packagingIds: number[], materialIds: number[]) {
      const of = async (t: typeof packaging | typeof packagingMaterial, ids: number[]) => {
        if (!ids.length) return new Map<number, { code: string; name: string | null; sku: number | null }>();
        const rows = await db
          .select({ id: t.id, code: t.code, name: t.name, sku: sku.id })
          .from(t)
          .leftJoin(sku, and(eq(sku.warehouse, warehouseId), eq(sku.no, t.code)))
          .where(inArray(t.id, ids));
        return new Map(rows.map(({ id, ...r }) => [id, r]));
      };
      return { packaging: await of(packaging, packagingIds), material: await of(packagingMaterial, materialIds) };
    },

    /** Keeps the header's qty and doneQty the sums of its lines'; returns the number of lines. */
    async refreshTotals(tx: DbOrTx, orderId: number): Promise<{ lines: number }> {
      const [r] = await tx
        .select({
          lines: sql<number>`count(*)::int`,
          qty: sql<number>`coalesce(sum(${line.qty}), 0)::int`,
          done: sql<number>`coalesce(sum(${line.doneQty}), 0)::int`,
        })
        .from(line)
        .where(eq(line.order, orderId));
      await tx.update(order).set({ qty: r!.qty, doneQty: r!.done }).where(eq(order.id, orderId));
      return { lines: r!.lines };
    },

    /** Every line done in full (the stock moved for all of it). */
    async completeLines(tx: DbOrTx, orderId: number): Promise<void> {
      await tx
        .update(line)
        .set({ doneQty: sql`${line.qty}`, updatedAt: new Date() })
        .where(eq(line.order, orderId));
    },

    async addRoute(tx: DbOrTx, step: RouteInsert): Promise<void> {
      await tx.insert(route).values(step);
    },

    async route(db: DbOrTx, orderId: number) {
      const rows = await db.select().from(route).where(eq(route.order, orderId)).orderBy(asc(route.id));
      return rows.map(({ order: _o, at, ...r }) => ({ ...r, at: at.toISOString() }));
    },

    /** The warehouse's first receive location by code: where a transit order's stock goes when the order names none. */
    async receiveLocation(db: DbOrTx, warehouseId: number): Promise<number | undefined> {
      const [r] = await db
        .select({ id: location.id })
        .from(location)
        .where(and(eq(location.warehouse, warehouseId), eq(location.type, 'receive')))
        .orderBy(asc(location.code), asc(location.id))
        .limit(1);
      return r?.id;
    },

    async location(db: DbOrTx, id: number) {
      const [r] = await db
        .select({ id: location.id, code: location.code, warehouse: location.warehouse })
        .from(location)
        .where(eq(location.id, id));
      return r;
    },

    async warehouseCodeOf(db: DbOrTx, id: number): Promise<string> {
      const [r] = await db.select({ code: warehouse.code }).from(warehouse).where(eq(warehouse.id, id));
      return r?.code ?? String(id);
    },

    /**
     * Available stock rows of these SKUs in the warehouse (at one location when given), oldest first:
     * what a delivery takes from. Read without locks; the caller locks them through the stock module.
     */
    async availableStock(db: DbOrTx, warehouseId: number, skuIds: number[], locationId?: number | null) {
      if (!skuIds.length) return [];
      return db
        .select({ id: stock.id, sku: stock.sku, qty: sql<number>`(${stock.qoh} - ${stock.qal})::int` })
        .from(stock)
        .where(
          and(
            eq(stock.warehouse, warehouseId),
            inArray(stock.sku, skuIds),
            eq(stock.status, 'available'),
            gt(sql`${stock.qoh} - ${stock.qal}`, 0),
            ...(locationId ? [eq(stock.location, locationId)] : []),
          ),
        )
        .orderBy(asc(stock.inboundDate), asc(stock.id));
    },
  };
}

export type RequestRepository = ReturnType<typeof requestRepository>;
