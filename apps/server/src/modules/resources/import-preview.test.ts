import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { upload, writeXlsx } from '../../test/http.ts';

/**
 * Issue 26 item 6: an import says what it will add and change before it writes (the preview writes
 * nothing), and an empty cell keeps the row's value unless the user asks it to clear the field.
 */
let t: TestApp;
let token: string;

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
const rowsOf = async (path: string, value: string) =>
  (
    await post(`${path}/~page/get`, {
      page: 1,
      length: 100,
      prop: 'id',
      order: 'asc',
      filter: [{ field: 'code', operator: 'include', value }],
    })
  ).json().data.rows as Record<string, unknown>[];
const pick = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null])));

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  for (const body of [
    { code: 'PV-1', name: 'Main', addr: 'Old street 1', contact: 'Li', contactPhone: '110' },
    { code: 'PV-2', name: 'Second', addr: 'Old street 2' },
  ]) {
    const res = await post('/setting/warehouse/~add', body);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

const WH = '/setting/warehouse';
const KEYS = ['code', 'name', 'addr', 'contact', 'contactPhone'];
// No contactPhone column: a column the sheet lacks is never touched, cleared or not.
const header = ['code', 'name', 'addr', 'contact'];
const file = () =>
  writeXlsx(header, [
    ['PV-1', 'Main renamed', '', null],
    ['PV-2', 'Second', 'Old street 2', ''],
    ['PV-3', 'Third', 'New street', 'Wang'],
  ]);
const before = [
  { code: 'PV-1', name: 'Main', addr: 'Old street 1', contact: 'Li', contactPhone: '110' },
  { code: 'PV-2', name: 'Second', addr: 'Old street 2', contact: null, contactPhone: null },
];

describe('import preview and empty cells', () => {
  it('previews what the file adds and changes, writing nothing', async () => {
    const res = await upload(t.app, `${WH}/~upload/preview`, token, await file());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      action: 'ok',
      message: 'Would add 1, update 1, leave 1 unchanged (nothing imported yet)',
      data: {
        fileName: 'import.xlsx',
        inserted: 1,
        updated: 1,
        unchanged: 1,
        changes: [{ row: 2, key: 'PV-1', fields: [{ field: 'name', label: 'Name', from: 'Main', to: 'Main renamed' }] }],
      },
    });
    expect(pick(await rowsOf(WH, 'PV-'), KEYS)).toEqual(before);
    // A preview is no import: the audit log has no line for it.
    const log = await post('/system/log/~page/get', { page: 1, length: 10, prop: 'id', order: 'desc' });
    expect(log.json().data.rows.map((r: { path: string }) => r.path)).not.toContain(`${WH}/~upload/preview`);
  });

  it('imports without blanking: an empty cell keeps the value the row holds', async () => {
    const res = await upload(t.app, `${WH}/~upload`, token, await file());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Imported: 1 added, 1 updated, 1 unchanged',
      data: { inserted: 1, updated: 1, unchanged: 1 },
    });
    expect(pick(await rowsOf(WH, 'PV-'), KEYS)).toEqual([
      { ...before[0], name: 'Main renamed' },
      before[1],
      { code: 'PV-3', name: 'Third', addr: 'New street', contact: 'Wang', contactPhone: null },
    ]);
    const log = await post('/system/log/~page/get', { page: 1, length: 10, prop: 'id', order: 'desc' });
    expect(log.json().data.rows.map((r: { path: string }) => r.path)).toContain(`${WH}/~upload`);
    const again = await upload(t.app, `${WH}/~upload`, token, await file());
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('clears the empty cells of the sheet’s columns when asked, the preview saying so first', async () => {
    const preview = await upload(t.app, `${WH}/~upload/preview?blankClears=1`, token, await file(), 'zh');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 2,
      changes: [
        {
          row: 2,
          key: 'PV-1',
          fields: [
            { field: 'addr', label: '地址', from: 'Old street 1', to: null },
            { field: 'contact', label: '联系人', from: 'Li', to: null },
          ],
        },
      ],
    });
    expect((await rowsOf(WH, 'PV-1'))[0]).toMatchObject({ addr: 'Old street 1', contact: 'Li' });
    const res = await upload(t.app, `${WH}/~upload?blankClears=1`, token, await file());
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    expect(pick(await rowsOf(WH, 'PV-1'), KEYS)).toEqual([
      { code: 'PV-1', name: 'Main renamed', addr: null, contact: null, contactPhone: '110' },
    ]);
  });

  it('shows references by code and enumerations by label, and refuses a bad file as the import does', async () => {
    const loc = await post('/setting/location/~add', {
      code: 'PV-L1',
      warehouse: (await rowsOf(WH, 'PV-1'))[0]!.id,
      type: 'store',
      length: 1.5,
      aisle: 'A',
    });
    expect(loc.statusCode, loc.body).toBe(200);
    const sheet = await writeXlsx(['库位编码', '仓库', '类型', 'length', 'aisle'], [['PV-L1', 'PV-1', '收货', 1.5, '']]);
    const res = await upload(t.app, '/setting/location/~upload/preview', token, sheet, 'zh');
    expect(res.json().data).toMatchObject({
      inserted: 0,
      updated: 1,
      changes: [{ row: 2, key: 'PV-1 + PV-L1', fields: [{ field: 'type', label: '类型', from: '存储', to: '收货' }] }],
    });
    const bad = await upload(
      t.app,
      '/setting/location/~upload/preview',
      token,
      await writeXlsx(['库位编码', '仓库', '类型'], [['PV-L2', 'NOPE', '收货']]),
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ row: 2, field: 'warehouse', message: '找不到编码为 NOPE 的仓库' }]);
  });
});
