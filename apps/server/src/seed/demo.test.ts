import { RESOURCES } from '@wms/contract/resources/index';
import { normaliseGtin } from '@wms/contract/scan/parse-scan';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';

describe(`demo data (${DB_KIND})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('fills every master-data screen, once', async () => {
    const added = await seedDemo(t.database.db);
    expect(added).toMatchObject({ warehouses: 2, locations: 60, units: 4, items: 3, 'product SKUs': 3, 'setting SKUs': 2 });
    for (const r of RESOURCES) {
      const res = await t.app.inject({ method: 'POST', url: `${r.path}/~page/get`, payload: {}, headers: auth(token) });
      expect([r.path, res.json().count > 0]).toEqual([r.path, true]);
    }
    // The request order screens (not resources) have an order each, and its line has a SKU to move stock with.
    for (const path of ['/inbound/tr/order', '/outbound/mr/order']) {
      const res = await t.app.inject({ method: 'POST', url: `${path}/~page/get`, payload: {}, headers: auth(token) });
      expect([path, res.json().count]).toEqual([path, 1]);
      const id = res.json().data.rows[0].id;
      const d = await t.app.inject({ method: 'GET', url: `${path}/_detail/get?id=${id}`, headers: auth(token) });
      expect(d.json().data.items[0].skuLabel).toMatch(/^P[KM]-/);
    }
    // Every bar code a scanner will read has its right check digit, so the demo's labels scan.
    const codes = await t.database.db.execute(
      sql`select bar_code from item where bar_code is not null union all select bar_code from product_sku where bar_code is not null`,
    );
    const barCodes = (codes as unknown as { rows: { bar_code: string }[] }).rows.map((r) => r.bar_code);
    expect(barCodes.length).toBeGreaterThan(0);
    expect(barCodes.filter((c) => normaliseGtin(c) === null)).toEqual([]);
    expect(await seedDemo(t.database.db)).toBeNull();
  });

  it('gives a new record its prerequisites: an item can be added with the demo unit and warehouse', async () => {
    const pick = async (path: string) =>
      (await t.app.inject({ method: 'POST', url: `${path}/~page/get`, payload: {}, headers: auth(token) })).json().data.rows[0]
        .id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/item/~add',
      headers: auth(token),
      payload: { code: 'IT-NEW', name: '新物料', unit: await pick('/bas/unit'), warehouse: await pick('/setting/warehouse') },
    });
    expect(res.statusCode).toBe(200);
  });
});
