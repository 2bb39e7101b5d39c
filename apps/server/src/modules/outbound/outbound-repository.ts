import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  consignee,
  location,
  outboundAllocation,
  outboundOrder,
  outboundOrderLine,
  productSku,
  stock,
  stockLedger,
} from '../../db/schema/index.ts';
import { orderLinesRepository } from '../orders/order-lines-repository.ts';

export type OrderRow = typeof outboundOrder.$inferSelect;
export type LineRow = typeof outboundOrderLine.$inferSelect;
export type OrderValues = Partial<typeof outboundOrder.$inferInsert>;
export type LineValues = Partial<typeof outboundOrderLine.$inferInsert>;

/** A line as the screens read it: the row plus the SKU's number and barcode and the consignee's name. */
const lineSelection = {
  line: outboundOrderLine,
  skuLabel: productSku.no,
  barCode: productSku.barCode,
  consigneeLabel: consignee.name,
};

/**
 * All SQL of outbound orders. Stock is only read here (allocation candidates); its quantities
 * change through the stock module.
 */
export const outboundRepository = {
  ...orderLinesRepository({ order: outboundOrder, line: outboundOrderLine, seq: 'outbound_order_no_seq' }),

  /**
   * What left for each consignee and SKU: the order's outbound ledger rows by line (its stock out),
   * to the line's consignee, else the order's. Rows without either are left out.
   */
  /**
   * What each line of a shipped order issued, by its ledger rows, with the consignee it went to (the line's, else the
   * order's): the container postings and the `outbound.shipped` event both read it.
   */
  async shipped(db: DbOrTx, o: Pick<OrderRow, 'id' | 'no' | 'consignee'>) {
    const rows = await db
      .select({
        id: outboundOrderLine.id,
        lineNo: outboundOrderLine.lineNo,
        consignee: outboundOrderLine.consignee,
        sku: outboundOrderLine.sku,
        skuNo: productSku.no,
        lotNo: outboundOrderLine.lotNo,
        qty: outboundOrderLine.qty,
        issuedQty: sql<number>`(-sum(${stockLedger.qty}))::int`,
      })
      .from(stockLedger)
      .innerJoin(outboundOrderLine, eq(outboundOrderLine.id, stockLedger.orderLine))
      .innerJoin(productSku, eq(productSku.id, outboundOrderLine.sku))
      .where(and(eq(stockLedger.orderNo, o.no), eq(stockLedger.type, 'outbound'), eq(outboundOrderLine.order, o.id)))
      .groupBy(outboundOrderLine.id, productSku.no)
      .orderBy(asc(outboundOrderLine.lineNo));
    return rows.map((r) => ({ ...r, consignee: r.consignee ?? o.consignee }));
  },

  async lines(db: DbOrTx, orderId: number) {
    const rows = await db
      .select(lineSelection)
      .from(outboundOrderLine)
      .innerJoin(productSku, eq(productSku.id, outboundOrderLine.sku))
      .leftJoin(consignee, eq(consignee.id, outboundOrderLine.consignee))
      .where(eq(outboundOrderLine.order, orderId))
      .orderBy(asc(outboundOrderLine.lineNo));
    return rows.map(({ line, ...labels }) => ({ ...line, ...labels }));
  },

  /** Lines of these orders with their SKU numbers, in order and line-number order (allocation). */
  async linesOf(db: DbOrTx, orderIds: number[]) {
    return db
      .select({
        id: outboundOrderLine.id,
        order: outboundOrderLine.order,
        lineNo: outboundOrderLine.lineNo,
        sku: outboundOrderLine.sku,
        skuNo: productSku.no,
        lotNo: outboundOrderLine.lotNo,
        qty: outboundOrderLine.qty,
        allocQty: outboundOrderLine.allocQty,
      })
      .from(outboundOrderLine)
      .innerJoin(productSku, eq(productSku.id, outboundOrderLine.sku))
      .where(inArray(outboundOrderLine.order, orderIds))
      .orderBy(asc(outboundOrderLine.order), asc(outboundOrderLine.lineNo));
  },

  /** Keeps the header's qty and allocQty the sums of its lines'; returns them and the number of lines. */
  async refreshTotals(tx: DbOrTx, orderId: number): Promise<{ lines: number; qty: number; allocQty: number }> {
    const [t] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        qty: sql<number>`coalesce(sum(${outboundOrderLine.qty}), 0)::int`,
        allocQty: sql<number>`coalesce(sum(${outboundOrderLine.allocQty}), 0)::int`,
      })
      .from(outboundOrderLine)
      .where(eq(outboundOrderLine.order, orderId));
    await tx.update(outboundOrder).set({ qty: t!.qty, allocQty: t!.allocQty }).where(eq(outboundOrder.id, orderId));
    return t!;
  },

  /**
   * Stock rows that may serve these SKUs in a warehouse: available status, something unallocated.
   * Read without locks; the allocator then locks them through the stock module and decides on what
   * the lock returns, so a row changed in between is seen as it is.
   */
  async candidates(db: DbOrTx, warehouseId: number, skus: number[]) {
    if (!skus.length) return [];
    const where: SQL = and(
      eq(stock.warehouse, warehouseId),
      // One array parameter rather than one per SKU (a 1,000-line order).
      sql`${stock.sku} = any(${intArray(skus)})`,
      eq(stock.status, 'available'),
      sql`${stock.qoh} > ${stock.qal}`,
    )!;
    return db
      .select({
        id: stock.id,
        sku: stock.sku,
        lotNo: stock.lotNo,
        inboundDate: stock.inboundDate,
        locationCode: location.code,
        available: sql<number>`${stock.qoh} - ${stock.qal}`,
      })
      .from(stock)
      .innerJoin(location, eq(location.id, stock.location))
      .where(where)
      .orderBy(asc(stock.id));
  },

  /**
   * Writes allocation rows; with `merge` (lines that hold allocations already, a top-up) a row for a
   * line and stock row that exists grows instead. Without it a plain insert: ON CONFLICT costs a
   * speculative insertion per row and fires the update triggers too.
   */
  async addAllocations(
    tx: DbOrTx,
    rows: { order: number; line: number; stock: number; qty: number }[],
    merge: boolean,
  ): Promise<void> {
    if (!rows.length) return;
    // Four array parameters rather than four per row: a 1,000-line order may write thousands of rows.
    const upsert = merge
      ? sql`on conflict (line_id, stock_id) do update set qty = outbound_allocation.qty + excluded.qty, updated_at = now()`
      : sql``;
    await tx.execute(sql`
      insert into outbound_allocation (order_id, line_id, stock_id, qty)
      select * from unnest(${intArray(rows.map((r) => r.order))}, ${intArray(rows.map((r) => r.line))},
        ${intArray(rows.map((r) => r.stock))}, ${intArray(rows.map((r) => r.qty))})
      ${upsert}`);
  },

  async allocations(db: DbOrTx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return db
      .select()
      .from(outboundAllocation)
      .where(inArray(outboundAllocation.order, orderIds))
      .orderBy(asc(outboundAllocation.stock), asc(outboundAllocation.id));
  },

  /** Adds what stock out issued to each line's issuedQty (one statement for the whole order). */
  async addIssued(tx: DbOrTx, rows: { line: number; qty: number }[]): Promise<void> {
    if (!rows.length) return;
    await tx.execute(sql`
      update outbound_order_line l set issued_qty = l.issued_qty + d.q, updated_at = now()
      from (select v.l, sum(v.q)::int as q from unnest(${intArray(rows.map((r) => r.line))}, ${intArray(rows.map((r) => r.qty))}) as v(l, q) group by v.l) d
      where l.id = d.l`);
  },

  async deleteAllocations(tx: DbOrTx, orderIds: number[]): Promise<void> {
    await tx.delete(outboundAllocation).where(inArray(outboundAllocation.order, orderIds));
  },
};
