import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { MIGRATION_LOCK, runMigrations } from './db/migrate.ts';
import { seed } from './seed/seed.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.poolSize });
await runMigrations(database);
const app = await buildApp({ database, config });
await database.withAdvisoryLock(MIGRATION_LOCK, (db) =>
  seed(db, { adminPassword: config.adminPassword, demo: config.seedDemo, log: app.log }),
);
await app.listen({ port: config.port, host: config.host });
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
