import type { AllocStrategy } from '@wms/contract/outbound/allocation';
import { sql } from 'drizzle-orm';
import { boolArray, intArray } from '../../db/arrays.ts';
import type { DbOrTx } from '../../db/client.ts';

/** What a call asks of one SKU in a warehouse: the sum over its lines, how many lines, and whether one names a lot. */
export interface SkuNeed {
  sku: number;
  qty: number;
  lines: number;
  lot: boolean;
}

export interface CandidateRow {
  id: number;
  sku: number;
  lotNo: string | null;
  inboundDate: Date;
  locationCode: string;
  available: number;
}

/**
 * Allocation SQL of the outbound module (stock is only read here; it changes through modules/inventory/stock).
 */
export const allocationRepository = {
  /**
   * The candidate rows a plan under `strategy` can reach, never fewer: the planner run on them takes
   * exactly what it would take from every candidate, shortages included (docs/decisions/outbound-and-allocation.md
   * "Allocation at scale" gives the argument; allocation-repository.test.ts checks it on random stock).
   * Per SKU, with N its need over the call and k its number of lines:
   *  - fifo, qty: rows in the strategy's order up to the first whose predecessors cover N (later lines
   *    continue where earlier ones stopped, so all of them together take a prefix worth less than N + one row);
   *  - pallet: rows of at most N, and of each size v only the first ⌊N/v⌋ + k in fifo order (whole rows
   *    of size v are taken in fifo order, at most ⌊N/v⌋ of them; a palletFifo split can spoil one per line);
   *  - palletFifo: the pallet rows and the fifo rows (its remainder walks fifo order, skipping rows taken
   *    whole, so it never passes the row at which all predecessors reach N).
   * A SKU some line asks a lot of gets every row: a lot line's rows need not lie in these prefixes.
   */
  async candidatesWithin(db: DbOrTx, warehouseId: number, needs: SkuNeed[], strategy: AllocStrategy): Promise<CandidateRow[]> {
    if (!needs.length) return [];
    const skus = intArray(needs.map((n) => n.sku));
    // The planner's orders: fifo = inboundDate, location code in character order, id; qty = available first.
    const fifo = sql`s.inbound_date, l.code collate "C", s.id`;
    const prefix = (order: ReturnType<typeof sql>) =>
      sql`sum(s.qoh - s.qal) over (partition by s.sku_id order by ${order} rows between unbounded preceding and 1 preceding)`;
    // Only the windows the strategy's condition reads: each is a sort of every candidate row.
    const nth = sql`row_number() over (partition by s.sku_id, s.qoh - s.qal order by ${fifo})`;
    const cols = {
      fifo: sql`${prefix(fifo)} as before, 0 as nth`,
      qty: sql`${prefix(sql`s.qoh - s.qal, ${fifo}`)} as before, 0 as nth`,
      pallet: sql`0 as before, ${nth} as nth`,
      palletFifo: sql`${prefix(fifo)} as before, ${nth} as nth`,
    }[strategy];
    const whole = sql`(c.available <= n.q and c.nth <= n.q / c.available + n.k)`;
    const reach = sql`coalesce(c.before, 0) < n.q`;
    const keep = strategy === 'pallet' ? whole : strategy === 'palletFifo' ? sql`(${whole} or ${reach})` : reach;
    // The windows sort tens of thousands of rows for a 1,000-line order; in memory rather than on disk
    // (the default 4 MB spills them). For this transaction only. The SKUs are an array the planner sees
    // when it plans: it reads the stock index in SKU order and sorts each SKU's rows on their own.
    await db.execute(sql`set local work_mem = '32MB'`);
    const res = await db.execute(sql`
      with need as (
        select * from unnest(${skus}, ${intArray(needs.map((n) => n.qty))}, ${intArray(needs.map((n) => n.lines))},
          ${boolArray(needs.map((n) => n.lot))}) as n(s, q, k, a)),
      c as (
        select s.id, s.sku_id, s.lot_no, s.inbound_date, l.code, s.qoh - s.qal as available, ${cols}
        from stock s join location l on l.id = s.location_id
        where s.warehouse_id = ${warehouseId} and s.sku_id = any(${skus})
          and s.status = 'available' and s.qoh > s.qal)
      select c.id, c.sku_id, c.lot_no, (extract(epoch from c.inbound_date) * 1000)::float8 as t, c.code, c.available
      from c join need n on n.s = c.sku_id where n.a or ${keep} order by c.id`);
    // The date as epoch milliseconds: a float is parsed several times faster than a timestamptz text.
    return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
      id: Number(r.id),
      sku: Number(r.sku_id),
      lotNo: r.lot_no as string | null,
      inboundDate: new Date(Number(r.t)),
      locationCode: r.code as string,
      available: Number(r.available),
    }));
  },
};
