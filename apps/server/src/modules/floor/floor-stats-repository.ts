import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { floorStat, sysUser } from '../../db/schema/index.ts';

export const floorStatsRepository = {
  /** One scan of the user today (the database's day), an error or not. */
  async count(db: DbOrTx, userId: number, error: boolean): Promise<void> {
    const errors = error ? 1 : 0;
    await db
      .insert(floorStat)
      .values({ userId, day: sql`current_date`, scans: 1, errors })
      .onConflictDoUpdate({
        target: [floorStat.userId, floorStat.day],
        set: {
          scans: sql`${floorStat.scans} + 1`,
          errors: sql`${floorStat.errors} + ${errors}`,
          lastAt: sql`now()`,
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
