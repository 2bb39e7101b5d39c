import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { jsonClient } from './json-client.ts';
import { seedStock } from './seed-stock.ts';
import { ms } from './stats.ts';

const PASSWORD = 'Bench12345';

/** DATABASE_URL, refused unless it names a database for benches or tests (its public schema may be replaced). */
export function benchUrl(name: string): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/bench|test/i.test(url.replace(/^.*\//, '').replace(/\?.*$/, ''))) {
    console.error(`${name} needs DATABASE_URL naming a database for tests or benchmarks (its name contains "bench" or "test")`);
    process.exit(2);
  }
  return url;
}

/**
 * The migrated bench database holding `rows` seeded stock rows (seed-stock.ts): reused when it holds
 * them already, else the schema is replaced and loaded (a minute or two).
 */
export async function benchDatabase(url: string, rows: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const have = await c.query(`select to_regclass('public.stock') is not null as t`);
  const n = have.rows[0].t ? Number((await c.query(`select count(*) from stock where lpn like 'BLPN%'`)).rows[0].count) : 0;
  if (n < rows) await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  await c.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 16 });
  await runMigrations(database);
  if (n < rows) {
    const t0 = performance.now();
    await seedStock(database.db, rows);
    console.log(`seeded ${rows.toLocaleString('en')} stock rows and their ledger in ${ms(performance.now() - t0)}`);
  } else console.log(`reusing ${n.toLocaleString('en')} seeded stock rows`);
  return database;
}

/** The HTTP server on the bench database, signed in as admin: `post` and `get` return the parsed reply, refusing non-200s. */
export async function benchServer(database: Awaited<ReturnType<typeof benchDatabase>>, overrides: Partial<Config> = {}) {
  const config = { ...loadConfig({}), webDist: '/nonexistent', adminPassword: PASSWORD, ...overrides };
  const app = await buildApp({ database, config, logger: false });
  await seed(database.db, { adminPassword: PASSWORD, demo: false, log: app.log });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await jsonClient(base)('POST', '/system/user/_account/auth', { account: 'admin', password: PASSWORD });
  const token = login.json.data.token as string;
  const send = jsonClient(base, { 'x-auth-token': token });
  async function call(method: string, path: string, body?: unknown) {
    const { status, json } = await send(method, path, body);
    if (status !== 200) throw new Error(`${path} ${status} ${JSON.stringify(json).slice(0, 500)}`);
    return json;
  }
  return {
    app,
    base,
    token,
    post: (path: string, body: unknown) => call('POST', path, body),
    get: (path: string) => call('GET', path),
    close: () => app.close(),
  };
}
