import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { sysRole, sysUser, sysUserRole } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { seed } from '../seed/seed.ts';

export const ADMIN_PASSWORD = 'Admin12345';
export const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** An empty public schema on the shared PostgreSQL test database; test files run one at a time. */
async function resetPostgres(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  await c.end();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in and returns the token. */
  login(account?: string, password?: string): Promise<string>;
  /** Creates a user holding exactly these permissions (through a role of its own). */
  userWith(account: string, permissions: string[]): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (url) await resetPostgres(url);
  const database = await openDatabase(url ? { databaseUrl: url, poolSize: 8 } : { pglite: await PGlite.create() });
  await runMigrations(database);
  const config = { ...loadConfig({}), databaseUrl: url, webDist: '/nonexistent', scheduler: false, ...overrides };
  const app = await buildApp({ database, config, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: false, log: app.log });
  await app.ready();

  const login = async (account = 'admin', password = ADMIN_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/system/user/_account/auth', payload: { account, password } });
    if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.body}`);
    return res.json().data.token as string;
  };
  const userWith = async (account: string, permissions: string[]) => {
    const db = database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ code: `r-${account}`, name: account, permissions })
      .returning({ id: sysRole.id });
    const [u] = await db
      .insert(sysUser)
      .values({ account, name: account, passwordHash: await hashPassword('Passw0rd!') })
      .returning({ id: sysUser.id });
    await db.insert(sysUserRole).values({ userId: u!.id, roleId: role!.id });
    return login(account, 'Passw0rd!');
  };
  return {
    app,
    database,
    config,
    login,
    userWith,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const auth = (token: string, lang = 'en') => ({ 'x-auth-token': token, 'accept-language': lang });

/**
 * Runs a write made straight in the database (as an administrator's SQL would be) that changes a
 * session, user or role, and waits until the server heard of it: servers check sessions from
 * memory until the database's notification arrives (plugins/session-cache.ts).
 */
export async function authWrite(t: Pick<TestApp, 'app'>, write: () => Promise<unknown>) {
  const before = t.app.sessions.generation;
  await write();
  for (let i = 0; i < 400 && t.app.sessions.generation === before; i++) await new Promise((r) => setTimeout(r, 5));
  if (t.app.sessions.generation === before) throw new Error('the server did not hear of the change');
}

export async function expireSessions(t: Pick<TestApp, 'app' | 'database'>, account: string) {
  const db = t.database.db;
  const [u] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
  await authWrite(t, () =>
    db.execute(sql`update sys_session set expires_at = now() - interval '1 minute' where user_id = ${u!.id}`),
  );
}
