import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';

declare module 'vitest' {
  /** What the global setups (global-pglite.ts, global-postgres.ts) hand the test files. */
  export interface ProvidedContext {
    /** The PGlite template data directory. */
    pgliteTemplate: string;
    /** The PostgreSQL template database's name. */
    postgresTemplate: string;
  }
}

/**
 * Test databases are migrated and seeded once per run and copied for every test app: a new PGlite
 * (initdb) plus the migrations and the seed cost 5–12 s per file on a busy 2-core runner, a copied
 * data directory opens in about 0.5 s and a PostgreSQL database made from a template in about 0.2 s.
 */
export const ADMIN_PASSWORD = 'Admin12345';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** Where copies of the PGlite template go: memory-backed when the machine has /dev/shm. */
export const scratchRoot = () => (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

/** A migrated, seeded PGlite data directory (with demo data when `demo`), closed and ready to copy. */
export async function buildPgliteTemplate(dir: string, opts: { demo?: boolean } = {}) {
  const client = await PGlite.create(dir);
  const database = await openDatabase({ pglite: client });
  try {
    await runMigrations(database);
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: opts.demo ?? false, log: quiet });
  } finally {
    await client.close();
  }
}

/** A fresh copy of a template data directory, beside it (so the run's clean-up takes leftovers); the caller removes it. */
export function copyPgliteTemplate(template: string): string {
  const dir = fs.mkdtempSync(path.join(path.dirname(template), 'db-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function onServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Makes `<database of url>_tpl` anew, migrated and seeded, and returns its name. */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `${databaseName(url)}_tpl`;
  await onServer(url, async (c) => {
    await c.query(`drop database if exists ${ident(name)} with (force)`);
    await c.query(`create database ${ident(name)}`);
  });
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 2 });
  try {
    await runMigrations(database);
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: false, log: quiet });
  } finally {
    await database.close();
  }
  return name;
}

/**
 * Replaces the database `name` with a copy of `template`; `adminUrl` names another database of the
 * same server to connect to (one cannot drop the database one is connected to).
 */
export async function recreateFromTemplate(adminUrl: string, name: string, template: string) {
  await onServer(adminUrl, async (c) => {
    await c.query(`drop database if exists ${ident(name)} with (force)`);
    await c.query(`create database ${ident(name)} template ${ident(template)}`);
  });
}

/** Makes `name` from `template` unless it exists (a worker's database, refreshed by each test app). */
export async function ensureFromTemplate(adminUrl: string, name: string, template: string) {
  const exists = await onServer(
    adminUrl,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (!exists) await recreateFromTemplate(adminUrl, name, template);
}

/** Drops the databases a run made: the template and each worker's copy. */
export async function dropTestDatabases(url: string) {
  const base = databaseName(url);
  await onServer(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2 escape '!'`,
      [`${base}_tpl`, `${base.replace(/[!_%]/g, '!$&')}!_w%`],
    );
    for (const r of rows) await c.query(`drop database if exists ${ident(r.datname)} with (force)`);
  });
}
