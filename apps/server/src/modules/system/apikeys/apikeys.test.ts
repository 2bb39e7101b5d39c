import { createHash } from 'node:crypto';
import { grants } from '@wms/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysApiKey, sysRole, sysSession, sysUser } from '../../../db/schema/index.ts';
import { auth, authWrite, createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';
import { bearerOf, keyRefused } from './key-scope.ts';

/** API keys of machine clients (issue 35 §1): made once, scoped to a role, never a person, stopped at once. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const post = (url: string, payload: object, headers: Record<string, string> = auth(admin)) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const fill = (url: string) => url.replace(/:(\w+)/g, '1');

async function role(code: string, permissions: string[]) {
  const [r] = await t.database.db
    .insert(sysRole)
    .values({ code, name: `Role ${code}`, permissions })
    .returning({ id: sysRole.id });
  return r!.id;
}

interface Made {
  id: number;
  name: string;
  prefix: string;
  token: string;
  expiresAt: string;
}
async function makeKey(name: string, roleId: number, days = 365, headers = auth(admin)): Promise<Made> {
  const res = await post(
    '/system/apikey/~add',
    { name, role: roleId, expiresAt: new Date(Date.now() + days * DAY).toISOString() },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Made;
}

async function listed(name: string) {
  const res = await post('/system/apikey/~page/get', { page: 1, length: 50, filter: { name: `${name}|eq` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Record<string, unknown>[];
}

async function logLines(account: string) {
  const res = await post('/system/log/~page/get', { page: 1, length: 200, filter: { account: `${account}|eq` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Record<string, unknown>[];
}

describe(`API keys (${DB_KIND})`, () => {
  it('shows the token once and keeps only its hash', async () => {
    const r = await role('k-once', ['setting/warehouse/view']);
    const k = await makeKey('once', r);
    expect(k.token).toMatch(/^wms_[\w-]{43}$/);
    expect(k.prefix).toBe(k.token.slice(0, 12));
    const [row] = await t.database.db.select().from(sysApiKey).where(eq(sysApiKey.id, k.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(k.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(k.token);
    const [list] = await listed('once');
    expect(list).toMatchObject({ name: 'once', role: 'Role k-once', prefix: k.prefix, status: 'live', createdBy: 'admin' });
    expect(list!.lastUsedAt).toBeNull();
    expect(JSON.stringify(list)).not.toContain(k.token.slice(12));
    expect(JSON.stringify(list)).not.toContain(row!.tokenHash);
    const made = (await logLines('admin')).find((l) => l.path === '/system/apikey/~add');
    expect(made).toMatchObject({ kind: 'data', action: 'add', target: 'system/apikey', success: true });
    expect(JSON.stringify(made)).not.toContain(k.token.slice(12));
  });

  it('calls what its role grants with a Bearer token, logged under the key, and shows its last use', async () => {
    const r = await role('k-erp', ['setting/warehouse/view', 'setting/warehouse/add']);
    const k = await makeKey('erp', r);
    const page = await post('/setting/warehouse/~page/get', { page: 1, length: 10 }, bearer(k.token));
    expect(page.statusCode, page.body).toBe(200);
    const added = await post('/setting/warehouse/~add', { code: 'ERP1', name: 'From the ERP' }, bearer(k.token));
    expect(added.statusCode, added.body).toBe(200);
    const who = await get('/system/user/_info', bearer(k.token));
    expect(who.statusCode, who.body).toBe(200);
    expect(who.json().data.user).toMatchObject({ account: 'key:erp', name: 'erp', roles: ['k-erp'] });
    expect(who.json().data.user.permissions.sort()).toEqual(['setting/warehouse/add', 'setting/warehouse/view']);

    const [machine] = await t.database.db.select().from(sysUser).where(eq(sysUser.account, 'key:erp'));
    const lines = await logLines('key:erp');
    expect(lines.every((l) => l.account === 'key:erp' && l.userId === machine!.id)).toBe(true);
    expect(lines.find((l) => l.path === '/setting/warehouse/~add')).toMatchObject({ kind: 'data', action: 'add', success: true });
    // Its reads too, which a person's are not.
    expect(lines.find((l) => l.path === '/setting/warehouse/~page/get')).toMatchObject({
      kind: 'read',
      action: 'view',
      after: null,
    });
    expect(lines.find((l) => l.path === '/system/user/_info')).toMatchObject({ kind: 'read', action: 'get' });

    const [row] = await listed('erp');
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.lastUsedIp).toBe('127.0.0.1');
    // Written once a minute at most, not once a call.
    await t.database.db.execute(sql`update sys_api_key set last_used_at = now() - interval '30 seconds' where id = ${k.id}`);
    const [before] = await t.database.db.select().from(sysApiKey).where(eq(sysApiKey.id, k.id));
    expect((await post('/setting/warehouse/~page/get', { page: 1, length: 10 }, bearer(k.token))).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(sysApiKey).where(eq(sysApiKey.id, k.id));
    expect(after!.lastUsedAt).toEqual(before!.lastUsedAt);
  });

  it('is refused (403) every route its role does not grant, and every one a key may never call', async () => {
    const held = ['setting/warehouse/view', 'inventory/stock/view'];
    const k = await makeKey('scoped', await role('k-scoped', held));
    let checked = 0;
    for (const r of t.app.apiRoutes) {
      const refused = keyRefused(r.method, r.url, r.access);
      if (r.access === 'public' && !refused) continue;
      if (!refused && (r.access === 'user' || grants(held, r.access))) continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
        headers: bearer(k.token),
      });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(403);
      expect(res.json().action).toBe('error');
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('cannot touch users, roles, departments, grants or keys even for a superuser role, nor sign in', async () => {
    const k = await makeKey('root', await role('k-root', ['*/*/*']));
    const h = bearer(k.token);
    expect((await post('/setting/warehouse/~page/get', { page: 1, length: 1 }, h)).statusCode).toBe(200);
    const people = t.app.apiRoutes.filter(
      (r) => /^\/system\/(user|role|dept|feature|apikey)\//.test(r.url) && r.url !== '/system/user/_info',
    );
    expect(people.length).toBeGreaterThan(20);
    for (const r of people) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
        headers: h,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toMatch(/^An API key cannot call this/);
    }
    // With valid bodies too: nothing is made.
    const made = await post(
      '/system/apikey/~add',
      { name: 'child', role: 1, expiresAt: new Date(Date.now() + DAY).toISOString() },
      h,
    );
    expect(made.statusCode).toBe(403);
    expect(await listed('child')).toEqual([]);
    const user = await post(
      '/system/user/~account/add',
      { account: 'bykey', name: 'x', email: 'x@example.com', password: 'Secret123', confirmPassword: 'Secret123', roles: [] },
      h,
    );
    expect(user.statusCode).toBe(403);
    // A person's own things are a person's.
    for (const url of ['/system/user/_pass/change', '/system/user/_account/logout', '/system/notice/_mine']) {
      expect((await post(url, {}, h)).statusCode, url).toBe(403);
    }
    expect((await get('/system/user/_push', h)).statusCode).toBe(403);

    // No sign-in as the key's user, by any password, with or without the key.
    for (const password of ['!', k.token]) {
      const res = await post('/system/user/_account/auth', { account: 'key:root', password }, {});
      expect(res.statusCode, res.body).toBe(400);
    }
    const withKey = await post('/system/user/_account/auth', { account: 'admin', password: 'whatever1' }, h);
    expect(withKey.statusCode).toBe(403);
    expect((await get('/system/user/_qr/get', h)).statusCode).toBe(403);
    const [machine] = await t.database.db.select().from(sysUser).where(eq(sysUser.account, 'key:root'));
    expect(await t.database.db.select().from(sysSession).where(eq(sysSession.userId, machine!.id))).toEqual([]);
  });

  it('is no user: not listed, not editable or grantable (404), not a superuser to keep, not a counter', async () => {
    await makeKey('hidden', await role('k-hidden', ['*/*/*']));
    const [machine] = await t.database.db.select().from(sysUser).where(eq(sysUser.account, 'key:hidden'));
    expect(machine!.machine).toBe(true);
    const users = await post('/system/user/~page/get', { page: 1, length: 200 });
    const accounts = (users.json().data.rows as { account: string }[]).map((u) => u.account);
    expect(accounts).toContain('admin');
    expect(accounts.filter((a) => a.startsWith('key:'))).toEqual([]);
    const id = machine!.id;
    for (const [url, body] of [
      ['/system/user/~account/update', { id, name: 'x', email: 'x@example.com', roles: [] }],
      ['/system/user/~account/disable', { id }],
      ['/system/user/~account/enable', { id }],
      [`/system/user/~acl/grant?uid=${id}`, { permissions: [] }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
    expect((await get(`/system/feature/_tree/get?uid=${id}`, auth(admin))).statusCode).toBe(404);
    const suggest = await get('/inventory/count/_user/suggest?key=key:', auth(admin));
    expect(suggest.statusCode, suggest.body).toBe(200);
    expect(suggest.json().data).toEqual([]);
    // A superuser key does not stand in for the last superuser person.
    const [adminRow] = await t.database.db.select().from(sysUser).where(eq(sysUser.account, 'admin'));
    const off = await post('/system/user/~account/disable', { id: adminRow!.id });
    expect(off.statusCode, off.body).toBe(409);
  });

  it('stops at once when revoked (401), frees its name and its role', async () => {
    const r = await role('k-rev', ['setting/warehouse/view']);
    const k = await makeKey('rev', r);
    const call = () => post('/setting/warehouse/~page/get', { page: 1, length: 1 }, bearer(k.token));
    expect((await call()).statusCode).toBe(200);
    // A live key's role cannot be deleted.
    expect((await post('/system/role/~delete', { ids: [r] })).statusCode).toBe(409);
    const revoked = await post('/system/apikey/~revoke', { id: k.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key was revoked');
    expect((await listed('rev'))[0]).toMatchObject({ status: 'revoked' });
    expect((await post('/system/apikey/~revoke', { id: k.id })).statusCode).toBe(200);
    // The name is free again; the old token stays dead.
    const again = await makeKey('rev', r);
    expect((await post('/setting/warehouse/~page/get', { page: 1, length: 1 }, bearer(again.token))).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(401);
    expect((await post('/system/apikey/~revoke', { id: again.id })).statusCode).toBe(200);
    expect((await post('/system/role/~delete', { ids: [r] })).statusCode).toBe(200);
    expect((await listed('rev')).map((x) => x.role)).toEqual([null, null]);
    // The state and the role's name filter and sort like columns.
    const page = async (body: object) => {
      const res = await post('/system/apikey/~page/get', { page: 1, length: 200, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.rows as { name: string; status: string; role: string | null }[];
    };
    const gone = await page({ filter: { status: 'revoked|eq' } });
    expect(gone.length).toBeGreaterThanOrEqual(2);
    expect(gone.every((x) => x.status === 'revoked')).toBe(true);
    const byRole = await page({ prop: 'role', order: 'asc', filter: { role: 'Role k-|include' } });
    const roles = byRole.map((x) => x.role!);
    expect(roles.length).toBeGreaterThan(1);
    expect(roles).toEqual([...roles].sort());
  });

  it('stops on every process when revoked in the database (the wms_auth notification)', async () => {
    const k = await makeKey('elsewhere', await role('k-else', ['setting/warehouse/view']));
    const call = () => post('/setting/warehouse/~page/get', { page: 1, length: 1 }, bearer(k.token));
    expect((await call()).statusCode).toBe(200);
    // Checked from memory now; another process's revocation reaches this one through the trigger.
    expect((await call()).statusCode).toBe(200);
    await authWrite(t, () => t.database.db.execute(sql`update sys_api_key set revoked_at = now() where id = ${k.id}`));
    expect((await call()).statusCode).toBe(401);
  });

  it('is refused once expired (401), and an unknown token is too', async () => {
    const k = await makeKey('old', await role('k-old', ['setting/warehouse/view']));
    const call = (token: string) => post('/setting/warehouse/~page/get', { page: 1, length: 1 }, bearer(token));
    expect((await call(k.token)).statusCode).toBe(200);
    await authWrite(t, () =>
      t.database.db.execute(sql`update sys_api_key set expires_at = now() - interval '1 minute' where id = ${k.id}`),
    );
    const res = await call(k.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key expired');
    expect((await listed('old'))[0]).toMatchObject({ status: 'expired' });
    const unknown = await call(`wms_${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Unknown API key');
    // A console session's token is no key.
    expect((await call(admin)).statusCode).toBe(401);
  });

  it('refuses a bad expiry, a taken name, an unknown role and a role beyond the maker', async () => {
    const r = await role('k-bad', ['setting/warehouse/view']);
    const add = (b: object, headers = auth(admin)) => post('/system/apikey/~add', { name: 'bad', role: r, ...b }, headers);
    const past = await add({ expiresAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'expiresAt', message: 'The expiry must be later than now' });
    const far = await add({ expiresAt: new Date(Date.now() + 800 * DAY).toISOString() });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ field: 'expiresAt', message: 'A key expires within 730 days at most' });
    // Two years to the end of the last day is fine.
    expect((await add({ expiresAt: new Date(Date.now() + 730.9 * DAY).toISOString() })).statusCode).toBe(200);
    const taken = await add({ expiresAt: new Date(Date.now() + DAY).toISOString() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('name');
    const noRole = await add({ name: 'bad2', role: 999_999, expiresAt: new Date(Date.now() + DAY).toISOString() });
    expect(noRole.json()).toMatchObject({ field: 'role' });
    const maker = await t.userWith('keymaker', ['system/apikey/add', 'system/apikey/view', 'setting/warehouse/view']);
    expect((await makeKey('mine', r, 30, auth(maker))).name).toBe('mine');
    const beyond = await post(
      '/system/apikey/~add',
      { name: 'theirs', role: await role('k-root2', ['*/*/*']), expiresAt: new Date(Date.now() + DAY).toISOString() },
      auth(maker),
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().field).toBe('role');
  });
});

describe('what a key may never call (key-scope.ts)', () => {
  it.each([
    ['GET', '/system/user/_info', 'user', false],
    ['GET', '/system/dict/_get', 'user', false],
    ['POST', '/system/user/_pass/change', 'user', true],
    ['POST', '/system/file/~upload', 'user', true],
    ['POST', '/system/user/_account/auth', 'public', true],
    ['GET', '/system/user/_qr/get', 'public', true],
    ['POST', '/system/user/~account/add', 'system/user/add', true],
    ['POST', '/system/role/~update', 'system/role/update', true],
    ['GET', '/system/dept/_tree', 'system/dept/view', true],
    ['GET', '/system/feature/_tree/default', 'system/role/view', true],
    ['POST', '/system/apikey/~add', 'system/apikey/add', true],
    ['POST', '/setting/warehouse/~add', 'setting/warehouse/add', false],
    ['POST', '/system/log/~page/get', 'system/log/view', false],
    ['GET', '/healthz', 'public', false],
  ])('%s %s (%s): refused %s', (method, url, access, refused) => {
    expect(keyRefused(method, url, access)).toBe(refused);
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerOf('Bearer wms_abc')).toBe('wms_abc');
    expect(bearerOf('bearer  wms_abc ')).toBe('wms_abc');
    expect(bearerOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerOf('Bearer a b')).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});
