import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { productSku, warehouse } from '../../db/schema/index.ts';

type OrderTable = PgTable & { id: PgColumn; no: PgColumn; updatedAt: PgColumn };
type LineTable = PgTable & { id: PgColumn; order: PgColumn; lineNo: PgColumn; updatedAt: PgColumn };

export type SkuFacts = { id: number; no: string; warehouse: number; itemName: string | null; description: string | null };

/**
 * The SQL every order-with-lines shares (inbound, outbound, request orders): numbering, the header
 * and line rows, locks and the lookups that check lines. Each module's repository spreads this and
 * adds its own (line labels, totals, workflow updates).
 */
export function orderLinesRepository<O extends OrderTable, L extends LineTable>(t: { order: O; line: L; seq: string }) {
  type OrderRow = O['$inferSelect'];
  type LineRow = L['$inferSelect'];
  // Drizzle's builders are typed per table; over a generic table they lose the row type, given back here.
  const { order, line } = t as unknown as { order: OrderTable; line: LineTable };

  return {
    /** The next order number's sequence value. */
    async nextSeq(db: DbOrTx): Promise<number> {
      const [r] = await db.select({ seq: sql<string>`nextval(${t.seq}::regclass)` }).from(sql`(select 1) as one`);
      return Number(r!.seq);
    },

    async noTaken(db: DbOrTx, no: string, exceptId?: number): Promise<boolean> {
      const where = exceptId ? and(eq(order.no, no), sql`${order.id} <> ${exceptId}`) : eq(order.no, no);
      return (await db.select({ id: order.id }).from(order).where(where).limit(1)).length > 0;
    },

    async insertOrder(tx: DbOrTx, values: O['$inferInsert']): Promise<OrderRow> {
      return (await tx.insert(order).values(values).returning())[0] as OrderRow;
    },

    async insertLines(tx: DbOrTx, rows: L['$inferInsert'][]): Promise<void> {
      if (rows.length) await tx.insert(line).values(rows);
    },

    /** The order row locked until the transaction ends: one workflow action per order at a time, across processes. */
    async lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
      return (await tx.select().from(order).where(eq(order.id, id)).for('update'))[0] as OrderRow | undefined;
    },

    /** Orders locked in id order, so two calls over overlapping orders wait rather than deadlock. */
    async lockOrders(tx: DbOrTx, ids: number[]): Promise<OrderRow[]> {
      return (await tx.select().from(order).where(inArray(order.id, ids)).orderBy(asc(order.id)).for('update')) as OrderRow[];
    },

    /** Orders as they are, unlocked (read-only calls), in id order. */
    async orders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
      return (await db.select().from(order).where(inArray(order.id, ids)).orderBy(asc(order.id))) as OrderRow[];
    },

    async linesByIds(db: DbOrTx, ids: number[]): Promise<LineRow[]> {
      if (!ids.length) return [];
      return (await db.select().from(line).where(inArray(line.id, ids))) as LineRow[];
    },

    async updateOrder(tx: DbOrTx, id: number, values: Partial<O['$inferInsert']>): Promise<void> {
      await tx
        .update(order)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(order.id, id));
    },

    async updateLine(tx: DbOrTx, id: number, values: Partial<L['$inferInsert']>): Promise<void> {
      await tx
        .update(line)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(line.id, id));
    },

    async deleteLines(tx: DbOrTx, ids: number[]): Promise<void> {
      await tx.delete(line).where(inArray(line.id, ids));
    },

    async deleteOrders(tx: DbOrTx, ids: number[]): Promise<void> {
      await tx.delete(order).where(inArray(order.id, ids));
    },

    async maxLineNo(tx: DbOrTx, orderId: number): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`coalesce(max(${line.lineNo}), 0)::int` })
        .from(line)
        .where(eq(line.order, orderId));
      return r!.n;
    },

    /** The SKUs lines name, with what a line copies from them and the warehouse they belong to. */
    async skus(db: DbOrTx, ids: number[]): Promise<Map<number, SkuFacts>> {
      if (!ids.length) return new Map();
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
  };
}
