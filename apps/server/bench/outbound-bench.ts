/**
 * `npm run bench:outbound` (issue 10 figures), on DATABASE_URL (PostgreSQL; the schema is reset):
 *  - BENCH_STOCK stock rows (default 1,000,000) over BENCH_SKUS SKUs (default 20,000) in 1,000 locations,
 *    written by one INSERT … SELECT (a seed, not a movement: no ledger rows, so no drift check here);
 *  - allocation of one BENCH_LINES-line order (default 1,000; one SKU per line, 30 each, so every line
 *    takes several rows), each strategy: median of BENCH_RUNS (default 5), deallocated in between;
 *  - stock out of that order (fifo), once;
 *  - contended allocation (outbound-race.ts): BENCH_PROCESSES real server processes (default 2) and
 *    BENCH_CLIENTS clients (default 16, spread over the processes) allocating BENCH_RACE_ORDERS orders
 *    (default 320, 10 lines of 25 each) over BENCH_RACE_SKUS SKUs (default 50) that hold about a third
 *    of what they want, every strategy and policy mixed: orders per second, and the oversells found.
 */
import { sql } from 'drizzle-orm';
import { createTestApp } from '../src/test/harness.ts';
import { contendedAllocation } from './outbound-race.ts';

const STOCK = Number(process.env.BENCH_STOCK ?? 1_000_000);
const SKUS = Number(process.env.BENCH_SKUS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The harness replaces the database's public schema: refuse anything not named for benches or tests.
const dbName = (process.env.DATABASE_URL ?? '').replace(/^.*\//, '').replace(/\?.*$/, '');
if (!process.env.DATABASE_URL || !/bench|test/i.test(dbName)) {
  throw new Error(
    'bench:outbound needs DATABASE_URL naming a PostgreSQL database whose name contains bench or test (its schema is replaced)',
  );
}
const t = await createTestApp();
try {
  const db = t.database.db;
  const token = await t.login();
  const headers = { 'x-auth-token': token };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  let t0 = performance.now();
  await db.execute(sql`insert into unit (code, name, unit_class) values ('PCS', 'pcs', 'quantity')`);
  await db.execute(sql`insert into warehouse (code, name, dflt) values ('BW', 'Bench', true)`);
  await db.execute(sql`
    insert into location (code, warehouse_id, type)
    select 'L-' || lpad(g::text, 4, '0'), (select id from warehouse where code = 'BW'), 'store' from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into item (code, name, unit_id, warehouse_id)
    select 'IT-' || g, 'Item ' || g, (select id from unit where code = 'PCS'), (select id from warehouse where code = 'BW')
    from generate_series(1, ${SKUS}) g`);
  await db.execute(sql`
    insert into product_sku (item_id, warehouse_id, no, item_name, unit_id, snp)
    select i.id, i.warehouse_id, i.code, i.name, i.unit_id, 1 from item i`);
  await db.execute(sql`
    insert into stock (warehouse_id, location_id, sku_id, lot_no, qoh, inbound_date)
    select w.id, l.id, s.id, 'LOT' || g, 1 + g % 20, timestamptz '2026-01-01' + (g % 300) * interval '1 day'
    from generate_series(0, ${STOCK - 1}) g
    cross join (select id from warehouse where code = 'BW') w
    join (select id, row_number() over (order by id) - 1 as n from location) l on l.n = g % 1000
    join (select id, row_number() over (order by id) - 1 as n from product_sku) s on s.n = g % ${SKUS}`);
  // As a table looks once its rows are long committed (hint bits set, visibility map built, statistics
  // current): otherwise the first strategy measured pays for the whole table's first reads and autovacuum.
  await db.execute(sql`vacuum (analyze) stock`);
  await db.execute(sql`analyze`);
  console.log(`seed: ${STOCK} stock rows, ${SKUS} SKUs: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const wh = ((await db.execute(sql`select id from warehouse where code = 'BW'`)) as unknown as { rows: { id: number }[] })
    .rows[0]!.id;
  const skus = (
    (await db.execute(sql`select id from product_sku order by id limit ${LINES}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  const add = await post('/outbound/ob/order/~add', {
    extRef: 'BENCH',
    extDocNo: 'BENCH',
    warehouse: wh,
    postingDate: '2026-11-22',
    items: skus.map((sku) => ({ sku, qty: 30 })),
  });
  if (add.statusCode !== 200) throw new Error(add.body);
  const id = add.json().data.id as number;
  for (const strategy of process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : ['fifo', 'qty', 'pallet', 'palletFifo']) {
    const times: number[] = [];
    let rows = 0;
    for (let r = 0; r < RUNS; r++) {
      t0 = performance.now();
      const res = await post(`/outbound/ob/order/~allocate?strategy=${strategy}&shortage=always`, { ids: [id] });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(res.body);
      rows = Number(
        ((await db.execute(sql`select count(*) as n from outbound_allocation`)) as unknown as { rows: { n: string }[] }).rows[0]!
          .n,
      );
      const d = await post('/outbound/ob/order/~deallocate', { ids: [id] });
      if (d.statusCode !== 200) throw new Error(d.body);
    }
    console.log(
      `allocate ${LINES} lines, ${strategy}: ${median(times).toFixed(0)} ms (median of ${RUNS}; ${rows} allocation rows)`,
    );
  }
  await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=always', { ids: [id] });
  t0 = performance.now();
  const out = await post('/outbound/ob/order/~stock', { ids: [id] });
  if (out.statusCode !== 200) throw new Error(out.body);
  console.log(`stock out of that order: ${(performance.now() - t0).toFixed(0)} ms (${out.json().data.orders[0].issued} issued)`);

  const raceSkus = (
    (await db.execute(
      sql`select id from product_sku order by id offset ${LINES} limit ${Number(process.env.BENCH_RACE_SKUS ?? 50)}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const processes = Number(process.env.BENCH_PROCESSES ?? 2);
  const clients = Number(process.env.BENCH_CLIENTS ?? 16);
  const race = await contendedAllocation(db, {
    databaseUrl: process.env.DATABASE_URL!,
    warehouse: wh,
    skus: raceSkus,
    orders: Number(process.env.BENCH_RACE_ORDERS ?? 320),
    linesPerOrder: 10,
    qty: 25,
    processes,
    clients,
  });
  console.log(
    `contended allocation, ${processes} processes × ${clients} clients: ${race.ordersPerSecond.toFixed(1)} orders/s ` +
      `(${race.seconds.toFixed(1)} s; replies ${JSON.stringify(race.statuses)}; wanted ${race.wanted}, stock ${race.supply}, ` +
      `allocated ${race.allocated}); oversells: ${race.oversells}`,
  );
} finally {
  await t.close();
}
