import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Packaging code suggest (`_suggest?code=`, prefix) beside the keyword suggest (`?key=`), and the
 * BOM and packaging-item lines, whose read-only codes the database keeps for search and suggest.
 */
describe('packaging, packaging BOM and packaging item', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: auth(token) })).json();
  const add = async (path: string, body: object) => {
    const res = await post(`${path}/~add`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    for (const [code, name] of [
      ['PK-100', 'Door panel set'],
      ['PK-200', 'Seat set'],
      ['XPK-1', 'Bumper set with PK-1 lid'],
    ]) {
      ids[code] = (await add('/setting/packaging', { code, name, type: 'pallet' })).id;
    }
    for (const [code, type] of [
      ['M-PAL', 'pallet'],
      ['M-LID', 'palletLid'],
      ['M-BOX', 'plasticBox'],
      ['M-LINER', 'liner'],
    ]) {
      ids[code] = (await add('/bas/packaging/material', { code, name: code, type })).id;
    }
  });
  afterAll(() => t.close());

  it('suggests packaging by code prefix with ?code=, and by keyword with ?key=', async () => {
    const byCode = await get('/setting/packaging/_suggest?code=pk-');
    expect(byCode).toMatchObject({ action: 'ok', message: '' });
    expect(byCode.data).toEqual([
      { id: ids['PK-100'], value: 'PK-100', label: 'Door panel set' },
      { id: ids['PK-200'], value: 'PK-200', label: 'Seat set' },
    ]);
    const byKey = await get('/setting/packaging/_suggest?key=PK-1');
    expect(byKey.data.map((r: { value: string }) => r.value)).toEqual(['PK-100', 'XPK-1']);
    expect((await get('/setting/packaging/_suggest?code=PK-2')).data.map((r: { value: string }) => r.value)).toEqual(['PK-200']);
  });

  it('keeps the codes of a BOM line, and suggests lines by packaging or material code', async () => {
    // One pallet set: a pallet, a lid, 24 boxes and 24 liners.
    for (const [material, qty] of [
      ['M-PAL', 1],
      ['M-LID', 1],
      ['M-BOX', 24],
      ['M-LINER', 24],
    ] as const) {
      const line = await add('/setting/packaging/bom', { packaging: ids['PK-100'], material: ids[material], qty });
      expect(line).toMatchObject({ packagingCode: 'PK-100', materialCode: material, packagingLabel: 'Door panel set', qty });
    }
    const dup = await post('/setting/packaging/bom/~add', { packaging: ids['PK-100'], material: ids['M-BOX'], qty: 2 });
    expect(dup.statusCode).toBe(409);
    const set = await post('/setting/packaging/bom/~page/get', {
      filter: [{ field: 'packagingCode', operator: 'eq', value: 'PK-100' }],
      summary: true,
    });
    expect(set.json().count).toBe(4);
    expect(set.json().data.summary).toEqual({ qty: 50 });
    const sug = await get('/setting/packaging/bom/_suggest?key=liner');
    expect(sug.data).toEqual([{ id: expect.any(Number), value: 'PK-100', label: 'M-LINER' }]);
  });

  it('follows a changed reference or a renamed code', async () => {
    const [box] = (
      await post('/setting/packaging/bom/~page/get', { filter: [{ field: 'materialCode', operator: 'eq', value: 'M-BOX' }] })
    ).json().data.rows;
    const moved = await post('/setting/packaging/bom/~update', { id: box.id, packaging: ids['PK-200'] });
    expect(moved.json().data).toMatchObject({ packagingCode: 'PK-200', materialCode: 'M-BOX' });
    await post('/setting/packaging/~update', { id: ids['PK-200'], code: 'PK-201' });
    await post('/bas/packaging/material/~update', { id: ids['M-BOX'], code: 'M-BOX-2' });
    const after = await post('/setting/packaging/bom/~page/get', { filter: [{ field: 'id', operator: 'eq', value: box.id }] });
    expect(after.json().data.rows[0]).toMatchObject({ packagingCode: 'PK-201', materialCode: 'M-BOX-2' });
  });

  it('keeps the codes of a packaging item line and follows a renamed item', async () => {
    const wh = (await add('/setting/warehouse', { code: 'WH', name: 'Main' })).id;
    const unit = (await add('/bas/unit', { code: 'PCS', name: 'pcs', unitClass: 'quantity' })).id;
    const item = (await add('/product/item', { code: 'DOOR-L', name: 'Door left', unit, warehouse: wh })).id;
    const line = await add('/setting/packaging/item', { packaging: ids['PK-100'], item, snp: 12 });
    expect(line).toMatchObject({ packagingCode: 'PK-100', itemCode: 'DOOR-L', itemLabel: 'Door left', snp: 12 });
    await post('/product/item/~update', { id: item, code: 'DOOR-LH' });
    const sug = await get('/setting/packaging/item/_suggest?key=door-lh');
    expect(sug.data).toEqual([{ id: line.id, value: 'PK-100', label: 'DOOR-LH' }]);
    const inUse = await post('/product/item/~delete', { ids: [item] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Cannot delete: still used by Packaging item');
  });
});
