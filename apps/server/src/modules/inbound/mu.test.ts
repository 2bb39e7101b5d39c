import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { inboundOrder, stock, stockLedger } from '../../db/schema/index.ts';
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
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });

type Order = { id: number; no: string; status: number; items: { id: number; stockQty: number }[] };
let seq = 0;
/** An approved order whose lines carry the given LPNs, lots and box labels. */
async function order(
  items: { sku?: number; qty: number; lpn?: string; lot?: string | null; box?: string | null }[],
  approve = true,
) {
  seq++;
  const r = await post('/inbound/ib/order/~add', {
    no: `IB-MU${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items: items.map((i, n) => ({
      sku: i.sku ?? fx.sku,
      shipQty: i.qty,
      lpn: i.lpn,
      lotNo: i.lot === undefined ? 'LOT-MU' : i.lot,
      shipBoxLbl: i.box === undefined ? `BOX-${seq}-${n}` : i.box,
    })),
  });
  expect(r.statusCode, r.body).toBe(200);
  const o: Order = r.json().data;
  if (approve) expect((await post('/inbound/ib/order/~approve', { id: o.id })).statusCode).toBe(200);
  return o;
}
const page = async (filter: object[] = [], extra: object = {}) => {
  const r = await post('/inbound/ib/mu/~page/get', { page: 1, length: 50, filter, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const pallet = async (lpn: string) => (await page([{ field: 'lpn', operator: 'eq', value: lpn }])).data.rows[0];
const status = async (id: number) => (await db.select().from(inboundOrder).where(eq(inboundOrder.id, id)))[0]!.status;

describe('MU pallets (/inbound/ib/mu)', () => {
  it('lists a pallet of two SKUs and puts it away at one location under its LPN in one call', async () => {
    const o = await order([{ qty: 10, lpn: 'MU-0001' }, { sku: fx.lidSku, qty: 4, lpn: 'MU-0001' }, { qty: 3 }]);
    const row = await pallet('MU-0001');
    expect(row).toMatchObject({
      id: `${fx.wh}-MU-0001`,
      lpn: 'MU-0001',
      warehouse: fx.wh,
      warehouseLabel: 'Main',
      orderNo: o.no,
      status: 'open',
      skuCount: 2,
      lines: 2,
      qty: 14,
      stockQty: 0,
      openQty: 14,
    });
    const items = (await get(`/inbound/ib/mu/~items/get?lpn=MU-0001&warehouse=${fx.wh}`)).json().data;
    expect(items.map((l: { skuLabel: string; openQty: number }) => [l.skuLabel, l.openQty])).toEqual([
      ['PAL-1200', 10],
      ['LID-1200', 4],
    ]);
    const r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0001', location: fx.locB });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      lpn: 'MU-0001',
      location: fx.locB,
      lines: 2,
      qty: 14,
      orders: [{ id: o.id, no: o.no, status: 50 }],
    });
    const rows = await db.select().from(stock).where(eq(stock.lpn, 'MU-0001'));
    expect(rows.map((s) => [s.sku, s.location, s.qoh, s.lotNo]).sort()).toEqual(
      [
        [fx.sku, fx.locB, 10, 'LOT-MU'],
        [fx.lidSku, fx.locB, 4, 'LOT-MU'],
      ].sort(),
    );
    const led = await db.select().from(stockLedger).where(eq(stockLedger.orderNo, o.no));
    expect(led.map((l) => [l.type, l.qty, l.lpn]).sort()).toEqual(
      [
        ['inbound', 10, 'MU-0001'],
        ['inbound', 4, 'MU-0001'],
      ].sort(),
    );
    // The third line is not on the pallet: the order stays received (50) until it is stored too.
    expect(await status(o.id)).toBe(50);
    expect(await pallet('MU-0001')).toMatchObject({ status: 'stored', stockQty: 14, openQty: 0 });
  });

  it('stores the lines of two orders on one pallet together, each order to its own status', async () => {
    const a = await order([{ qty: 5, lpn: 'MU-0002' }]);
    const b = await order([
      { sku: fx.lidSku, qty: 2, lpn: 'MU-0002' },
      { qty: 1, lpn: 'MU-0002' },
    ]);
    // Part of b is already put away line by line; the pallet puts away what is left.
    const first = b.items[1]!;
    const part = await post('/inbound/ib/order/~store', {
      id: b.id,
      items: [{ id: first.id, stockQty: 1, location: fx.locA, lotNo: 'LOT-MU', shipBoxLbl: 'BOX-X' }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(await pallet('MU-0002')).toMatchObject({
      orderNo: `${a.no}, ${b.no}`,
      status: 'partial',
      qty: 8,
      stockQty: 1,
      openQty: 7,
    });
    const r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0002', location: fx.locA });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ lines: 2, qty: 7 });
    expect(r.json().data.orders).toEqual([
      { id: a.id, no: a.no, status: 70 },
      { id: b.id, no: b.no, status: 70 },
    ]);
    const rows = await db.select().from(stock).where(eq(stock.lpn, 'MU-0002'));
    expect(rows.every((s) => s.location === fx.locA)).toBe(true);
    expect(rows.reduce((s, x) => s + x.qoh, 0)).toBe(8);
  });

  it('refuses a location of another warehouse, a stored pallet, an unknown one, changing nothing', async () => {
    await order([{ qty: 2, lpn: 'MU-0003' }]);
    let r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: fx.locC });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ field: 'location', message: 'Location C-01 is not in the warehouse WH1 of pallet MU-0003' });
    r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: fx.locC }, 'zh');
    expect(r.json().message).toBe('库位 C-01 不属于托盘 MU-0003 所在的仓库 WH1');
    expect(await pallet('MU-0003')).toMatchObject({ status: 'open', stockQty: 0 });
    expect((await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: fx.locA })).statusCode).toBe(200);
    r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: fx.locA });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Pallet MU-0003 is already stored');
    expect((await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: fx.locA }, 'zh')).json().message).toBe(
      '托盘 MU-0003 已全部上架',
    );
    r = await post('/inbound/ib/mu/~store', { lpn: 'NO-SUCH', location: fx.locA });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ field: 'lpn', message: 'No inbound order line is on pallet NO-SUCH' });
    r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0003', location: 999999 });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('location');
    r = await post('/inbound/ib/mu/~store', { lpn: ' ', location: fx.locA });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('lpn');
  });

  it('refuses a cancelled or new order, a line without lot or box label, and stores nothing of the pallet', async () => {
    const c = await order([{ qty: 3, lpn: 'MU-0004' }]);
    expect((await post('/inbound/ib/order/~cancel', { id: c.id })).statusCode).toBe(200);
    let r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0004', location: fx.locA });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Inbound order ${c.no} is "Cancelled": cannot put away`);
    // A cancelled order's lines are no pallet any more.
    expect(await pallet('MU-0004')).toBeUndefined();

    const ok = await order([{ qty: 2, lpn: 'MU-0005' }]);
    const fresh = await order([{ sku: fx.lidSku, qty: 1, lpn: 'MU-0005' }], false);
    r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0005', location: fx.locA }, 'zh');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`入库单 ${fresh.no} 当前状态为「新建」，不能上架`);
    expect(await status(ok.id)).toBe(20);

    const o = await order([
      { qty: 2, lpn: 'MU-0006' },
      { sku: fx.lidSku, qty: 1, lpn: 'MU-0006', box: null },
    ]);
    r = await post('/inbound/ib/mu/~store', { lpn: 'MU-0006', location: fx.locA });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(
      `Pallet MU-0006: line 2 (LID-1200) of inbound order ${o.no} has no lot no. or ship-box label; give them with the put-away`,
    );
    expect(await db.select().from(stock).where(eq(stock.lpn, 'MU-0006'))).toEqual([]);
    expect(await status(o.id)).toBe(20);
  });

  it('takes the lots and box labels the lines lack with the put-away, and refuses blanks naming the item', async () => {
    const o = await order([
      { qty: 2, lpn: 'MU-0007', lot: null, box: null },
      { sku: fx.lidSku, qty: 1, lpn: 'MU-0007', lot: 'LOT-OWN' },
    ]);
    const [l1, l2] = o.items;
    const store = (items: object[], lang = 'en') =>
      post('/inbound/ib/mu/~store', { lpn: 'MU-0007', location: fx.locA, items }, lang);
    // A blank given value is no value: the line still lacks it, and the refusal names the item.
    let r = await store([{ id: l1!.id, lotNo: 'LOT-NEW', shipBoxLbl: '  ' }]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      field: 'items.0.shipBoxLbl',
      message: `Pallet MU-0007: line 1 (PAL-1200) of inbound order ${o.no} has no lot no. or ship-box label; give them with the put-away`,
    });
    r = await store([{ id: l2!.id }, { id: l1!.id, shipBoxLbl: 'MU-0007' }], 'zh');
    expect(r.json()).toMatchObject({
      field: 'items.1.lotNo',
      message: `托盘 MU-0007 上入库单 ${o.no} 第 1 行（PAL-1200）缺少批次号或箱标签，请在上架时填写`,
    });
    const other = await order([{ qty: 1, lpn: 'MU-0008' }]);
    r = await store([{ id: other.items[0]!.id, lotNo: 'X', shipBoxLbl: 'Y' }]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      field: 'items.0.id',
      message: `Line ${other.items[0]!.id} is not an open line of pallet MU-0007`,
    });
    expect(await db.select().from(stock).where(eq(stock.lpn, 'MU-0007'))).toEqual([]);

    // Line 1 gets what the call gives; line 2 keeps its own lot and takes the given label.
    r = await store([
      { id: l1!.id, lotNo: ' LOT-NEW ', shipBoxLbl: 'MU-0007' },
      { id: l2!.id, shipBoxLbl: 'MU-0007' },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ lines: 2, qty: 3 });
    const rows = await db.select().from(stock).where(eq(stock.lpn, 'MU-0007'));
    expect(rows.map((s) => [s.sku, s.lotNo, s.shipBoxLbl, s.qoh]).sort()).toEqual(
      [
        [fx.sku, 'LOT-NEW', 'MU-0007', 2],
        [fx.lidSku, 'LOT-OWN', 'MU-0007', 1],
      ].sort(),
    );
    // The lines keep what was stored, as the order put-away leaves them.
    const d = (await get(`/inbound/ib/order/~item/get?id=${o.id}`)).json().data;
    expect(d.items.map((l: { lotNo: string; shipBoxLbl: string }) => [l.lotNo, l.shipBoxLbl])).toEqual([
      ['LOT-NEW', 'MU-0007'],
      ['LOT-OWN', 'MU-0007'],
    ]);
    expect(await status(o.id)).toBe(70);
  });

  it('filters, sorts and totals pallets; an unknown field is a 400', async () => {
    const all = await page([], { summary: true });
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.data.summary.qty).toBeGreaterThan(0);
    const open = await page([{ field: 'status', operator: 'eq', value: 'open' }]);
    expect(open.data.rows.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const big = await page([{ field: 'qty', operator: 'ge', value: 8 }], { prop: 'qty', order: 'desc' });
    expect(big.data.rows.map((r: { qty: number }) => r.qty)).toEqual([14, 8]);
    const wh = await page([{ field: 'warehouse', operator: 'include', value: [fx.wh2] }]);
    expect(wh.count).toBe(0);
    const bad = await post('/inbound/ib/mu/~page/get', {
      page: 1,
      length: 10,
      filter: [{ field: 'nope', operator: 'eq', value: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const viewer = await t.userWith('mu-viewer', ['inbound/ibMu/view']);
    expect((await post('/inbound/ib/mu/~page/get', { page: 1, length: 10 }, 'en', viewer)).statusCode).toBe(200);
    expect((await post('/inbound/ib/mu/~store', { lpn: 'MU-0005', location: fx.locA }, 'en', viewer)).statusCode).toBe(403);
  });
});
