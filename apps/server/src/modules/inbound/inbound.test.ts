import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { inboundOrderLine, productSku, stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  await db.update(productSku).set({ barCode: '6901234567890' }).where(eq(productSku.id, fx.lidSku));
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const P = '/inbound/ib/order';
const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: auth(token, lang) });

type Line = {
  id: number;
  lineNo: number;
  sku: number;
  shipQty: number;
  recvQty: number;
  stockQty: number;
  shipBoxLbl: string | null;
};
type Order = { id: number; no: string; status: number; qty: number; items: Line[] };

let seq = 0;
async function newOrder(extra: object = {}, items?: object[]): Promise<Order> {
  seq++;
  const res = await post('~add', {
    no: `IB-T${seq}`,
    extRef: `REF${seq}`,
    extDocNo: `DOC${seq}`,
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items: items ?? [
      { sku: fx.sku, shipQty: 10 },
      { sku: fx.lidSku, shipQty: 4 },
    ],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const approve = async (o: Order) => expect((await post('~approve', { id: o.id })).statusCode).toBe(200);
const detail = async (id: number): Promise<Order> => (await get(`~item/get?id=${id}`)).json().data;
const store = (o: Order, items: object[], lang = 'en') => post('~store', { id: o.id, items }, lang);
const item = (l: Line, qty: number, location = fx.locA, more: object = {}) => ({
  id: l.id,
  stockQty: qty,
  location,
  lotNo: 'LOT1',
  shipBoxLbl: `BOX-${l.id}`,
  ...more,
});
const stockOf = (orderNo: string) => db.select().from(stockLedger).where(eq(stockLedger.orderNo, orderNo));

describe('inbound order', () => {
  it('adds with lines, numbers the order when no number is given, totals the quantity', async () => {
    const o = await newOrder({ no: undefined });
    expect(o.no).toMatch(/^IB\d{6}\d{6}$/);
    expect(o).toMatchObject({ status: 10, qty: 14 });
    expect(o.items.map((l) => [l.lineNo, l.shipQty, l.recvQty, l.stockQty])).toEqual([
      [1, 10, 0, 0],
      [2, 4, 0, 0],
    ]);
    const n = (await get('_no/get')).json().data;
    expect(n).toMatch(/^IB\d{12}$/);
    const page = (
      await post('~page/get', { page: 1, length: 20, filter: [{ field: 'no', operator: 'eq', value: o.no }] })
    ).json();
    expect(page.count).toBe(1);
    expect(page.data.rows[0]).toMatchObject({ no: o.no, warehouseLabel: 'Main', status: 10 });
  });

  it('requires the spec §5 fields and refuses a taken number', async () => {
    const res = await post('~add', {
      no: 'X1',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [{ sku: fx.sku, shipQty: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'extRef', message: 'External ref.: required' });
    const line = await post('~add', {
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [
        { sku: fx.sku, shipQty: 1 },
        { sku: fx.sku, shipQty: 0 },
      ],
    });
    expect(line.json()).toMatchObject({ field: 'items.1.shipQty', message: 'Line 2, Quantity: must be at least 1' });
    const o = await newOrder();
    const again = await post('~add', {
      no: o.no,
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [{ sku: fx.sku, shipQty: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(o.no);
  });

  it('refuses a SKU of another warehouse', async () => {
    const res = await post('~add', {
      no: 'X2',
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [{ sku: fx.sku2, shipQty: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'items.0.sku',
      message: "SKU PAL-1200 does not belong to the order's warehouse WH1",
    });
  });

  it('a new order is edited, lines added and removed; after approval only the put-away plan changes', async () => {
    const o = await newOrder();
    let r = await post('~update', {
      id: o.id,
      comment: 'first',
      items: [
        { id: o.items[0]!.id, shipQty: 12 },
        { sku: fx.lidSku, shipQty: 3 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ comment: 'first', qty: 19 });
    expect(r.json().data.items.map((l: Line) => l.lineNo)).toEqual([1, 2, 3]);
    r = await post('~item/delete', { id: r.json().data.items[2].id });
    expect(r.statusCode).toBe(200);
    expect((await detail(o.id)).qty).toBe(16);
    await approve(o);
    r = await post('~update', { id: o.id, comment: 'late' }, 'zh');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`入库单 ${o.no} 当前状态为「已审核」，不能修改`);
    r = await post('~item/update', { id: o.items[0]!.id, shipQty: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Inbound order ${o.no} is "Approval": cannot change lines`);
    r = await post('~item/update', { id: o.items[0]!.id, location: fx.locB, lotNo: 'L9' });
    expect(r.statusCode, r.body).toBe(200);
    r = await post('~item/delete', { id: o.items[0]!.id });
    expect(r.statusCode).toBe(409);
  });

  it('scans by SKU number and barcode into recvQty; an unknown code is a 404 naming it', async () => {
    const o = await newOrder();
    let r = await post('~scan', { id: o.id, code: 'PAL-1200' });
    expect(r.statusCode).toBe(409); // new: approve first
    await approve(o);
    r = await post('~scan', { id: o.id, code: 'PAL-1200' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ order: { status: 50 }, line: { id: o.items[0]!.id, recvQty: 1 } });
    r = await post('~scan', { id: o.id, code: '6901234567890', qty: 4 });
    expect(r.json().data.line).toMatchObject({ id: o.items[1]!.id, recvQty: 4 });
    r = await post('~scan', { id: o.id, code: '6901234567890' });
    expect(r.statusCode).toBe(409);
    r = await post('~scan', { id: o.id, code: 'NOPE-1' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ field: 'code', message: `No line of inbound order ${o.no} has the SKU or barcode NOPE-1` });
    r = await post('~scan', { id: o.id, code: 'NOPE-1' }, 'zh');
    expect(r.json().message).toBe(`入库单 ${o.no} 中没有 SKU 或条码为 NOPE-1 的明细`);
  });

  it('puts away partly, then fully: stock, one ledger row per line, status 50 then 70', async () => {
    const o = await newOrder();
    await approve(o);
    const [a, b] = o.items;
    let r = await store(o, [item(a!, 6)]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 50 });
    expect(r.json().data.items[0]).toMatchObject({ stockQty: 6, recvQty: 6, locationLabel: 'A-01', lotNo: 'LOT1' });
    r = await store(o, [item(a!, 4, fx.locB), item(b!, 4)]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe(70);
    expect(r.json().data.stockDate).toBeTruthy();
    const led = await stockOf(o.no);
    expect(led.map((l) => [l.type, l.qty, l.orderLine]).sort()).toEqual(
      [
        ['inbound', 6, a!.id],
        ['inbound', 4, a!.id],
        ['inbound', 4, b!.id],
      ].sort(),
    );
    const rows = await db.select().from(stock).where(eq(stock.sku, fx.sku));
    expect(rows.find((s) => s.location === fx.locA && s.lotNo === 'LOT1')?.qoh).toBeGreaterThanOrEqual(6);
    // Stored: nothing more goes in, and the order can be finished.
    r = await store(o, [item(b!, 1)]);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Inbound order ${o.no} is "Stored": cannot put away`);
    r = await post('~finish', { id: o.id });
    expect(r.json().data.status).toBe(200);
    r = await store(o, [item(b!, 1)], 'zh');
    expect(r.json().message).toBe(`入库单 ${o.no} 当前状态为「已完成」，不能上架`);
  });

  it('refuses over-quantity, a location of another warehouse, missing fields — and changes nothing', async () => {
    const o = await newOrder();
    await approve(o);
    const [a, b] = o.items;
    const before = await stockOf(o.no);
    let r = await store(o, [item(a!, 3), item(b!, 5)]);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      field: 'items.1.stockQty',
      message: 'Line 2 (LID-1200): at most 4 left to put away, 5 given',
    });
    r = await store(o, [item(a!, 6), item(a!, 5)]);
    expect(r.statusCode).toBe(409);
    r = await store(o, [item(a!, 3), item(b!, 1, fx.locC)]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ field: 'items.1.location', message: "Location C-01 is not in the order's warehouse WH1" });
    const words = { stockQty: 'quantity to put away', location: 'location', lotNo: 'lot no.', shipBoxLbl: 'ship-box label' };
    for (const [missing, word] of Object.entries(words)) {
      r = await store(o, [
        item(a!, 3),
        item(b!, 1, fx.locA, { [missing]: missing === 'stockQty' || missing === 'location' ? undefined : '  ' }),
      ]);
      expect(r.statusCode, missing).toBe(400);
      expect(r.json()).toMatchObject({
        field: `items.1.${missing}`,
        message: `Item 2 has no ${word}: each needs a quantity, location, lot no. and ship-box label (shipBoxLbl, stockQty, location required)`,
      });
    }
    r = await store(o, [{ id: a!.id, stockQty: 1 }], 'zh');
    expect(r.json().message).toBe(
      '第 1 条未填库位：箱标签、上架数量、批次号、库位必填 (shipBoxLbl, stockQty, location required)',
    );
    r = await store(o, [{ ...item(a!, 1), id: 999999 }]);
    expect(r.statusCode).toBe(400);
    expect(await stockOf(o.no)).toEqual(before);
    const d = await detail(o.id);
    expect(d.status).toBe(20);
    expect(d.items.map((l) => l.stockQty)).toEqual([0, 0]);
  });

  it('a cancelled order takes no put-away; an order with stored stock is neither cancelled nor deleted', async () => {
    const c = await newOrder();
    let r = await post('~cancel', { id: c.id });
    expect(r.json().data.status).toBe(0);
    r = await store(c, [item(c.items[0]!, 1)]);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Inbound order ${c.no} is "Cancelled": cannot put away`);
    expect((await post('~delete', { id: c.id })).statusCode).toBe(200);
    expect((await get(`~item/get?id=${c.id}`)).statusCode).toBe(404);

    const o = await newOrder();
    await approve(o);
    r = await store(o, [item(o.items[0]!, 2)]);
    expect(r.json().data.status).toBe(50);
    r = await post('~cancel', { id: o.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Inbound order ${o.no} has stock put away: cannot cancel it`);
    r = await post('~delete', { ids: [o.id] }, 'zh');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`入库单 ${o.no} 当前状态为「已收货」，不能删除`);
    expect((await detail(o.id)).items[0]!.stockQty).toBe(2);
  });

  it('fills missing ship-box labels with <order no>-<line>', async () => {
    const o = await newOrder({}, [
      { sku: fx.sku, shipQty: 1 },
      { sku: fx.lidSku, shipQty: 1, shipBoxLbl: 'OWN' },
    ]);
    const r = await post('~box/label/fill', { id: o.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.filled).toBe(1);
    expect(r.json().data.order.items.map((l: Line) => l.shipBoxLbl)).toEqual([`${o.no}-001`, 'OWN']);
  });

  it('suggests packaging codes starting with the text', async () => {
    const r = await get('_packaging/suggest?code=PK');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([]);
  });

  it('put-away needs inbound/ibOrder/store', async () => {
    const o = await newOrder();
    await approve(o);
    const tok = await t.userWith('ib-viewer', ['inbound/ibOrder/view', 'inbound/ibOrder/scan']);
    const r = await post('~store', { id: o.id, items: [item(o.items[0]!, 1)] }, 'en', tok);
    expect(r.statusCode).toBe(403);
    expect((await post('~scan', { id: o.id, code: 'PAL-1200' }, 'en', tok)).statusCode).toBe(200);
    const lines = await db.select().from(inboundOrderLine).where(eq(inboundOrderLine.order, o.id));
    expect(lines.every((l) => l.stockQty === 0)).toBe(true);
  });
});
