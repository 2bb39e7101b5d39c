import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx } from '../../../test/http.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService as svc } from '../stock/stock-service.ts';

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
  await db.transaction(async (tx) => {
    // Pallet P-1 at A-01: two SKUs, one of them in two lots; P-2 at B-01; a loose row of the same key as P-1's first.
    ids.p1a = (await svc.receive(tx, { location: fx.locA, sku: fx.sku, qty: 10, lotNo: 'L1', lpn: 'P-1' })).id;
    ids.p1b = (await svc.receive(tx, { location: fx.locA, sku: fx.sku, qty: 5, lotNo: 'L2', lpn: 'P-1' })).id;
    ids.p1c = (await svc.receive(tx, { location: fx.locA, sku: fx.lidSku, qty: 8, lpn: 'P-1' })).id;
    ids.p2 = (await svc.receive(tx, { location: fx.locB, sku: fx.sku, qty: 20, lpn: 'P-2' })).id;
    ids.loose = (await svc.receive(tx, { location: fx.locA, sku: fx.sku, qty: 1, lotNo: 'L1' })).id;
    await svc.allocate(tx, ids.p2, 4);
  });
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url: `/inventory/mu/${url}`, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/inventory/mu/${url}`, headers: auth(token, lang) });
const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
const snapshot = async () =>
  JSON.stringify([
    await q(sql`select id, qoh, qal, status, lpn from stock order by id`),
    await q(sql`select count(*)::int as n from stock_ledger`),
  ]);

describe('stock by pallet', () => {
  it('lists one row per LPN with counts, quantities and totals; filters by row and by total', async () => {
    const res = await post('~page/get', { page: 1, length: 20, summary: true });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(
      page.data.rows.map((r: Record<string, unknown>) => [r.id, r.locationLabel, r.skuCount, r.rows, r.qoh, r.qal, r.qty]),
    ).toEqual([
      ['P-1', 'A-01', 2, 3, 23, 0, 23],
      ['P-2', 'B-01', 1, 1, 20, 4, 16],
    ]);
    expect(page.data.rows[0]).toMatchObject({ warehouseLabel: 'Main', locations: 1 });
    expect(page.data.summary).toEqual({ qoh: 43, qal: 4, qty: 39 });
    const idsOf = async (body: object) =>
      (await post('~page/get', { page: 1, length: 20, ...body })).json().data.rows.map((r: { id: string }) => r.id);
    expect(await idsOf({ filter: [{ field: 'sku', operator: 'include', value: [fx.lidSku] }] })).toEqual(['P-1']);
    expect(await idsOf({ filter: [{ field: 'qal', operator: 'gt', value: 0 }] })).toEqual(['P-2']);
    expect(await idsOf({ filter: { lpn: 'P-2|eq' } })).toEqual(['P-2']);
    expect(await idsOf({ prop: 'qoh', order: 'asc' })).toEqual(['P-2', 'P-1']);
    expect((await post('~page/get', { page: 1, length: 20, prop: 'nope' })).statusCode).toBe(400);
  });

  it('exports the list as shown', async () => {
    const res = await post('~export', { prop: 'qoh', order: 'desc' }, 'zh-CN');
    expect(res.statusCode).toBe(200);
    const { header, rows } = await readXlsx(res.rawPayload);
    expect(header).toEqual(['托盘 LPN', '仓库', '库位', 'SKU 数', '库存行数', '在库数量', '已分配数量', '可用数量', '入库时间']);
    expect(rows.map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ['P-1', 'WH1', 'A-01', 23],
      ['P-2', 'WH1', 'B-01', 20],
    ]);
  });

  it('get?id=<LPN> lists what one pallet carries; an unknown LPN is 404', async () => {
    const res = await get('get?id=P-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lpn).toBe('P-1');
    expect(res.json().data.rows.map((r: Record<string, unknown>) => [r.skuLabel, r.lotNo, r.qoh])).toEqual([
      ['LID-1200', null, 8],
      ['PAL-1200', 'L1', 10],
      ['PAL-1200', 'L2', 5],
    ]);
    expect((await get('get?id=NOPE')).statusCode).toBe(404);
    expect((await get('get?id=')).statusCode).toBe(400);
  });

  it('refuses to unbind a pallet with allocated stock, or an unknown one, changing nothing', async () => {
    const before = await snapshot();
    const res = await post('~unbind', { id: 'P-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Cannot unbind pallet P-2: 4 of its 20 on hand is allocated to outbound orders; deallocate first',
    );
    const zh = await post('~unbind', { id: 'NOPE' }, 'zh-CN');
    expect(zh.statusCode).toBe(404);
    expect(zh.json().message).toBe('没有在库库存带有托盘 LPN NOPE');
    const blank = await post('~unbind', { id: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('id');
    expect(await snapshot()).toBe(before);
  });

  it('unbinds a pallet into loose stock at the same place, an unbind ledger pair per row, in one go', async () => {
    const res = await post('~unbind', { id: 'P-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ lpn: 'P-1', rows: 3, qty: 23 });
    const left = await q<{ id: number; qoh: number }>(sql`select id, qoh from stock where lpn = 'P-1' and qoh > 0`);
    expect(left).toEqual([]);
    // The first row joins the loose row of the same key (location A-01, lot L1).
    const loose = await q<{ qoh: number; location_id: number; lot_no: string | null; lpn: string | null }>(
      sql`select qoh, location_id, lot_no, lpn from stock where id = ${ids.loose}`,
    );
    expect(loose[0]).toEqual({ qoh: 11, location_id: fx.locA, lot_no: 'L1', lpn: null });
    const ledger = await q<{ type: string; qty: number; lpn: string | null; comment: string }>(
      sql`select type, qty, lpn, comment from stock_ledger where type = 'unbind' order by id`,
    );
    expect(ledger.length).toBe(6);
    expect(ledger.filter((l) => l.lpn === 'P-1').map((l) => l.qty)).toEqual([-10, -5, -8]);
    expect(ledger.filter((l) => l.lpn === null).map((l) => l.qty)).toEqual([10, 5, 8]);
    expect(ledger.every((l) => l.comment === 'P-1')).toBe(true);
    expect((await post('~page/get', { page: 1, length: 20 })).json().count).toBe(1);
    expect((await post('~unbind', { id: 'P-1' })).statusCode).toBe(404);
  });

  it('needs inventory/mu/unbind', async () => {
    const viewer = await t.userWith('muViewer', ['inventory/mu/view']);
    const before = await snapshot();
    expect((await post('~unbind', { id: 'P-2' }, 'en', viewer)).statusCode).toBe(403);
    expect((await post('~page/get', { page: 1, length: 20 }, 'en', viewer)).statusCode).toBe(200);
    expect(await snapshot()).toBe(before);
  });
});
