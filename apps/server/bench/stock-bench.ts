/**
 * `npm run bench:stock` (issue 9 figures), on PostgreSQL with 1,000,000 stock rows (`BENCH_STOCK_ROWS`):
 *  - put-away of one 1,000-line inbound order in one `~store` call through the HTTP server (goal < 500 ms);
 *  - `POST /inventory/stock/~page/get` with two filters and a sort, page 50: p50 over HTTP beside the
 *    same SQL (the statements the engine builds for that body) sent straight through pg (goal <= 1.3x);
 *  - the label PDF for 100 LPNs: time and size (the code of `bench:labels`).
 * Needs DATABASE_URL, a database whose name contains "bench" or "test": its public schema is replaced
 * when it does not hold the rows yet (the load takes a minute or two; later runs reuse it).
 */
import { ZStockQuery } from '@wms/contract/stock';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { StockListRepository } from '../src/modules/stock/stock-list-repository.ts';
import { stockService } from '../src/modules/stock/stock-service.ts';
import { seed } from '../src/seed/seed.ts';
import { kib, LABEL_RUNS, labelCall, labelLayout } from './label-figures.ts';
import { seedStock } from './seed-stock.ts';
import { ms, timeAlternating } from './stats.ts';

const URL_ = process.env.DATABASE_URL;
if (!URL_ || !/bench|test/i.test(URL_.replace(/^.*\//, '').replace(/\?.*$/, ''))) {
  console.error('bench:stock needs DATABASE_URL naming a database for tests or benchmarks (its name contains "bench" or "test")');
  process.exit(2);
}
const ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 1_000_000);
const LINES = 1000;
const N = Number(process.env.BENCH_N ?? 30);
const LABELS = 100;
const PASSWORD = 'Bench12345';

/** Two filters and a sort, page 50 (what a user paging through one warehouse's stock of a lot sends). */
const QUERY = {
  page: 50,
  length: 20,
  prop: 'inboundDate',
  order: 'desc',
  filter: [
    { field: 'warehouse', operator: 'eq', value: 1 },
    { field: 'lotNo', operator: 'eq', value: 'LOT8' },
  ],
};

async function prepare() {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  const have = await c.query(`select to_regclass('public.stock') is not null as t`);
  const rows = have.rows[0].t ? Number((await c.query(`select count(*) from stock where lpn like 'BLPN%'`)).rows[0].count) : 0;
  if (rows < ROWS) await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  await c.end();
  const database = await openDatabase({ databaseUrl: URL_!, poolSize: 16 });
  await runMigrations(database);
  if (rows < ROWS) {
    const t0 = performance.now();
    await seedStock(database.db, ROWS);
    console.log(`seeded ${ROWS.toLocaleString('en')} stock rows and their ledger in ${ms(performance.now() - t0)}`);
  } else console.log(`reusing ${rows.toLocaleString('en')} seeded stock rows`);
  return database;
}

const database = await prepare();
const config = { ...loadConfig({}), webDist: '/nonexistent', adminPassword: PASSWORD };
const app = await buildApp({ database, config, logger: false });
await seed(database.db, { adminPassword: PASSWORD, demo: false, log: app.log });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${base}/system/user/_account/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'admin', password: PASSWORD }),
});
const token = (await login.json()).data.token as string;
const headers = { 'content-type': 'application/json', 'x-auth-token': token };
async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${path} ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

