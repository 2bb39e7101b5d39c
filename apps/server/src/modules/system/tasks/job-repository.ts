import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

const rowsOf = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** Rows deleted per statement: a long purge never holds one big transaction or lock. */
const BATCH = 5_000;

/** The SQL of the housekeeping jobs (the stock-journal close uses the dashboard's own roll-up). */
export const jobRepository = {
  /** Sessions that expired or were ended more than `days` ago; a live session is never touched. */
  async deleteOldSessions(db: DbOrTx, days: number): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (
          delete from sys_session where id in (
            select id from sys_session
            where expires_at < now() - ${days} * interval '1 day' or revoked_at < now() - ${days} * interval '1 day'
            limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`,
      );
      const n = rows[0]?.n ?? 0;
      total += n;
      if (n < BATCH) return total;
    }
  },

  /** Audit lines older than `days` days. */
  async deleteOldLogs(db: DbOrTx, days: number): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (
          delete from sys_log where id in (
            select id from sys_log where created_at < now() - ${days} * interval '1 day' limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`,
      );
      const n = rows[0]?.n ?? 0;
      total += n;
      if (n < BATCH) return total;
    }
  },

  /** The first ledger day worth closing: the oldest movement, at most `maxDays` back. */
  async closeFrom(db: DbOrTx, maxDays: number): Promise<string> {
    const rows = await rowsOf<{ d: string }>(
      db,
      sql`select to_char(greatest(coalesce(min(ledger_date)::date, current_date), current_date - ${maxDays}::int), 'YYYY-MM-DD') as d
          from stock_ledger`,
    );
    return rows[0]!.d;
  },

  async closedDays(db: DbOrTx): Promise<number> {
    return (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ledger_rollup_day`))[0]!.n;
  },
};
