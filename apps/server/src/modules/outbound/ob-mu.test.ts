import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
let skuA: number;
let skuB: number;

/**
 * Stock: pallet PAL-1 (A 10 and B 5, the oldest), pallet PAL-2 (A 10), loose A 10 (newest), and
 * PAL-9 in the second warehouse. A fifo order of A 10 + B 5 takes PAL-1 whole.
 */
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  skuA = await freshSku(db, 'MU-A', fx.wh, fx.unit);
  skuB = await freshSku(db, 'MU-B', fx.wh, fx.unit);
  const put = (sku: number, qty: number, lpn: string | null, date: string, location = fx.locA) =>
    db.transaction((tx) => stockService.receive(tx, { location, sku, qty, lpn, inboundDate: new Date(date) }));
  await put(skuA, 10, 'PAL-1', '2026-01-01T08:00:00Z');
  await put(skuB, 5, 'PAL-1', '2026-01-01T08:00:00Z', fx.locB);
  await put(skuA, 10, 'PAL-2', '2026-02-01T08:00:00Z');
  await put(skuA, 10, null, '2026-03-01T08:00:00Z');
  await put(fx.sku2, 7, 'PAL-9', '2026-01-01T08:00:00Z', fx.locC);
});
afterAll(() => t.close());
afterEach(async () => {
  await assertNoDrift(db);
  expect(await allocationDrift(db)).toEqual([]);
});

const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(tok, lang) });
const ship = (order: number, lpn: string, lang = 'en') => post('/outbound/ob/mu/~ship', { order, lpn }, lang);
const pallets = async (filter: object[] = []) =>
  (await post('/outbound/ob/mu/~page/get', { page: 1, length: 50, filter })).json().data.rows as Record<string, unknown>[];

let seq = 0;
async function order(items: object[], allocate = true) {
  seq++;
  const res = await post('/outbound/ob/order/~add', {
    no: `OB-MU-${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items,
  });
  expect(res.statusCode, res.body).toBe(200);
  const o = res.json().data as { id: number; no: string };
  if (allocate) {
    const a = await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [o.id] });
    expect(a.statusCode, a.body).toBe(200);
  }
  return o;
}
const statusOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/outbound/ob/order/~item/get?id=${id}`, headers: auth(token) })).json().data;

