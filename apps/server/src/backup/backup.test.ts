import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { stockService } from '../modules/inventory/stock/stock-service.ts';
import { seed } from '../seed/seed.ts';
import { assertNoDrift, stockFixture } from '../test/stock.ts';
import { backup, restore } from './backup.ts';

const url = process.env.DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A database with users, master data and stock moved twice (a receipt and a move), as a console leaves it. */
async function fill(database: Database) {
  await runMigrations(database);
  await seed(database.db, { adminPassword: 'Admin12345', demo: false, log: Fastify({ logger: false }).log });
  const fx = await stockFixture(database.db);
  await database.db.transaction(async (tx) => {
    const row = await stockService.receive(tx, { location: fx.locA, sku: fx.sku, qty: 40, lotNo: 'L1' });
    await stockService.move(tx, row.id, 15, { location: fx.locB });
  });
}

/** What a restore must bring back: users, master data, stock and ledger. */
async function snapshot(database: Database) {
  const r = await database.db.execute(sql`
    select (select count(*)::int from sys_user) as users, (select count(*)::int from location) as locations,
      (select coalesce(json_agg(json_build_object('loc', location_id, 'qoh', qoh, 'lot', lot_no) order by id), '[]') from stock) as stock,
      (select count(*)::int from stock_ledger) as ledger`);
  return (r as unknown as { rows: unknown[] }).rows[0];
}

async function resetPostgres() {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  await c.end();
}

const cli = (args: string[], env: Record<string, string>) => {
  try {
    execFileSync('npx', ['tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, err: '' };
  } catch (e) {
    const x = e as { status: number; stderr: string };
    return { code: x.status, err: x.stderr };
  }
};

describe.runIf(!url)('backup and restore of the embedded database', () => {
  it('npm run backup, then npm run restore into an empty data dir: the same rows and stock; never over data', {
    timeout: 240_000,
  }, async () => {
    const dir = path.join(tmp, 'data');
    const db = await openDatabase({ dataDir: dir });
    await fill(db);
    const before = await snapshot(db);
    await db.close();

    const file = path.join(tmp, 'one.tar.gz');
    expect(cli(['backup', file], { DATA_DIR: dir, DATABASE_URL: '' })).toEqual({ code: 0, err: '' });
    // Never over data: the original dir is not empty.
    const over = cli(['restore', file], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(over.code).toBe(1);
    expect(over.err).toMatch(/not empty/);
    const copy = path.join(tmp, 'restored');
    expect(cli(['restore', file], { DATA_DIR: copy, DATABASE_URL: '' })).toEqual({ code: 0, err: '' });
    const back = await openDatabase({ dataDir: copy });
    expect(await snapshot(back)).toEqual(before);
    await assertNoDrift(back.db);
    await back.close();
  });

  it('refuses while a console holds the data dir, and a file that is not a backup', async () => {
    const dir = path.join(tmp, 'held');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17');
    // Another live process (the test runner's parent) holds it.
    fs.writeFileSync(`${dir}.pid`, String(process.ppid));
    await expect(backup({ kind: 'pglite', dataDir: dir }, path.join(tmp, 'x.tar.gz'))).rejects.toThrow(/in use by process/);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    // A pid file left by a dead process is taken over.
    fs.writeFileSync(`${dir}.pid`, '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.pid`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.pid`)).toBe(false);

    const junk = path.join(tmp, 'junk.bin');
    fs.writeFileSync(junk, 'hello');
    await expect(restore({ kind: 'pglite', dataDir: path.join(tmp, 'none') }, junk)).rejects.toThrow(/not a backup/);
  });
});

describe.runIf(url)('backup and restore on PostgreSQL', () => {
  it('restores a pg_dump into an empty database with the same rows and stock, and refuses a database with data', {
    timeout: 120_000,
  }, async () => {
    await resetPostgres();
    const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      await fill(db);
      const before = await snapshot(db);
      const file = path.join(tmp, 'pg.pgdump');
      await backup({ kind: 'postgres', url: url! }, file);
      await expect(restore({ kind: 'postgres', url: url! }, file)).rejects.toThrow(/not empty/);
      await expect(restore({ kind: 'pglite', dataDir: path.join(tmp, 'x') }, file)).rejects.toThrow(/PostgreSQL backup/);
      await resetPostgres();
      expect(await snapshot(db).catch(() => 'gone')).toBe('gone');
      await restore({ kind: 'postgres', url: url! }, file);
      expect(await snapshot(db)).toEqual(before);
      await assertNoDrift(db.db);
    } finally {
      await db.close();
    }
  });
});
