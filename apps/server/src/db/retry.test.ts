import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { isRetryable } from './retry.ts';

describe('isRetryable', () => {
  it('finds the deadlock or serialisation code under the ORM wrapper, nothing else', () => {
    expect(isRetryable({ message: 'query failed', cause: { code: '40P01' } })).toBe(true);
    expect(isRetryable({ code: '40001' })).toBe(true);
    expect(isRetryable({ cause: { code: '23505' } })).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('transactions on PostgreSQL', () => {
  it('a deadlock victim runs again and both sides succeed', async () => {
    const database = await openDatabase({ databaseUrl: url!, poolSize: 4 });
    const table = sql.raw(`retry_probe_${process.pid}`);
    const { db } = database;
    try {
      await db.execute(sql`create table ${table} (id int primary key, n int not null)`);
      await db.execute(sql`insert into ${table} values (1, 0), (2, 0)`);
      const ready: Array<() => void> = [];
      const both = Promise.all([0, 1].map((i) => new Promise<void>((r) => (ready[i] = r))));
      let runs = 0;
      // Each side locks its first row, waits until the other holds its own, then wants the other's: a cycle.
      const side = (i: number, first: number, second: number) =>
        db.transaction(async (tx) => {
          runs++;
          await tx.execute(sql`update ${table} set n = n + 1 where id = ${first}`);
          ready[i]!();
          await both;
          await tx.execute(sql`update ${table} set n = n + 1 where id = ${second}`);
        });
      await Promise.all([side(0, 1, 2), side(1, 2, 1)]);
      expect(runs).toBe(3);
      const rows = (await db.execute(sql`select n from ${table} order by id`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
    } finally {
      await db.execute(sql`drop table if exists ${table}`);
      await database.close();
    }
  }, 30_000);
});
