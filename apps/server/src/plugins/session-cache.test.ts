import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { hashToken } from '../modules/auth/token.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  /** A cache on a stand-in database whose listening connection the test raises and drops. */
  const cacheWith = async () => {
    const c = new SessionCache<string>();
    const hooks: { on?: () => void; up?: (l: boolean) => void } = {};
    await c.start({
      listen: async (_channel: string, on: () => void, up: (l: boolean) => void) => {
        Object.assign(hooks, { on, up });
        up(true);
        return async () => up(false);
      },
    } as unknown as Database);
    return { c, hooks };
  };

  it('keeps what was read, and empties on a notification', async () => {
    const { c, hooks } = await cacheWith();
    c.set('a', 'A', Date.now(), c.generation);
    expect(c.get('a')).toBe('A');
    hooks.on!();
    expect(c.get('a')).toBeUndefined();
  });

  it('does not keep a value read before a change was heard of', async () => {
    const { c } = await cacheWith();
    const generation = c.generation;
    c.clear();
    c.set('a', 'stale', Date.now(), generation);
    expect(c.get('a')).toBeUndefined();
  });

  it('keeps nothing while nobody listens, and forgets what it had when the connection drops', async () => {
    const { c, hooks } = await cacheWith();
    c.set('a', 'A', Date.now(), c.generation);
    hooks.up!(false);
    expect(c.get('a')).toBeUndefined();
    c.set('b', 'B', Date.now(), c.generation);
    expect(c.get('b')).toBeUndefined();
    hooks.up!(true);
    c.set('b', 'B', Date.now(), c.generation);
    expect(c.get('b')).toBe('B');
  });

  it('answers from memory for ten seconds at most', async () => {
    const { c } = await cacheWith();
    c.set('a', 'A', Date.now() - 10_001, c.generation);
    expect(c.get('a')).toBeUndefined();
  });
});

describe(`sessions checked from memory, on two servers (${DB_KIND})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database?: Database };

  beforeAll(async () => {
    t = await createTestApp();
    // On PostgreSQL a second server with its own pool and listening connection, as a second process.
    const database = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 })
      : undefined;
    second = { app: await buildApp({ database: database ?? t.database, config: t.config, logger: false }), database };
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  const warehouses = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/setting/warehouse/~page/get', headers: auth(token), payload: {} });
  /** The other server hears of a change within this long; it is a bound, not a measurement. */
  const eventually = async (fn: () => Promise<number>, status: number) => {
    let last = 0;
    for (let i = 0; i < 100 && last !== status; i++) {
      last = await fn();
      if (last !== status) await new Promise((r) => setTimeout(r, 20));
    }
    return last;
  };

  it('refuses a token at once on the server that signed it out', async () => {
    const token = await t.userWith('cache-self', ['setting/warehouse/view']);
    expect((await warehouses(t.app, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/system/user/_account/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await warehouses(t.app, token)).statusCode).toBe(401);
  });

  it('keeps a checked session across a write outside /system/, and empties it on a write inside', async () => {
    const token = await t.userWith('cache-keep', ['setting/warehouse/view', 'setting/warehouse/add']);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
    expect((await warehouses(t.app, token)).statusCode).toBe(200);
    expect(t.app.sessions.get(hashToken(token))).toBeDefined();
    expect((await post('/setting/warehouse/~add', { code: 'CACHE-KEEP', name: 'Cache keep' })).statusCode).toBe(200);
    expect(t.app.sessions.get(hashToken(token))).toBeDefined();
    expect((await post('/system/filter/~save', { resource: 'warehouse', title: 'cache', filter: {} })).statusCode).toBe(200);
    expect(t.app.sessions.get(hashToken(token))).toBeUndefined();
  });

  it('refuses on the other server a permission taken away, and a token signed out, on this one', async () => {
    const token = await t.userWith('cache-other', ['setting/warehouse/view']);
    expect((await warehouses(second.app, token)).statusCode).toBe(200);
    expect((await warehouses(second.app, token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`delete from sys_user_role where user_id = (select id from sys_user where account = 'cache-other')`,
    );
    expect(await eventually(async () => (await warehouses(second.app, token)).statusCode, 403)).toBe(403);

    const other = await t.userWith('cache-out', ['setting/warehouse/view']);
    expect((await warehouses(second.app, other)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/system/user/_account/logout', headers: auth(other) });
    expect(await eventually(async () => (await warehouses(second.app, other)).statusCode, 401)).toBe(401);
  });

  it('refuses on both servers a user disabled straight in the database', async () => {
    const token = await t.userWith('cache-off', ['setting/warehouse/view']);
    for (const app of [t.app, second.app]) expect((await warehouses(app, token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sys_user set enabled = false where account = 'cache-off'`);
    for (const app of [t.app, second.app])
      expect(await eventually(async () => (await warehouses(app, token)).statusCode, 401)).toBe(401);
  });
});
