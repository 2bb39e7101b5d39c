import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
let src: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  src = (await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.sku, qty: 30, lotNo: 'TF' }))).id;
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const P = '/inbound/tf/order';
const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(token, lang) });
const add = (items: object[], no?: string) => post('~add', { no, warehouse: fx.wh, postingDate: '2026-11-22', items });
const qoh = async (id: number) => (await db.select().from(stock).where(eq(stock.id, id)))[0]!.qoh;

describe('transfer orders', () => {
  it('adds, lists, and carries out a transfer: both sides and a ledger pair per line, once', async () => {
    let r = await add([
      { stock: src, location: fx.locB, qty: 5 },
      { stock: src, location: fx.locC, qty: 2 },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const o = r.json().data;
    expect(o.no).toMatch(/^TF\d{12}$/);
    expect(o).toMatchObject({ status: 10, qty: 7 });
    expect(o.items[0]).toMatchObject({ skuLabel: 'PAL-1200', fromLocationLabel: 'A-01', locationLabel: 'B-01', qty: 5 });
    const page = (await post('~page/get', { page: 1, length: 20 })).json();
    expect(page.data.rows.map((x: { no: string }) => x.no)).toContain(o.no);
    r = await post('~store', { id: o.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe(70);
    expect(await qoh(src)).toBe(23);
    const led = await db.select().from(stockLedger).where(eq(stockLedger.orderNo, o.no));
    expect(led.map((l) => l.qty).sort((a, b) => a - b)).toEqual([-5, -2, 2, 5]);
    expect(led.every((l) => l.type === 'transfer')).toBe(true);
    // The line into the second warehouse landed on that warehouse's SKU of the item.
    const [c] = await db.select().from(stock).where(eq(stock.location, fx.locC));
    expect([c!.sku, c!.qoh]).toEqual([fx.sku2, 2]);
    r = await post('~store', { id: o.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Transfer order ${o.no} is "Stored": cannot carry it out`);
    expect((await post('~delete', { id: o.id })).statusCode).toBe(409);
  });

  it('is refused, moving nothing, when the source lacks available (unallocated) stock', async () => {
    const o = (
      await add([
        { stock: src, location: fx.locB, qty: 3 },
        { stock: src, location: fx.locB, qty: 10 },
      ])
    ).json().data;
    const before = await qoh(src);
    await db.transaction((tx) => stockService.allocate(tx, src, before - 5));
    const r = await post('~store', { id: o.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Cannot take 10: PAL-1200 at A-01 has \d+ on hand, of which \d+ is allocated/);
    expect(await qoh(src)).toBe(before);
    const again = (await t.app.inject({ method: 'GET', url: `${P}/~items/get?id=${o.id}`, headers: auth(token) })).json();
    expect(again.data.status).toBe(10);
    await db.transaction((tx) => stockService.release(tx, src, before - 5));
    expect((await post('~delete', { ids: [o.id] })).statusCode).toBe(200);
  });

  it('refuses stock of another warehouse, the same location, a taken number', async () => {
    let r = await add([{ stock: src, location: fx.locA, qty: 1 }]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ field: 'items.0.location', message: 'Line 1: the destination is the source location' });
    r = await post('~add', { warehouse: fx.wh2, postingDate: '2026-11-22', items: [{ stock: src, location: fx.locB, qty: 1 }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('items.0.stock');
    // Lines of one stock row count together against what it has available.
    const have = await qoh(src);
    r = await add([
      { stock: src, location: fx.locB, qty: have - 1 },
      { stock: src, location: fx.locC, qty: 2 },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      field: 'items.1.qty',
      message: `Line 2: ${have + 1} to transfer is more than the ${have} available`,
    });
    r = await post('~add', { warehouse: fx.wh, postingDate: '2026-11-22', items: [{ stock: src, location: fx.locB, qty: 0 }] });
    expect(r.json()).toMatchObject({ field: 'items.0.qty', message: 'Line 1, Quantity moved: must be at least 1' });
    expect((await add([{ stock: src, location: fx.locB, qty: 1 }], 'TF-X')).statusCode).toBe(200);
    expect((await add([{ stock: src, location: fx.locB, qty: 1 }], 'TF-X')).statusCode).toBe(409);
  });
});
