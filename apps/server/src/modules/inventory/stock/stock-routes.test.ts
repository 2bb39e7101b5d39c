import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { stock } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx } from '../../../test/http.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { StockListRepository } from './stock-list-repository.ts';
import { stockService as svc } from './stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  const old = new Date(Date.now() - 40 * 86_400_000);
  await db.transaction(async (tx) => {
    const x = tx as unknown as Db;
    ids.a1 = (
      await svc.receive(
        x,
        { location: fx.locA, sku: fx.sku, qty: 25, lotNo: 'L1', lpn: 'P1', inboundDate: old },
        { orderNo: 'IB-1' },
      )
    ).id;
    ids.a2 = (await svc.receive(x, { location: fx.locA, sku: fx.lidSku, qty: 8, lotNo: 'L2' }, { orderNo: 'IB-1' })).id;
    ids.b1 = (await svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 5, lotNo: 'L3' }, { orderNo: 'IB-2' })).id;
    ids.c1 = (await svc.receive(x, { location: fx.locC, sku: fx.sku2, qty: 3 }, { orderNo: 'IB-3' })).id;
    await svc.allocate(x, ids.a1, 4);
    await svc.adjust(x, ids.b1, -5, { comment: 'count' });
    await svc.move(x, ids.a2, 2, { location: fx.locB }, { orderNo: 'TF-1' });
  });
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const post = (url: string, payload: object, tok = token) => t.app.inject({ method: 'POST', url, payload, headers: auth(tok) });
const page = async (payload: object) => {
  const res = await post('/inventory/stock/~page/get', { page: 1, length: 20, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; data: { rows: Record<string, unknown>[]; summary?: Record<string, number> } };
};
const ledger = async (payload: object) => {
  const res = await post('/inventory/ledger/~page/get', { page: 1, length: 50, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; data: { rows: Record<string, unknown>[]; summary?: Record<string, number> } };
};

describe('stock lists', () => {
  it('lists one row per stock row on hand, with the spec stock fields, labels and totals', async () => {
    const r = await page({ summary: true, prop: 'qoh', order: 'desc' });
    // b1 was adjusted to zero: it keeps its ledger but is not listed.
    expect(r.count).toBe(4);
    const first = r.data.rows[0]!;
    expect(first).toMatchObject({
      id: ids.a1,
      skuLabel: 'PAL-1200',
      itemName: 'Pallet 1200',
      warehouseLabel: 'Main',
      locationLabel: 'A-01',
      unitLabel: '件',
      status: 'available',
      qoh: 25,
      qal: 4,
      qty: 21,
      lotNo: 'L1',
      lpn: 'P1',
      box: 3,
      packType: 'pallet',
      age: 40,
    });
    expect(r.data.summary).toEqual({ qoh: 36, qal: 4, qty: 32, box: 7 });
  });

  it('filters by warehouse, location, SKU, lot, LPN, status and age', async () => {
    const idsOf = async (body: object) => (await page(body)).data.rows.map((x) => x.id).sort();
    expect(await idsOf({ filter: [{ field: 'warehouse', operator: 'include', value: [fx.wh2] }] })).toEqual([ids.c1]);
    expect((await idsOf({ filter: [{ field: 'location', operator: 'include', value: [fx.locB] }] })).length).toBe(1);
    expect(await idsOf({ filter: [{ field: 'sku', operator: 'include', value: [fx.sku] }] })).toEqual([ids.a1]);
    expect(await idsOf({ filter: { lotNo: 'L1|eq', lpn: 'P|include' } })).toEqual([ids.a1]);
    expect(await idsOf({ filter: [{ field: 'status', operator: 'include', value: ['barrier'] }] })).toEqual([]);
    expect(await idsOf({ ageStart: 30 })).toEqual([ids.a1]);
    expect((await idsOf({ ageEnd: 1 })).length).toBe(3);
    expect(await idsOf({ ageStart: 30, ageEnd: 35 })).toEqual([]);
  });

  it('groups by SKU and by location with totals', async () => {
    const bySku = await page({ group: 'sku', summary: true });
    expect(bySku.data.rows.map((x) => [x.warehouseLabel, x.skuLabel, x.qoh, x.qal, x.qty, x.rows])).toEqual([
      ['Main', 'LID-1200', 8, 0, 8, 2],
      ['Main', 'PAL-1200', 25, 4, 21, 1],
      ['Second', 'PAL-1200', 3, 0, 3, 1],
    ]);
    expect(bySku.count).toBe(3);
    expect(bySku.data.summary).toMatchObject({ qoh: 36, qal: 4, qty: 32 });
    const byLoc = await page({ group: 'location', prop: 'qoh', order: 'desc' });
    expect(byLoc.data.rows.map((x) => [x.locationLabel, x.qoh])).toEqual([
      ['A-01', 31],
      ['C-01', 3],
      ['B-01', 2],
    ]);
  });

  it('refuses an unknown filter field, a bad group and a bad age', async () => {
    for (const body of [{ filter: [{ field: 'secret', operator: 'eq', value: 1 }] }, { group: 'lot' }, { ageStart: -1 }]) {
      const res = await post('/inventory/stock/~page/get', { page: 1, length: 20, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('exports the list as shown, and the grouped view', async () => {
    const res = await post('/inventory/stock/~export', { prop: 'qoh', order: 'desc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/Stock-export-/);
    const { header, rows } = await readXlsx(res.rawPayload);
    expect(header).toContain('On hand');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('PAL-1200');
    const grouped = await readXlsx((await post('/inventory/stock/~export', { group: 'location' })).rawPayload);
    expect(grouped.rows.map((r) => r[header.indexOf('Location')])).toEqual(['A-01', 'B-01', 'C-01']);
  });

  it('exports grouped totals by keyset: every group once, in the page order, ties included', async () => {
    const lists = new StockListRepository((name) => t.app.registry.resources.get(name)!);
    for (const [group, prop, order] of [
      ['sku', undefined, undefined],
      ['sku', 'qal', 'asc'],
      ['location', 'qoh', 'desc'],
      ['location', 'qal', 'desc'],
      ['location', 'warehouse', 'asc'],
    ] as const) {
      const q = { page: 1, length: 100, group, prop, order };
      const shown = (await lists.stockPage(db, q)).rows.map((r) => r.id);
      const read: unknown[] = [];
      // One group a batch: every batch starts after a tie or a key change.
      for await (const batch of lists.stockBatches(db, q, 1)) read.push(...batch.map((r) => r.id));
      expect(read, `${group} ${prop} ${order}`).toEqual(shown);
    }
  });

  it('needs the stock permissions', async () => {
    const viewer = await t.userWith('stockViewer', ['inventory/stock/view']);
    expect((await post('/inventory/stock/~page/get', { page: 1, length: 20 }, viewer)).statusCode).toBe(200);
    expect((await post('/inventory/stock/~export', {}, viewer)).statusCode).toBe(403);
    expect((await post('/inventory/ledger/~page/get', { page: 1, length: 20 }, viewer)).statusCode).toBe(403);
    // The menu offers exactly the screens whose call the user may make.
    const info = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(viewer) });
    const inventory = info.json().data.menu.find((m: { name: string }) => m.name === 'inventory');
    expect(inventory.children.map((c: { name: string }) => c.name)).toEqual(['inventory-sku', 'inventory-location']);
  });
});

describe('ledger lists', () => {
  it('lists every movement with its key, item and order, filterable by type, SKU, location and order', async () => {
    const all = await ledger({ summary: true });
    expect(all.count).toBe(7);
    // Each stock row's rows sum to its qoh, so the whole ledger sums to all stock on hand.
    const [totals] = await db.select({ total: sql<number>`sum(${stock.qoh})::int` }).from(stock);
    expect(all.data.summary).toEqual({ qty: totals!.total });
    const inbound = await ledger({ type: 'inbound', prop: 'id', order: 'asc' });
    expect(inbound.data.rows.map((x) => [x.orderNo, x.skuLabel, x.itemCode, x.locationLabel, x.qty, x.lotNo])).toEqual([
      ['IB-1', 'PAL-1200', 'PAL-1200', 'A-01', 25, 'L1'],
      ['IB-1', 'LID-1200', 'LID-1200', 'A-01', 8, 'L2'],
      ['IB-2', 'PAL-1200', 'PAL-1200', 'B-01', 5, 'L3'],
      ['IB-3', 'PAL-1200', 'PAL-1200', 'C-01', 3, null],
    ]);
    const moves = await ledger({ type: ['transfer'], prop: 'qty', order: 'asc' });
    expect(moves.data.rows.map((x) => [x.locationLabel, x.qty, x.orderNo])).toEqual([
      ['A-01', -2, 'TF-1'],
      ['B-01', 2, 'TF-1'],
    ]);
    expect((await ledger({ filter: { orderNo: 'IB-1|eq' } })).count).toBe(2);
    expect((await ledger({ filter: [{ field: 'location', operator: 'include', value: [fx.locB] }] })).count).toBe(3);
    expect((await ledger({ filter: [{ field: 'sku', operator: 'include', value: [fx.lidSku] }] })).count).toBe(3);
    expect((await ledger({ type: 'adjustment' })).data.rows[0]).toMatchObject({ qty: -5, comment: 'count' });
  });

  it('filters by date range (start and end)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await ledger({ start: today })).count).toBe(7);
    expect((await ledger({ start: '2020-01-01', end: '2020-12-31' })).count).toBe(0);
    expect((await ledger({ end: '2020-12-31' })).count).toBe(0);
    expect((await post('/inventory/ledger/~page/get', { page: 1, length: 20, start: 'yesterday' })).statusCode).toBe(400);
    expect((await post('/inventory/ledger/~page/get', { page: 1, length: 20, type: 'gift' })).statusCode).toBe(400);
  });

  it('exports the ledger filtered', async () => {
    const res = await post('/inventory/ledger/~export', { type: 'inbound' }, token);
    expect(res.statusCode).toBe(200);
    const { header, rows } = await readXlsx(res.rawPayload);
    expect(header).toContain('Order no.');
    expect(rows).toHaveLength(4);
  });

  it('refuses an export sorted by a field the list does not have before the file starts', async () => {
    for (const [path, body] of [
      ['/inventory/ledger/~export', { prop: 'snp' }],
      ['/inventory/stock/~export', { prop: 'snp' }],
      ['/inventory/stock/~export', { group: 'sku', prop: 'lotNo' }],
    ] as const) {
      const res = await post(path, body, token);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.headers['content-type']).toContain('json');
    }
  });
});

describe('master data that stock uses', () => {
  it('refuses deleting a location or SKU that holds stock, naming the stock and not a table', async () => {
    for (const [path, id] of [
      ['/setting/location', fx.locA],
      ['/product/sku', fx.sku],
    ] as const) {
      for (const [lang, text] of [
        ['en', 'Cannot delete: still used by Stock'],
        ['zh', '无法删除：仍被 库存 使用'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${path}/~delete`,
          headers: auth(token, lang),
          payload: { ids: [id] },
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(text);
      }
    }
    const left = await t.app.inject({
      method: 'POST',
      url: '/setting/location/~page/get',
      headers: auth(token),
      payload: { page: 1, length: 50, filter: [{ field: 'code', operator: 'eq', value: 'A-01' }] },
    });
    expect(left.json().count).toBe(1);
  });
});
