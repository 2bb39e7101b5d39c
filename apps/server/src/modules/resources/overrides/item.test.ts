import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouse } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('item: POST /product/item/~sku/add', () => {
  let t: TestApp;
  let token: string;
  let unit = 0;
  let whMain = 0;
  let whSpare = 0;
  const post = (url: string, payload: object, tok = token) => t.app.inject({ method: 'POST', url, payload, headers: auth(tok) });
  const addSku = (id: number, wh?: number, tok = token) =>
    post(`/product/item/~sku/add${wh === undefined ? '' : `?wh=${wh}`}`, { id }, tok);
  const addItem = async (body: object) => (await post('/product/item/~add', { unit, warehouse: whMain, ...body })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    unit = (await post('/bas/unit/~add', { code: 'PCS', name: 'pcs', unitClass: 'quantity' })).json().data.id;
  });
  afterAll(() => t.close());

  it("creates the item's SKU in the default warehouse, copying the item", async () => {
    whMain = (await post('/setting/warehouse/~add', { code: 'MAIN', name: 'Main' })).json().data.id;
    whSpare = (await post('/setting/warehouse/~add', { code: 'SPARE', name: 'Spare' })).json().data.id;
    const item = await addItem({
      code: 'BOX-600',
      name: 'Plastic box 600',
      barCode: '6901234567890',
      description: 'Grey, stackable',
      snp: 24,
      brand: 'not copied',
    });
    const res = await addSku(item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ok', message: 'Saved' });
    expect(res.json().data).toMatchObject({
      item: item.id,
      itemLabel: 'Plastic box 600',
      warehouse: whMain,
      warehouseLabel: 'Main',
      no: 'BOX-600',
      itemName: 'Plastic box 600',
      barCode: '6901234567890',
      description: 'Grey, stackable',
      unit,
      unitLabel: 'pcs',
      snp: 24,
      packType: null,
      packCode: null,
    });
    const listed = await post('/product/sku/~page/get', { filter: [{ field: 'item', operator: 'include', value: [item.id] }] });
    expect(listed.json().count).toBe(1);
  });

  it('creates it in the warehouse given by ?wh=, once per warehouse', async () => {
    const item = await addItem({ code: 'LID-600', name: 'Lid 600' });
    expect((await addSku(item.id, whSpare)).json().data).toMatchObject({ warehouse: whSpare, no: 'LID-600' });
    expect((await addSku(item.id)).json().data).toMatchObject({ warehouse: whMain, no: 'LID-600' });
    const dup = await addSku(item.id, whSpare);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ action: 'error', message: 'Item LID-600 already has a SKU in warehouse SPARE' });
    const zh = await t.app.inject({
      method: 'POST',
      url: `/product/item/~sku/add?wh=${whSpare}`,
      payload: { id: item.id },
      headers: auth(token, 'zh-CN'),
    });
    expect(zh.json().message).toBe('物料 LID-600 在仓库 SPARE 已有 SKU');
    const skus = await post('/product/sku/~page/get', { filter: [{ field: 'no', operator: 'eq', value: 'LID-600' }] });
    expect(skus.json().count).toBe(2);
  });

  it('answers 404 for an unknown item and 400 for an unknown or malformed warehouse', async () => {
    expect((await addSku(999_999)).statusCode).toBe(404);
    const item = await addItem({ code: 'LINER', name: 'Liner' });
    const noWh = await addSku(item.id, 999_999);
    expect(noWh.statusCode).toBe(400);
    expect(noWh.json().field).toBe('warehouse');
    const bad = await post(`/product/item/~sku/add?wh=abc`, { id: item.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('wh');
    expect((await post('/product/item/~sku/add', {})).json().field).toBe('id');
  });

  it('refuses when no warehouse is given and none is the default', async () => {
    const item = await addItem({ code: 'PALLET', name: 'Pallet' });
    // Through the API the first warehouse is always the default; only a direct change leaves none.
    await t.database.db.update(warehouse).set({ dflt: false });
    const res = await addSku(item.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'wh', message: 'No warehouse given and no default warehouse is set' });
    await t.database.db.update(warehouse).set({ dflt: true }).where(eq(warehouse.id, whMain));
    expect((await addSku(item.id)).statusCode).toBe(200);
  });

  it('needs the SKU add permission, not the item one', async () => {
    const item = await addItem({ code: 'TRAY', name: 'Blister tray' });
    const itemAdmin = await t.userWith('item-admin', ['product/item/*']);
    const res = await addSku(item.id, undefined, itemAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('no permission to access');
    expect((await addSku(item.id, undefined, await t.userWith('sku-adder', ['product/sku/add']))).statusCode).toBe(200);
  });
});
