import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysSession, sysTask, sysTaskRun } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { taskRepository } from './task-repository.ts';
import { TaskService } from './task-service.ts';

/** Scheduled tasks over the API and the lease rules (issue 14 §4); on PGlite and PostgreSQL. */
describe('scheduled system tasks', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    for (const r of await t.database.db.select().from(sysTask)) ids[r.code] = r.id;
  });
  afterAll(async () => t?.close());

  const get = (url: string, tk = token, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(tk, lang) });
  const post = (url: string, payload: object, tk = token, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: auth(tk, lang), payload: payload as Record<string, unknown> });
  const db = () => t.database.db;
  /** Makes the task due now, as if its time had come. */
  const makeDue = (id: number) =>
    db().update(sysTask).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(sysTask.id, id));
  const runsOf = (id: number) => db().select().from(sysTaskRun).where(eq(sysTaskRun.taskId, id));

  it('seeds the four tasks, enabled, each with its next run', async () => {
    const r = await get('/system/task/_list');
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data as {
      code: string;
      enabled: boolean;
      nextRunAt: string | null;
      cron: string;
      keepDays: number | null;
    }[];
    expect(rows.map((x) => x.code)).toEqual(['sessionExpire', 'logPurge', 'journalClose', 'accountStatements']);
    for (const x of rows) {
      expect(x.enabled).toBe(true);
      expect(new Date(x.nextRunAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(rows.find((x) => x.code === 'logPurge')!.keepDays).toBe(180);
  });

  it('edits the cron expression, refusing an invalid one naming the field', async () => {
    const bad = await post('/system/task/~update', { id: ids.logPurge, cron: '61 3 * * *', enabled: true }, token, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Cron expression.*not a valid cron expression/);
    const badZh = await post('/system/task/~update', { id: ids.logPurge, cron: '0 0 30 2 *', enabled: true }, token, 'zh');
    expect(badZh.statusCode).toBe(400);
    expect(badZh.json().message).toMatch(/Cron 表达式.*不是有效的 cron 表达式/);
    const ok = await post('/system/task/~update', { id: ids.logPurge, cron: ' 15  4 * * * ', enabled: true, keepDays: 30 });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = ok.json().data;
    expect(row).toMatchObject({ cron: '15 4 * * *', keepDays: 30, enabled: true });
    const next = new Date(row.nextRunAt);
    expect([next.getHours(), next.getMinutes()]).toEqual([4, 15]);
    // The change is in the audit trail with its before and after.
    const [line] = await db().select().from(sysLog).where(eq(sysLog.path, '/system/task/~update')).orderBy(sql`id desc`).limit(1);
    expect(line).toMatchObject({ kind: 'data', action: 'update', target: 'system/task', success: true });
    expect(line!.after).toContain('15 4 * * *');
  });

  it('run-now runs the task, records duration and result, and keeps the schedule', async () => {
    const [old] = await db().select({ id: sysLog.id }).from(sysLog).limit(1);
    await db().update(sysLog).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(sysLog.id, old!.id));
    const before = (await db().select().from(sysTask).where(eq(sysTask.id, ids.logPurge)))[0]!;
    const r = await post('/system/task/~run', { id: ids.logPurge });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'ok', trigger: 'manual', message: '1 log lines older than 30 days deleted' });
    expect(r.json().message).toBe('Task run: 1 log lines older than 30 days deleted');
    expect(await db().select().from(sysLog).where(eq(sysLog.id, old!.id))).toEqual([]);
    const list = (await get('/system/task/_list', token, 'zh')).json().data as Record<string, unknown>[];
    const task = list.find((x) => x.id === ids.logPurge)!;
    expect(task).toMatchObject({ lastStatus: 'ok', lastMessage: '删除 30 天前的日志 1 条', running: false });
    expect(task.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(task.lastRunAt).toBeTruthy();
    expect(task.nextRunAt).toBe(before.nextRunAt!.toISOString());
    const runs = (await get(`/system/task/_runs?id=${ids.logPurge}`)).json().data;
    expect(runs[0]).toMatchObject({ status: 'ok', trigger: 'manual' });
    expect(runs[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('expire-sessions deletes only sessions ended long enough ago; journal close rolls up ended days', async () => {
    const [live] = await db().select().from(sysSession).limit(1);
    await db()
      .insert(sysSession)
      .values({ tokenHash: 'x'.repeat(64), userId: live!.userId, expiresAt: sql`now() - interval '3 days'` });
    const r = await post('/system/task/~run', { id: ids.sessionExpire });
    expect(r.json().data).toMatchObject({ status: 'ok', message: '1 expired sessions and 0 request keys deleted' });
    expect(await db().select().from(sysSession).where(eq(sysSession.id, live!.id))).toHaveLength(1);
    expect((await get('/system/task/_list')).statusCode).toBe(200); // the token still works
    const j = await post('/system/task/~run', { id: ids.journalClose });
    expect(j.json().data.status).toBe('ok');
    expect(j.json().data.message).toMatch(/^\d+ days closed$/);
    const again = await post('/system/task/~run', { id: ids.journalClose });
    expect(again.json().data.message).toBe('0 days closed');
  });

  it('the scheduler pass runs a due task once, moves its schedule on, and skips a disabled one', async () => {
    const svc = new TaskService(db(), { leaseMs: 60_000 });
    await makeDue(ids.sessionExpire);
    const n0 = (await runsOf(ids.sessionExpire)).length;
    expect(await svc.runDue()).toBe(1);
    expect(await svc.runDue()).toBe(0);
    expect((await runsOf(ids.sessionExpire)).length).toBe(n0 + 1);
    const [after] = await db().select().from(sysTask).where(eq(sysTask.id, ids.sessionExpire));
    expect(after!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after!.leaseToken).toBeNull();

    const off = await post('/system/task/~enable', { id: ids.sessionExpire, enabled: false });
    expect(off.json().data).toMatchObject({ enabled: false, nextRunAt: null });
    await makeDue(ids.sessionExpire);
    expect(await svc.runDue()).toBe(0);
    expect((await runsOf(ids.sessionExpire)).length).toBe(n0 + 1);
    // Run-now still runs a disabled task (an explicit request), and it stays disabled.
    expect((await post('/system/task/~run', { id: ids.sessionExpire })).json().data.status).toBe('ok');
    const on = await post('/system/task/~enable', { id: ids.sessionExpire, enabled: true });
    expect(new Date(on.json().data.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('a failure is recorded with its message, and the schedule moves on', async () => {
    const svc = new TaskService(db(), {
      leaseMs: 60_000,
      jobs: {
        journalClose: {
          cron: '* * * * *',
          keepDays: null,
          run: async () => {
            throw new Error('disk full');
          },
        },
      },
    });
    await makeDue(ids.journalClose);
    expect(await svc.runDue()).toBe(1);
    const list = (await get('/system/task/_list')).json().data as Record<string, unknown>[];
    expect(list.find((x) => x.id === ids.journalClose)).toMatchObject({ lastStatus: 'error', lastMessage: 'disk full' });
    const runs = (await get(`/system/task/_runs?id=${ids.journalClose}`)).json().data;
    expect(runs[0]).toMatchObject({ status: 'error', trigger: 'schedule', message: 'disk full' });
  });

  it('a held lease is not claimed again; an expired one (its process died) is taken over and the dead run marked', async () => {
    const id = ids.logPurge;
    await makeDue(id);
    expect(await taskRepository.claimDue(db(), 'first', 60_000)).toMatchObject({ id });
    expect(await taskRepository.claimDue(db(), 'second', 60_000)).toBeUndefined();
    expect(await taskRepository.claimOne(db(), id, 'third', 60_000)).toBeUndefined();
    const busy = await post('/system/task/~run', { id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('The task is running; try again later');
    expect((await get('/system/task/_list')).json().data.find((x: { id: number }) => x.id === id).running).toBe(true);

    // The holder dies mid-run: its line stays `running`, its lease runs out.
    await taskRepository.startRun(db(), id, 'schedule', 'dead:1', 'x');
    await db().update(sysTask).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(sysTask.id, id));
    const svc = new TaskService(db(), { leaseMs: 60_000 });
    expect(await svc.runDue()).toBe(1);
    const runs = (await get(`/system/task/_runs?id=${id}`)).json().data;
    expect(runs[0]).toMatchObject({ status: 'ok', trigger: 'schedule' });
    expect(runs[1]).toMatchObject({ status: 'error', runner: 'dead:1', message: 'Interrupted: the process running it ended' });
    // The dead holder's late finish cannot clear the new state: its token no longer matches.
    expect(await taskRepository.renew(db(), id, 'first', 60_000)).toBe(false);
  });

  it('refuses without permission (403) and validates bodies', async () => {
    const viewer = await t.userWith('taskviewer', ['system/task/view']);
    expect((await get('/system/task/_list', viewer)).statusCode).toBe(200);
    expect((await post('/system/task/~run', { id: ids.logPurge }, viewer)).statusCode).toBe(403);
    expect((await post('/system/task/~update', { id: ids.logPurge, cron: '* * * * *', enabled: true }, viewer)).statusCode).toBe(
      403,
    );
    const none = await t.userWith('tasknone', ['bas/*/view']);
    expect((await get('/system/task/_list', none)).statusCode).toBe(403);
    expect((await post('/system/task/~run', { id: 'x' })).statusCode).toBe(400);
    expect((await post('/system/task/~run', { id: 99999 })).statusCode).toBe(404);
    const r = await post('/system/task/~update', { id: ids.logPurge, cron: '* * * * *', enabled: true, keepDays: 0 });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/Days kept/);
  });
});
