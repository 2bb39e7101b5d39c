import { NOTICES_KEPT } from '@wms/contract/notice';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysNotice, sysTask } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { setPhone } from '../../signin/signin-test-kit.ts';
import { logSmsProvider } from '../../signin/sms-provider.ts';
import { TaskService } from '../tasks/task-service.ts';
import { noticeRepo } from './notice-repository.ts';

/** Push settings, notices of support messages and failed tasks, and the SMS channel; on PGlite and PostgreSQL. */
describe('notices and push settings', () => {
  let t: TestApp;
  let admin: string;
  let asker: string;
  let replier: string;
  let other: string;
  const smsLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    asker = await t.userWith('asker-n', ['inbound/order/view']);
    replier = await t.userWith('replier-n', ['system/msg/view', 'system/msg/reply']);
    other = await t.userWith('other-n', ['inbound/order/view']);
    // The log provider, as the server uses it without a gateway: one info line with the number and the text.
    t.app.sms = logSmsProvider({ info: (_o: unknown, line: string) => smsLines.push(line) } as never);
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, url: string, payload: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: token ? auth(token, lang) : {}, payload: payload as object });
  const get = (token: string, url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
  const mine = async (token: string, body: object = {}, lang = 'en') => {
    const r = await post(token, '/system/notice/_mine', body, lang);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as {
      rows: { id: number; kind: string; title: string; link: string | null; readAt: string | null }[];
      count: number;
      unread: number;
    };
  };
  const ask = async (body: string) => {
    const r = await post(asker, '/system/msg/~add', { body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };

  it('starts with the defaults: console on, sms off, only the kinds the user may receive', async () => {
    const clerk = await get(asker, '/system/user/_push');
    expect(clerk.statusCode, clerk.body).toBe(200);
    expect(clerk.json().data).toEqual({ settings: [{ kind: 'supportReply', console: true, sms: false }], hasPhone: false });
    const all = (await get(admin, '/system/user/_push')).json().data.settings;
    expect(all).toEqual([
      { kind: 'supportReply', console: true, sms: false },
      { kind: 'supportNew', console: true, sms: false },
      { kind: 'taskFailed', console: true, sms: false },
    ]);
    expect((await get(replier, '/system/user/_push')).json().data.settings.map((s: { kind: string }) => s.kind)).toEqual([
      'supportReply',
      'supportNew',
    ]);
  });

  it('saves settings and reads them back; a user’s settings are their own', async () => {
    const r = await post(admin, '/system/user/_push/update', {
      settings: [{ kind: 'taskFailed', console: false, sms: true }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Saved');
    expect(r.json().data.settings).toContainEqual({ kind: 'taskFailed', console: false, sms: true });
    const back = (await get(admin, '/system/user/_push')).json().data.settings;
    expect(back).toContainEqual({ kind: 'taskFailed', console: false, sms: true });
    expect(back).toContainEqual({ kind: 'supportNew', console: true, sms: false });
    // Saved again: replaced, not added.
    await post(admin, '/system/user/_push/update', { settings: [{ kind: 'taskFailed', console: true, sms: false }] });
    expect((await get(admin, '/system/user/_push')).json().data.settings).toContainEqual({
      kind: 'taskFailed',
      console: true,
      sms: false,
    });
  });

  it('a new support message notifies the repliers (not the sender, not a user without the permission)', async () => {
    await ask('库位 A-01 的标签打不出来');
    const r = await mine(replier, {}, 'zh');
    expect(r.unread).toBe(1);
    expect(r.rows[0]).toMatchObject({
      kind: 'supportNew',
      title: 'asker-n 发来客服留言：库位 A-01 的标签打不出来',
      link: '/system/msg',
      readAt: null,
    });
    expect((await mine(admin)).rows[0]).toMatchObject({
      kind: 'supportNew',
      title: 'New support message from asker-n: 库位 A-01 的标签打不出来',
    });
    expect((await mine(asker)).count).toBe(0);
    expect((await mine(other)).count).toBe(0);
  });

  it('an answer gives the asker a console notice, unless they turned it off', async () => {
    const id = await ask('请帮忙核对库存');
    expect((await post(admin, '/system/msg/~reply', { id, reply: '已核对' })).statusCode).toBe(200);
    const r = await mine(asker);
    expect(r).toMatchObject({ count: 1, unread: 1 });
    expect(r.rows[0]).toMatchObject({ kind: 'supportReply', title: 'admin answered your message: 已核对', link: '/profile' });

    await post(asker, '/system/user/_push/update', { settings: [{ kind: 'supportReply', console: false, sms: false }] });
    const id2 = await ask('还有一个问题');
    await post(admin, '/system/msg/~reply', { id: id2, reply: '请讲' });
    expect((await mine(asker)).count).toBe(1);
  });

  it('sends an SMS after the answer when the asker chose it and has a phone', async () => {
    await post(asker, '/system/user/_push/update', { settings: [{ kind: 'supportReply', console: true, sms: true }] });
    const id = await ask('短信测试');
    smsLines.length = 0;
    await post(admin, '/system/msg/~reply', { id, reply: '没有号码' });
    // No phone: no SMS, the console notice still comes.
    await new Promise((r) => setTimeout(r, 50));
    expect(smsLines).toEqual([]);
    expect((await get(asker, '/system/user/_push')).json().data.hasPhone).toBe(false);

    await setPhone(t, 'asker-n', '13800000077');
    expect((await get(asker, '/system/user/_push')).json().data.hasPhone).toBe(true);
    await post(admin, '/system/msg/~reply', { id, reply: '收到短信了吗' });
    await vi.waitFor(() => expect(smsLines.some((l) => l.includes('13800000077'))).toBe(true));
    expect(smsLines.find((l) => l.includes('13800000077'))).toContain('admin 回复了您的留言：收到短信了吗');
  });

  it('a failed scheduled task notifies the task managers', async () => {
    const manager = await t.userWith('taskmgr-n', ['system/task/view', 'system/task/update']);
    const viewer = await t.userWith('taskview-n', ['system/task/view']);
    const [task] = await t.database.db.select().from(sysTask).where(eq(sysTask.code, 'logPurge'));
    await t.database.db.update(sysTask).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(sysTask.id, task!.id));
    const svc = new TaskService(t.database.db, {
      leaseMs: 60_000,
      notices: t.app.notices,
      jobs: {
        logPurge: {
          cron: '* * * * *',
          keepDays: 1,
          run: async () => {
            throw new Error('disk full');
          },
        },
      },
    });
    expect(await svc.runDue()).toBe(1);
    expect((await mine(manager)).rows[0]).toMatchObject({
      kind: 'taskFailed',
      title: 'Scheduled task "Purge old audit logs" failed: disk full',
      link: '/system/task',
    });
    expect((await mine(manager, {}, 'zh')).rows[0]?.title).toBe('计划任务“清理过期日志”执行失败：disk full');
    expect((await mine(admin)).rows[0]?.kind).toBe('taskFailed');
    expect((await mine(viewer)).count).toBe(0);
  });

  it('marks notices read, one by one or all, and only the user’s own', async () => {
    const a = await mine(admin);
    const b = await mine(replier);
    const theirs = b.rows[0]!.id;
    // The administrator cannot mark or see another user's notice.
    expect((await post(admin, '/system/notice/_read', { ids: [theirs] })).json().data).toEqual({ changed: 0 });
    expect((await mine(replier)).rows[0]!.readAt).toBeNull();
    expect(a.rows.map((r) => r.id)).not.toContain(theirs);

    const first = a.rows[0]!.id;
    expect((await post(admin, '/system/notice/_read', { ids: [first] })).json().data).toEqual({ changed: 1 });
    const after = await mine(admin);
    expect(after.unread).toBe(a.unread - 1);
    expect(after.rows[0]!.readAt).not.toBeNull();
    expect((await mine(admin, { unread: true })).rows.map((r) => r.id)).not.toContain(first);

    expect((await post(admin, '/system/notice/_read', { all: true })).json().data.changed).toBe(a.unread - 1);
    expect((await mine(admin)).unread).toBe(0);
    expect((await mine(replier)).unread).toBe(b.unread);
  });

  it('refuses bad bodies (400 naming the field) and callers without a token (401)', async () => {
    const bad = await post(admin, '/system/user/_push/update', { settings: [{ kind: 'pigeon', console: true, sms: false }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('settings.0.kind');
    expect(bad.json().message).toMatch(/^Push settings item 1 kind: must be one of/);
    const badZh = await post(admin, '/system/user/_push/update', { settings: [{ kind: 'x', console: 1, sms: false }] }, 'zh');
    expect(badZh.statusCode).toBe(400);
    expect(badZh.json().message).toMatch(/^推送设置 第 1 项/);
    expect((await post(admin, '/system/user/_push/update', { settings: [] })).statusCode).toBe(400);
    expect((await post(admin, '/system/notice/_read', {})).statusCode).toBe(400);
    expect((await post(admin, '/system/notice/_read', { ids: [1], all: true })).statusCode).toBe(400);
    expect((await post(admin, '/system/notice/_read', { ids: ['x'] })).json().field).toBe('ids.0');
    expect((await post(admin, '/system/notice/_mine', { length: 1000 })).statusCode).toBe(400);

    for (const url of ['/system/user/_push/update', '/system/notice/_mine', '/system/notice/_read'])
      expect((await post(undefined, url, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/system/user/_push' })).statusCode).toBe(401);
  });

  it('keeps the latest notices per user, and a failed write never fails the action around it', async () => {
    const info = await get(other, '/system/user/_info');
    const userId = info.json().data.user.id as number;
    const many = Array.from({ length: NOTICES_KEPT + 5 }, (_, i) => ({
      userId,
      kind: 'supportReply' as const,
      params: { by: 'x', excerpt: String(i) },
      link: null,
    }));
    await noticeRepo.insert(t.database.db, many, NOTICES_KEPT);
    const r = await mine(other, { length: 1 });
    expect(r.count).toBe(NOTICES_KEPT);
    expect(r.rows[0]!.title).toContain(String(NOTICES_KEPT + 4));

    // A notice that cannot be stored (its link too long) is logged; the transaction around it commits.
    await t.database.db.transaction(async (tx) => {
      const sms = await t.app.notices.write(tx, {
        kind: 'supportReply',
        params: { by: 'x', excerpt: 'y' },
        link: `/${'x'.repeat(300)}`,
        to: [userId],
      });
      expect(sms).toEqual([]);
      await tx.execute(sql`update sys_user set name = 'still committed' where id = ${userId}`);
    });
    const [u] = (
      (await t.database.db.execute(sql`select name from sys_user where id = ${userId}`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    expect(u?.name).toBe('still committed');
    expect((await t.database.db.select().from(sysNotice).where(eq(sysNotice.userId, userId))).length).toBe(NOTICES_KEPT);
  });
});
