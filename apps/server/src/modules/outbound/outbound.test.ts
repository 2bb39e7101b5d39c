import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { outboundAllocation, outboundOrderLine } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { allocationDrift, allocationsOf, freshSku, putStock, qalOf } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

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
afterEach(async () => {
  await assertNoDrift(db);
  expect(await allocationDrift(db)).toEqual([]);
});

const P = '/outbound/ob/order';
const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: auth(token, lang) });

type Line = { id: number; lineNo: number; sku: number; qty: number; allocQty: number; lotNo: string | null };
type Order = { id: number; no: string; status: number; qty: number; allocQty: number; items: Line[] };

let seq = 0;
async function newOrder(items: object[], extra: object = {}): Promise<Order> {
  seq++;
  const res = await post('~add', {
    no: `OB-T${seq}`,
    extRef: `REF${seq}`,
    extDocNo: `DOC${seq}`,
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const detail = async (id: number): Promise<Order> => (await get(`~item/get?id=${id}`)).json().data;
const allocate = (ids: number[], strategy: string, shortage: string, lang = 'en') =>
  post(`~allocate?strategy=${strategy}&shortage=${shortage}`, { ids }, lang);

/**
 * The crafted stock set of allocation-plan.test.ts, as real rows of a SKU of its own:
 *   r1 5 (oldest, B-01) · r2 10 (oldest, A-01) · r3 3 (Feb) · r4 8 (Mar) · r5 3 (Mar)
 * plus an even older row held behind a barrier (never allocated) and the same item's stock in the
 * other warehouse (another SKU; never a candidate).
 */
let crafted = 0;
async function craft() {
  crafted++;
  const sku = await freshSku(db, `OBS-${crafted}`, fx.wh, fx.unit);
  const [r1, r2, r3, r4, r5, held] = await putStock(db, sku, [
    { qty: 5, date: '2026-01-01T08:00:00Z', location: fx.locB, lotNo: 'L1' },
    { qty: 10, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'L2' },
    { qty: 3, date: '2026-02-01T08:00:00Z', location: fx.locA, lotNo: 'L3' },
    { qty: 8, date: '2026-03-01T08:00:00Z', location: fx.locA, lotNo: 'L4' },
    { qty: 3, date: '2026-03-01T08:00:00Z', location: fx.locA, lotNo: 'L5' },
    { qty: 20, date: '2025-06-01T08:00:00Z', location: fx.locA, lotNo: 'HELD' },
  ]);
  const barrier = (await db.transaction((tx) => stockService.setStatus(tx, held!, 'barrier'))).to.id;
  return { sku, r1: r1!, r2: r2!, r3: r3!, r4: r4!, r5: r5!, barrier, all: [r1!, r2!, r3!, r4!, r5!, barrier] };
}

describe('outbound order', () => {
  it('adds with lines, numbers the order when no number is given, lists and totals it', async () => {
    const o = await newOrder(
      [
        { sku: fx.sku, qty: 10 },
        { sku: fx.lidSku, qty: 4, lotNo: ' ', sn: 'SN1', dn: 'DN1' },
      ],
      {
        no: undefined,
        vehicleNo: '沪A12345',
        carrierType: 'truck',
      },
    );
    expect(o.no).toMatch(/^OB\d{12}$/);
    expect(o).toMatchObject({ status: 10, qty: 14, allocQty: 0, vehicleNo: '沪A12345' });
    expect(o.items.map((l) => [l.lineNo, l.qty, l.allocQty, l.lotNo])).toEqual([
      [1, 10, 0, null],
      [2, 4, 0, null],
    ]);
    expect(o.items[1]).toMatchObject({ sn: 'SN1', dn: 'DN1', skuLabel: 'LID-1200', itemName: 'Lid 1200' });
    expect((await get('_no/get')).json().data).toMatch(/^OB\d{12}$/);
    const page = (
      await post('~page/get', { page: 1, length: 20, filter: [{ field: 'no', operator: 'eq', value: o.no }] })
    ).json();
    expect(page.count).toBe(1);
    expect(page.data.rows[0]).toMatchObject({ no: o.no, warehouseLabel: 'Main', status: 10, qty: 14 });
  });

  it('requires the spec §5 fields, refuses a taken number, a SKU of another warehouse, a zero quantity', async () => {
    const base = { extRef: 'R', extDocNo: 'D', warehouse: fx.wh, postingDate: '2026-11-22', items: [{ sku: fx.sku, qty: 1 }] };
    for (const field of ['extRef', 'extDocNo', 'warehouse', 'postingDate'] as const) {
      const { [field]: _, ...body } = base;
      const res = await post('~add', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const zero = await post('~add', {
      ...base,
      items: [
        { sku: fx.sku, qty: 1 },
        { sku: fx.sku, qty: 0 },
      ],
    });
    expect([zero.statusCode, zero.json().field]).toEqual([400, 'items.1.qty']);
    const other = await post('~add', { ...base, items: [{ sku: fx.sku2, qty: 1 }] });
    expect([other.statusCode, other.json().field]).toEqual([400, 'items.0.sku']);
    expect(other.json().message).toBe("SKU PAL-1200 does not belong to the order's warehouse WH1");
    const o = await newOrder([{ sku: fx.sku, qty: 1 }]);
    const again = await post('~add', { ...base, no: o.no });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'no' });
    expect(again.json().message).toContain(o.no);
  });

  it('edits a new order: header, a line, a new line, a removed line; never the last line', async () => {
    const o = await newOrder([
      { sku: fx.sku, qty: 3 },
      { sku: fx.lidSku, qty: 2 },
    ]);
    const up = await post('~update', {
      id: o.id,
      comment: 'rush',
      items: [
        { id: o.items[0]!.id, qty: 5 },
        { sku: fx.lidSku, qty: 1 },
      ],
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ comment: 'rush', qty: 8 });
    const line = await post('~item/update', { id: o.items[1]!.id, lotNo: 'LOT-X', consignee: 999999 });
    expect([line.statusCode, line.json().field]).toEqual([400, 'consignee']);
    expect((await post('~item/update', { id: o.items[1]!.id, lotNo: 'LOT-X' })).json().data.items[1].lotNo).toBe('LOT-X');
    const d = await detail(o.id);
    expect((await post('~item/delete', { ids: [d.items[1]!.id, d.items[2]!.id] })).statusCode).toBe(200);
    const last = await post('~item/delete', { id: d.items[0]!.id });
    expect([last.statusCode, last.json().message]).toEqual([400, 'An outbound order needs at least one line']);
    expect((await detail(o.id)).items).toHaveLength(1);
  });

  it('allocates fifo: oldest inbound date, then location code, then stock id; never a barrier row', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 12 }]);
    const res = await allocate([o.id], 'fifo', 'error');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orders).toEqual([{ id: o.id, no: o.no, status: 80, qty: 12, allocQty: 12, taken: 12, shortages: [] }]);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 2],
      [s.r2, 10],
    ]);
    expect(await qalOf(db, s.all)).toEqual([2, 10, 0, 0, 0, 0]);
    const d = await detail(o.id);
    expect(d).toMatchObject({ status: 80, allocQty: 12 });
    expect(d.items[0]!.allocQty).toBe(12);
  });

  it('allocates qty: smallest available first, ties as fifo', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 12 }]);
    expect((await allocate([o.id], 'qty', 'error')).statusCode).toBe(200);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 5],
      [s.r3, 3],
      [s.r4, 1],
      [s.r5, 3],
    ]);
  });

  it('allocates pallet: whole rows only, largest that fits first; the rest is a shortage', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 16 }]);
    const res = await allocate([o.id], 'pallet', 'always');
    expect(res.json().data.orders[0]).toMatchObject({ status: 80, allocQty: 15, taken: 15 });
    expect(res.json().data.orders[0].shortages).toEqual([
      { line: o.items[0]!.id, lineNo: 1, sku: s.sku, skuLabel: `OBS-${crafted}`, lotNo: null, qty: 16, allocQty: 15, short: 1 },
    ]);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 5],
      [s.r2, 10],
    ]);
  });

  it('allocates palletFifo: whole rows, then the rest fifo, splitting at most the last row', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 16 }]);
    expect((await allocate([o.id], 'palletFifo', 'error')).statusCode).toBe(200);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 5],
      [s.r2, 10],
      [s.r3, 1],
    ]);
  });

  it('allocates only the lot a line names', async () => {
    const s = await craft();
    const o = await newOrder([
      { sku: s.sku, qty: 3, lotNo: 'L4' },
      { sku: s.sku, qty: 3, lotNo: 'L5' },
    ]);
    expect((await allocate([o.id], 'fifo', 'error')).statusCode).toBe(200);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r4, 3],
      [s.r5, 3],
    ]);
    const none = await newOrder([{ sku: s.sku, qty: 1, lotNo: 'HELD' }]);
    const res = await allocate([none.id], 'fifo', 'always');
    expect(res.json().data.orders[0]).toMatchObject({ status: 10, allocQty: 0, taken: 0 });
    expect(await qalOf(db, [s.barrier])).toEqual([0]);
  });

  it('shortage error: a line that cannot be met stops the order, naming each short SKU; nothing changes', async () => {
    const s = await craft();
    const o = await newOrder([
      { sku: s.sku, qty: 5 },
      { sku: s.sku, qty: 30, lotNo: 'L3' },
      { sku: fx.lidSku, qty: 999 },
    ]);
    for (const [lang, text] of [
      [
        'en',
        `Not enough stock, nothing allocated: ${o.no}: OBS-${crafted} / L3 short 27 of 30; ${o.no}: LID-1200 short 999 of 999`,
      ],
      [
        'zh',
        `库存不足，未分配：出库单 ${o.no} 的 OBS-${crafted} / L3 缺 27（需 30）；出库单 ${o.no} 的 LID-1200 缺 999（需 999）`,
      ],
    ] as const) {
      const res = await allocate([o.id], 'fifo', 'error', lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(text);
    }
    expect(await qalOf(db, s.all)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await allocationsOf(db, o.id)).toEqual([]);
    expect(await detail(o.id)).toMatchObject({ status: 10, allocQty: 0 });
  });

  it('shortage always: allocates what there is and lists the short lines', async () => {
    const s = await craft();
    const o = await newOrder([
      { sku: s.sku, qty: 5 },
      { sku: s.sku, qty: 30, lotNo: 'L3' },
    ]);
    const out = (await allocate([o.id], 'fifo', 'always')).json().data.orders[0];
    expect(out).toMatchObject({ status: 80, qty: 35, allocQty: 8, taken: 8 });
    expect(out.shortages.map((x: { lineNo: number; short: number }) => [x.lineNo, x.short])).toEqual([[2, 27]]);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r2, 5],
      [s.r3, 3],
    ]);
  });

  it('shortage ignore: short lines get nothing, the others in full; allocating again tops up', async () => {
    const s = await craft();
    const o = await newOrder([
      { sku: s.sku, qty: 30, lotNo: 'L2' },
      { sku: s.sku, qty: 12 },
    ]);
    const out = (await allocate([o.id], 'fifo', 'ignore')).json().data.orders[0];
    expect(out).toMatchObject({ status: 80, allocQty: 12, taken: 12 });
    expect(out.shortages.map((x: { lineNo: number; allocQty: number }) => [x.lineNo, x.allocQty])).toEqual([[1, 0]]);
    // Line 1 left its lot's stock to line 2, which took it fifo.
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 2],
      [s.r2, 10],
    ]);
    // Stock arrives: allocating the order again gives line 1 what it still needs, nothing more.
    const [more] = await putStock(db, s.sku, [{ qty: 40, date: '2026-04-01T08:00:00Z', location: fx.locB, lotNo: 'L2' }]);
    const top = (await allocate([o.id], 'fifo', 'error')).json().data.orders[0];
    expect(top).toMatchObject({ status: 80, allocQty: 42, taken: 30, shortages: [] });
    expect(await qalOf(db, [more!])).toEqual([30]);
    expect((await allocate([o.id], 'fifo', 'error')).json().data.orders[0]).toMatchObject({ taken: 0, allocQty: 42 });
  });

  it('allocates several orders one after the other, each from what the earlier left', async () => {
    const s = await craft();
    const a = await newOrder([{ sku: s.sku, qty: 20 }]);
    const b = await newOrder([{ sku: s.sku, qty: 20 }]);
    const res = (await allocate([b.id, a.id], 'fifo', 'always')).json().data.orders;
    expect(res.map((o: { id: number; allocQty: number }) => [o.id, o.allocQty])).toEqual([
      [a.id, 20],
      [b.id, 9],
    ]);
    expect(await qalOf(db, s.all)).toEqual([5, 10, 3, 8, 3, 0]);
  });

  it('previews each strategy per line and row, with the reason, writing nothing', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 16 }]);
    const res = await post('~allocate/preview?shortage=error', { ids: [o.id] });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = res.json().data.orders;
    const taken = (i: number) =>
      order.strategies[i].lines[0].rows.map((r: { stock: number; qty: number; reason: string }) => [r.stock, r.qty, r.reason]);
    expect(order.strategies.map((x: { strategy: string; refused: boolean }) => [x.strategy, x.refused])).toEqual([
      ['fifo', false],
      ['qty', false],
      ['pallet', true],
      ['palletFifo', false],
    ]);
    expect(taken(0)).toEqual([
      [s.r2, 10, 'fifo'],
      [s.r1, 5, 'fifo'],
      [s.r3, 1, 'fifo'],
    ]);
    expect(taken(2)).toEqual([
      [s.r2, 10, 'whole'],
      [s.r1, 5, 'whole'],
    ]);
    expect(taken(3)).toEqual([
      [s.r2, 10, 'whole'],
      [s.r1, 5, 'whole'],
      [s.r3, 1, 'fifo'],
    ]);
    expect(order.strategies[0].lines[0].rows[0]).toMatchObject({
      locationLabel: 'A-01',
      lotNo: 'L2',
      available: 10,
      why: 'Oldest first: in since 2026-01-01, location A-01',
    });
    const zh = (await post('~allocate/preview?strategy=pallet&shortage=always', { ids: [o.id] }, 'zh')).json().data.orders[0];
    expect(zh.strategies).toHaveLength(1);
    expect(zh.strategies[0]).toMatchObject({ strategy: 'pallet', short: true, refused: false });
    expect(zh.strategies[0].lines[0]).toMatchObject({ want: 16, got: 15 });
    expect(zh.strategies[0].lines[0].rows[0].why).toBe('整托：整行 10 全部分配');
    // The preview is what allocating then does.
    expect((await allocate([o.id], 'palletFifo', 'error')).statusCode).toBe(200);
    expect(await allocationsOf(db, o.id)).toEqual([
      [s.r1, 5],
      [s.r2, 10],
      [s.r3, 1],
    ]);
    const bad = await post('~allocate/preview?strategy=best&shortage=error', { ids: [o.id] });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'strategy']);
  });

  it('a preview changes nothing', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 12 }]);
    expect((await post('~allocate/preview?shortage=always', { ids: [o.id] })).statusCode).toBe(200);
    expect(await qalOf(db, s.all)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await detail(o.id)).toMatchObject({ status: 10, allocQty: 0 });
  });

  it('deallocates: qal restored, allocation rows gone, the order new again and editable', async () => {
    const s = await craft();
    const o = await newOrder([
      { sku: s.sku, qty: 20 },
      { sku: s.sku, qty: 2, lotNo: 'L5' },
    ]);
    expect((await allocate([o.id], 'fifo', 'error')).statusCode).toBe(200);
    expect((await post('~update', { id: o.id, comment: 'x' })).statusCode).toBe(409);
    const del = await post('~delete', { id: o.id });
    expect([del.statusCode, del.json().message]).toEqual([409, `Outbound order ${o.no} is "Allocated": cannot delete it`]);
    const res = await post('~deallocate', { ids: [o.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orders).toEqual([{ id: o.id, no: o.no, status: 10, released: 22, cancelledTasks: [] }]);
    expect(await qalOf(db, s.all)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await allocationsOf(db, o.id)).toEqual([]);
    const d = await detail(o.id);
    expect(d).toMatchObject({ status: 10, allocQty: 0, allocatDate: null });
    expect(d.items.map((l) => l.allocQty)).toEqual([0, 0]);
    const again = await post('~deallocate', { ids: [o.id], force: true }, 'zh');
    expect([again.statusCode, again.json().message]).toEqual([409, `出库单 ${o.no} 当前状态为「新建」，不能取消分配`]);
    expect((await post('~update', { id: o.id, comment: 'x' })).statusCode).toBe(200);
  });

  it('cancels and deletes a new order; a cancelled order is never allocated', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 1 }]);
    const c = await post('~cancel', { id: o.id });
    expect(c.json().data).toMatchObject({ status: 0 });
    expect(c.json().data.cancelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const res = await allocate([o.id], 'fifo', 'always');
    expect([res.statusCode, res.json().message]).toEqual([409, `Outbound order ${o.no} is "Cancelled": cannot allocate it`]);
    expect(await qalOf(db, s.all)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await post('~delete', { ids: [o.id] })).statusCode).toBe(200);
    expect((await get(`~item/get?id=${o.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 4xx naming the field, and changes nothing', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 4 }]);
    const cases: [string, object, number, string | undefined][] = [
      ['~allocate?strategy=lifo&shortage=error', { ids: [o.id] }, 400, 'strategy'],
      ['~allocate?strategy=fifo&shortage=maybe', { ids: [o.id] }, 400, 'shortage'],
      ['~allocate?strategy=fifo', { ids: [o.id] }, 400, 'shortage'],
      ['~allocate?strategy=fifo&shortage=error', { ids: [] }, 400, 'ids'],
      ['~allocate?strategy=fifo&shortage=error', { ids: ['0x10'] }, 400, 'ids.0'],
      ['~allocate?strategy=fifo&shortage=error', { ids: [o.id, 2147483647] }, 404, undefined],
      ['~deallocate', { ids: [o.id], force: 'yes' }, 400, 'force'],
      ['~deallocate', { ids: [o.id] }, 409, undefined],
    ];
    for (const [url, body, status, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(res.json().field, url).toBe(field);
    }
    const strategy = await post('~allocate?strategy=lifo&shortage=error', { ids: [o.id] });
    expect(strategy.json().message).toBe('strategy: must be one of: fifo, qty, pallet, palletFifo');
    expect(await qalOf(db, s.all)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await detail(o.id)).toMatchObject({ status: 10, allocQty: 0 });
  });

  it('needs the allocate and deallocate permissions', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 1 }]);
    const viewer = await t.userWith('ob-viewer', ['outbound/obOrder/view']);
    expect((await post('~allocate?strategy=fifo&shortage=error', { ids: [o.id] }, 'en', viewer)).statusCode).toBe(403);
    const clerk = await t.userWith('ob-clerk', ['outbound/obOrder/allocate']);
    expect((await post('~allocate?strategy=fifo&shortage=error', { ids: [o.id] }, 'en', clerk)).statusCode).toBe(200);
    expect((await post('~deallocate', { ids: [o.id] }, 'en', clerk)).statusCode).toBe(403);
    expect((await post('~deallocate', { ids: [o.id] })).statusCode).toBe(200);
  });

  it('the database refuses an allocation beyond its line, whatever the code does', async () => {
    const s = await craft();
    const o = await newOrder([{ sku: s.sku, qty: 2 }]);
    const bad = db.insert(outboundAllocation).values({ order: o.id, line: o.items[0]!.id, stock: s.r1, qty: 3 });
    await expect(bad).rejects.toThrow();
    const [line] = await db.select().from(outboundOrderLine).where(eq(outboundOrderLine.id, o.items[0]!.id));
    expect(line!.allocQty).toBe(0);
  });
});