describe('MU outbound (/outbound/ob/mu)', () => {
  let o1: { id: number; no: string };

  it('lists the pallets in stock with what they carry and the orders holding them; loose stock is no pallet', async () => {
    o1 = await order([
      { sku: skuA, qty: 10 },
      { sku: skuB, qty: 5 },
    ]);
    const rows = await pallets();
    expect(rows.map((r) => r.lpn)).toEqual(['PAL-1', 'PAL-2', 'PAL-9']);
    expect(rows[0]).toMatchObject({
      warehouse: fx.wh,
      skuCount: 2,
      qoh: 15,
      qal: 15,
      qty: 0,
      orderNo: o1.no,
      locationCode: 'A-01, B-01',
    });
    expect(rows[1]).toMatchObject({ skuCount: 1, qoh: 10, qal: 0, qty: 10, orderNo: null });
    expect(rows[2]).toMatchObject({ warehouse: fx.wh2, qoh: 7 });
    expect((await pallets([{ field: 'lpn', operator: 'eq', value: 'PAL-2' }])).map((r) => r.lpn)).toEqual(['PAL-2']);
    expect((await pallets([{ field: 'qal', operator: 'gt', value: 0 }])).map((r) => r.lpn)).toEqual(['PAL-1']);
    const summed = await post('/outbound/ob/mu/~page/get', { page: 1, length: 1, summary: true });
    expect(summed.json().data.summary).toMatchObject({ qoh: 32, qal: 15, qty: 17 });
  });

  it('refuses a pallet not in stock, one holding nothing of the order, an order not allocated — in zh and en, nothing changed', async () => {
    const none = await ship(o1.id, 'NOPE');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ field: 'lpn', message: 'Pallet NOPE has no stock in warehouse WH1' });
    expect((await ship(o1.id, 'NOPE', 'zh')).json().message).toBe('仓库 WH1 中没有托盘 NOPE 的库存');
    // The second warehouse's pallet is not in the order's warehouse.
    expect((await ship(o1.id, 'PAL-9')).statusCode).toBe(404);
    const other = await ship(o1.id, 'PAL-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(`Nothing on pallet PAL-2 is allocated to outbound order ${o1.no}`);
    expect((await ship(o1.id, 'PAL-2', 'zh')).json().message).toBe(`托盘 PAL-2 上没有分配给出库单 ${o1.no} 的库存`);
    const fresh = await order([{ sku: skuA, qty: 1 }], false);
    const notAllocated = await ship(fresh.id, 'PAL-1');
    expect(notAllocated.statusCode).toBe(409);
    expect(notAllocated.json().message).toContain(fresh.no);
    expect((await ship(999_999, 'PAL-1')).statusCode).toBe(404);
    expect((await post('/outbound/ob/mu/~ship', { order: o1.id })).statusCode).toBe(400);
    expect((await post('/outbound/ob/mu/~ship', { order: o1.id, lpn: '  ' })).statusCode).toBe(400);
    expect((await pallets())[0]).toMatchObject({ lpn: 'PAL-1', qoh: 15, qal: 15 });
    await post('/outbound/ob/order/~delete', { ids: [fresh.id] });
  });

  it('ships the pallet for its order: stock and ledger through the stock module, the order out; a second scan is told so', async () => {
    const res = await ship(o1.id, ' PAL-1 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lpn: 'PAL-1', rows: 2, qty: 15, remaining: 0, order: { id: o1.id, status: 120 } });
    expect((await statusOf(o1.id)).status).toBe(120);
    const left = await db.select({ qoh: stock.qoh, qal: stock.qal }).from(stock).where(eq(stock.lpn, 'PAL-1'));
    expect(left.every((r) => r.qoh === 0 && r.qal === 0)).toBe(true);
    const ledger = await db
      .select({ qty: stockLedger.qty })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderNo, o1.no), eq(stockLedger.lpn, 'PAL-1'), eq(stockLedger.type, 'outbound')));
    expect(ledger.map((l) => l.qty).sort()).toEqual([-10, -5]);
    expect((await pallets()).map((r) => r.lpn)).toEqual(['PAL-2', 'PAL-9']);
    const again = await ship(o1.id, 'PAL-1');
    expect(again.statusCode).toBe(409);
    // The order is out now: its status refuses first.
    expect(again.json().message).toContain(o1.no);
  });

  it('ships part of an order by pallet, the rest by stock out; a pallet shipped before is named as such', async () => {
    // A 15 fifo: PAL-2 whole (10) and 5 of the loose row.
    const o2 = await order([{ sku: skuA, qty: 15 }]);
    const first = await ship(o2.id, 'PAL-2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ qty: 10, remaining: 1, order: { status: 80 } });
    const again = await ship(o2.id, 'PAL-2', 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Pallet PAL-2 has already been shipped for outbound order ${o2.no}`);
    expect((await ship(o2.id, 'PAL-2', 'zh')).json().message).toBe(`托盘 PAL-2 已为出库单 ${o2.no} 出库`);
    const out = await post('/outbound/ob/order/~stock', { ids: [o2.id] });
    expect(out.statusCode, out.body).toBe(200);
    const d = await statusOf(o2.id);
    expect(d.status).toBe(120);
    expect(d.items[0].issuedQty).toBe(15);
  });

  it('needs outbound/obMu/ship to ship, view to list', async () => {
    const viewer = await t.userWith('mu-viewer', ['*/*/view']);
    expect((await post('/outbound/ob/mu/~page/get', { page: 1, length: 1 }, 'en', viewer)).statusCode).toBe(200);
    expect((await post('/outbound/ob/mu/~ship', { order: 1, lpn: 'PAL-2' }, 'en', viewer)).statusCode).toBe(403);
  });
});
