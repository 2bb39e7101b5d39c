import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** What the inventory bench adds on top of seed-stock.ts. */
export const INVENTORY_SEED = { consignors: 20, consignees: 100, orders: 2_000, planDays: 60, planSkus: 50 } as const;

const MARK = 'BENCH-INV';

/**
 * Brings the ledger of the stock bench data to `ledgerRows` rows, spread over the last 365 days, and
 * adds what the dashboards read: customers owning the items, plants, shipped orders whose lines the
 * outbound movements name, and a production plan around today. Each added movement is a pair that
 * nets to zero on its stock row (shipped, then returned), so stock still equals its ledger; rows go
 * in in time order, as a ledger grows. A
 * benchmark fixture (bulk SQL), not product code. Does nothing when the rows are there already.
 */
export async function seedInventory(db: Db, ledgerRows: number): Promise<boolean> {
  const count = async (q: ReturnType<typeof sql>) =>
    Number(((await db.execute(q)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const have = await count(sql`select count(*) as n from stock_ledger`);
  const added = have < ledgerRows;
  if (added) await db.transaction((tx) => load(tx as unknown as Db, ledgerRows - have));
  // What autovacuum does to an insert-only table in time: statistics, and the visibility map that
  // lets the period reads answer from the ledger's covering index alone.
  await db.execute(sql`vacuum analyze stock_ledger`);
  if (added) await db.execute(sql`analyze`);
  return added;
}

async function load(db: Db, missing: number) {
  const { consignors: C, consignees: E, orders: O, planDays: D, planSkus: S } = INVENTORY_SEED;
  const run = (q: string) => db.execute(sql.raw(q));
  await run('set local synchronous_commit = off');
  await run('set local session_replication_role = replica');
  await run(`insert into consignor (code, name) select 'BC' || lpad(g::text, 2, '0'), 'Bench customer ' || g
    from generate_series(1, ${C}) g on conflict do nothing`);
  await run(`insert into consignee (code, name) select 'BE' || lpad(g::text, 3, '0'), 'Bench plant ' || g
    from generate_series(1, ${E}) g on conflict do nothing`);
  await run(`update item i set consignor_id = c.id from consignor c
    where i.code like 'BI%' and c.code = 'BC' || lpad((1 + i.id % ${C})::text, 2, '0')`);
  // Shipped orders, one line each, to the plants in turn.
  await run(`insert into outbound_order (no, ext_ref, ext_doc_no, posting_date, warehouse_id, consignee_id, status, qty)
    select '${MARK}-' || g, 'B', 'B', current_date, (select min(id) from warehouse), e.id, 200, 1
    from generate_series(1, ${O}) g join consignee e on e.code = 'BE' || lpad((1 + g % ${E})::text, 3, '0')`);
  await run(`insert into outbound_order_line (order_id, line_no, sku_id, qty, issued_qty)
    select o.id, 1, (select min(id) from product_sku), 1, 1 from outbound_order o where o.no like '${MARK}-%'`);
  // Pairs of movements on stock rows taken in a scattered order, on days spread over the year.
  const pairs = Math.ceil(missing / 2);
  await run(`create temp table bench_pairs on commit drop as
    with s as (select min(id) as lo, max(id) - min(id) + 1 as n from stock),
      l as (select min(id) as lo, count(*) as n from outbound_order_line ol where ol.order_id in
        (select id from outbound_order where no like '${MARK}-%'))
    select g, s.lo + (g::bigint * 7919) % s.n as stock_id, l.lo + g % l.n as line_id,
      date_trunc('day', now()) - make_interval(days => (g % 365)::int) + make_interval(mins => (g % 600)::int) as at,
      1 + g % 5 as qty
    from generate_series(0, ${pairs - 1}) g, s, l`);
  // Each pair: shipped (naming an order line), returned an hour later; all rows in time order.
  await run(`insert into stock_ledger (ledger_date, type, qty, stock_id, warehouse_id, location_id, sku_id, lot_no, lpn,
      status, item_name, item_code, unit_id, order_no, order_line, comment)
    select p.at + make_interval(hours => k.after), k.type, k.sign * p.qty, s.id, s.warehouse_id, s.location_id, s.sku_id,
      s.lot_no, s.lpn, s.status, s.item_name, ps.no, s.unit_id, '${MARK}', case when k.shipped then p.line_id end, 'bench'
    from bench_pairs p join stock s on s.id = p.stock_id join product_sku ps on ps.id = s.sku_id
      cross join (values ('outbound', -1, true, 0), ('inbound', 1, false, 1)) k(type, sign, shipped, after)
    order by p.at + make_interval(hours => k.after)`);
  // The plan: per day around today, SKUs of the first warehouse at the plants in turn.
  await run(`insert into production_plan (plan_date, consignor_id, consignee_id, sku_id, qty)
    select current_date + d, i.consignor_id, e.id, ps.id, 10 + (d + 1000 + ps.id) % 90
    from generate_series(-${D / 2}, ${D / 2 - 1}) d
      join (select * from product_sku where warehouse_id = (select min(id) from warehouse) order by id limit ${S}) ps on true
      join item i on i.id = ps.item_id
      join consignee e on e.code = 'BE' || lpad((1 + ps.id % ${E})::text, 3, '0')
    on conflict do nothing`);
}
