import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = (url: string, payload: object, tok = admin, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(tok, lang) });
const get = (url: string, tok = admin, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(tok, lang) });
const signIn = (account: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/system/user/_account/auth', payload: { account, password } });

let seq = 0;
/** Adds a user through the API and returns its id and token. */
async function addUser(roles: string[] = [], extra: object = {}, tok = admin) {
  seq++;
  const account = `u${seq}`;
  const r = await post(
    '/system/user/~account/add',
    {
      account,
      name: `User ${seq}`,
      email: `u${seq}@example.com`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      roles,
      ...extra,
    },
    tok,
  );
  expect(r.statusCode, r.body).toBe(200);
  const login = await signIn(account, 'Secret123');
  return { id: r.json().data.id as number, account, token: login.json().data?.token as string, login };
}

async function addRole(code: string, permissions: string[], tok = admin) {
  const r = await post('/system/role/~add', { code, name: code, permissions }, tok);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe(`users, roles and grants (${DB_KIND})`, () => {
  it('adds a user with roles and a department; the list shows them without the password', async () => {
    const dept = (await post('/system/dept/~add', { name: '仓储部' })).json().data.id;
    const u = await addUser(['viewer'], { dept, phone: '13800000000' });
    expect(u.login.json().data.user.roles).toEqual(['viewer']);
    const page = await post('/system/user/~page/get', {
      page: 1,
      length: 50,
      filter: [{ field: 'account', operator: 'eq', value: u.account }],
    });
    expect(page.statusCode, page.body).toBe(200);
    const [row] = page.json().data.rows;
    expect(row).toMatchObject({ account: u.account, dept, deptLabel: '仓储部', roles: ['viewer'], enabled: true });
    expect(row.passwordHash).toBeUndefined();
  });

  it('refuses mismatched and weak passwords with the spec texts, in both languages', async () => {
    const body = { account: 'pw1', name: 'P', email: 'p@example.com', password: 'Secret123', confirmPassword: 'Secret124' };
    const en = await post('/system/user/~account/add', body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ field: 'confirmPassword' });
    expect(en.json().message).toContain('The two passwords entered do not match');
    const zh = await post('/system/user/~account/add', body, admin, 'zh');
    expect(zh.json().message).toContain('两次输入的密码不一致');
    const weak = await post('/system/user/~account/add', { ...body, password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.json()).toMatchObject({ field: 'password' });
    expect(weak.json().message).toContain('8 or more characters including letters and digits');
    const noEmail = await post('/system/user/~account/add', { ...body, email: undefined, confirmPassword: 'Secret123' });
    expect(noEmail.json().field).toBe('email');
    const taken = await post('/system/user/~account/add', { ...body, account: 'admin', confirmPassword: 'Secret123' });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses every call without its grant (403)', async () => {
    const u = await addUser(['viewer']);
    expect((await post('/system/user/~account/add', { account: 'x1' }, u.token)).statusCode).toBe(403);
    expect((await post('/system/user/~acl/grant?uid=1', { permissions: [] }, u.token)).statusCode).toBe(403);
    expect((await post('/system/role/~add', { code: 'x', name: 'x' }, u.token)).statusCode).toBe(403);
    // The viewer role reads lists, including this one.
    expect((await post('/system/user/~page/get', { page: 1, length: 10 }, u.token)).statusCode).toBe(200);
  });

  it('a disabled user cannot sign in and their sessions end at once; enabling lets them back', async () => {
    const u = await addUser(['viewer']);
    expect((await get('/system/user/_info', u.token)).statusCode).toBe(200);
    const off = await post('/system/user/~account/disable', { id: u.id });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/system/user/_info', u.token)).statusCode).toBe(401);
    const again = await signIn(u.account, 'Secret123');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toContain('账号已停用');
    expect((await post('/system/user/~account/enable', { id: u.id })).statusCode).toBe(200);
    expect((await signIn(u.account, 'Secret123')).statusCode).toBe(200);
    // The old session stays ended.
    expect((await get('/system/user/_info', u.token)).statusCode).toBe(401);
  });

  it('permissions are the union of roles and own grants, effective on the next request', async () => {
    const u = await addUser(['viewer']);
    const wh = { code: 'WH-G1', name: 'G1' };
    expect((await post('/setting/warehouse/~add', wh, u.token)).statusCode).toBe(403);
    const g = await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['setting/warehouse/add'] });
    expect(g.statusCode, g.body).toBe(200);
    expect((await post('/setting/warehouse/~add', wh, u.token)).statusCode).toBe(200);
    const info = (await get('/system/user/_info', u.token)).json().data.user.permissions;
    expect(info).toEqual(expect.arrayContaining(['*/*/view', 'setting/warehouse/add']));
    await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: [] });
    expect((await post('/setting/warehouse/~add', { code: 'WH-G2', name: 'G2' }, u.token)).statusCode).toBe(403);
  });

  it('the menu shows exactly the granted screens', async () => {
    const u = await addUser([]);
    await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['inbound/ibOrder/view', 'setting/warehouse/view'] });
    const menu = (await get('/system/user/_info', u.token)).json().data.menu;
    const names = (ns: { name: string; children?: unknown[] }[]): string[] =>
      ns.flatMap((n) => [n.name, ...names((n.children ?? []) as never)]);
    expect(names(menu).sort()).toEqual(['dashboard', 'home', 'inbound', 'inbound-order', 'setting', 'setting-warehouse'].sort());
  });

  it('nobody grants more than they hold, by grant, role or role assignment', async () => {
    const limitedRole = await addRole('userAdmin', ['system/user/*', 'system/role/*', 'inbound/*/*']);
    expect(limitedRole).toBeGreaterThan(0);
    const boss = await addUser(['userAdmin']);
    const target = await addUser([]);
    const ok = await post(`/system/user/~acl/grant?uid=${target.id}`, { permissions: ['inbound/ibOrder/view'] }, boss.token);
    expect(ok.statusCode, ok.body).toBe(200);
    const beyond = await post(`/system/user/~acl/grant?uid=${target.id}`, { permissions: ['setting/warehouse/add'] }, boss.token);
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toContain('setting/warehouse/add');
    const self = await post(`/system/user/~acl/grant?uid=${boss.id}`, { permissions: ['*/*/*'] }, boss.token);
    expect(self.statusCode).toBe(403);
    const role = await post('/system/role/~add', { code: 'sneaky', name: 's', permissions: ['*/*/*'] }, boss.token);
    expect(role.statusCode).toBe(403);
    const assign = await post(
      '/system/user/~account/update',
      { id: target.id, name: 'T', email: 't@example.com', roles: ['admin'] },
      boss.token,
    );
    expect(assign.statusCode).toBe(403);
    expect(assign.json().field).toBe('roles');
    // Taking away is allowed.
    expect((await post(`/system/user/~acl/grant?uid=${target.id}`, { permissions: [] }, boss.token)).statusCode).toBe(200);
  });

  it('refuses unknown permissions', async () => {
    const u = await addUser([]);
    const r = await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['nothing/at/all'] });
    expect(r.statusCode).toBe(400);
    const bad = await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['no-slashes'] });
    expect(bad.statusCode).toBe(400);
    // A wildcard covering known permissions is fine.
    expect((await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['inbound/*/view'] })).statusCode).toBe(200);
  });

  it('the last superuser cannot be disabled or stripped', async () => {
    const adminId = (await get('/system/user/_info')).json().data.user.id as number;
    const off = await post('/system/user/~account/disable', { id: adminId });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/last superuser/);
    const strip = await post('/system/user/~account/update', { id: adminId, name: 'A', email: 'a@example.com', roles: [] });
    expect(strip.statusCode).toBe(409);
    const roles = (await get('/system/role/_all')).json().data as { id: number; code: string }[];
    const adminRole = roles.find((r) => r.code === 'admin')!;
    const roleStrip = await post('/system/role/~update', {
      id: adminRole.id,
      code: 'admin',
      name: 'A',
      permissions: ['*/*/view'],
    });
    expect(roleStrip.statusCode).toBe(409);
    // With a second superuser the first may be disabled, and the second is then the last.
    const second = await addUser(['admin']);
    expect((await post('/system/user/~account/disable', { id: adminId }, second.token)).statusCode).toBe(200);
    expect((await post('/system/user/~account/disable', { id: second.id }, second.token)).statusCode).toBe(409);
    expect((await post('/system/user/~account/enable', { id: adminId }, second.token)).statusCode).toBe(200);
    admin = await t.login();
    // Still a superuser: nothing changed by the refused calls.
    expect((await get('/system/user/_info')).json().data.user.permissions).toContain('*/*/*');
  });

  it('a role in use cannot be deleted; unused it can', async () => {
    const id = await addRole('temp', ['inbound/ibOrder/view']);
    const u = await addUser(['temp']);
    const refused = await post('/system/role/~delete', { ids: [id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('temp');
    await post('/system/user/~account/update', { id: u.id, name: 'x', email: 'x@example.com', roles: [] });
    expect((await post('/system/role/~delete', { ids: [id] })).statusCode).toBe(200);
    expect((await post('/system/role/~add', { code: 'viewer', name: 'dup' })).statusCode).toBe(409);
    const page = await post('/system/role/~page/get', { page: 1, length: 10, prop: 'code', order: 'asc' });
    expect(page.json().data.rows.map((r: { code: string }) => r.code)).toEqual(['admin', 'operator', 'userAdmin', 'viewer']);
  });

  it('password change checks the current password, the rule and the confirmation, and ends the other sessions', async () => {
    const u = await addUser(['viewer']);
    const other = (await signIn(u.account, 'Secret123')).json().data.token as string;
    const wrong = await post(
      '/system/user/_pass/change',
      { password: 'Nope12345', newPassword: 'Better123', confirmPassword: 'Better123' },
      u.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('password');
    const mismatch = await post(
      '/system/user/_pass/change',
      { password: 'Secret123', newPassword: 'Better123', confirmPassword: 'Better124' },
      u.token,
    );
    expect(mismatch.json().message).toContain('The two passwords entered do not match');
    const ok = await post(
      '/system/user/_pass/change',
      { password: 'Secret123', newPassword: 'Better123', confirmPassword: 'Better123' },
      u.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/system/user/_info', u.token)).statusCode).toBe(200);
    expect((await get('/system/user/_info', other)).statusCode).toBe(401);
    expect((await signIn(u.account, 'Secret123')).statusCode).toBe(400);
    expect((await signIn(u.account, 'Better123')).statusCode).toBe(200);
  });
});

describe(`departments (${DB_KIND})`, () => {
  it('keeps a tree: unique names among siblings, no cycles, no delete with children or users', async () => {
    const root = (await post('/system/dept/~add', { name: '总部' })).json().data.id as number;
    const child = (await post('/system/dept/~add', { name: '仓库一', parent: root })).json().data.id as number;
    expect((await post('/system/dept/~add', { name: '仓库一', parent: root })).statusCode).toBe(409);
    const cycle = await post('/system/dept/~update', { id: root, name: '总部', parent: child });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().field).toBe('parent');
    expect((await post('/system/dept/~add', { name: 'x', parent: 999999 })).statusCode).toBe(400);
    const tree = (await get('/system/dept/_tree')).json().data as { id: number; children?: { id: number }[] }[];
    expect(tree.find((n) => n.id === root)?.children?.map((c) => c.id)).toEqual([child]);

    const u = await addUser([], { dept: child });
    const withChildren = await post('/system/dept/~delete', { ids: [root] });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toContain('总部');
    expect((await post('/system/dept/~delete', { ids: [child] })).statusCode).toBe(409);
    await post('/system/user/~account/update', { id: u.id, name: 'x', email: 'x@example.com', roles: [], dept: null });
    // Parent and child together: the child goes first.
    expect((await post('/system/dept/~delete', { ids: [root, child] })).statusCode).toBe(200);
  });
});

describe(`the feature tree (${DB_KIND})`, () => {
  it('holds every permission a route checks, under menus, and a user’s grants', async () => {
    const r = await get('/system/feature/_tree/default');
    expect(r.statusCode, r.body).toBe(200);
    const perms = new Set<string>();
    const walk = (ns: { permission?: string; children?: unknown[] }[]) => {
      for (const n of ns) {
        if (n.permission) perms.add(n.permission);
        walk((n.children ?? []) as never);
      }
    };
    walk(r.json().data);
    for (const route of t.app.apiRoutes) {
      if (route.access !== 'public' && route.access !== 'user') expect(perms.has(route.access), route.access).toBe(true);
    }
    const u = await addUser(['viewer']);
    await post(`/system/user/~acl/grant?uid=${u.id}`, { permissions: ['inbound/ibOrder/store'] });
    const mine = (await get(`/system/feature/_tree/get?uid=${u.id}`)).json().data;
    expect(mine.own).toEqual(['inbound/ibOrder/store']);
    expect(mine.inherited).toEqual(['*/*/view']);
  });

  it('names every action in zh and en, never by its code (issue 26 item 10)', async () => {
    for (const lang of ['zh', 'en']) {
      const raw: string[] = [];
      const walk = (ns: { title: string; permission?: string; children?: unknown[] }[]) => {
        for (const n of ns) {
          if (n.permission && n.title === n.permission.split('/')[2]) raw.push(n.permission);
          walk((n.children ?? []) as never);
        }
      };
      walk((await get('/system/feature/_tree/default', admin, lang)).json().data);
      expect(raw, lang).toEqual([]);
    }
  });
});
