import { and, asc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { productSku, warehouse } from '../../db/schema/index.ts';
import { withoutSenderColumns } from './sender-ref.ts';

type OrderTable = PgTable & {
  id: PgColumn;
  no: PgColumn;
  updatedAt: PgColumn;
  senderRef: PgColumn;
  senderId: PgColumn;
  senderHash: PgColumn;
  senderBody: PgColumn;
};
type LineTable = PgTable & { id: PgColumn; order: PgColumn; lineNo: PgColumn; updatedAt: PgColumn };

/** An order an API key created under its `extRef`, as a repeat of that `~add` compares with it. */
export type SenderOrder = { id: number; no: string; senderHash: string; senderBody: unknown };

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
  // Every action locks its order: what create-or-return keeps (the first body can be large) stays out of those reads.
  const orderColumns = withoutSenderColumns(getTableColumns(order));

  return {
    /** The next order number's sequence value. */
    async nextSeq(db: DbOrTx): Promise<number> {
      const [r] = await db.select({ seq: sql<string>`nextval(${t.seq}::regclass)` }).from(sql`(select 1) as one`);
      return Number(r!.seq);
    },

    /**
     * Held until the transaction ends: a second `~add` of the same key under the same `extRef` (another process
     * too) waits here for the first to commit, then finds its order, before either takes an order number.
     */
    async lockSenderRef(tx: DbOrTx, sender: number, ref: string): Promise<void> {
      const key = `${getTableName(order)}:${sender}:${ref}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    async bySenderRef(db: DbOrTx, sender: number, ref: string): Promise<SenderOrder | undefined> {
      const [r] = await db
        .select({ id: order.id, no: order.no, senderHash: order.senderHash, senderBody: order.senderBody })
        .from(order)
        .where(and(eq(order.senderId, sender), eq(order.senderRef, ref)));
      return r as SenderOrder | undefined;
    },

    async noTaken(db: DbOrTx, no: string, exceptId?: number): Promise<boolean> {
      const where = exceptId ? and(eq(order.no, no), sql`${order.id} <> ${exceptId}`) : eq(order.no, no);
      return (await db.select({ id: order.id }).from(order).where(where).limit(1)).length > 0;
    },

    async insertOrder(tx: DbOrTx, values: O['$inferInsert']): Promise<OrderRow> {
      return (await tx.insert(order).values(values).returning(orderColumns))[0] as OrderRow;
    },

    async insertLines(tx: DbOrTx, rows: L['$inferInsert'][]): Promise<void> {
      if (rows.length) await tx.insert(line).values(rows);
    },

    /** The order row locked until the transaction ends: one workflow action per order at a time, across processes. */
    async lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
      return (await tx.select(orderColumns).from(order).where(eq(order.id, id)).for('update'))[0] as OrderRow | undefined;
    },

    /** Orders locked in id order, so two calls over overlapping orders wait rather than deadlock. */
    async lockOrders(tx: DbOrTx, ids: number[]): Promise<OrderRow[]> {
      return (await tx
        .select(orderColumns)
        .from(order)
        .where(inArray(order.id, ids))
        .orderBy(asc(order.id))
        .for('update')) as OrderRow[];
    },

    /** Orders as they are, unlocked (read-only calls), in id order. */
    async orders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
      return (await db.select(orderColumns).from(order).where(inArray(order.id, ids)).orderBy(asc(order.id))) as OrderRow[];
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
