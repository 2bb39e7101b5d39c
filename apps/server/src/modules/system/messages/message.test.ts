import { MESSAGES_PER_HOUR } from '@wms/contract/system-message';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('customer-service messages', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    clerk = await t.userWith('clerk-msg', ['inbound/order/view']);
    other = await t.userWith('other-msg', ['inbound/order/view']);
  });
  afterAll(() => t.close());
  const post = (token: string, url: string, payload: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: auth(token, lang), payload: payload as object });

  it('a user writes, an administrator answers, the user reads the answer; others see only their own', async () => {
    const sent = await post(clerk, '/system/msg/~add', { body: '  托盘 PAL-1200 的库存对不上，请帮忙核对  ' }, 'zh');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      action: 'ok',
      data: { status: 'open', account: 'clerk-msg', body: '托盘 PAL-1200 的库存对不上，请帮忙核对', reply: null },
    });
    const id = sent.json().data.id;

    // Answering takes the permission; listing all too.
    expect((await post(clerk, '/system/msg/~reply', { id, reply: 'x' })).statusCode).toBe(403);
    expect((await post(clerk, '/system/msg/~page/get', {})).statusCode).toBe(403);
    const list = await post(admin, '/system/msg/~page/get', {});
    expect(list.json().data.rows.map((r: { id: number }) => r.id)).toContain(id);

    const answered = await post(admin, '/system/msg/~reply', { id, reply: '已核对，差异来自未上架的收货' });
    expect(answered.json().data).toMatchObject({ status: 'answered', repliedBy: 'admin', reply: '已核对，差异来自未上架的收货' });

    const mine = await post(clerk, '/system/msg/_get', {});
    expect(mine.json().data).toMatchObject({
      count: 1,
      rows: [{ id, status: 'answered', reply: '已核对，差异来自未上架的收货' }],
    });
    expect((await post(other, '/system/msg/_get', {})).json().data).toEqual({ rows: [], count: 0 });

    // The answer is in the audit log with the message before and after.
    const log = await t.database.db.execute(sql`select before, after from sys_log where path = '/system/msg/~reply' and success`);
    expect((log as unknown as { rows: { before: string; after: string }[] }).rows[0]?.after).toContain('已核对');
  });

  it('refuses an empty message, an unknown one to answer, and a flood', async () => {
    const empty = await post(other, '/system/msg/~add', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await post(admin, '/system/msg/~reply', { id: 999_999, reply: 'x' })).statusCode).toBe(404);
    for (let i = 0; i < MESSAGES_PER_HOUR; i++)
      expect((await post(other, '/system/msg/~add', { body: `m${i}` })).statusCode).toBe(200);
    const flood = await post(other, '/system/msg/~add', { body: 'one more' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe(`At most ${MESSAGES_PER_HOUR} messages an hour; try again later`);
  });
});
