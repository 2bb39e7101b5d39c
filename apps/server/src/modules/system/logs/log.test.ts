import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx } from '../../../test/http.ts';
import { freshSku, putStock } from '../../../test/outbound.ts';
import { stockFixture } from '../../../test/stock.ts';

/** The audit trail (issue 14 §3): what is logged, how it is searched, and that it never fails an action. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });

type Line = Record<string, unknown> & { before: string | null; after: string | null; params: string | null };
async function search(filter: Record<string, string>): Promise<Line[]> {
  const res = await post('/system/log/~page/get', { page: 1, length: 50, filter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Line[];
}

describe('sign-ins', () => {
  it('logs success and failure with the address, never the password', async () => {
    await t.userWith('signer', ['nothing/at/all']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      payload: { account: 'signer', password: 'wrong-one1' },
    });
    expect(bad.statusCode).toBe(400);
    const lines = await search({ kind: 'signin|eq', account: 'signer|eq' });
    expect(lines.map((l) => l.success).sort()).toEqual([false, true]);
    for (const l of lines) {
      expect(l).toMatchObject({ action: 'signin', ip: '127.0.0.1', account: 'signer' });
      expect(JSON.stringify(l)).not.toContain('wrong-one1');
    }
    expect(lines.find((l) => !l.success)!.message).toBeTruthy();
  });

  it('logs an unknown account too, and shows a user only their own sign-ins', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      payload: { account: 'nobody', password: 'x1234567' },
    });
    expect((await search({ account: 'nobody|eq' })).map((l) => l.success)).toEqual([false]);
    const token = await t.login('signer', 'Passw0rd!');
    const mine = await post('/system/log/_mine', { page: 1, length: 10 }, token);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().data.rows as { success: boolean; ip: string }[];
    // userWith signed in once, the failure above, and this sign-in: nobody else's.
    expect(rows.map((r) => r.success)).toEqual([true, false, true]);
    expect(mine.json().data.count).toBe(3);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
  });
});

describe('master data', () => {
  it('logs add, update and delete with the values before and after, searchable and exported', async () => {
    const add = await post('/setting/warehouse/~add', { code: 'AUD-1', name: 'Audit one' });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data.id as number;
    expect((await post('/setting/warehouse/~update', { id, name: 'Audit renamed' })).statusCode).toBe(200);
    expect((await post('/setting/warehouse/~delete', { id })).statusCode).toBe(200);
    const lines = await search({ target: 'setting/warehouse|eq', record: `${id}|eq` });
    expect(lines.map((l) => [l.kind, l.action, l.account])).toEqual([
      ['data', 'delete', 'admin'],
      ['data', 'update', 'admin'],
      ['data', 'add', 'admin'],
    ]);
    const [del, upd, ins] = lines;
    expect(JSON.parse(ins!.after!)).toMatchObject({ code: 'AUD-1', name: 'Audit one' });
    expect(ins!.before).toBeNull();
    expect(JSON.parse(upd!.before!)).toMatchObject({ name: 'Audit one' });
    expect(JSON.parse(upd!.after!)).toMatchObject({ name: 'Audit renamed' });
    expect(JSON.parse(del!.before!)).toMatchObject([{ code: 'AUD-1', name: 'Audit renamed' }]);
    // The text filter searches the values: the rename is found by its new name.
    expect((await search({ after: 'Audit renamed|include' })).map((l) => l.action)).toEqual(['update']);

    const exp = await post('/system/log/~export', { filter: { target: 'setting/warehouse|eq', record: `${id}|eq` } });
    expect(exp.statusCode).toBe(200);
    const sheet = await readXlsx(exp.rawPayload);
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.header).toContain('Before');
  });

  it('does not log reads or refused writes, and never stores a password', async () => {
    const before = (await search({})).length;
    await post('/setting/warehouse/~page/get', {});
    await post('/setting/warehouse/~add', { code: '', name: '' });
    expect((await search({})).length).toBe(before);
    const add = await post('/system/user/~account/add', {
      account: 'logged1',
      name: 'Logged',
      email: 'l@example.com',
      password: 'Secret123x',
      confirmPassword: 'Secret123x',
      roles: [],
    });
    expect(add.statusCode, add.body).toBe(200);
    const [line] = await search({ path: '/system/user/~account/add|eq' });
    expect(line!.params).toContain('logged1');
    expect(line!.params).not.toContain('Secret123x');
  });
});

describe('workflow actions', () => {
  it('logs who held stock, the request and the result', async () => {
    const fx = await stockFixture(t.database.db);
    const sku = await freshSku(t.database.db, 'AUD-SKU', fx.wh, fx.unit);
    const [stockId] = await putStock(t.database.db, sku, [
      { qty: 5, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'AUD' },
    ]);
    const res = await post('/inventory/stock/~barrier', { ids: [stockId] });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await search({ path: '/inventory/stock/~barrier|eq' });
    expect(line).toMatchObject({ kind: 'action', action: 'barrier', account: 'admin', record: String(stockId), success: true });
    expect(JSON.parse(line!.after!)).toMatchObject({ rows: [{ status: 'barrier' }] });
  });
});

describe('a failing log write', () => {
  it('never fails the action it records', async () => {
    const writer = t.app.auditWriter;
    t.app.auditWriter = async () => {
      throw new Error('log store down');
    };
    try {
      const res = await post('/setting/warehouse/~add', { code: 'AUD-2', name: 'Logged nowhere' });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.app.auditWriter = writer;
    }
    // The real writer against a missing table: the change still commits and replies.
    await t.database.db.execute(sql`alter table sys_log rename to sys_log_away`);
    try {
      const res = await post('/setting/warehouse/~add', { code: 'AUD-3', name: 'Table away' });
      expect(res.statusCode, res.body).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/system/user/_account/auth',
        payload: { account: 'x', password: 'y' },
      });
      expect(signIn.statusCode).toBe(400);
    } finally {
      await t.database.db.execute(sql`alter table sys_log_away rename to sys_log`);
    }
    const codes = await post('/setting/warehouse/~page/get', { filter: { code: 'AUD-|include' } });
    expect(
      codes
        .json()
        .data.rows.map((r: { code: string }) => r.code)
        .sort(),
    ).toEqual(['AUD-2', 'AUD-3']);
  });
});

describe('permissions', () => {
  it('refuses the list and export without system/log permissions; own sign-ins need only a session', async () => {
    const u = await t.userWith('nolog', ['setting/warehouse/view']);
    expect((await post('/system/log/~page/get', {}, u)).statusCode).toBe(403);
    expect((await post('/system/log/~export', {}, u)).statusCode).toBe(403);
    expect((await post('/system/log/_mine', {}, u)).statusCode).toBe(200);
  });
});
