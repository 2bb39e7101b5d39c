import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  consignee,
  location,
  outboundAllocation,
  outboundOrder,
  outboundOrderLine,
  productSku,
  stock,
  warehouse,
} from '../../db/schema/index.ts';

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
  async nextSeq(db: DbOrTx): Promise<number> {
    const [r] = await db.select({ seq: sql<string>`nextval('outbound_order_no_seq')` }).from(sql`(select 1) as one`);
    return Number(r!.seq);
  },

  async noTaken(db: DbOrTx, no: string, exceptId?: number): Promise<boolean> {
    const where = exceptId ? and(eq(outboundOrder.no, no), sql`${outboundOrder.id} <> ${exceptId}`) : eq(outboundOrder.no, no);
    return (await db.select({ id: outboundOrder.id }).from(outboundOrder).where(where).limit(1)).length > 0;
  },

  async insertOrder(tx: DbOrTx, values: typeof outboundOrder.$inferInsert): Promise<OrderRow> {
    return (await tx.insert(outboundOrder).values(values).returning())[0]!;
  },

  async insertLines(tx: DbOrTx, rows: (typeof outboundOrderLine.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(outboundOrderLine).values(rows);
  },

  /** The order row locked until the transaction ends: one workflow action per order at a time, across processes. */
  async lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
    return (await tx.select().from(outboundOrder).where(eq(outboundOrder.id, id)).for('update'))[0];
  },

  /** Orders locked in id order, so two calls over overlapping orders wait rather than deadlock. */
  async lockOrders(tx: DbOrTx, ids: number[]): Promise<OrderRow[]> {
    return tx.select().from(outboundOrder).where(inArray(outboundOrder.id, ids)).orderBy(asc(outboundOrder.id)).for('update');
  },

  /** Orders as they are, unlocked (read-only calls), in id order. */
  async orders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
    return db.select().from(outboundOrder).where(inArray(outboundOrder.id, ids)).orderBy(asc(outboundOrder.id));
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

  async linesByIds(db: DbOrTx, ids: number[]): Promise<LineRow[]> {
    if (!ids.length) return [];
    return db.select().from(outboundOrderLine).where(inArray(outboundOrderLine.id, ids));
  },

  async updateOrder(tx: DbOrTx, id: number, values: OrderValues): Promise<void> {
    await tx
      .update(outboundOrder)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(outboundOrder.id, id));
  },

  async updateLine(tx: DbOrTx, id: number, values: LineValues): Promise<void> {
    await tx
      .update(outboundOrderLine)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(outboundOrderLine.id, id));
  },

  async deleteLines(tx: DbOrTx, ids: number[]): Promise<void> {
    await tx.delete(outboundOrderLine).where(inArray(outboundOrderLine.id, ids));
  },

  async deleteOrders(tx: DbOrTx, ids: number[]): Promise<void> {
    await tx.delete(outboundOrder).where(inArray(outboundOrder.id, ids));
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

  async maxLineNo(tx: DbOrTx, orderId: number): Promise<number> {
    const [r] = await tx
      .select({ n: sql<number>`coalesce(max(${outboundOrderLine.lineNo}), 0)::int` })
      .from(outboundOrderLine)
      .where(eq(outboundOrderLine.order, orderId));
    return r!.n;
  },

  async skus(db: DbOrTx, ids: number[]) {
    if (!ids.length)
      return new Map<
        number,
        { id: number; no: string; warehouse: number; itemName: string | null; description: string | null }
      >();
    const rows = await db
      .select({
        id: productSku.id,
        no: productSku.no,
        warehouse: productSku.warehouse,
        itemName: productSku.itemName,
        description: productSku.description,
      })
      .from(productSku)
      .where(inArray(productSku.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  async warehouseCode(db: DbOrTx, id: number): Promise<string | undefined> {
    const [r] = await db.select({ code: warehouse.code }).from(warehouse).where(eq(warehouse.id, id));
    return r?.code;
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
      sql`${stock.sku} = any(${`{${skus.join(',')}}`}::int[])`,
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
   * The candidates a fifo or qty plan can reach: per SKU, rows in the strategy's order (the planner's:
   * fifo = inboundDate, location code in character order, id; qty = available first) up to the first
   * whose preceding rows already cover the order's need of that SKU. A 1,000-line order reads a few
   * thousand rows instead of every row of its SKUs. A plan short on them is made again from all.
   */
  async candidatesWithin(db: DbOrTx, warehouseId: number, needs: { sku: number; qty: number }[], strategy: 'fifo' | 'qty') {
    if (!needs.length) return [];
    const json = JSON.stringify(needs.map((n) => ({ s: n.sku, q: n.qty })));
    const fifo = sql`s.inbound_date, l.code collate "C", s.id`;
    const order = strategy === 'fifo' ? fifo : sql`s.qoh - s.qal, ${fifo}`;
    const res = await db.execute(sql`
      with need as (select n.s, n.q from jsonb_to_recordset(${json}::jsonb) as n(s int, q int)),
      c as (
        select s.id, s.sku_id, s.lot_no, s.inbound_date, l.code, s.qoh - s.qal as available,
          sum(s.qoh - s.qal) over (partition by s.sku_id order by ${order} rows between unbounded preceding and 1 preceding) as before
        from stock s join location l on l.id = s.location_id
        where s.warehouse_id = ${warehouseId} and s.sku_id in (select s from need)
          and s.status = 'available' and s.qoh > s.qal)
      select c.id, c.sku_id as sku, c.lot_no as "lotNo", c.inbound_date as "inboundDate", c.code as "locationCode", c.available
      from c join need n on n.s = c.sku_id where coalesce(c.before, 0) < n.q order by c.id`);
    return (
      res as unknown as {
        rows: {
          id: number;
          sku: number;
          lotNo: string | null;
          inboundDate: string | Date;
          locationCode: string;
          available: number;
        }[];
      }
    ).rows.map((r) => ({ ...r, id: Number(r.id), sku: Number(r.sku), available: Number(r.available) }));
  },

  /** Adds allocation rows; a (line, stock) pair allocated before grows by the new quantity. */
  async addAllocations(tx: DbOrTx, rows: { order: number; line: number; stock: number; qty: number }[]): Promise<void> {
    if (!rows.length) return;
    // One JSON parameter rather than four per row: a 1,000-line order may write thousands of rows.
    const json = JSON.stringify(rows.map((r) => ({ o: r.order, l: r.line, s: r.stock, q: r.qty })));
    await tx.execute(sql`
      insert into outbound_allocation (order_id, line_id, stock_id, qty)
      select v.o, v.l, v.s, v.q from jsonb_to_recordset(${json}::jsonb) as v(o int, l int, s int, q int)
      on conflict (line_id, stock_id) do update set qty = outbound_allocation.qty + excluded.qty, updated_at = now()`);
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
    const json = JSON.stringify(rows.map((r) => ({ l: r.line, q: r.qty })));
    await tx.execute(sql`
      update outbound_order_line l set issued_qty = l.issued_qty + d.q, updated_at = now()
      from (select v.l, sum(v.q)::int as q from jsonb_to_recordset(${json}::jsonb) as v(l int, q int) group by v.l) d
      where l.id = d.l`);
  },

  async deleteAllocations(tx: DbOrTx, orderIds: number[]): Promise<void> {
    await tx.delete(outboundAllocation).where(inArray(outboundAllocation.order, orderIds));
  },
};
