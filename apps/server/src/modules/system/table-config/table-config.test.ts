import { TABLE_LISTS, tableColumnNames } from '@wms/contract/table-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

/** Table configuration: a list's default columns (issue 14 §4), on PGlite and PostgreSQL. */
describe('table configuration', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const get = (url: string, tk = token) => t.app.inject({ method: 'GET', url, headers: auth(tk) });
  const post = (url: string, payload: object, tk = token) =>
    t.app.inject({ method: 'POST', url, headers: auth(tk), payload: payload as Record<string, unknown> });

  it('a list without a default answers null; saving sets it, in order; reset removes it', async () => {
    expect((await get('/system/table/_get?name=warehouse')).json().data).toEqual({
      name: 'warehouse',
      columns: null,
      updatedAt: null,
    });
    const columns = [
      { name: 'name', visible: true, width: 240 },
      { name: 'code', visible: true },
      { name: 'createdAt', visible: true, width: 180 },
    ];
    const r = await post('/system/table/~save', { name: 'warehouse', columns });
    expect(r.statusCode, r.body).toBe(200);
    const got = (await get('/system/table/_get?name=warehouse')).json().data;
    expect(got.columns).toEqual(columns);
    expect(got.updatedAt).toBeTruthy();
    expect((await get('/system/table/_list')).json().data.map((x: { name: string }) => x.name)).toEqual(['warehouse']);
    // Any signed-in user reads the default (every list starts from it); only a holder of the permission changes it.
    const clerk = await t.userWith('tableclerk', ['bas/*/view']);
    expect((await get('/system/table/_get?name=warehouse', clerk)).json().data.columns).toEqual(columns);
    expect((await get('/system/table/_list', clerk)).statusCode).toBe(403);
    expect((await post('/system/table/~save', { name: 'warehouse', columns }, clerk)).statusCode).toBe(403);
    expect((await post('/system/table/~reset', { name: 'warehouse' }, clerk)).statusCode).toBe(403);

    const reset = await post('/system/table/~reset', { name: 'warehouse' });
    expect(reset.json().data.columns).toBeNull();
    expect((await get('/system/table/_get?name=warehouse')).json().data.columns).toBeNull();
  });

  it('refuses an audit column the list has not, which it could not sort (issue 26)', async () => {
    for (const [name, column] of [
      ['stockLedger', 'createdAt'],
      ['sysLog', 'updatedAt'],
    ]) {
      const r = await post('/system/table/~save', { name, columns: [{ name: column, visible: true }] });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe(`The list ${name} has no column ${column}`);
    }
    const log = await post('/system/table/~save', { name: 'sysLog', columns: [{ name: 'createdAt', visible: true }] });
    expect(log.statusCode, log.body).toBe(200);
    await post('/system/table/~reset', { name: 'sysLog' });
  });

  it('refuses an unknown list, an unknown or repeated column, and a width out of range', async () => {
    const unknown = await post('/system/table/~save', { name: 'nope', columns: [{ name: 'a', visible: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no list nope');
    expect((await get('/system/table/_get?name=nope')).statusCode).toBe(400);
    const col = await post('/system/table/~save', { name: 'warehouse', columns: [{ name: 'bogus', visible: true }] });
    expect(col.json().message).toBe('The list warehouse has no column bogus');
    const dup = await post('/system/table/~save', {
      name: 'warehouse',
      columns: [
        { name: 'code', visible: true },
        { name: 'code', visible: false },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const wide = await post('/system/table/~save', {
      name: 'warehouse',
      columns: [{ name: 'code', visible: true, width: 5000 }],
    });
    expect(wide.statusCode).toBe(400);
    expect((await post('/system/table/~save', { name: 'warehouse', columns: [] })).statusCode).toBe(400);
  });

  // Lists the console draws that once answered 400 (issue 26 item 10): each asks for its default on every visit.
  const CONSOLE_LISTS = [
    'stockScrapped',
    'stockBySku',
    'stockByLocation',
    'stockRowsByLocation',
    'stockJournal',
    'journalDelivery',
    'invMu',
    'countTask',
    'ibMu',
    'tfOrder',
    'trOrder',
    'obMu',
    'mrOrder',
    'sysDict',
    'sysFile',
    'sysMessage',
  ];

  it('knows every list the console asks for, and takes a default of its own columns (issue 26)', async () => {
    const names = TABLE_LISTS.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(CONSOLE_LISTS));
    expect(new Set(names).size).toBe(names.length);
    for (const def of TABLE_LISTS) {
      const r = await get(`/system/table/_get?name=${def.name}`);
      expect(r.statusCode, `${def.name}: ${r.body}`).toBe(200);
    }
    for (const name of CONSOLE_LISTS) {
      const def = TABLE_LISTS.find((d) => d.name === name)!;
      const columns = tableColumnNames(def)
        .slice(0, 2)
        .map((c) => ({ name: c, visible: true }));
      const r = await post('/system/table/~save', { name, columns });
      expect(r.statusCode, `${name}: ${r.body}`).toBe(200);
      expect((await post('/system/table/~reset', { name })).statusCode).toBe(200);
    }
  });
});
