import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lpn as lpnTable } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfSymbols as decode, pdfReaders, pdfText } from '../../../test/pdf.ts';
import { isValidSscc } from '../../print/sscc.ts';

/** Real decoders read the labels back (zbar-tools, poppler-utils; installed by .ci/run). */
const DECODERS = pdfReaders('lpn-labels.test');

/**
 * The outbound label screens are the same implementation as Receiving LPN (ibLpn.test.ts pins it in
 * depth), bound to another type of the lpn table: each is checked here for what differs — its
 * path, type, title, message and permission — and for never reaching another type's rows.
 */
const SCREENS = [
  {
    name: 'obLpn',
    path: '/outbound/ob/lpn',
    type: 'outbound',
    zh: '出库 LPN',
    en: 'Outbound LPN',
    file: { zh: '出库 LPN-labels-', en: 'Outbound LPN-labels-' },
    none: 'There is no unprinted outbound LPN to print',
  },
  {
    name: 'obLabel',
    path: '/outbound/ob/label',
    type: 'shipBox',
    zh: '箱标签',
    en: 'Ship-box label',
    file: { zh: '箱标签-labels-', en: 'Ship-box labels-labels-' },
    none: 'There is no unprinted ship-box label to print',
  },
] as const;

describe.each(SCREENS)('$en labels ($path)', (s) => {
  let t: TestApp;
  let token: string;
  const get = (url: string, lang = 'zh') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
  const post = (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
  const page = async (filter: object[] = []) =>
    (await post(`${s.path}/~page/get`, { page: 1, length: 500, filter })).json().data.rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates two and replies their labels in Chinese: numbers, SSCC (GS1-128) and QR decode, isPrint set', async () => {
    const res = await get(`${s.path}/~add?qty=2&print=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(s.file.zh);
    const rows = (await page()).slice(0, 2);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.isPrint).toBe(true);
      expect(isValidSscc(String(r.sscc))).toBe(true);
    }
    const [bas] = (
      await post('/bas/lpn/~page/get', { page: 1, length: 1, filter: [{ field: 'id', operator: 'eq', value: rows[0]!.id }] })
    ).json().data.rows;
    expect(bas.type).toBe(s.type);
    if (!DECODERS) return;
    const text = pdfText(res.rawPayload);
    expect(text).toContain(s.zh);
    expect(text).toContain('数量');
    const symbols = decode(res.rawPayload);
    for (const r of rows) {
      expect(symbols).toContain(`CODE-128:${r.no}`);
      expect(symbols).toContain(`CODE-128:00${r.sscc}`);
      expect(symbols).toContain(`QR-Code:${r.no}`);
    }
  });

  it('prints in English for an English user, and ZPL with its English title', async () => {
    const res = await get(`${s.path}/~add?qty=2&print=1`, 'en');
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(s.file.en);
    const zpl = await get(`${s.path}/~add?qty=1&print=1&format=zpl`);
    expect(zpl.headers['content-type']).toMatch(/^text\/plain/);
    expect(zpl.payload).toContain(s.en);
    const [row] = await page();
    expect(zpl.payload).toContain(`^FD>;>800${row!.sscc}^FS`);
    if (!DECODERS) return;
    const text = pdfText(res.rawPayload);
    expect(text).toContain(s.en);
    expect(text).toContain('Qty');
    expect(text).not.toContain('数量');
  });

  it('prints by ids keeping the SSCC, the oldest unprinted by qty, and says when there are none', async () => {
    const made = (await get(`${s.path}/~add?qty=2&print=0`)).json().data as { id: number; sscc: string }[];
    expect(made.every((m) => isValidSscc(m.sscc))).toBe(true);
    const one = await post(`${s.path}/~print`, { ids: [made[1]!.id] });
    expect(one.statusCode).toBe(200);
    // One label (a pack task's box) is named by its number, as an order print is by the order's.
    const no = (await page([{ field: 'id', operator: 'eq', value: made[1]!.id }]))[0]!.no;
    expect(one.headers['content-disposition']).toContain(`filename="${s.file.en.replace(/labels-$/, '')}${no}.pdf"`);
    expect((await post(`${s.path}/~print`, { qty: 5 })).statusCode).toBe(200);
    const rows = await page([{ field: 'id', operator: 'ge', value: made[0]!.id }]);
    expect(rows.map((r) => [r.isPrint, r.sscc])).toEqual(
      [...made].reverse().map((m) => [true, m.sscc]), // newest first
    );
    const none = await post(`${s.path}/~print`, { qty: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(s.none);
  });

  it('shows, edits, deletes and prints only its own type; an add through it is of its type', async () => {
    const other = (await post('/bas/lpn/~add', { qty: 4, type: 'inbound' })).json().data;
    const added = await post(`${s.path}/~add`, { qty: 7, no: `${s.name}-FORM-1`, packType: 'surroundBox' });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    expect((await page()).map((r) => r.id)).not.toContain(other.id);
    expect((await post(`${s.path}/~update`, { id: other.id, qty: 9 })).statusCode).toBe(404);
    expect((await post(`${s.path}/~delete`, { ids: [other.id] })).statusCode).toBe(404);
    expect((await post(`${s.path}/~print`, { ids: [other.id] })).statusCode).toBe(404);
    // Nor do the inbound screen's calls reach this type.
    expect((await post('/inbound/ib/lpn/~print', { ids: [id] })).statusCode).toBe(404);
    expect((await post(`${s.path}/~update`, { id, qty: 9 })).json().data.qty).toBe(9);
    expect((await post(`${s.path}/~print`, { ids: [id] })).statusCode).toBe(200);
    expect((await post(`${s.path}/~delete`, { ids: [id] })).statusCode).toBe(200);
  });

  it('validates the quantity, and needs its own print and add permissions', async () => {
    const bad = await get(`${s.path}/~add?qty=501&print=1`, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('qty');
    const adder = await t.userWith(`${s.name}-adder`, [`outbound/${s.name}/view`, `outbound/${s.name}/add`]);
    const inbound = await t.userWith(`${s.name}-ib`, ['inbound/*/*']);
    const as = (tok: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: auth(tok) });
    expect((await as(adder, `${s.path}/~add?qty=1&print=0`)).statusCode).toBe(200);
    expect((await as(adder, `${s.path}/~add?qty=1&print=1`)).statusCode).toBe(403);
    expect((await as(adder, `${s.path}/~print`, 'POST', { qty: 1 })).statusCode).toBe(403);
    expect((await as(inbound, `${s.path}/~print`, 'POST', { qty: 1 })).statusCode).toBe(403);
    expect((await as(inbound, `${s.path}/~page/get`, 'POST', { page: 1, length: 1 })).statusCode).toBe(403);
  });
});

describe('label numbers are what Code 128 encodes', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses other characters and more than 32, in zh and en, on every screen that takes a number', async () => {
    for (const path of ['/bas/lpn', '/inbound/ib/lpn', '/outbound/ob/label']) {
      for (const no of ['LPN-编号-1', 'LPN\u00A0001', 'ＬＰＮ1', 'LPN\t1', 'Ä-1']) {
        const en = await post(`${path}/~add`, { qty: 1, no });
        expect([en.statusCode, en.json().field], `${path} ${no}`).toEqual([400, 'no']);
        expect(en.json().message).toContain('may hold only English letters, digits, spaces and ASCII punctuation');
      }
      const zh = await post(`${path}/~add`, { qty: 1, no: '托盘-1' }, 'zh');
      expect(zh.statusCode).toBe(400);
      expect(zh.json().message).toContain('只能包含英文字母、数字、空格和英文标点');
      const long = await post(`${path}/~add`, { qty: 1, no: 'X'.repeat(33) });
      expect([long.statusCode, long.json().field]).toEqual([400, 'no']);
    }
    const edge = 'a>b~c^d_e\\f{|}"<>?/ @#%&*()+=-xZ';
    const added = await post('/outbound/ob/label/~add', { qty: 1, no: edge });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    expect((await post('/outbound/ob/label/~update', { id, no: `${edge.slice(0, 31)}é` })).statusCode).toBe(400);
    const pdf = await post('/outbound/ob/label/~print', { ids: [id] });
    expect(pdf.statusCode).toBe(200);
    if (DECODERS) expect(decode(pdf.rawPayload)).toContain(`CODE-128:${edge}`);
  });

  it('refuses to print a number stored before the rule, saying which', async () => {
    const [row] = await t.database.db.insert(lpnTable).values({ no: 'OLD-托盘-7', type: 'inbound', qty: 1 }).returning();
    const res = await post('/inbound/ib/lpn/~print', { ids: [row!.id] }, 'zh');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '编号 OLD-托盘-7 含有条码 Code 128 无法编码的字符（只能用英文字母、数字、空格和英文标点），请先修改编号再打印',
    );
  });
});
