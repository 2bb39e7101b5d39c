/**
 * `npm run bench:inventory` (issue 11 figures), on PostgreSQL with 1,000,000 stock rows and 5,000,000
 * ledger rows (`BENCH_STOCK_ROWS`, `BENCH_LEDGER_ROWS`):
 *  - Stock by SKU, first page with a filter: p50 over HTTP beside the same SQL through pg (goal <= 1.3x),
 *    for the screen's rows and for its totals per SKU;
 *  - the stock journal for one month, all SKUs: time;
 *  - each dashboard GET: time, the first call (which rolls the ended days up) and warm (goal < 300 ms).
 * Needs DATABASE_URL naming a database for benches or tests; the data of `bench:stock` is reused and extended.
 */
import { ZStockQuery } from '@wms/contract/stock';
import pg from 'pg';
import { StockListRepository } from '../src/modules/inventory/stock/stock-list-repository.ts';
import { stockService } from '../src/modules/inventory/stock/stock-service.ts';
import { benchDatabase, benchServer, benchUrl } from './bench-app.ts';
import { seedInventory } from './seed-inventory.ts';
import { ms, timeAlternating, timeMany } from './stats.ts';

const URL_ = benchUrl('bench:inventory');
const ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 1_000_000);
const LEDGER = Number(process.env.BENCH_LEDGER_ROWS ?? 5_000_000);
const N = Number(process.env.BENCH_N ?? 30);

const database = await benchDatabase(URL_, ROWS);
const t0 = performance.now();
if (await seedInventory(database.db, LEDGER))
  console.log(`extended the ledger to ${LEDGER.toLocaleString('en')} rows in ${ms(performance.now() - t0)}`);
const server = await benchServer(database);
const { app, post, get } = server;
const pool = new pg.Pool({ connectionString: URL_, max: 4 });

/** p50 over HTTP beside the statements the engine builds for the same body, sent through pg. */
async function ratio(label: string, body: Record<string, unknown>, statements: { sql: string; params: unknown[] }[]) {
  const call = () => post('/inventory/stock/~page/get', body);
  const direct = () => Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
  const sample = await call();
  const [api, raw] = await timeAlternating(N, call, direct);
  console.log(`${label}: ${sample.data.rows.length} rows of ${sample.count.toLocaleString('en')}`);
  console.log(
    `  over HTTP p50 ${ms(api.p50)} (p95 ${ms(api.p95)}); same SQL through pg p50 ${ms(raw.p50)}; ratio ${(api.p50 / raw.p50).toFixed(2)}x (goal <= 1.3x)`,
  );
}

try {
  const lists = new StockListRepository((name) => app.registry.resources.get(name)!);
  const filter = [{ field: 'lotNo', operator: 'eq', value: 'LOT8' }];
  // The screen's first page: stock rows of one lot (Stock by SKU lists rows; its totals view groups them).
  const rowsBody = { page: 1, length: 20, filter, summary: true };
  const q = lists.stockQuery(ZStockQuery.parse(rowsBody));
  const pq = lists.stockRepo.pageQueries(app.db, q);
  await ratio('Stock by SKU, rows of lot LOT8, page 1', rowsBody, [pq.rowsQ.toSQL(), pq.countQ.toSQL()]);
  const totalsBody = { page: 1, length: 20, filter, group: 'sku', summary: true };
  const gq = lists.groupQueries(app.db, ZStockQuery.parse(totalsBody), 'sku');
  await ratio('Stock by SKU, totals per SKU of lot LOT8, page 1', totalsBody, [
    gq.rowsQ.toSQL(),
    gq.countQ.toSQL(),
    ...(gq.sumQ ? [gq.sumQ.toSQL()] : []),
  ]);

  // The journal for last month, every SKU.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const month = { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
  const journal = () => post('/inventory/journal/~page/get', { page: 1, length: 20, summary: true, ...month });
  const j0 = performance.now();
  const jr = await journal();
  const jFirst = performance.now() - j0;
  const jt = await timeMany(5, journal);
  console.log(
    `journal ${month.start} … ${month.end}, all SKUs: ${jr.count.toLocaleString('en')} SKU-days; first ${ms(jFirst)}, then p50 ${ms(jt.p50)}`,
  );

  // Dashboards: the first call of the day rolls ended days up; later ones read the roll-up.
  for (const path of [
    '/inventory/dash/monthly?months=12',
    '/inventory/dash/daily?days=30',
    '/inventory/dash/delivery',
    '/inventory/dash/plan',
    '/inventory/dash/customers',
    '/dashboard/summary',
  ]) {
    const c0 = performance.now();
    await get(path);
    const cold = performance.now() - c0;
    const warm = await timeMany(10, () => get(path));
    console.log(`GET ${path}: first ${ms(cold)}, then p50 ${ms(warm.p50)}, p95 ${ms(warm.p95)} (goal < 300 ms)`);
  }

  const drift = await stockService.drift(database.db);
  console.log(`drift: ${drift.length} stock rows differ from their ledger`);
} finally {
  await pool.end();
  await server.close();
  await database.close();
}
