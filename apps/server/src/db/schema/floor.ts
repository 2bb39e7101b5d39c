import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scans per worker and day (the floor's worker figures): one row per user and day, counted as each
 * floor scan is answered. Errors are the scans the server refused.
 */
export const floorStat = pgTable(
  'floor_stat',
  {
    userId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    scans: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('floor_stat_day_idx').on(t.day),
    check('floor_stat_counts_ck', sql`${t.errors} >= 0 and ${t.errors} <= ${t.scans}`),
  ],
);
