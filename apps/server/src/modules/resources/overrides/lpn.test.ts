import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { upload, writeXlsx } from '../../../test/http.ts';

describe('lpn: numbers for LPNs added without one', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const LPN_NO = /^LPN\d{6}\d{6,}$/;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('numbers an LPN added without a number, and keeps a given one', async () => {
    const a = (await post('/bas/lpn/~add', { qty: 10 })).json().data;
    const b = (await post('/bas/lpn/~add', { qty: 20, no: '' })).json().data;
    expect(a.no).toMatch(LPN_NO);
    expect(b.no).toMatch(LPN_NO);
    expect(a.no).not.toBe(b.no);
    const given = await post('/bas/lpn/~add', { qty: 5, no: 'PAL-0001', type: 'inbound', packType: 'pallet' });
    expect(given.json().data).toMatchObject({ no: 'PAL-0001', qty: 5, type: 'inbound', packType: 'pallet', isPrint: false });
    const dup = await post('/bas/lpn/~add', { qty: 5, no: 'PAL-0001' });
    expect(dup.statusCode).toBe(409);
  });

  it('requires only the quantity (spec §5)', async () => {
    const res = await post('/bas/lpn/~add', { no: 'PAL-0002' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('qty');
  });

  it('numbers the rows of an import that have none, and updates the ones that match', async () => {
    const file = await writeXlsx(
      ['LPN no.', 'Quantity*', 'Type'],
      [
        ['', 1, 'Inbound LPN'],
        [null, 2, 'shipBox'],
        ['PAL-0001', 7, 'outbound'],
      ],
    );
    const res = await upload(t.app, '/bas/lpn/~upload', token, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 2, updated: 1 });
    const rows = (await post('/bas/lpn/~page/get', { prop: 'id', order: 'asc' })).json().data.rows;
    expect(rows.map((r: { qty: number }) => r.qty)).toEqual([10, 20, 7, 1, 2]);
    expect(rows.filter((r: { no: string }) => LPN_NO.test(r.no))).toHaveLength(4);
    expect(new Set(rows.map((r: { no: string }) => r.no)).size).toBe(5);
    expect(rows[2]).toMatchObject({ no: 'PAL-0001', type: 'outbound' });
  });
});
