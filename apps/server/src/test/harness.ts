import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { sysRole, sysTask, sysUser, sysUserRole } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { nextRun } from '../modules/system/tasks/task-service.ts';
import { seed } from '../seed/seed.ts';
import { ADMIN_PASSWORD, copyPgliteTemplate, databaseName, recreateFromTemplate } from './templates.ts';

export { ADMIN_PASSWORD };
export const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** An empty public schema (the benches, which run without the test run's templates). */
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

/** The template the run's global setup made (vitest only; a bench builds its database itself). */
async function provided(key: 'pgliteTemplate' | 'postgresTemplate'): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

/** A database of the test's own: a copy of the run's migrated, seeded template, else made and seeded here. */
async function freshDatabase(url: string | undefined) {
  const template = await provided(url ? 'postgresTemplate' : 'pgliteTemplate');
  if (url) {
    if (template) await recreateFromTemplate(process.env.WMS_TEST_BASE_URL ?? url, databaseName(url), template);
    else await resetPostgres(url);
    return { database: await openDatabase({ databaseUrl: url, poolSize: 8 }), seeded: !!template, dir: undefined };
  }
  if (!template) return { database: await openDatabase({ pglite: await PGlite.create() }), seeded: false, dir: undefined };
  const dir = copyPgliteTemplate(template);
  return { database: await openDatabase({ dataDir: dir }), seeded: true, dir };
}

/**
 * A template was seeded minutes before this copy: its tasks' next runs may have passed, which a
 * fresh seed's never have, so they are set again from their schedule as the seed sets them.
 */
async function rescheduleTasks(database: Database) {
  for (const t of await database.db.select().from(sysTask))
    await database.db
      .update(sysTask)
      .set({ nextRunAt: nextRun(t.cron, t.enabled) })
      .where(eq(sysTask.id, t.id));
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const { database, seeded, dir } = await freshDatabase(url);
  if (!seeded) await runMigrations(database);
  else await rescheduleTasks(database);
  const config = {
    ...loadConfig({}),
    databaseUrl: url,
    webDist: '/nonexistent',
    scheduler: false,
    webhooks: false,
    ...overrides,
  };
  const app = await buildApp({ database, config, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  if (!seeded) await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: false, log: app.log });
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
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
