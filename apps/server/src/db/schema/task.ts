import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Scheduled system tasks (modules/system/tasks). The row is also the lease: a process runs a task
 * only after a conditional UPDATE set `lease_token` and `lease_until` on it, so across all server
 * processes on one database a due task runs once; a lease whose process died expires and is taken over.
 */
export const sysTask = pgTable('sys_task', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: varchar({ length: 50 }).notNull().unique(),
  cron: varchar({ length: 100 }).notNull(),
  enabled: boolean().notNull().default(true),
  keepDays: integer(),
  /** When the schedule next wants it; moved on only when a scheduled run finishes, so a dead run is redone. */
  nextRunAt: timestamp({ withTimezone: true }),
  leaseToken: varchar({ length: 64 }),
  leaseUntil: timestamp({ withTimezone: true }),
  lastRunAt: timestamp({ withTimezone: true }),
  lastDurationMs: integer(),
  lastStatus: varchar({ length: 10 }),
  lastMessage: varchar({ length: 500 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One line per run, scheduled or manual; a run whose process died stays `running` with no finish. */
export const sysTaskRun = pgTable(
  'sys_task_run',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer()
      .notNull()
      .references(() => sysTask.id, { onDelete: 'cascade' }),
    trigger: varchar({ length: 10 }).notNull(),
    runner: varchar({ length: 100 }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    finishedAt: timestamp({ withTimezone: true }),
    durationMs: integer(),
    status: varchar({ length: 10 }).notNull(),
    message: varchar({ length: 500 }),
  },
  (t) => [index('sys_task_run_task_idx').on(t.taskId, t.id)],
);

/** Table configuration: the server-side default columns of a list (by its resource name). */
export const sysTableConfig = pgTable('sys_table_config', {
  name: varchar({ length: 100 }).primaryKey(),
  columns: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer(),
});

export type TaskRow = typeof sysTask.$inferSelect;
export type TaskRunRow = typeof sysTaskRun.$inferSelect;
