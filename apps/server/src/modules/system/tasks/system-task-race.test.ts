import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTask, sysTaskRun } from '../../../db/schema/index.ts';
import { exited, type Server, startServers, stopServers } from '../../../test/crash.ts';
import { createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 14 §4: a scheduled task runs once across all server processes, never twice, and is not
 * skipped when a process dies. Two real servers (main.ts as child processes) on one PostgreSQL,
 * both with the scheduler on and looking every 100 ms; the test makes tasks due and counts runs.
 */
const ROUNDS = 6;

describe.skipIf(DB_KIND !== 'postgres')('scheduled tasks across two processes (PostgreSQL)', () => {
  let t: TestApp;
  let servers: Server[] = [];
  const saved = { ...process.env };

  beforeAll(async () => {
    t = await createTestApp();
    // A schedule that does not come round during the test: only the test makes tasks due.
    await t.database.db.update(sysTask).set({ cron: '0 0 1 1 *', nextRunAt: sql`now() + interval '1 day'` });
    Object.assign(process.env, { SCHEDULER: '1', SCHEDULER_TICK: '0.1', TASK_LEASE: '2' });
    servers = await startServers(process.env.DATABASE_URL!, ['wms-task-a', 'wms-task-b']);
  }, 120_000);
  afterAll(async () => {
    for (const k of ['SCHEDULER', 'SCHEDULER_TICK', 'TASK_LEASE']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await stopServers(servers);
    await t?.close();
  });

  const db = () => t.database.db;
  const runs = async (status?: string) =>
    db()
      .select()
      .from(sysTaskRun)
      .where(status ? eq(sysTaskRun.status, status) : undefined);
  async function until(what: string, check: () => Promise<boolean>) {
    const t0 = Date.now();
    while (!(await check())) {
      if (Date.now() - t0 > 60_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('each due task runs exactly once per time it is due', async () => {
    const tasks = await db().select().from(sysTask);
    for (let i = 1; i <= ROUNDS; i++) {
      await db().update(sysTask).set({ nextRunAt: sql`now()` });
      await until(`round ${i}`, async () => (await runs('ok')).length === tasks.length * i);
    }
    // Long enough for both processes to pass several times: a second run would show here.
    await new Promise((r) => setTimeout(r, 1_500));
    const all = await runs();
    expect(all).toHaveLength(tasks.length * ROUNDS);
    for (const task of tasks) expect(all.filter((r) => r.taskId === task.id)).toHaveLength(ROUNDS);
    expect(all.every((r) => r.status === 'ok' && r.trigger === 'schedule')).toBe(true);
    for (const task of await db().select().from(sysTask)) {
      expect(task.leaseToken).toBeNull();
      expect(task.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    }
  }, 180_000);

  it('a task claimed by a process that died is run by the other once the lease expires', async () => {
    const [a, b] = servers as [Server, Server];
    a.child.kill('SIGKILL');
    await exited(a.child);
    const [task] = await db().select().from(sysTask).where(eq(sysTask.code, 'logPurge'));
    // What the dead process left: the task claimed and its run started, never finished.
    await db()
      .update(sysTask)
      .set({ leaseToken: 'dead', leaseUntil: sql`now() + interval '1 second'`, nextRunAt: sql`now()` })
      .where(eq(sysTask.id, task!.id));
    const [dead] = await db()
      .insert(sysTaskRun)
      .values({ taskId: task!.id, trigger: 'schedule', runner: 'wms-task-a', status: 'running' })
      .returning();
    const before = (await runs('ok')).length;
    await until('the take-over', async () => (await runs('ok')).length === before + 1);
    const [taken] = await db()
      .select()
      .from(sysTaskRun)
      .where(and(eq(sysTaskRun.taskId, task!.id), sql`${sysTaskRun.id} > ${dead!.id}`));
    expect(taken).toMatchObject({ status: 'ok', trigger: 'schedule' });
    expect(taken!.startedAt.getTime()).toBeGreaterThan(dead!.startedAt.getTime());
    const [marked] = await db().select().from(sysTaskRun).where(eq(sysTaskRun.id, dead!.id));
    expect(marked!.status).toBe('error');
    expect(b.child.exitCode).toBeNull();
  }, 120_000);
});
