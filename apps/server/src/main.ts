import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { MIGRATION_LOCK, runMigrations } from './db/migrate.ts';
import { listenProblem, portProblem } from './port-check.ts';
import { seed } from './seed/seed.ts';

/** A start-up problem the operator can fix: one line saying what to do, and a non-zero exit. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const started = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) refuse(e.message);
  throw e;
}
// Before migrating or seeding, so a busy port is reported before the one-time admin password is printed.
const problem = await portProblem(config.port, config.host);
if (problem) refuse(problem);

// The embedded database is one process's: a second console, or a backup while this one runs, is refused.
let unlockDataDir = () => {};
if (!config.databaseUrl) {
  try {
    unlockDataDir = lockDataDir(config.dataDir);
  } catch (e) {
    refuse((e as Error).message);
  }
}
process.on('exit', () => unlockDataDir());

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.poolSize,
  timeZone: config.siteTimeZone,
});
await runMigrations(database);
const app = await buildApp({ database, config });
await database.withAdvisoryLock(MIGRATION_LOCK, (db) =>
  seed(db, { adminPassword: config.adminPassword, demo: config.seedDemo, log: app.log }),
);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  // Another process took the port between the check and now.
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  refuse(listenProblem(e as NodeJS.ErrnoException, config.port, config.host));
}
app.log.info({ db: database.kind, ms: Math.round(performance.now() - started) }, 'console ready');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  });
}
