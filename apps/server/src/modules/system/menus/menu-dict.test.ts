import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU } from '../../../seed/menu.ts';
import { seed } from '../../../seed/seed.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx, upload, writeXlsx } from '../../../test/http.ts';

/** Menus and dictionary (issue 14 §2): the editable tree, iframe entries, hiding, and labels every list shows. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token = admin, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token, lang) });
type Node = { name: string; path: string; component: string | null; meta: Record<string, unknown>; children?: Node[] };
const flat = (ns: Node[]): Node[] => ns.flatMap((n) => [n, ...flat(n.children ?? [])]);
async function menuOf(token = admin): Promise<Node[]> {
  const res = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(token) });
  return flat(res.json().data.menu as Node[]);
}
async function entries() {
  const res = await t.app.inject({ method: 'GET', url: '/system/menu/_list', headers: auth(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; title: string; builtin: boolean; parentId: number | null }[];
}

describe('menus', () => {
  it('adds an iframe entry shown as /i/{name} with both titles, icon, order, full page and roles', async () => {
    const system = (await entries()).find((e) => e.name === 'system')!;
    const res = await post('/system/menu/~add', {
      parentId: system.id,
      name: 'docs-frame',
      title: '文档',
      titleEn: 'Docs',
      icon: 'ReadOutlined',
      type: 'iframe',
      url: 'https://example.com/docs',
      fullpage: true,
      role: ['admin'],
      sort: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ path: '/i/docs-frame', component: 'iframe', builtin: false, edited: true });
    const node = (await menuOf()).find((n) => n.name === 'docs-frame')!;
    expect(node).toMatchObject({ path: '/i/docs-frame', component: 'iframe' });
    expect(node.meta).toMatchObject({
      title: '文档',
      titleEn: 'Docs',
      icon: 'ReadOutlined',
      type: 'iframe',
      url: 'https://example.com/docs',
      fullpage: true,
      role: ['admin'],
    });
  });

  it('sends an entry with a role list only to users holding one of those roles', async () => {
    const system = (await entries()).find((e) => e.name === 'system')!;
    const res = await post('/system/menu/~add', {
      parentId: system.id,
      name: 'viewers-only',
      title: '只读说明',
      titleEn: 'Viewer notes',
      type: 'link',
      url: 'https://example.com/notes',
      role: ['viewer'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const account = await post('/system/user/~account/add', {
      account: 'menu-viewer',
      name: 'Menu viewer',
      email: 'menu-viewer@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      roles: ['viewer'],
    });
    expect(account.statusCode, account.body).toBe(200);
    const viewer = await t.login('menu-viewer', 'Secret123');
    expect((await menuOf(viewer)).some((n) => n.name === 'viewers-only')).toBe(true);
    // The superuser holds every permission, not every role: the entry is not theirs.
    expect((await menuOf()).some((n) => n.name === 'viewers-only')).toBe(false);
  });

  it('refuses a script address, a missing address, a taken name and a cycle, naming the field', async () => {
    const base = { title: 'x', titleEn: 'x', type: 'link' };
    const js = await post('/system/menu/~add', { ...base, name: 'bad1', url: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect(js.json().field).toBe('url');
    const none = await post('/system/menu/~add', { ...base, name: 'bad2' });
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('url');
    const taken = await post('/system/menu/~add', { ...base, name: 'system-user', url: '/x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('name');
    const system = (await entries()).find((e) => e.name === 'system')!;
    const user = (await entries()).find((e) => e.name === 'system-user')!;
    const cycle = await post('/system/menu/~update', { id: system.id, parentId: user.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().field).toBe('parentId');
  });

  it('keeps an edited built-in entry through a restart; hides, never deletes, a built-in entry', async () => {
    const role = (await entries()).find((e) => e.name === 'system-role')!;
    expect(role.builtin).toBe(true);
    const upd = await post('/system/menu/~update', { id: role.id, title: '角色管理', titleEn: 'Role admin', sort: 0 });
    expect(upd.statusCode, upd.body).toBe(200);
    await seed(t.database.db, { demo: false, log: t.app.log });
    expect((await menuOf()).find((n) => n.name === 'system-role')!.meta).toMatchObject({
      title: '角色管理',
      titleEn: 'Role admin',
    });
    const del = await post('/system/menu/~delete', { id: role.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('hide it');
    expect((await post('/system/menu/~update', { id: role.id, hidden: true })).statusCode).toBe(200);
    expect((await menuOf()).some((n) => n.name === 'system-role')).toBe(false);
    // An unedited built-in entry still follows the product's tree.
    expect((await menuOf()).find((n) => n.name === 'system-user')!.meta.title).toBe('用户');
    expect(MENU.length).toBeGreaterThan(0);
  });

  it('deletes an entry of its own, refusing one with entries below', async () => {
    const folder = await post('/system/menu/~add', { name: 'links', title: '链接', titleEn: 'Links', type: 'menu' });
    const id = folder.json().data.id as number;
    const link = await post('/system/menu/~add', {
      parentId: id,
      name: 'site',
      title: '官网',
      titleEn: 'Site',
      type: 'link',
      url: 'https://example.com',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect((await post('/system/menu/~delete', { id })).statusCode).toBe(409);
    expect((await post('/system/menu/~delete', { id: link.json().data.id })).statusCode).toBe(200);
    expect((await post('/system/menu/~delete', { id })).statusCode).toBe(200);
  });
});

describe('dictionary', () => {
  it('lists entries and relabels one: selects, list cells (dict _get) and the audit log see it', async () => {
    const page = await post('/system/dict/~page/get', { filter: { name: 'locationType|eq', value: 'store|eq' } });
    expect(page.statusCode, page.body).toBe(200);
    const [entry] = page.json().data.rows as { id: number; labelZh: string; labelEn: string }[];
    expect(entry).toMatchObject({ labelZh: '存储', labelEn: 'Store' });
    const upd = await post('/system/dict/~update', { id: entry!.id, labelZh: '存储区', labelEn: 'Storage' });
    expect(upd.statusCode, upd.body).toBe(200);
    for (const [lang, label] of [
      ['en', 'Storage'],
      ['zh-CN', '存储区'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/system/dict/_get?name=locationType', headers: auth(admin, lang) });
      expect(res.json().data.find((o: { value: string }) => o.value === 'store').label).toBe(label);
    }
    // A restart's seed does not undo the administrator's label.
    await seed(t.database.db, { demo: false, log: t.app.log });
    const again = await post('/system/dict/~page/get', { filter: { name: 'locationType|eq', value: 'store|eq' } });
    expect(again.json().data.rows[0].labelEn).toBe('Storage');
    const log = await post('/system/log/~page/get', { filter: { target: 'system/dict|eq' } });
    const line = log.json().data.rows[0] as { before: string; after: string };
    expect(JSON.parse(line.before)).toMatchObject({ labelEn: 'Store' });
    expect(JSON.parse(line.after)).toMatchObject({ labelEn: 'Storage' });
  });

  it('writes and reads the edited label in exports, templates and imports', async () => {
    // Follows the relabel above: store is now 存储区 / Storage.
    const wh = await post('/setting/warehouse/~add', { code: 'DICT-WH', name: 'Dict warehouse' });
    expect(wh.statusCode, wh.body).toBe(200);
    const loc = await post('/setting/location/~add', { code: 'DICT-L1', warehouse: wh.json().data.id, type: 'store' });
    expect(loc.statusCode, loc.body).toBe(200);
    const exportOf = async (lang: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/setting/location/~export',
        payload: { filter: { code: 'DICT-L1|eq' } },
        headers: auth(admin, lang),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    expect((await readXlsx(await exportOf('zh-CN'))).rows[0]).toContain('存储区');
    const en = await exportOf('en');
    expect((await readXlsx(en)).rows[0]).toContain('Storage');

    const tpl = await t.app.inject({ method: 'GET', url: '/setting/location/~tpl/download', headers: auth(admin) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as never);
    const texts = wb.worksheets.flatMap((ws) => ws.getSheetValues().flat().map(String));
    expect(texts.some((x) => x.includes('Storage'))).toBe(true);

    // The exported file imports back under a new code: the edited label reads as store; so does the shipped one.
    const { header, rows } = await readXlsx(en);
    const rowOf = (code: string, type: string) =>
      rows[0]!.map((v) => (v === 'DICT-L1' ? code : v === 'Storage' ? type : (v ?? null)));
    const file = await writeXlsx(header, [rowOf('DICT-L2', 'Storage'), rowOf('DICT-L3', 'Store')]);
    const imp = await upload(t.app, '/setting/location/~upload', admin, file);
    expect(imp.statusCode, imp.body).toBe(200);
    const added = await post('/setting/location/~page/get', { filter: { code: 'DICT-L|include' } });
    expect(added.json().data.rows.map((r: { type: string }) => r.type)).toEqual(['store', 'store', 'store']);
  });

  it('refuses a blank label, naming the field', async () => {
    const res = await post('/system/dict/~update', { id: 1, labelZh: ' ', labelEn: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('labelZh');
  });

  it('needs the dictionary permissions; reading labels needs only a session', async () => {
    const u = await t.userWith('dictless', ['setting/warehouse/view']);
    expect((await post('/system/dict/~page/get', {}, u)).statusCode).toBe(403);
    expect((await post('/system/dict/~update', { id: 1, labelZh: 'a', labelEn: 'b' }, u)).statusCode).toBe(403);
    expect((await post('/system/menu/~add', { name: 'n', title: 'a', titleEn: 'b', type: 'menu' }, u)).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/system/dict/_get?name=locationType', headers: auth(u) });
    expect(res.statusCode).toBe(200);
  });
});
