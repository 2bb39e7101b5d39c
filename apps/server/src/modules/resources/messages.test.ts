import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { multipartFile, readXlsx, upload, writeXlsx } from '../../test/http.ts';

/**
 * What a user reads when the server refuses (issue 7 items 1–4, 11; issue 8 item 8): finished
 * messages naming fields by label, the true reason per import cell, codes instead of ids in a
 * duplicate, the same message when a unique index wins a race, and yes/no as the screen shows it.
 */
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
const add = async (path: string, body: object) => {
  const res = await post(`${path}/~add`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number } & Record<string, unknown>;
};
const rowsOf = async (path: string, filter: object[] = []) =>
  (await post(`${path}/~page/get`, { page: 1, length: 100, filter })).json().data.rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  ids.wh = (await add('/setting/warehouse', { code: 'WH-1', name: 'Main' })).id;
  ids.unit = (await add('/bas/unit', { code: 'PCS', name: 'Pieces', unitClass: 'quantity' })).id;
  ids.pk = (await add('/setting/packaging', { code: 'PK-1', name: 'Door set', type: 'pallet' })).id;
  ids.mat = (await add('/bas/packaging/material', { code: 'M-LID', name: 'Lid', type: 'palletLid' })).id;
});
afterAll(() => t.close());

describe('API validation replies are finished text naming the field by its label', () => {
  it('a 45-character location code: refused, naming the limit, in both languages', async () => {
    const body = { code: 'L'.repeat(45), warehouse: ids.wh, type: 'store' };
    const zh = await post('/setting/location/~add', body, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ field: 'code', message: '库位编码 最多 32 个字符' });
    const en = await post('/setting/location/~add', body);
    expect(en.json()).toMatchObject({ field: 'code', message: 'Location code: at most 32 characters' });
    expect(await rowsOf('/setting/location')).toHaveLength(0);
  });

  it('an unknown enumeration value lists the labels, not the codes', async () => {
    const res = await post('/setting/location/~add', { code: 'L-1', warehouse: ids.wh, type: 'nope' }, 'zh');
    expect(res.json().message).toBe('类型 须为以下之一：收货、存储、发运、在制、越库、散货、拣货、生产、质检');
    expect(res.json().message).not.toMatch(/receive|"/);
  });

  it('a missing field is required, a wrong number is not a number', async () => {
    expect((await post('/setting/warehouse/~add', { code: 'W-X' }, 'zh')).json()).toMatchObject({
      field: 'name',
      message: '名称 必填',
    });
    const res = await post('/setting/location/~update', { id: 1, maxQty: 'abc' });
    expect(res.json()).toMatchObject({ field: 'maxQty', message: 'Max quantity: not a number' });
  });

  it('a list query is not a row: its fields keep their names', async () => {
    const res = await post('/setting/location/~page/get', { page: 1, length: 'x' }, 'zh');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'length', message: 'length 不是数字' });
  });

  it('a route outside the resources names the raw field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      payload: { account: 5, password: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toMatchObject({ field: 'account', message: 'account: must be text' });
  });
});

describe('duplicates name what the user knows', () => {
  it('a packaging BOM row that exists names the codes, not an id', async () => {
    await add('/setting/packaging/bom', { packaging: ids.pk, material: ids.mat, qty: 1 });
    const res = await post('/setting/packaging/bom/~add', { packaging: ids.pk, material: ids.mat, qty: 2 }, 'zh');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'material', message: '包装 + 包装材料 已存在：PK-1 + M-LID' });
    const en = await post('/setting/packaging/bom/~add', { packaging: ids.pk, material: ids.mat, qty: 2 });
    expect(en.json().message).toBe('Packaging + Material already exists: PK-1 + M-LID');
  });

  it('a unique index winning a race gives the same message as the check, never the index name', async () => {
    const svc = t.app.registry.services.get('location')!;
    await add('/setting/location', { code: 'RACE-1', warehouse: ids.wh, type: 'store' });
    const checked = await post('/setting/location/~add', { code: 'RACE-1', warehouse: ids.wh, type: 'store' });
    expect(checked.statusCode).toBe(409);
    // The other request's insert lands between this one's check and its insert: the index refuses.
    const clash = svc.repo.clash;
    svc.repo.clash = async () => false;
    try {
      const raced = await post('/setting/location/~add', { code: 'RACE-1', warehouse: ids.wh, type: 'store' });
      expect(raced.statusCode).toBe(409);
      expect(raced.json()).toEqual(checked.json());
      expect(raced.json().message).toBe('Warehouse + Location code already exists: WH-1 + RACE-1');
      expect(raced.body).not.toMatch(/_uq|location_wh/);
      const zh = await post('/setting/warehouse/~add', { code: 'WH-1', name: 'Again' }, 'zh');
      expect(zh.statusCode).toBe(409);
      expect(zh.json().message).toBe('编码 已存在：WH-1');
    } finally {
      svc.repo.clash = clash;
    }
  });

  it('parallel adds of one code: one is saved, the others get the field message', async () => {
    const body = { code: 'PAR-1', name: 'Parallel' };
    const replies = await Promise.all(Array.from({ length: 6 }, () => post('/setting/warehouse/~add', body)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('Code already exists: PAR-1');
  });
});

