import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

/** Several processes starting at once on one PostgreSQL must migrate exactly once. */
describe.runIf(process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run once when four processes start together', async () => {
    const url = process.env.DATABASE_URL!;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    const dbs = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })));
    try {
      await Promise.all(dbs.map((d) => runMigrations(d)));
      const applied = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } });
      expect(applied.rows[0].n).toBe(journal.default.entries.length);
      const tables = await c.query("select count(*)::int as n from information_schema.tables where table_name = 'warehouse'");
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
      await c.end();
    }
  });
});
