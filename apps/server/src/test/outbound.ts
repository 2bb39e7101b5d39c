import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { item, outboundAllocation, productSku, stock } from '../db/schema/index.ts';
import { stockService } from '../modules/inventory/stock/stock-service.ts';

/** A SKU of its own (in `warehouse`), so a test's stock rows are the only candidates for its lines. */
export async function freshSku(db: Db, code: string, warehouse: number, unit: number): Promise<number> {
  const [it] = await db.insert(item).values({ code, name: code, unit, warehouse }).returning();
  const [sku] = await db
    .insert(productSku)
    .values({ item: it!.id, warehouse, no: code, itemName: code, unit, snp: 1 })
    .returning();
  return sku!.id;
}

export interface Put {
  qty: number;
  date: string;
  location: number;
  lotNo: string;
}

/** Receives each row as a stock row of its own (its own lot), in the given order, so ids ascend with it. */
export async function putStock(db: Db, sku: number, rows: Put[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const s = await db.transaction((tx) =>
      stockService.receive(tx, { location: r.location, sku, qty: r.qty, lotNo: r.lotNo, inboundDate: new Date(r.date) }),
    );
    ids.push(s.id);
  }
  return ids;
}

/** An order's allocation rows as [stock id, qty], in stock id order. */
export async function allocationsOf(db: Db, orderId: number): Promise<[number, number][]> {
  const rows = await db
    .select({ stock: outboundAllocation.stock, qty: sql<number>`sum(${outboundAllocation.qty})::int` })
    .from(outboundAllocation)
    .where(eq(outboundAllocation.order, orderId))
    .groupBy(outboundAllocation.stock)
    .orderBy(outboundAllocation.stock);
  return rows.map((r) => [r.stock, r.qty]);
}

/** qal of each stock row, by id. */
export async function qalOf(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: stock.id, qal: stock.qal }).from(stock);
  const m = new Map(rows.map((r) => [r.id, r.qal]));
  return ids.map((id) => m.get(id)!);
}

/** Rows whose qal differs from the sum of their allocations, or exceeds qoh: must always be empty. */
export async function allocationDrift(db: Db) {
  const res = await db.execute(sql`
    select s.id, s.qoh, s.qal, coalesce(a.q, 0)::int as allocated
    from stock s left join (select stock_id, sum(qty) as q from outbound_allocation group by stock_id) a on a.stock_id = s.id
    where s.qal <> coalesce(a.q, 0) or s.qal > s.qoh`);
  return (res as unknown as { rows: unknown[] }).rows;
}