try {
  const rowsOf = async (q: ReturnType<typeof sql>) =>
    ((await database.db.execute(q)) as unknown as { rows: { id: number }[] }).rows;
  const [wh] = await rowsOf(sql`select min(id)::int as id from warehouse`);
  const skus = await rowsOf(sql`select id from product_sku where warehouse_id = ${wh!.id} order by id limit 50`);
  const locs = await rowsOf(sql`select id from location where warehouse_id = ${wh!.id} order by id limit 200`);

  // Put-away: a new 1,000-line order each run (numbered by the run, so reruns add more), approved, then stored in one call.
  const stamp = Date.now().toString(36);
  const putAway = async (run: number) => {
    const no = `IB-BENCH-${stamp}-${run}`;
    const order = (
      await post('/inbound/ib/order/~add', {
        no,
        extRef: no,
        extDocNo: no,
        warehouse: wh!.id,
        postingDate: '2026-11-22',
        items: Array.from({ length: LINES }, (_, i) => ({ sku: skus[i % skus.length]!.id, shipQty: 5 })),
      })
    ).data as { id: number; items: { id: number }[] };
    await post('/inbound/ib/order/~approve', { id: order.id });
    const body = {
      id: order.id,
      items: order.items.map((l, i) => ({
        id: l.id,
        stockQty: 5,
        location: locs[i % locs.length]!.id,
        lotNo: `PA${run}`,
        shipBoxLbl: `${no}-${i}`,
      })),
    };
    const t0 = performance.now();
    const r = await post('/inbound/ib/order/~store', body);
    const took = performance.now() - t0;
    if (r.data.status !== 70) throw new Error(`order not stored: status ${r.data.status}`);
    return took;
  };
  const runs = [await putAway(0), await putAway(1), await putAway(2)];
  console.log(
    `put-away, ${LINES} lines in one ~store over HTTP: first ${ms(runs[0]!)}, then ${ms(runs[1]!)}, ${ms(runs[2]!)} (goal < 500 ms)`,
  );

  // Stock page: over HTTP, and the engine's own statements for the same body through pg.
  const call = () => post('/inventory/stock/~page/get', QUERY);
  const sample = await call();
  console.log(
    `stock ~page/get (warehouse = 1, lotNo = LOT8, by inboundDate desc, page 50): ${sample.data.rows.length} rows of ${sample.count.toLocaleString('en')}`,
  );
  const lists = new StockListRepository((name) => app.registry.resources.get(name)!);
  const q = lists.stockQuery(ZStockQuery.parse(QUERY));
  const { rowsQ, countQ } = lists.stockRepo.pageQueries(app.db, q);
  const [rowsSql, countSql] = [rowsQ.toSQL(), countQ.toSQL()];
  const pool = new pg.Pool({ connectionString: URL_, max: 4 });
  const direct = () => Promise.all([pool.query(rowsSql.sql, rowsSql.params), pool.query(countSql.sql, countSql.params)]);
  const [api, raw] = await timeAlternating(N, call, direct);
  console.log(`  over HTTP: p50 ${ms(api.p50)}, p95 ${ms(api.p95)} (${N} runs, taking turns with the next line's)`);
  console.log(`  same SQL through pg: p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}`);
  console.log(`  ratio: p50 ${(api.p50 / raw.p50).toFixed(2)}x (goal <= 1.3x)`);
  if (process.env.BENCH_EXPLAIN) {
    const plan = await pool.query(`explain analyze ${rowsSql.sql}`, rowsSql.params);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await pool.end();

  // Labels: the whole call over HTTP (first, while the kept-alive connection is fresh), and the layout alone.
  const http = await labelCall(LABELS, async (url) => {
    const res = await fetch(`${base}${url}`, { headers: { 'x-auth-token': token } });
    const buf = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes: buf.length, body: () => buf.toString() };
  });
  const layout = await labelLayout(LABELS);
  console.log(
    `label PDF, ${LABELS} LPNs: GET ~add?qty=${LABELS}&print=1 over HTTP ${ms(http.ms)}, ${kib(http.bytes)}; layout alone ${ms(layout.ms)}, ${kib(layout.bytes)} (medians of ${LABEL_RUNS})`,
  );

  const drift = await stockService.drift(database.db);
  console.log(`drift: ${drift.length} stock rows differ from their ledger`);
} finally {
  await app.close();
  await database.close();
}
