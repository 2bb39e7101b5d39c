import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { floorStat, sysUser } from '../../db/schema/index.ts';

/** A worker's scans counted since the last write. */
export interface ScanCounts {
  userId: number;
  scans: number;
  errors: number;
  firstAt: Date;
  lastAt: Date;
}

export const floorStatsRepository = {
  /**
   * Adds counted scans to their workers' days (the database's day of the first scan of each): one
   * statement for all of them.
   */
  async add(db: DbOrTx, rows: readonly ScanCounts[]): Promise<void> {
    await db
      .insert(floorStat)
      .values(
        rows.map((r) => ({
          userId: r.userId,
          day: sql`${r.firstAt.toISOString()}::timestamptz::date`,
          scans: r.scans,
          errors: r.errors,
          firstAt: r.firstAt,
          lastAt: r.lastAt,
        })),
      )
      .onConflictDoUpdate({
        target: [floorStat.userId, floorStat.day],
        set: {
          scans: sql`${floorStat.scans} + excluded.scans`,
          errors: sql`${floorStat.errors} + excluded.errors`,
          firstAt: sql`least(${floorStat.firstAt}, excluded.first_at)`,
          lastAt: sql`greatest(${floorStat.lastAt}, excluded.last_at)`,
        },
      });
  },

  /** The days from..to (ISO dates) by day and worker. */
  async days(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        day: floorStat.day,
        userId: floorStat.userId,
        account: sysUser.account,
        name: sysUser.name,
        scans: floorStat.scans,
        errors: floorStat.errors,
        firstAt: floorStat.firstAt,
        lastAt: floorStat.lastAt,
      })
      .from(floorStat)
      .leftJoin(sysUser, eq(sysUser.id, floorStat.userId))
      .where(and(between(floorStat.day, from, to)))
      .orderBy(sql`${floorStat.day} desc`, asc(sysUser.account));
  },
};
