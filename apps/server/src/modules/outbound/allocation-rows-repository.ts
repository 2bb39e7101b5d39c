import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { location, outboundAllocation, outboundOrder, outboundOrderLine, productSku, stock } from '../../db/schema/index.ts';

/** The allocations of one order with the stock row each is on (the detail screen), in line then location order. */
export const allocationRowsRepository = {
  async orderExists(db: DbOrTx, id: number): Promise<boolean> {
    return (await db.select({ id: outboundOrder.id }).from(outboundOrder).where(eq(outboundOrder.id, id)).limit(1)).length > 0;
  },

  async ofOrder(db: DbOrTx, orderId: number) {
    const rows = await db
      .select({
        id: outboundAllocation.id,
        line: outboundAllocation.line,
        lineNo: outboundOrderLine.lineNo,
        stock: outboundAllocation.stock,
        skuLabel: productSku.no,
        locationLabel: location.code,
        lotNo: stock.lotNo,
        lpn: stock.lpn,
        shipBoxLbl: stock.shipBoxLbl,
        inboundDate: stock.inboundDate,
        qty: outboundAllocation.qty,
      })
      .from(outboundAllocation)
      .innerJoin(outboundOrderLine, eq(outboundOrderLine.id, outboundAllocation.line))
      .innerJoin(stock, eq(stock.id, outboundAllocation.stock))
      .innerJoin(location, eq(location.id, stock.location))
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .where(eq(outboundAllocation.order, orderId))
      .orderBy(asc(outboundOrderLine.lineNo), asc(location.code), asc(outboundAllocation.stock));
    return rows.map((r) => ({ ...r, inboundDate: new Date(r.inboundDate).toISOString() }));
  },
};
