import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfSymbols as decode, pdfReaders, pdfText } from '../../../test/pdf.ts';
import { isValidSscc } from '../../print/sscc.ts';

/** Real decoders read the labels back (zbar-tools, poppler-utils; installed by .ci/run). */
const DECODERS = pdfReaders('ibLpn.test');

describe('inbound LPN labels (/inbound/ib/lpn)', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string, lang = 'zh') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
  const post = (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
  const page = async (filter: object[] = []) =>
    (await post('/inbound/ib/lpn/~page/get', { page: 1, length: 500, filter })).json().data.rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates three and replies their labels: numbers, SSCC and QR decode, Chinese text, isPrint set', async () => {
    const res = await get('/inbound/ib/lpn/~add?qty=3&print=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''.*\.pdf$/);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('收货 LPN-labels-');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = (await page()).slice(0, 3);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.isPrint).toBe(true);
      expect(isValidSscc(String(r.sscc))).toBe(true);
      expect(String(r.sscc).slice(1, 8)).toBe('0614141');
    }
    if (!DECODERS) return;
    const text = pdfText(pdf);
    for (const r of rows) expect(text).toContain(String(r.no));
    expect(text).toContain('收货 LPN');
    expect(text).toContain('数量');
    const symbols = decode(pdf);
    for (const r of rows) {
      expect(symbols).toContain(`CODE-128:${r.no}`);
      expect(symbols).toContain(`CODE-128:00${r.sscc}`);
      expect(symbols).toContain(`QR-Code:${r.no}`);
    }
  });

  it('prints in English for an English user', async () => {
    const res = await get('/inbound/ib/lpn/~add?qty=1&print=1', 'en');
    expect(res.statusCode).toBe(200);
    // One label is named by its number.
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/filename="Receiving LPN-LPN\d{12}\.pdf"/);
    if (!DECODERS) return;
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Receiving LPN');
    expect(text).toContain('Qty');
    expect(text).not.toContain('收货');
  });

  it('generates without printing, then prints by ids with the same SSCC every time', async () => {
    const res = await get('/inbound/ib/lpn/~add?qty=2&print=0');
    expect(res.statusCode).toBe(200);
    const made = res.json().data as Record<string, unknown>[];
    expect(made).toHaveLength(2);
    expect(made.every((r) => r.isPrint === false && isValidSscc(String(r.sscc)))).toBe(true);
    const ids = made.map((r) => r.id);
    const first = await post('/inbound/ib/lpn/~print', { ids });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const after = await page([{ field: 'id', operator: 'ge', value: Math.min(...(ids as number[])) }]);
    for (const r of after.filter((x) => ids.includes(x.id))) {
      expect(r.isPrint).toBe(true);
      expect(r.sscc).toBe(made.find((m) => m.id === r.id)!.sscc);
    }
    if (!DECODERS) return;
    const again = decode((await post('/inbound/ib/lpn/~print', { ids })).rawPayload);
    for (const m of made) expect(again).toContain(`CODE-128:00${m.sscc}`);
  });

  it('prints the oldest unprinted ones with {qty}, and says so when there are none', async () => {
    const made = (await get('/inbound/ib/lpn/~add?qty=3&print=0')).json().data as { id: number }[];
    // Earlier tests printed everything they made, so these three are the only unprinted ones.
    const res = await post('/inbound/ib/lpn/~print', { qty: 2 });
    expect(res.statusCode).toBe(200);
    const rows = await page([{ field: 'id', operator: 'ge', value: made[0]!.id }]);
    const printed = rows.filter((r) => r.isPrint).map((r) => r.id);
    expect(printed.sort()).toEqual([made[0]!.id, made[1]!.id].sort());
    expect((await post('/inbound/ib/lpn/~print', { qty: 5 })).statusCode).toBe(200);
    const none = await post('/inbound/ib/lpn/~print', { qty: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no unprinted receiving LPN to print');
  });

  it('replies ZPL with format=zpl: one ^XA…^XZ per label, Code 128, GS1-128 with FNC1, QR', async () => {
    const res = await get('/inbound/ib/lpn/~add?qty=2&print=1&format=zpl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(String(res.headers['content-disposition'])).toMatch(/\.zpl"/);
    const zpl = res.payload;
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    const rows = (await page()).slice(0, 2);
    for (const r of rows) {
      expect(r.isPrint).toBe(true);
      expect(zpl).toContain(`^BCN,160,Y,N,N^FH^FD${r.no}^FS`);
      expect(zpl).toContain(`^FD>;>800${r.sscc}^FS`);
      expect(zpl).toContain(`^BQN,2,6^FH^FDMA,${r.no}^FS`);
    }
  });

  it('refuses a quantity outside 1..500 naming the field, and adds nothing', async () => {
    const before = (await post('/bas/lpn/~page/get', { page: 1, length: 1 })).json().count;
    for (const qty of ['0', '501', 'abc', '']) {
      const res = await get(`/inbound/ib/lpn/~add?qty=${qty}&print=1`, 'en');
      expect(res.statusCode, qty).toBe(400);
      expect(res.json().field, qty).toBe('qty');
      expect(res.json().message).toMatch(/^qty: /);
    }
    expect((await get('/inbound/ib/lpn/~add?qty=2&print=yes')).statusCode).toBe(400);
    expect((await post('/inbound/ib/lpn/~print', { ids: [1], qty: 1 })).statusCode).toBe(400);
    expect((await post('/inbound/ib/lpn/~print', {})).statusCode).toBe(400);
    expect((await post('/bas/lpn/~page/get', { page: 1, length: 1 })).json().count).toBe(before);
  });

  it('shows, edits, deletes and prints only inbound LPNs; an add through it is inbound', async () => {
    const out = (await post('/bas/lpn/~add', { qty: 4, type: 'outbound' })).json().data;
    const added = await post('/inbound/ib/lpn/~add', { qty: 7, no: 'IB-FORM-1' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ no: 'IB-FORM-1', qty: 7, isPrint: false, sscc: null });
    const inBas = (
      await post('/bas/lpn/~page/get', { page: 1, length: 5, filter: [{ field: 'no', operator: 'eq', value: 'IB-FORM-1' }] })
    ).json().data.rows;
    expect(inBas[0].type).toBe('inbound');
    const ids = (await page()).map((r) => r.id);
    expect(ids).not.toContain(out.id);
    expect((await post('/inbound/ib/lpn/~update', { id: out.id, qty: 9 })).statusCode).toBe(404);
    expect((await post('/inbound/ib/lpn/~delete', { ids: [out.id] })).statusCode).toBe(404);
    expect((await post('/inbound/ib/lpn/~print', { ids: [out.id] })).statusCode).toBe(404);
    // Given an SSCC at its first print, kept at the next.
    const id = added.json().data.id;
    expect((await post('/inbound/ib/lpn/~print', { ids: [id] })).statusCode).toBe(200);
    const [row] = await page([{ field: 'id', operator: 'eq', value: id }]);
    expect(isValidSscc(String(row!.sscc))).toBe(true);
    await post('/inbound/ib/lpn/~print', { ids: [id] });
    expect((await page([{ field: 'id', operator: 'eq', value: id }]))[0]!.sscc).toBe(row!.sscc);
    expect((await post('/inbound/ib/lpn/~update', { id, qty: 9 })).json().data.qty).toBe(9);
    expect((await post('/inbound/ib/lpn/~delete', { ids: [id] })).statusCode).toBe(200);
    expect(
      (await post('/bas/lpn/~page/get', { page: 1, length: 5, filter: [{ field: 'id', operator: 'eq', value: out.id }] })).json()
        .count,
    ).toBe(1);
  });

  it('needs the print permission to print, the add permission to generate', async () => {
    const adder = await t.userWith('lpn-adder', ['inbound/ibLpn/view', 'inbound/ibLpn/add']);
    const viewer = await t.userWith('lpn-viewer', ['*/*/view']);
    const as = (tok: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: auth(tok) });
    expect((await as(adder, '/inbound/ib/lpn/~add?qty=1&print=0')).statusCode).toBe(200);
    expect((await as(adder, '/inbound/ib/lpn/~add?qty=1&print=1')).statusCode).toBe(403);
    expect((await as(adder, '/inbound/ib/lpn/~print', 'POST', { qty: 1 })).statusCode).toBe(403);
    expect((await as(viewer, '/inbound/ib/lpn/~add?qty=1&print=0')).statusCode).toBe(403);
    expect((await as(viewer, '/inbound/ib/lpn/~page/get', 'POST', { page: 1, length: 1 })).statusCode).toBe(200);
  });
});

describe('SSCC serials of a company prefix', () => {
  it('refuses, naming the setting, when the prefix has no serial left, and adds nothing', async () => {
    // A 10-digit prefix leaves 6 serial digits: 999999 is the last one.
    const t = await createTestApp({ gs1CompanyPrefix: '1234567890', gs1Extension: '3' });
    try {
      const token = await t.login();
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
      await t.database.db.execute(sql`select setval('lpn_sscc_seq', 999998)`);
      const last = await get('/inbound/ib/lpn/~add?qty=1&print=0');
      expect(last.json().data[0].sscc).toMatch(/^31234567890999999\d$/);
      expect(isValidSscc(last.json().data[0].sscc)).toBe(true);
      const count = async () =>
        (
          await t.app.inject({ method: 'POST', url: '/bas/lpn/~page/get', payload: { page: 1, length: 1 }, headers: auth(token) })
        ).json().count;
      const before = await count();
      const res = await get('/inbound/ib/lpn/~add?qty=2&print=1');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('GS1_COMPANY_PREFIX');
      expect(await count()).toBe(before);
    } finally {
      await t.close();
    }
  });
});
