import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
/** Arbitrary constant: every process migrating the same database takes this lock, so only one migrates at a time. */
export const MIGRATION_LOCK = 741_852_963;

export async function runMigrations(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK, async (db) => {
    // Both drivers' migrators share the same dialect code; the node-postgres one only needs `db.dialect` and `db.session`.
    await migratePg(db as never, { migrationsFolder: MIGRATIONS });
  });
}