describe('import reports one true reason per bad cell', () => {
  it('"abc" in a number column is not a number; an unknown warehouse is only that', async () => {
    const file = await writeXlsx(
      ['库位编码*', '仓库*', '类型*', '长', '最大数量'],
      [
        ['IM-1', 'WH-NOPE', '存储', 'abc', 5],
        ['IM-2', 'WH-1', '', 1, 1.5],
        ['', 'WH-1', 'shelf', 1, 1],
      ],
    );
    const res = await upload(t.app, '/setting/location/~upload', token, file, 'zh');
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { row: number; field: string; message: string }[];
    expect(errors).toEqual([
      { row: 2, field: 'warehouse', message: '找不到编码为 WH-NOPE 的仓库' },
      { row: 2, field: 'length', message: '长 不是数字' },
      { row: 3, field: 'type', message: '类型 必填' },
      { row: 3, field: 'maxQty', message: '最大数量 须为整数' },
      { row: 4, field: 'code', message: '库位编码 必填' },
      { row: 4, field: 'type', message: expect.stringMatching(/^类型 须为以下之一：收货、存储/) },
    ]);
    expect(await rowsOf('/setting/location', [{ field: 'code', operator: 'include', value: 'IM-' }])).toHaveLength(0);
  });

  it('speaks English too', async () => {
    const file = await writeXlsx(['Location code', 'Warehouse', 'Type'], [['IM-3', 'WH-NOPE', 'Store']]);
    const res = await upload(t.app, '/setting/location/~upload', token, file);
    expect(res.json().errors).toEqual([{ row: 2, field: 'warehouse', message: 'No Warehouse with code WH-NOPE' }]);
  });

  // Issue 26 item 15: a header row that is not the template's says so, naming what it expected.
  it('a header row the template does not have: the unknown columns and the expected ones, in the caller’s language', async () => {
    const unknown = await writeXlsx(['库位编码*', '仓库*', '类型*', '颜色', 'Shelf'], [['IM-H1', 'WH-1', '存储', '红', 'S']]);
    const zh = await upload(t.app, '/setting/location/~upload', token, unknown, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toMatch(
      /^第一行表头与模板不符：无法识别 “颜色”、“Shelf”。模板的表头为：“库位编码\*”、“仓库\*”、“类型\*”、/,
    );
    const en = await upload(t.app, '/setting/location/~upload', token, unknown);
    expect(en.json().message).toMatch(
      /^The header row does not match the template: "颜色", "Shelf" not recognised\. The template’s headers are: "Location code\*", "Warehouse\*", "Type\*", /,
    );

    const none = await writeXlsx(['SKU', 'Qty'], [['A', 1]]);
    const noMatch = await upload(t.app, '/setting/location/~upload', token, none);
    expect(noMatch.statusCode).toBe(400);
    expect(noMatch.json().message).toMatch(/^The header row does not match the template: "SKU", "Qty" not recognised/);
    const blank = await writeXlsx(['', ''], [['A', 1]]);
    expect((await upload(t.app, '/setting/location/~upload', token, blank, 'zh')).json().message).toMatch(
      /^第一行表头与模板不符：没有可识别的列。模板的表头为：“库位编码\*”/,
    );
    expect(await rowsOf('/setting/location', [{ field: 'code', operator: 'include', value: 'IM-H' }])).toHaveLength(0);

    // Every column an export writes is known: the exported file imports back.
    const ok = await writeXlsx(['Location code', 'Warehouse', 'Type'], [['IM-H2', 'WH-1', 'Store']]);
    expect((await upload(t.app, '/setting/location/~upload', token, ok)).statusCode).toBe(200);
    const exported = await post('/setting/location/~export', {});
    expect(exported.statusCode).toBe(200);
    const back = await upload(t.app, '/setting/location/~upload', token, exported.rawPayload);
    expect(back.statusCode, back.body).toBe(200);
    // An exported file holds the rows as they are: nothing to change (issue 26 item 6).
    expect(back.json().data).toMatchObject({ inserted: 0, updated: 0 });
    expect(back.json().data.unchanged).toBeGreaterThan(0);
  });

  it('an uploaded workbook’s name loses its bidirectional controls', async () => {
    const file = await writeXlsx(['Location code', 'Warehouse', 'Type'], [['IM-B1', 'WH-1', 'Store']]);
    const { payload, contentType } = multipartFile(file, 'loc\u202exslx.exe\u2066\u200f.xlsx');
    const res = await t.app.inject({
      method: 'POST',
      url: '/setting/location/~upload',
      payload,
      headers: { ...auth(token), 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fileName).toBe('locxslx.exe.xlsx');
  });
});

describe('yes/no fields export as the screen shows them and import in every form', () => {
  it('exports 是/否 and Yes/No, and imports 是, 否, Yes, No, 1 and 0', async () => {
    await add('/product/item', { code: 'IT-Y', name: 'Yes item', unit: ids.unit, warehouse: ids.wh, hazmat: true });
    await add('/product/item', { code: 'IT-N', name: 'No item', unit: ids.unit, warehouse: ids.wh, hazmat: false });
    const filter = [{ field: 'code', operator: 'include', value: 'IT-' }];
    const hazmatOf = async (lang: string) => {
      const res = await post('/product/item/~export', { filter, prop: 'code', order: 'desc' }, lang);
      const { header, rows } = await readXlsx(res.rawPayload);
      const col = header.indexOf(lang === 'en' ? 'Hazmat' : '危险品');
      return rows.map((r) => r[col]);
    };
    expect(await hazmatOf('zh')).toEqual(['是', '否']);
    expect(await hazmatOf('en')).toEqual(['Yes', 'No']);

    const words = ['是', '否', 'Yes', 'No', 1, 0];
    const file = await writeXlsx(
      ['物料编码*', '物料名称*', '单位*', '仓库*', '危险品'],
      words.map((w, n) => [`IB-${n}`, `Bool ${n}`, 'PCS', 'WH-1', w]),
    );
    const res = await upload(t.app, '/product/item/~upload', token, file, 'zh');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf('/product/item', [{ field: 'code', operator: 'include', value: 'IB-' }]);
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r.hazmat]));
    expect(words.map((_, n) => byCode[`IB-${n}`])).toEqual([true, false, true, false, true, false]);
    const bad = await upload(
      t.app,
      '/product/item/~upload',
      token,
      await writeXlsx(['Item code', 'Item name', 'Unit', 'Warehouse', 'Hazmat'], [['IB-X', 'x', 'PCS', 'WH-1', 'maybe']]),
    );
    expect(bad.json().errors).toEqual([{ row: 2, field: 'hazmat', message: 'Hazmat: must be Yes or No' }]);
  });
});

