import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dataDirBusy, dataDirHolder } from '../db/data-dir-lock.ts';

/**
 * `npm run backup` and `npm run restore` (README): one file per backup. On the embedded database
 * it is PGlite's own data-dir dump (a gzipped tar); on PostgreSQL a `pg_dump` custom-format
 * archive. A restore goes only into an empty data dir or database, never over data.
 */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export class BackupError extends Error {}

const GZIP = Buffer.from([0x1f, 0x8b]);
const PGDMP = Buffer.from('PGDMP');

function kindOfFile(file: string): Target['kind'] {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head.subarray(0, 5).equals(PGDMP)) return 'postgres';
    if (head.subarray(0, 2).equals(GZIP)) return 'pglite';
  } finally {
    fs.closeSync(fd);
  }
  throw new BackupError(`${file} is not a backup of this console (neither an embedded-database dump nor a pg_dump archive).`);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b) => (err += b));
    child.on('error', (e) =>
      reject(new BackupError(`${cmd} could not be started (${(e as Error).message}): install the PostgreSQL client tools.`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${cmd} failed (${code}): ${err.trim()}`))));
  });
}

function refuseBusy(dataDir: string) {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new BackupError(dataDirBusy(dataDir, holder));
}

/** Writes the backup of `target` to `file` (created; its folder too). */
export async function backup(target: Target, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  if (!fs.existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${target.dataDir} (DATA_DIR) to back up.`);
  }
  refuseBusy(target.dataDir);
  const db = await PGlite.create(target.dataDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    return r.rows[0].n === 0;
  } finally {
    await c.end();
  }
}

/** Brings `file` back into `target`, which must be empty. */
export async function restore(target: Target, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const kind = kindOfFile(file);
  if (kind !== target.kind) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.`
        : `${file} is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  }
  if (target.kind === 'postgres') {
    if (!(await postgresIsEmpty(target.url))) {
      throw new BackupError('The database of DATABASE_URL is not empty: restore only into an empty database (create one first).');
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file]);
    return;
  }
  refuseBusy(target.dataDir);
  if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length) {
    throw new BackupError(
      `${target.dataDir} (DATA_DIR) is not empty: move it away or choose an empty folder; a restore never overwrites data.`,
    );
  }
  const db = await PGlite.create(target.dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.close();
}
