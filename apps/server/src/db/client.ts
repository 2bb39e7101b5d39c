import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { retryingTransactions } from './retry.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The connections as /metrics reports them (plugins/metrics.ts). */
export interface PoolStats {
  /** Connections the pool may open: DB_POOL_SIZE, or 1 for PGlite. */
  max: number;
  /** Connections open now, and of those the ones no statement or transaction holds. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (PGlite: statements queued behind the one under way). */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's state now (the LISTEN connection of `listen` is not in it). */
  poolStats(): PoolStats;
  /** Runs `fn` holding a session-level advisory lock (PostgreSQL); PGlite has one connection, so it just runs. */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `on` for every NOTIFY on `channel`, from any connection; `up(false)` while nothing is
   * listening (a lost connection, reconnected after a second), `up(true)` once it listens again.
   * Resolves to the function that stops listening.
   */
  listen(channel: string, on: () => void, up: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A PostgreSQL connection of its own that LISTENs, reconnecting while it is wanted. */
async function pgListener(url: string, channel: string, on: () => void, up: (listening: boolean) => void) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (current === c) current = undefined;
      up(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    c.on('error', lose);
    c.on('end', lose);
    c.on('notification', (n) => n.channel === channel && on());
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch {
      return lose();
    }
    if (stopped) return void c.end().catch(() => {});
    current = c;
    up(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    up(false);
    const c = current;
    current = undefined;
    await c?.end().catch(() => {});
  };
}

/**
 * The PGlite client with its statements and transactions counted while under way (for poolStats): its one connection
 * runs them one at a time, so beyond the first they wait. Methods run on the client itself (they use private fields);
 * a method a test replaced on the instance is handed out as it is.
 */
function counted(client: PGlite, busy: { calls: number }): PGlite {
  const handed = new Map<PropertyKey, unknown>();
  const track =
    (fn: (...a: unknown[]) => Promise<unknown>) =>
    async (...a: unknown[]) => {
      busy.calls++;
      try {
        return await fn.apply(client, a);
      } finally {
        busy.calls--;
      }
    };
  return new Proxy(client, {
    get(target, key) {
      const v = Reflect.get(target, key, target) as unknown;
      if (typeof v !== 'function' || Object.hasOwn(target, key)) return v;
      let h = handed.get(key);
      if (!h) {
        const fn = v as (...a: unknown[]) => Promise<unknown>;
        h = key === 'query' || key === 'exec' || key === 'transaction' ? track(fn) : fn.bind(target);
        handed.set(key, h);
      }
      return h;
    },
  });
}

/** An IANA time zone name as PostgreSQL takes it in a connection's options (checked by config.ts against Intl). */
const ZONE = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  pglite?: PGlite;
  /**
   * The site's time zone (SITE_TIME_ZONE): every connection's TimeZone, so `current_date` (the day postings, statements,
   * closes and the dashboards count by) is the site's day. Unset: the database's own setting.
   */
  timeZone?: string;
}): Promise<Database> {
  if (opts.timeZone !== undefined && !ZONE.test(opts.timeZone)) throw new Error(`not a time zone name: ${opts.timeZone}`);
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      ...(opts.timeZone ? { options: `-c TimeZone=${opts.timeZone}` } : {}),
    });
    // numeric and bigint counts come back as strings; the app wants numbers.
    pool.on('error', () => {});
    const db = retryingTransactions(drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, on, up) => pgListener(opts.databaseUrl!, channel, on, up),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ?? './data';
    fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    client = await PGlite.create(path.resolve(dir));
  }
  // One connection: set once, it holds for every statement.
  if (opts.timeZone) await client.exec(`set time zone '${opts.timeZone}'`);
  const busy = { calls: 0 };
  const db = drizzlePglite({ client: counted(client, busy), schema, casing: 'snake_case' }) as unknown as Db;
  const owned = !opts.pglite;
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ max: 1, total: 1, idle: busy.calls ? 0 : 1, waiting: Math.max(0, busy.calls - 1) }),
    withAdvisoryLock: (_key, fn) => fn(db),
    // One connection: its own notifications arrive once the statement that sent them has finished.
    async listen(channel, on, up) {
      const stop = await client.listen(channel, on);
      up(true);
      return async () => {
        up(false);
        await stop();
      };
    },
    close: async () => {
      if (owned) await client.close();
    },
  };
}