describe('template', () => {
  const template = async (lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/setting/location/~tpl/download', headers: auth(token, lang) });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    return { wb, buffer: res.rawPayload };
  };
  const values = (ws: ExcelJS.Worksheet) => {
    const out: unknown[][] = [];
    ws.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
    return out;
  };

  it('has an example row and a second sheet listing each column’s allowed values and limits', async () => {
    const { wb } = await template('zh');
    const [data, notes] = [wb.worksheets[0]!, wb.worksheets[1]!];
    const rows = values(data);
    expect(rows[0]!.slice(0, 3)).toEqual(['库位编码*', '仓库*', '类型*']);
    expect(String(rows[1]![0])).toMatch(/^【示例】/);
    expect(notes.name).toBe('填写说明');
    const byColumn = Object.fromEntries(values(notes).map((r) => [r[0], r.slice(1)]));
    expect(byColumn.库位编码).toEqual(['是', '文本，最多 32 个字符']);
    expect(byColumn.仓库).toEqual(['是', '仓库的编码（须已存在）']);
    expect(byColumn.类型![1]).toBe('以下之一：收货、存储、发运、在制、越库、散货、拣货、生产、质检');
    expect(byColumn.巷道).toEqual(['否', '文本，最多 16 个字符']);
    expect(byColumn.最大数量![1]).toMatch(/^整数，0 到 \d+$/);
    const en = await template('en');
    expect(en.wb.worksheets[1]!.name).toBe('How to fill in');
    expect(String(values(en.wb.worksheets[0]!)[1]![0])).toMatch(/^\[Example\]/);
  });

  it('the example row is skipped on import; a row under it is imported', async () => {
    const { wb, buffer } = await template('zh');
    const onlyExample = await upload(t.app, '/setting/location/~upload', token, buffer as Buffer, 'zh');
    expect(onlyExample.statusCode).toBe(400);
    expect(onlyExample.json().message).toBe('文件中没有数据行');
    const ws = wb.worksheets[0]!;
    ws.getRow(3).values = ['TPL-1', 'WH-1', '存储'];
    const res = await upload(t.app, '/setting/location/~upload', token, Buffer.from(await wb.xlsx.writeBuffer()), 'zh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 1, updated: 0 });
  });
});
