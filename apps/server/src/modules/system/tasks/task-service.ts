import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { nextCronRun, parseCron } from '@wms/contract/cron';
import { TASK_CODES, type TaskCode, type TTaskUpdate } from '@wms/contract/system-task';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { TaskRow, TaskRunRow } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { noteChange } from '../logs/audit.ts';
import type { NoticeService } from '../notices/notice-service.ts';
import { JOBS, type JobContext, type JobDef, type JobResult } from './jobs.ts';
import { taskRepository as repo } from './task-repository.ts';

/** This process, as the history names it. */
export const RUNNER = `${os.hostname()}:${process.pid}`.slice(0, 100);

const INTERRUPTED = JSON.stringify({ zh: '运行中断：执行它的进程已退出', en: 'Interrupted: the process running it ended' });
const clip = (s: string) => s.slice(0, 200);

/** The next time the expression fires after `from`; null for a disabled task or one that never fires. */
export function nextRun(cron: string, enabled: boolean, from = new Date()): Date | null {
  const c = parseCron(cron);
  return enabled && c ? nextCronRun(c, from) : null;
}

export interface TaskServiceOptions {
  /** How long a claim holds before another process may take the task over (it is renewed while running). */
  leaseMs: number;
  log?: FastifyBaseLogger;
  /** The jobs by task code; a test gives one that fails. */
  jobs?: Partial<Record<string, JobDef>>;
  /** Tells the task managers of a failed run (their push settings decide how). */
  notices?: NoticeService;
  /** What jobs reach besides the database (the monthly statements' mail). */
  context?: JobContext;
  /** Told of each run's outcome once its job has ended (the /metrics counters). */
  onRun?: (run: { code: string; trigger: 'schedule' | 'manual'; ok: boolean }) => void;
}

/** Scheduled system tasks: edit, run now, and the claimed run that both the scheduler and run-now use. */
export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly opts: TaskServiceOptions,
  ) {}

  list = () => repo.list(this.db);
  runs = (id: number) => repo.runs(this.db, id, 50);

  async get(id: number): Promise<TaskRow> {
    const t = await repo.byId(this.db, id);
    if (!t) throw notFound();
    return t;
  }

  /** A new schedule (or switching it on) starts from now; the days kept only matter to the purging tasks. */
  async update(body: TTaskUpdate): Promise<TaskRow> {
    const before = await this.get(body.id);
    const keepsDays = JOBS[before.code as TaskCode]?.keepDays !== null;
    const cron = body.cron.trim().replace(/\s+/g, ' ');
    const after = await repo.update(this.db, body.id, {
      cron,
      enabled: body.enabled,
      keepDays: keepsDays ? (body.keepDays ?? before.keepDays) : null,
      nextRunAt: nextRun(cron, body.enabled),
    });
    noteChange({ before, after });
    return after!;
  }

  async setEnabled(id: number, enabled: boolean): Promise<TaskRow> {
    const before = await this.get(id);
    const after = await repo.update(this.db, id, { enabled, nextRunAt: nextRun(before.cron, enabled) });
    noteChange({ before, after });
    return after!;
  }

  /** Runs the task in this request, whether enabled or not; refused while a run of it holds the lease. */
  async runNow(id: number): Promise<TaskRunRow> {
    await this.get(id);
    const token = randomUUID();
    const t = await repo.claimOne(this.db, id, token, this.opts.leaseMs);
    if (!t) throw conflict('task.running');
    return this.runClaimed(t, token, 'manual');
  }

  /** One scheduler pass: claims what is due and runs it, one task at a time. Returns how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (; ran < 100; ran++) {
      const token = randomUUID();
      const t = await repo.claimDue(this.db, token, this.opts.leaseMs);
      if (!t) break;
      await this.runClaimed(t, token, 'schedule');
    }
    return ran;
  }

  /** Runs a task this process holds the lease of, renewing it meanwhile; the outcome is recorded either way. */
  private async runClaimed(t: TaskRow, token: string, trigger: 'schedule' | 'manual'): Promise<TaskRunRow> {
    const run = await repo.startRun(this.db, t.id, trigger, RUNNER, INTERRUPTED);
    const renew = setInterval(
      () => void repo.renew(this.db, t.id, token, this.opts.leaseMs).catch(() => {}),
      Math.max(50, this.opts.leaseMs / 3),
    );
    const started = performance.now();
    let outcome: { status: 'ok' | 'error'; message: string };
    let failure: string | undefined;
    try {
      const job = (this.opts.jobs ?? (JOBS as Partial<Record<string, JobDef>>))[t.code];
      if (!job) throw new Error(`no job for task ${t.code}`);
      const r: JobResult = await job.run(this.db, t.keepDays, this.opts.context);
      outcome = { status: 'ok', message: JSON.stringify({ zh: clip(r.zh), en: clip(r.en) }) };
    } catch (e) {
      this.opts.log?.error({ err: e, task: t.code }, 'scheduled task failed');
      failure = clip((e as Error).message || String(e));
      outcome = { status: 'error', message: JSON.stringify({ zh: failure, en: failure }) };
    } finally {
      clearInterval(renew);
    }
    this.opts.onRun?.({ code: t.code, trigger, ok: failure === undefined });
    const durationMs = Math.round(performance.now() - started);
    // A scheduled run moves the schedule on from now; a manual one leaves it as it was.
    const next = trigger === 'schedule' ? nextRun(t.cron, t.enabled) : undefined;
    const done = await repo.finish(this.db, { id: t.id, token, runId: run.id }, { ...outcome, durationMs }, next);
    // After the run is recorded: the notice never changes the outcome (write logs its own failure).
    if (failure !== undefined)
      await this.opts.notices?.notify(this.db, {
        kind: 'taskFailed',
        params: { code: t.code, message: failure },
        link: '/system/task',
      });
    return done;
  }
}

/** Adds the server's tasks a database does not have yet (seed, at every start). */
export async function seedTasks(db: Db): Promise<void> {
  for (const code of TASK_CODES) {
    const job = JOBS[code];
    await repo.insertIfMissing(db, { code, cron: job.cron, keepDays: job.keepDays, nextRunAt: nextRun(job.cron, true) });
  }
}
