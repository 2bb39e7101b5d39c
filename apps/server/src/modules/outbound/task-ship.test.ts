import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku, putStock } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

/** The calls the task screens added: the task list through the generic engine, label add, ship and finish. */
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

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token, 'en') });
const O = '/outbound/ob/order';
const T = '/outbound/ob/task';

let seq = 0;
/** An order of 3 of a SKU of its own (one row at A-01), allocated fifo, and its pick task. */
async function picking() {
  seq++;
  const code = `SHP-${seq}`;
  const sku = await freshSku(db, code, fx.wh, fx.unit);
  await putStock(db, sku, [{ qty: 5, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'L' }]);
  const add = await post(`${O}/~add`, {
    no: `OBS-${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items: [{ sku, qty: 3 }],
  });
  const order = add.json().data as { id: number; no: string };
  expect((await post(`${O}/~allocate?strategy=fifo&shortage=error`, { ids: [order.id] })).statusCode).toBe(200);
  const made = await post(`${O}/~multi/task/add?task=picking`, { ids: [order.id] });
  return { code, order, task: made.json().data.tasks[0] as { id: number; no: string } };
}
const status = async (id: number) => (await get(`${O}/~item/get?id=${id}`)).json().data.status as number;

describe('task list, label add, ship and finish', () => {
  it('lists tasks through the generic table query: type, issueTime range, filter items, sort', async () => {
    const a = await picking();
    const b = await picking();
    const page = (body: object) => post(`${T}/~page/get`, body);
    const mine = { field: 'orderNo', operator: 'include', value: 'OBS-' };
    const all = (await page({ filter: [mine], prop: 'no', order: 'asc' })).json();
    expect(all.data.rows.map((r: { no: string }) => r.no)).toEqual([a.task.no, b.task.no]);
    expect(all.data.rows[0]).toMatchObject({
      type: 'picking',
      status: 10,
      progress: 0,
      orderNo: a.order.no,
      taskTime: null,
      pickedQty: 0,
    });
    expect((await page({ type: 'packing', filter: [mine] })).json().count).toBe(0);
    const future = (await page({ issueStart: '2099-01-01T00:00:00Z', filter: [mine] })).json();
    expect(future.count).toBe(0);
    const since = (await page({ issueStart: '2020-01-01T00:00:00Z', issueEnd: '2099-01-01T00:00:00Z', filter: [mine] })).json();
    expect(since.count).toBe(2);
    // An unknown field or a wrong type value is a 400, as on every generic list.
    expect((await page({ filter: [{ field: 'nope', operator: 'eq', value: 1 }] })).statusCode).toBe(400);
    expect((await page({ type: 'boxing' })).statusCode).toBe(400);
    await post(`${O}/~deallocate`, { ids: [a.order.id, b.order.id], force: true });
  });

  it("an order's SKU picker offers only its warehouse's SKUs, with the item name (issue 26 §9)", async () => {
    const sel = async (wh: number) =>
      (await get(`/product/sku/_select?pageSize=100&keyword=PAL-1200&warehouse=${wh}`)).json().data.rows as {
        id: number;
        itemName: string;
      }[];
    expect((await sel(fx.wh2)).map((r) => [r.id, r.itemName])).toEqual([[fx.sku2, 'Pallet 1200']]);
    expect((await sel(fx.wh)).map((r) => r.id)).toEqual([fx.sku]);
  });

  it('label add gives each box of a pack task its own number; pack scans need no location', async () => {
    const { code, order, task } = await picking();
    const notPack = await post(`${T}/~label/add`, { id: task.id });
    expect([notPack.statusCode, notPack.json().field]).toEqual([400, 'id']);
    expect((await post(`${T}/~label/add`, { id: 999999 })).statusCode).toBe(404);
    expect((await post(`${T}/~finish`, { id: task.id })).statusCode).toBe(200);
    const listed = (await post(`${T}/~page/get`, { filter: [{ field: 'no', operator: 'eq', value: task.no }] })).json();
    expect(listed.data.rows[0]).toMatchObject({ status: 100, progress: 100, pickedQty: 3 });
    expect(listed.data.rows[0].taskTime).toBeGreaterThanOrEqual(0);
    // Another order's new task has picked nothing: the sums are its own order's and task's (issue 26 §9, it showed 59).
    const other = await picking();
    const fresh = (await post(`${T}/~page/get`, { filter: [{ field: 'no', operator: 'eq', value: other.task.no }] })).json();
    expect(fresh.data.rows[0]).toMatchObject({ status: 10, progress: 0, pickedQty: 0 });
    await post(`${O}/~deallocate`, { ids: [other.order.id], force: true });
    const pack = (await post(`${O}/~multi/task/add?task=packing`, { ids: [order.id] })).json().data.tasks[0];
    const added = (await post(`${T}/~label/add`, { id: pack.id })).json().data;
    const l1 = added.shipBoxLbl as string;
    const l2 = (await post(`${T}/~label/add`, { id: pack.id })).json().data.shipBoxLbl as string;
    expect(l1).toMatch(/^SB\d{12}$/);
    expect(l2).not.toBe(l1);
    // The box's label is one of the ship-box labels, with its SSCC, and prints from there.
    expect(added.sscc).toMatch(/^\d{18}$/);
    const labels = await post('/outbound/ob/label/~page/get', { filter: [{ field: 'no', operator: 'eq', value: l1 }] });
    expect(labels.json().data.rows).toMatchObject([{ id: added.label, no: l1, sscc: added.sscc, qty: 1 }]);
    const pdf = await post('/outbound/ob/label/~print', { ids: [added.label] });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename="Ship-box labels-${l1}.pdf"`);
    const item = (await get(`${T}/~item/get?id=${pack.id}`)).json().data.items[0];
    const scanned = await post(`${T}/~item/scan`, { id: item.id, code, sn: 'SN-9', volume: 0.2, weight: 3, shipBoxLbl: l1 });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().data).toMatchObject({ status: 100 });
    expect(scanned.json().data.items[0]).toMatchObject({ shipBoxLbl: l1, sn: 'SN-9' });
    // A done task makes no more labels.
    expect((await post(`${T}/~label/add`, { id: pack.id })).statusCode).toBe(409);
    expect(await status(order.id)).toBe(100);
    await post(`${O}/~deallocate`, { ids: [order.id], force: true });
  });

  it('packs a SKU that keeps no serial numbers without one; a SKU that keeps them is refused without', async () => {
    const { code, order, task } = await picking();
    expect((await post(`${T}/~finish`, { id: task.id })).statusCode).toBe(200);
    const pack = (await post(`${O}/~multi/task/add?task=packing`, { ids: [order.id] })).json().data.tasks[0];
    const box = (await post(`${T}/~label/add`, { id: pack.id })).json().data.shipBoxLbl as string;
    const item = (await get(`${T}/~item/get?id=${pack.id}`)).json().data.items[0];
    expect(item.serialTracked).toBe(true);
    const facts = { id: item.id, code, volume: 0.2, weight: 3, shipBoxLbl: box };
    const refused = await post(`${T}/~item/scan`, facts);
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'sn']);
    const sku = (await post('/product/sku/~page/get', { filter: [{ field: 'no', operator: 'eq', value: code }] })).json().data
      .rows[0];
    expect((await post('/product/sku/~update', { id: sku.id, serialTracked: false })).statusCode).toBe(200);
    const packed = await post(`${T}/~item/scan`, facts);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().data.items[0]).toMatchObject({ sn: null, serialTracked: false, status: 100 });
    await post(`${O}/~deallocate`, { ids: [order.id], force: true });
  });

  it('ships a stocked-out order (130, ship date set) and finishes it (200); wrong statuses refused, nothing changed', async () => {
    const { order, task } = await picking();
    const early = await post(`${O}/~ship`, { ids: [order.id] }, 'zh');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(order.no);
    expect((await post(`${O}/~finish`, { ids: [order.id] })).statusCode).toBe(409);
    await post(`${T}/~finish`, { id: task.id });
    expect((await post(`${O}/~stock`, { ids: [order.id] })).statusCode).toBe(200);
    expect(await status(order.id)).toBe(120);
    expect((await post(`${O}/~finish`, { ids: [order.id] })).statusCode).toBe(409);
    const shipped = await post(`${O}/~ship`, { ids: [order.id] });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.orders).toEqual([{ id: order.id, no: order.no, status: 130 }]);
    const detail = (await get(`${O}/~item/get?id=${order.id}`)).json().data;
    expect(detail.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((await post(`${O}/~ship`, { ids: [order.id] })).statusCode).toBe(409);
    expect((await post(`${O}/~finish`, { ids: [order.id] })).json().data.orders[0].status).toBe(200);
    expect(await status(order.id)).toBe(200);
    expect((await post(`${O}/~ship`, { ids: [999999] })).statusCode).toBe(404);
    expect((await post(`${O}/~ship`, { ids: [] })).statusCode).toBe(400);
  });
});
