import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('itemPack: POST /product/item/pack/~all/get', () => {
  let t: TestApp;
  let token: string;
  let items: number[] = [];
  const post = (url: string, payload?: object, tok = token) => t.app.inject({ method: 'POST', url, payload, headers: auth(tok) });
  const all = (payload?: object, tok = token) => post('/product/item/pack/~all/get', payload, tok);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const wh = (await post('/setting/warehouse/~add', { code: 'WH', name: 'Main' })).json().data.id;
    const unit = (await post('/bas/unit/~add', { code: 'PCS', name: 'pcs', unitClass: 'quantity' })).json().data.id;
    items = [];
    for (const code of ['DOOR', 'SEAT']) {
      items.push((await post('/product/item/~add', { code, name: code, unit, warehouse: wh })).json().data.id);
    }
    for (const [item, packCode, packType, snp] of [
      [items[0], 'P-B', 'plasticBox', 8],
      [items[0], 'P-A', 'pallet', 96],
      [items[1], 'P-C', 'surroundBox', 40],
    ] as const) {
      expect((await post('/product/item/pack/~add', { item, packCode, packType, snp })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('returns every pack, with or without a body', async () => {
    for (const res of [await all(), await all({})]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().action).toBe('ok');
      expect(res.json().data.map((p: { packCode: string }) => p.packCode)).toEqual(['P-A', 'P-B', 'P-C']);
    }
  });

  it("returns one item's packs, with the item label", async () => {
    const res = await all({ item: items[0] });
    expect(res.json().data).toMatchObject([
      { packCode: 'P-A', packType: 'pallet', snp: 96, item: items[0], itemLabel: 'DOOR' },
      { packCode: 'P-B', packType: 'plasticBox', snp: 8, itemLabel: 'DOOR' },
    ]);
    expect((await all({ item: 999_999 })).json().data).toEqual([]);
  });

  it('refuses a bad item id, naming the field', async () => {
    const res = await all({ item: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('item');
  });

  it('needs the item pack view permission', async () => {
    expect((await all({}, await t.userWith('pack-viewer', ['product/itemPack/view']))).statusCode).toBe(200);
    expect((await all({}, await t.userWith('pack-other', ['product/item/view']))).statusCode).toBe(403);
  });
});
