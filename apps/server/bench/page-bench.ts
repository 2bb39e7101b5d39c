/**
 * `npm run bench` (issue 2 figures):
 *  - ~page/get with a two-condition filter, a sort and page 50 on PostgreSQL with 1,000,000
 *    locations: p50/p95 through HTTP, beside the same SQL run directly through pg;
 *  - the same on PGlite with 100,000 locations;
 *  - requests per second under 32 concurrent connections, beside a bare node:http + pg server;
 *  - cold start of `npm start` on an empty DATA_DIR.
 * Needs PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres); it uses a database `wms_bench`,
 * or DATABASE_URL itself when its database name contains "bench" (so parallel runs keep their own).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { seedLocations } from './seed-locations.ts';
import { ms, throughput, timeMany } from './stats.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbOf = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '');
const BENCH_NAME = /bench/i.test(dbOf(BASE_URL)) ? dbOf(BASE_URL) : 'wms_bench';
const BENCH_URL = BASE_URL.replace(/\/[^/?]*(?=\?|$)/, `/${BENCH_NAME}`);
const PG_ROWS = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const LITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const N = Number(process.env.BENCH_N ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Bench12345';

const QUERY = {
  page: 50,
  length: 20,
  prop: 'code',
  order: 'desc',
  filter: [
    { field: 'type', operator: 'include', value: ['store', 'picking'] },
    { field: 'maxQty', operator: 'ge', value: 50 },
  ],
} as const;

async function ensureBenchDb() {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  const r = await c.query('select 1 from pg_database where datname = $1', [BENCH_NAME]);
  if (!r.rowCount) await c.query(`create database "${BENCH_NAME}"`);
  await c.end();
}

async function serve(database: Database) {
  const config = { ...loadConfig({}), webDist: '/nonexistent', adminPassword: PASSWORD };
  await runMigrations(database);
  const app = await buildApp({ database, config, logger: false });
  await seed(database.db, { adminPassword: PASSWORD, demo: false, log: app.log });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/system/user/_account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: PASSWORD }),
  });
  const token = (await login.json()).data.token as string;
  const call = async (extra: object = {}) => {
    const res = await fetch(`${address}/setting/location/~page/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ ...QUERY, ...extra }),
    });
    if (res.status !== 200) throw new Error(`page/get ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { app, call };
}

/**
 * The statements the repository runs for QUERY: the page's rows, and the planner's estimate of
 * the matching rows (EXPLAIN) that stands for the count above COUNT_ESTIMATE_ROWS; the exact
 * count is the third, run only with `exactCount`.
 */
function statements(app: Awaited<ReturnType<typeof serve>>['app']) {
  const repo = app.registry.repo('location');
  const { rowsQ, countQ, estimateQ } = repo.pageQueries(app.db, { ...QUERY, filter: [...QUERY.filter] } as never);
  const estimate = estimateQ.toSQL();
  return [rowsQ.toSQL(), { ...estimate, sql: `explain (format json) ${estimate.sql}` }, countQ.toSQL()];
}

async function postgresFigures() {
  await ensureBenchDb();
  const database = await openDatabase({ databaseUrl: BENCH_URL, poolSize: 16 });
  await runMigrations(database);
  const t0 = performance.now();
  await seedLocations(database.db, PG_ROWS);
  console.log(`PostgreSQL: ${PG_ROWS.toLocaleString('en')} locations ready (${ms(performance.now() - t0)})`);
  const { app, call } = await serve(database);
  const sample = await call();
  const exact = await call({ exactCount: true });
  console.log(
    `  page 50 returns ${sample.data.rows.length} rows of ${sample.count.toLocaleString('en')} matching${sample.countEstimated ? ' (estimated)' : ''}; exactly ${exact.count.toLocaleString('en')}`,
  );

  const api = await timeMany(N, call);
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 16 });
  const [rowsSql, estimateSql, countSql] = statements(app);
  const direct = () =>
    Promise.all([pool.query(rowsSql!.sql, rowsSql!.params), pool.query(estimateSql!.sql, estimateSql!.params)]);
  const raw = await timeMany(N, direct);
  console.log(`  ~page/get over HTTP: p50 ${ms(api.p50)}, p95 ${ms(api.p95)} (goal p50 < 25 ms)`);
  console.log(`  same SQL through pg (rows + estimate): p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}`);
  console.log(`  ratio: p50 ${(api.p50 / raw.p50).toFixed(2)}x, p95 ${(api.p95 / raw.p95).toFixed(2)}x (goal <= 1.3x)`);
  const exactApi = await timeMany(Math.min(N, 50), () => call({ exactCount: true }));
  const exactRaw = await timeMany(Math.min(N, 50), () => pool.query(countSql!.sql, countSql!.params));
  console.log(
    `  with exactCount (the pager's "count exactly"): p50 ${ms(exactApi.p50)}, p95 ${ms(exactApi.p95)}; the exact count(*) alone p50 ${ms(exactRaw.p50)}`,
  );

  const rps = await throughput(32, SECONDS, call);
  // The baseline: a bare node:http server running the same two statements on a pool of the same size.
  const bare = http.createServer(async (_req, res) => {
    const [rows, plan] = await direct();
    const count = plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ action: 'ok', message: '', count, countEstimated: true, data: { rows: rows.rows } }));
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const port = (bare.address() as { port: number }).port;
  const bareCall = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' });
    return res.json();
  };
  await bareCall();
  const bareRps = await throughput(32, SECONDS, bareCall);
  console.log(
    `  32 concurrent connections, ${SECONDS} s: console ${rps.toFixed(0)} req/s, bare node:http + pg ${bareRps.toFixed(0)} req/s (${((rps / bareRps) * 100).toFixed(0)}%)`,
  );
  bare.close();
  await pool.end();
  await app.close();
  await database.close();
}

async function pgliteFigures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-bench-lite-'));
  const client = await PGlite.create(dir);
  const database = await openDatabase({ pglite: client });
  await runMigrations(database);
  await seedLocations(database.db, LITE_ROWS);
  const { app, call } = await serve(database);
  const api = await timeMany(Math.min(N, 100), call);
  const [rowsSql, estimateSql] = statements(app);
  const raw = await timeMany(Math.min(N, 100), async () => {
    await client.query(rowsSql!.sql, rowsSql!.params);
    await client.query(estimateSql!.sql, estimateSql!.params);
  });
  console.log(`PGlite: ${LITE_ROWS.toLocaleString('en')} locations`);
  console.log(
    `  ~page/get over HTTP: p50 ${ms(api.p50)}, p95 ${ms(api.p95)}; same SQL direct: p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}`,
  );
  await app.close();
  await client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** `npm start` on an empty DATA_DIR until /healthz answers; with the web build, and the server alone. */
async function coldStart(label: string, args: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-bench-cold-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const t0 = performance.now();
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: String(port), ADMIN_PASSWORD: PASSWORD },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - t0 > 300_000) throw new Error('cold start timed out');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(
      `Cold start (${label}): ${(performance.now() - t0) / 1000 < 1 ? ms(performance.now() - t0) : `${((performance.now() - t0) / 1000).toFixed(1)} s`}`,
    );
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === 'postgres') await postgresFigures();
if (!only || only === 'pglite') await pgliteFigures();
if (!only || only === 'cold') {
  await coldStart('npm start: web build + migrate + seed', ['start']);
  await coldStart('server only, web already built', ['run', 'start', '-w', 'apps/server']);
}
process.exit(0);
