import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inboundOrder, inboundOrderLine, location, productSku } from '../../db/schema/index.ts';
import { orderLinesRepository } from '../orders/order-lines-repository.ts';

export type OrderRow = typeof inboundOrder.$inferSelect;
export type LineRow = typeof inboundOrderLine.$inferSelect;
export type OrderValues = Partial<typeof inboundOrder.$inferInsert>;
export type LineValues = Partial<typeof inboundOrderLine.$inferInsert>;

/** A line as the screens read it: the row plus the SKU's number and barcode and the location's code. */
const lineSelection = {
  line: inboundOrderLine,
  skuLabel: productSku.no,
  barCode: productSku.barCode,
  locationLabel: location.code,
};

/** All SQL of inbound orders. Stock and its ledger are written only by the stock module. */
export const inboundRepository = {
  ...orderLinesRepository({ order: inboundOrder, line: inboundOrderLine, seq: 'inbound_order_no_seq' }),

  async order(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
    return (await db.select().from(inboundOrder).where(eq(inboundOrder.id, id)))[0];
  },

  async lines(db: DbOrTx, orderId: number) {
    const rows = await db
      .select(lineSelection)
      .from(inboundOrderLine)
      .innerJoin(productSku, eq(productSku.id, inboundOrderLine.sku))
      .leftJoin(location, eq(location.id, inboundOrderLine.location))
      .where(eq(inboundOrderLine.order, orderId))
      .orderBy(asc(inboundOrderLine.lineNo));
    return rows.map(({ line, ...labels }) => ({ ...line, ...labels }));
  },

  /** Keeps the header's qty the sum of its lines' shipQty; returns the number of lines and what is stored. */
  async refreshTotals(tx: DbOrTx, orderId: number): Promise<{ lines: number; stored: number; allStored: boolean }> {
    const [t] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        qty: sql<number>`coalesce(sum(${inboundOrderLine.shipQty}), 0)::int`,
        stored: sql<number>`coalesce(sum(${inboundOrderLine.stockQty}), 0)::int`,
        open: sql<number>`count(*) filter (where ${inboundOrderLine.stockQty} < ${inboundOrderLine.shipQty})::int`,
      })
      .from(inboundOrderLine)
      .where(eq(inboundOrderLine.order, orderId));
    await tx.update(inboundOrder).set({ qty: t!.qty }).where(eq(inboundOrder.id, orderId));
    return { lines: t!.lines, stored: t!.stored, allStored: t!.lines > 0 && t!.open === 0 };
  },

  /** Stock put away on any of these orders. */
  async storedOrders(db: DbOrTx, ids: number[]): Promise<Set<number>> {
    const rows = await db
      .selectDistinct({ order: inboundOrderLine.order })
      .from(inboundOrderLine)
      .where(and(inArray(inboundOrderLine.order, ids), sql`${inboundOrderLine.stockQty} > 0`));
    return new Set(rows.map((r) => r.order));
  },

  async locations(db: DbOrTx, ids: number[]) {
    if (!ids.length) return new Map<number, { id: number; code: string; warehouse: number }>();
    const rows = await db
      .select({ id: location.id, code: location.code, warehouse: location.warehouse })
      .from(location)
      .where(inArray(location.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /**
   * Adds the stored quantities of a put-away to its lines in one statement (a line named twice gets
   * the sum; location, lot and label of its last item), each only while it stays within the line's
   * quantity. Returns the ids of the lines updated; a line missing from them was refused.
   */
  async addStoredMany(
    tx: DbOrTx,
    items: { id: number; qty: number; location: number; lotNo: string; shipBoxLbl: string }[],
  ): Promise<number[]> {
    const byLine = new Map<number, { id: number; qty: number; location: number; lot_no: string; ship_box_lbl: string }>();
    for (const it of items) {
      const prev = byLine.get(it.id);
      byLine.set(it.id, {
        id: it.id,
        qty: (prev?.qty ?? 0) + it.qty,
        location: it.location,
        lot_no: it.lotNo,
        ship_box_lbl: it.shipBoxLbl,
      });
    }
    const json = JSON.stringify([...byLine.values()]);
    const res = await tx.execute(sql`
      update inbound_order_line l
      set stock_qty = l.stock_qty + v.qty,
          recv_qty = greatest(l.recv_qty, l.stock_qty + v.qty),
          location_id = v.location, lot_no = v.lot_no, ship_box_lbl = v.ship_box_lbl,
          stock_date = now(), updated_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(id int, qty int, location int, lot_no text, ship_box_lbl text)
      where l.id = v.id and l.stock_qty + v.qty <= l.ship_qty
      returning l.id`);
    return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  },

  /**
   * Lines of an order whose SKU number is `no` or whose bar code is one of `barCodes` (modules/scan),
   * still-open ones first, then by line number.
   */
  async linesByCode(db: DbOrTx, orderId: number, no: string, barCodes: string[]) {
    const match: SQL = or(eq(productSku.no, no), inArray(productSku.barCode, barCodes))!;
    return db
      .select({
        id: inboundOrderLine.id,
        lineNo: inboundOrderLine.lineNo,
        recvQty: inboundOrderLine.recvQty,
        shipQty: inboundOrderLine.shipQty,
        lotNo: inboundOrderLine.lotNo,
        sku: productSku.no,
      })
      .from(inboundOrderLine)
      .innerJoin(productSku, eq(productSku.id, inboundOrderLine.sku))
      .where(and(eq(inboundOrderLine.order, orderId), match))
      .orderBy(sql`${inboundOrderLine.recvQty} >= ${inboundOrderLine.shipQty}`, asc(inboundOrderLine.lineNo));
  },

  /** Counts `qty` more received on a line if it stays within the order quantity; `lotNo` fills a line without one. */
  async addReceived(tx: DbOrTx, lineId: number, qty: number, lotNo?: string): Promise<LineRow | undefined> {
    const [row] = await tx
      .update(inboundOrderLine)
      .set({
        recvQty: sql`${inboundOrderLine.recvQty} + ${qty}`,
        ...(lotNo !== undefined && { lotNo: sql`coalesce(${inboundOrderLine.lotNo}, ${lotNo})` }),
        updatedAt: new Date(),
      })
      .where(and(eq(inboundOrderLine.id, lineId), sql`${inboundOrderLine.recvQty} + ${qty} <= ${inboundOrderLine.shipQty}`))
      .returning();
    return row;
  },

  /** Gives every line of the order without a ship-box label `<order no>-<line no, 3 digits>`. */
  async fillLabels(tx: DbOrTx, orderId: number, no: string): Promise<number> {
    const n = sql`${inboundOrderLine.lineNo}::text`;
    const rows = await tx
      .update(inboundOrderLine)
      .set({
        // The line number keeps at least 3 digits; the order number is cut so the label fits its 50 characters.
        shipBoxLbl: sql`left(${no}, 49 - greatest(3, length(${n}))) || '-' || lpad(${n}, greatest(3, length(${n})), '0')`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(inboundOrderLine.order, orderId),
          or(isNull(inboundOrderLine.shipBoxLbl), sql`btrim(${inboundOrderLine.shipBoxLbl}) = ''`),
        ),
      )
      .returning({ id: inboundOrderLine.id });
    return rows.length;
  },
};
