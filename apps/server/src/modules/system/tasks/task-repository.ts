import type { TTaskRow, TTaskRun } from '@wms/contract/system-task';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysTask, sysTaskRun, type TaskRow, type TaskRunRow } from '../../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Results are stored as `{"zh": …, "en": …}` (jobs.ts JobResult); anything else is shown as it is. */
export function resultText(stored: string | null, lang: 'zh' | 'en'): string | null {
  if (!stored?.startsWith('{')) return stored;
  try {
    const v = JSON.parse(stored) as Record<string, unknown>;
    return typeof v[lang] === 'string' ? (v[lang] as string) : stored;
  } catch {
    return stored;
  }
}

export function taskReply(t: TaskRow, lang: 'zh' | 'en'): TTaskRow {
  return {
    id: t.id,
    code: t.code as TTaskRow['code'],
    cron: t.cron,
    enabled: t.enabled,
    keepDays: t.keepDays,
    nextRunAt: iso(t.nextRunAt),
    running: t.leaseUntil !== null && t.leaseUntil.getTime() > Date.now(),
    lastRunAt: iso(t.lastRunAt),
    lastDurationMs: t.lastDurationMs,
    lastStatus: t.lastStatus as TTaskRow['lastStatus'],
    lastMessage: resultText(t.lastMessage, lang),
  };
}

export function runReply(r: TaskRunRow, lang: 'zh' | 'en'): TTaskRun {
  return {
    id: r.id,
    taskId: r.taskId,
    trigger: r.trigger as TTaskRun['trigger'],
    runner: r.runner,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    durationMs: r.durationMs,
    status: r.status as TTaskRun['status'],
    message: resultText(r.message, lang),
  };
}

/** A lease nobody holds, or one whose holder stopped renewing it (its process died). */
const leaseFree = or(isNull(sysTask.leaseUntil), lt(sysTask.leaseUntil, sql`now()`));
const leaseFor = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** All SQL of the scheduled tasks: the rows, the lease, the run history. */
export const taskRepository = {
  list: (db: DbOrTx) => db.select().from(sysTask).orderBy(sysTask.id),

  async byId(db: DbOrTx, id: number) {
    const [t] = await db.select().from(sysTask).where(eq(sysTask.id, id));
    return t;
  },

  async insertIfMissing(db: DbOrTx, row: { code: string; cron: string; keepDays: number | null; nextRunAt: Date | null }) {
    await db.insert(sysTask).values(row).onConflictDoNothing({ target: sysTask.code });
  },

  async update(db: DbOrTx, id: number, set: Partial<Pick<TaskRow, 'cron' | 'enabled' | 'keepDays' | 'nextRunAt'>>) {
    const [t] = await db
      .update(sysTask)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(sysTask.id, id))
      .returning();
    return t;
  },

  /**
   * Claims the most overdue enabled task that is due and not leased, in one conditional UPDATE. Two
   * processes racing for a row: PostgreSQL makes the second wait for the first's commit and re-checks
   * the outer WHERE on the new row, whose lease is now held, so only one gets it back. One at a time,
   * so a task waiting behind a long run is not held under a lease nobody renews.
   */
  async claimDue(db: DbOrTx, token: string, leaseMs: number) {
    const due = and(eq(sysTask.enabled, true), sql`${sysTask.nextRunAt} <= now()`, leaseFree);
    const [t] = await db
      .update(sysTask)
      .set({ leaseToken: token, leaseUntil: leaseFor(leaseMs) })
      .where(
        and(due, eq(sysTask.id, sql`(select ${sysTask.id} from ${sysTask} where ${due} order by ${sysTask.nextRunAt} limit 1)`)),
      )
      .returning();
    return t;
  },

  /** Claims one task for a run now, whatever its schedule; undefined when another run holds it. */
  async claimOne(db: DbOrTx, id: number, token: string, leaseMs: number) {
    const [t] = await db
      .update(sysTask)
      .set({ leaseToken: token, leaseUntil: leaseFor(leaseMs) })
      .where(and(eq(sysTask.id, id), leaseFree))
      .returning();
    return t;
  },

  /** Extends a held lease; false when it was lost (expired and taken over). */
  async renew(db: DbOrTx, id: number, token: string, leaseMs: number) {
    const r = await db
      .update(sysTask)
      .set({ leaseUntil: leaseFor(leaseMs) })
      .where(and(eq(sysTask.id, id), eq(sysTask.leaseToken, token)))
      .returning({ id: sysTask.id });
    return r.length > 0;
  },

  /** The run's line; earlier runs of the task still `running` lost their process (we hold the lease now). */
  async startRun(db: DbOrTx, taskId: number, trigger: 'schedule' | 'manual', runner: string, interrupted: string) {
    await db
      .update(sysTaskRun)
      .set({ status: 'error', message: interrupted })
      .where(and(eq(sysTaskRun.taskId, taskId), eq(sysTaskRun.status, 'running')));
    const [r] = await db.insert(sysTaskRun).values({ taskId, trigger, runner, status: 'running' }).returning();
    return r!;
  },

  /** Records the outcome and gives the lease back; `nextRunAt` only for a scheduled run. */
  async finish(
    db: DbOrTx,
    t: { id: number; token: string; runId: number },
    outcome: { status: 'ok' | 'error'; message: string; durationMs: number },
    nextRunAt: Date | null | undefined,
  ) {
    return db.transaction(async (tx) => {
      const [run] = await tx
        .update(sysTaskRun)
        .set({ finishedAt: sql`clock_timestamp()`, ...outcome })
        .where(eq(sysTaskRun.id, t.runId))
        .returning();
      await tx
        .update(sysTask)
        .set({
          leaseToken: null,
          leaseUntil: null,
          lastRunAt: run!.startedAt,
          lastDurationMs: outcome.durationMs,
          lastStatus: outcome.status,
          lastMessage: outcome.message,
          ...(nextRunAt !== undefined ? { nextRunAt } : {}),
        })
        .where(and(eq(sysTask.id, t.id), eq(sysTask.leaseToken, t.token)));
      return run!;
    });
  },

  runs: (db: DbOrTx, taskId: number, limit: number) =>
    db.select().from(sysTaskRun).where(eq(sysTaskRun.taskId, taskId)).orderBy(desc(sysTaskRun.id)).limit(limit),
};
