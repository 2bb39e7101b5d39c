import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outboundAllocation, outboundOrder, outboundOrderLine, stock, warehouse } from '../../../db/schema/index.ts';

/** Reads the stock actions need beyond the movements (stock-repository writes). */
export const stockActionRepository = {
  /** Which outbound orders hold a stock row's allocation: one entry per order line, in order number order. */
  async allocationsOf(db: DbOrTx, stockId: number) {
    return db
      .select({
        id: outboundAllocation.id,
        order: outboundOrder.id,
        orderNo: outboundOrder.no,
        status: outboundOrder.status,
        line: outboundOrderLine.id,
        lineNo: outboundOrderLine.lineNo,
        qty: outboundAllocation.qty,
      })
      .from(outboundAllocation)
      .innerJoin(outboundOrder, eq(outboundOrder.id, outboundAllocation.order))
      .innerJoin(outboundOrderLine, eq(outboundOrderLine.id, outboundAllocation.line))
      .where(eq(outboundAllocation.stock, stockId))
      .orderBy(asc(outboundOrder.no), asc(outboundOrderLine.lineNo));
  },

  async stockExists(db: DbOrTx, id: number): Promise<boolean> {
    return (await db.select({ id: stock.id }).from(stock).where(eq(stock.id, id)).limit(1)).length > 0;
  },

  async warehouseCode(db: DbOrTx, id: number): Promise<string | undefined> {
    const [row] = await db.select({ code: warehouse.code }).from(warehouse).where(eq(warehouse.id, id));
    return row?.code;
  },
};
