import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { location, productSku, stock, transferOrder, transferOrderLine } from '../../db/schema/index.ts';

export type TransferRow = typeof transferOrder.$inferSelect;
export type TransferLineRow = typeof transferOrderLine.$inferSelect;

const from = alias(location, 'from_location');

/** All SQL of transfer orders; the stock itself moves only through the stock module. */
export const transferRepository = {
  async nextSeq(db: DbOrTx): Promise<number> {
    const [r] = await db.select({ seq: sql<string>`nextval('transfer_order_no_seq')` }).from(sql`(select 1) as one`);
    return Number(r!.seq);
  },

  async noTaken(db: DbOrTx, no: string): Promise<boolean> {
    return (await db.select({ id: transferOrder.id }).from(transferOrder).where(eq(transferOrder.no, no)).limit(1)).length > 0;
  },

  async insert(tx: DbOrTx, values: typeof transferOrder.$inferInsert): Promise<TransferRow> {
    return (await tx.insert(transferOrder).values(values).returning())[0]!;
  },

  async insertLines(tx: DbOrTx, rows: (typeof transferOrderLine.$inferInsert)[]): Promise<void> {
    await tx.insert(transferOrderLine).values(rows);
  },

  async lock(tx: DbOrTx, id: number): Promise<TransferRow | undefined> {
    return (await tx.select().from(transferOrder).where(eq(transferOrder.id, id)).for('update'))[0];
  },

  async lockMany(tx: DbOrTx, ids: number[]): Promise<TransferRow[]> {
    return tx.select().from(transferOrder).where(inArray(transferOrder.id, ids)).orderBy(asc(transferOrder.id)).for('update');
  },

  async setStatus(tx: DbOrTx, id: number, status: number): Promise<void> {
    await tx.update(transferOrder).set({ status, stockDate: new Date(), updatedAt: new Date() }).where(eq(transferOrder.id, id));
  },

  async remove(tx: DbOrTx, ids: number[]): Promise<void> {
    await tx.delete(transferOrder).where(inArray(transferOrder.id, ids));
  },

  /** The stock rows the lines name, with what may move now: unallocated stock, held or not (stock.qty is 0 on a held row). */
  async stockRows(db: DbOrTx, ids: number[]) {
    const movable = sql<number>`${stock.qoh} - ${stock.qal}`;
    const rows = await db
      .select({ id: stock.id, warehouse: stock.warehouse, location: stock.location, sku: stock.sku, qty: movable })
      .from(stock)
      .where(inArray(stock.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  async locations(db: DbOrTx, ids: number[]) {
    const rows = await db
      .select({ id: location.id, code: location.code, warehouse: location.warehouse })
      .from(location)
      .where(inArray(location.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  async lines(db: DbOrTx, orderId: number) {
    const rows = await db
      .select({ line: transferOrderLine, skuLabel: productSku.no, fromLocationLabel: from.code, locationLabel: location.code })
      .from(transferOrderLine)
      .innerJoin(productSku, eq(productSku.id, transferOrderLine.sku))
      .innerJoin(from, eq(from.id, transferOrderLine.fromLocation))
      .innerJoin(location, eq(location.id, transferOrderLine.location))
      .where(eq(transferOrderLine.order, orderId))
      .orderBy(asc(transferOrderLine.lineNo));
    return rows.map(({ line, ...labels }) => ({ ...line, ...labels }));
  },
};
