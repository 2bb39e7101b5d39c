/**
 * `npm run bench:stock` (issue 9 figures), on PostgreSQL with 1,000,000 stock rows (`BENCH_STOCK_ROWS`):
 *  - put-away of one 1,000-line inbound order in one `~store` call through the HTTP server (goal < 500 ms);
 *  - `POST /inventory/stock/~page/get` with two filters and a sort, page 50: p50 over HTTP beside the
 *    same SQL (the statements the server sends for that body: rows, EXPLAIN, and count(*) when the
 *    estimate is small) sent straight through pg (goal <= 1.3x);
 *  - the label PDF for 100 LPNs: time and size (the code of `bench:labels`).
 * Needs DATABASE_URL, a database whose name contains "bench" or "test": its public schema is replaced
 * when it does not hold the rows yet (the load takes a minute or two; later runs reuse it).
 */
import { ZStockQuery } from '@wms/contract/stock';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { StockListRepository } from '../src/modules/inventory/stock/stock-list-repository.ts';
import { stockService } from '../src/modules/inventory/stock/stock-service.ts';
import { benchDatabase, benchServer, benchUrl } from './bench-app.ts';
import { kib, LABEL_RUNS, labelCall, labelLayout } from './label-figures.ts';
import { ms, timeAlternating } from './stats.ts';

const URL_ = benchUrl('bench:stock');
const ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 1_000_000);
const LINES = 1000;
const N = Number(process.env.BENCH_N ?? 30);
const LABELS = 100;

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

const database = await benchDatabase(URL_, ROWS);
const server = await benchServer(database);
const { app, base, token, post } = server;

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
  const { rowsQ, countQ, estimateQ } = lists.stockRepo.pageQueries(app.db, q);
  const [rowsSql, countSql, estimateSql] = [rowsQ.toSQL(), countQ.toSQL(), estimateQ.toSQL()];
  const pool = new pg.Pool({ connectionString: URL_, max: 4 });
  // What the server sends: the rows beside the planner's estimate, then the exact count only when the
  // estimate is under COUNT_ESTIMATE_ROWS (the reply says which it was).
  const estimated = sample.countEstimated === true;
  const totals = async () => {
    await pool.query(`explain (format json) ${estimateSql.sql}`, estimateSql.params);
    if (!estimated) await pool.query(countSql.sql, countSql.params);
  };
  const direct = () => Promise.all([pool.query(rowsSql.sql, rowsSql.params), totals()]);
  console.log(`  the server's statements: rows beside EXPLAIN${estimated ? ' (count estimated)' : ' then count(*)'}`);
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
  await server.close();
  await database.close();
}
