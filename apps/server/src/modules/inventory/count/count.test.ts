import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { item, location, productSku, stock, stockLedger } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService } from '../stock/stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
/** Stock rows: pallets at A-01 (lot L1), lids at A-01, pallets at B-01. */
let palA: number;
let lidA: number;
let palB: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  const rows = await db.transaction((tx) =>
    stockService.receiveMany(tx, [
      { location: fx.locA, sku: fx.sku, qty: 10, lotNo: 'L1' },
      { location: fx.locA, sku: fx.lidSku, qty: 5 },
      { location: fx.locB, sku: fx.sku, qty: 7 },
    ]),
  );
  [palA, lidA, palB] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const P = '/inventory/count';
const post = (url: string, payload: object, tok = token) =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(tok) });
const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: auth(tok) });
const qoh = async (id: number) => (await db.select().from(stock).where(eq(stock.id, id)))[0]!.qoh;
const ledgerOf = (no: string) => db.select().from(stockLedger).where(eq(stockLedger.orderNo, no));
type Item = {
  id: number;
  stock: number | null;
  skuLabel: string;
  locationLabel: string;
  book: number | null;
  counted: number | null;
};
const itemOf = (items: Item[], sku: string, loc: string) => items.find((i) => i.skuLabel === sku && i.locationLabel === loc)!;

async function addTask(body: object = {}, tok = token) {
  const r = await post('~add', { warehouse: fx.wh, ...body }, tok);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; no: string; status: number; items: Item[]; bookShown: boolean; itemCount: number };
}

describe('stock count', () => {
  it('runs from task to merge: snapshot, counts, found stock, compare, one adjustment per difference', async () => {
    const task = await addTask();
    expect(task.no).toMatch(/^CT\d{12}$/);
    expect(task.status).toBe(10);
    expect(task.items.map((i) => [i.locationLabel, i.skuLabel, i.book])).toEqual([
      ['A-01', 'LID-1200', 5],
      ['A-01', 'PAL-1200', 10],
      ['B-01', 'PAL-1200', 7],
    ]);
    // Scanned by codes as a wedge types them; two scans at B-01 add up; lids found at B-01.
    let r = await post('~item/add', {
      id: task.id,
      items: [
        { location: 'A-01', sku: 'PAL-1200', qty: 8 },
        { location: fx.locA, sku: fx.lidSku, qty: 5 },
        { location: 'B-01', sku: 'PAL-1200', qty: 4 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    r = await post('~item/add', {
      id: task.id,
      items: [
        { location: 'B-01', sku: 'PAL-1200', qty: 5 },
        { location: 'B-01', sku: 'LID-1200', qty: 3 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.status).toBe(20);
    expect(itemOf(d.items, 'PAL-1200', 'B-01')).toMatchObject({ book: 7, counted: 9, difference: 2 });
    expect(itemOf(d.items, 'LID-1200', 'B-01')).toMatchObject({ book: 0, counted: 3, found: true, stock: null });

    const page = (await post('~page/get', { page: 1, length: 20 })).json().data.rows;
    expect(page.find((x: { id: number }) => x.id === task.id)).toMatchObject({ itemCount: 4, countedCount: 4, progress: 100 });

    const sub = (await get(`~sub/get?id=${task.id}&item=${itemOf(d.items, 'PAL-1200', 'B-01').id}`)).json().data;
    expect(sub.map((x: { qty: number }) => x.qty)).toEqual([4, 5]);

    const cmp = (await get(`~compare?id=${task.id}`)).json().data;
    expect(cmp.summary).toEqual({ items: 4, counted: 4, differing: 3, moved: 0, plus: 5, minus: -2 });

    r = await post('~merge', { id: task.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 100 });
    expect([await qoh(palA), await qoh(lidA), await qoh(palB)]).toEqual([8, 5, 9]);
    const led = await ledgerOf(task.no);
    expect(led.every((l) => l.type === 'adjustment')).toBe(true);
    expect(led.map((l) => l.qty).sort((a, b) => a - b)).toEqual([-2, 2, 3]);
    const found = itemOf(r.json().data.items, 'LID-1200', 'B-01');
    expect(found.stock).not.toBeNull();
    expect(await qoh(found.stock!)).toBe(3);
    // Merged is final.
    expect((await post('~merge', { id: task.id })).statusCode).toBe(409);
    r = await post('~item/add', { id: task.id, items: [{ location: 'A-01', sku: 'PAL-1200', qty: 1 }] });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Stock count ${task.no} is "Merged": cannot count it`);
  });

  it('hides the book of a blind count from a counter, not from a supervisor', async () => {
    const counter = await t.userWith('counter', ['inventory/count/view', 'inventory/count/add', 'inventory/count/count']);
    const task = await addTask({ blind: true, locations: ['A-01'].map(() => fx.locA) }, counter);
    expect(task.bookShown).toBe(false);
    expect(task.items.every((i) => i.book === null)).toBe(true);
    const r = await post('~item/add', { id: task.id, items: [{ location: 'A-01', sku: 'PAL-1200', qty: 3 }] }, counter);
    expect(itemOf(r.json().data.items, 'PAL-1200', 'A-01')).toMatchObject({ book: null, counted: 3, difference: null });
    const cmp = (await get(`~compare?id=${task.id}`, counter)).json().data;
    expect(cmp.items.every((i: Item) => i.book === null)).toBe(true);
    expect(cmp.summary.plus).toBeNull();
    expect((await post('~merge', { id: task.id }, counter)).statusCode).toBe(403);
    const sup = (await get(`~item/get?id=${task.id}`)).json().data;
    expect(sup.bookShown).toBe(true);
    expect(itemOf(sup.items, 'PAL-1200', 'A-01')).toMatchObject({ book: 8, counted: 3, difference: -5 });
    expect((await post('~cancel', { id: task.id })).statusCode).toBe(200);
  });

  it('flags stock that moved since the start, refuses the merge naming it, and merges after a recount', async () => {
    const task = await addTask({ locations: { from: 'B-01', to: 'B-99' } });
    expect(task.items.map((i) => i.locationLabel)).toEqual(['B-01', 'B-01']);
    await post('~item/add', { id: task.id, items: [{ location: 'B-01', sku: 'PAL-1200', qty: 9 }] });
    await db.transaction((tx) => stockService.adjust(tx, palB, 1, { comment: 'moved meanwhile' }));
    const ledgerBefore = (await db.select().from(stockLedger)).length;
    const cmp = (await get(`~compare?id=${task.id}`)).json().data;
    expect(cmp.summary.moved).toBe(1);
    let r = await post('~merge', { id: task.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'Stock of 1 items moved since the count started; recount them before merging: PAL-1200 @ B-01 (9 → 10)',
    );
    expect((await db.select().from(stockLedger)).length).toBe(ledgerBefore);
    expect(await qoh(palB)).toBe(10);
    expect((await get(`~item/get?id=${task.id}`)).json().data.status).toBe(20);
    // The recount takes the book afresh and replaces what was counted.
    r = await post('~item/add', { id: task.id, recount: true, items: [{ location: 'B-01', sku: 'PAL-1200', qty: 11 }] });
    expect(itemOf(r.json().data.items, 'PAL-1200', 'B-01')).toMatchObject({ book: 10, counted: 11, moved: false });
    r = await post('~merge', { id: task.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(await qoh(palB)).toBe(11);
    expect((await ledgerOf(task.no)).map((l) => l.qty)).toEqual([1]);
  });

  it('flags found stock whose place received stock since the start; a recount takes that row', async () => {
    const [d] = await db.insert(location).values({ code: 'D-01', warehouse: fx.wh, type: 'store' }).returning();
    const task = await addTask({ locations: [d!.id] });
    expect(task.items).toEqual([]);
    await post('~item/add', { id: task.id, items: [{ location: 'D-01', sku: 'LID-1200', qty: 4 }] });
    const row = await db.transaction((tx) => stockService.receive(tx, { location: d!.id, sku: fx.lidSku, qty: 2 }));
    let r = await post('~merge', { id: task.id });
    expect(r.json().message).toBe(
      'Stock of 1 items moved since the count started; recount them before merging: LID-1200 @ D-01 (0 → 2)',
    );
    r = await post('~item/add', { id: task.id, recount: true, items: [{ location: 'D-01', sku: 'LID-1200', qty: 6 }] });
    expect(r.json().data.items[0]).toMatchObject({ stock: row.id, book: 2, counted: 6, found: true, moved: false });
    expect((await post('~merge', { id: task.id })).statusCode).toBe(200);
    expect(await qoh(row.id)).toBe(6);
    expect((await ledgerOf(task.no)).map((l) => l.qty)).toEqual([4]);
  });

  it('never counts below what is allocated; refusals change nothing', async () => {
    await db.transaction((tx) => stockService.allocate(tx, palA, 6));
    const task = await addTask({ locations: { zone: 'A-' }, skus: [fx.sku] });
    expect(task.items.map((i) => i.skuLabel)).toEqual(['PAL-1200']);
    await post('~item/add', { id: task.id, items: [{ location: 'A-01', sku: 'PAL-1200', lotNo: 'L1', qty: 5 }] });
    const ledgerBefore = (await db.select().from(stockLedger)).length;
    const r = await post('~merge', { id: task.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('A count may not go below what is allocated: PAL-1200 @ A-01: 5 < 6');
    expect((await db.select().from(stockLedger)).length).toBe(ledgerBefore);
    expect(await qoh(palA)).toBe(8);
    await db.transaction((tx) => stockService.release(tx, palA, 6));
    expect((await post('~cancel', { id: task.id })).statusCode).toBe(200);
  });

  it('refuses a place outside the scope, unknown codes, a missing lot, a merge with nothing counted', async () => {
    await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.sku, qty: 2, lotNo: 'L2' }));
    const task = await addTask({ locations: [fx.locA], skus: [fx.sku] });
    const one = (item: object) => post('~item/add', { id: task.id, items: [item] });
    let r = await one({ location: 'B-01', sku: 'PAL-1200', qty: 1 });
    expect([r.statusCode, r.json().message]).toEqual([400, 'PAL-1200 at B-01 is outside the scope of this count']);
    r = await one({ location: 'A-01', sku: 'LID-1200', qty: 1 });
    expect(r.json().message).toBe('LID-1200 at A-01 is outside the scope of this count');
    r = await one({ location: 'Z-99', sku: 'PAL-1200', qty: 1 });
    expect([r.statusCode, r.json().message]).toEqual([400, 'Warehouse WH1 has no location Z-99']);
    r = await one({ location: 'A-01', sku: 'NOPE', qty: 1 });
    expect(r.json().message).toBe('Warehouse WH1 has no SKU or bar code NOPE');
    r = await one({ location: 'A-01', sku: 'PAL-1200', qty: 1 });
    expect(r.json().message).toBe('PAL-1200 at A-01 is held in several lots: give the lot number');
    r = await post('~merge', { id: task.id });
    expect(r.json().message).toBe(`Stock count ${task.no} is "Open": cannot merge it`);
    const d = (await get(`~item/get?id=${task.id}`)).json().data;
    expect(d.status).toBe(10);
    expect(d.items.every((i: Item) => i.counted === null)).toBe(true);
    expect((await post('~add', { warehouse: 999_999 })).statusCode).toBe(400);
    expect((await post('~item/add', { id: task.id, items: [] })).statusCode).toBe(400);
    expect((await get('_location/suggest?key=A')).json().data.map((x: { value: string }) => x.value)).toContain('A-01');
    expect((await get('_user/suggest?key=adm')).json().data[0].value).toBe('admin');
    expect((await get('_product/suggest?key=PAL')).statusCode).toBe(200);
    expect((await get('_pack/suggest?key=')).statusCode).toBe(200);
  });
  it('tells a scanned location of the task from a SKU: a location wins over a SKU of the same number', async () => {
    // A SKU numbered like a location label (issue 26 §1): the scan must still move the count to B-01.
    const [it1] = await db.select().from(item).limit(1);
    await db.insert(productSku).values({ item: it1!.id, warehouse: fx.wh, no: 'B-01', itemName: 'Clash', unit: it1!.unit });
    const scan = async (id: number, code: string) => {
      const r = await get(`~scan?id=${id}&code=${encodeURIComponent(code)}`);
      return r.statusCode === 200 ? r.json().data : [r.statusCode, r.json().message];
    };
    const all = await addTask();
    expect(await scan(all.id, 'B-01')).toEqual({ kind: 'location', code: 'B-01' });
    expect(await scan(all.id, 'A-01')).toEqual({ kind: 'location', code: 'A-01' });
    expect(await scan(all.id, 'PAL-1200')).toEqual({ kind: 'sku', code: 'PAL-1200' });
    // C-01 is another warehouse's location: neither here.
    expect(await scan(all.id, 'C-01')).toEqual([
      400,
      `C-01 is neither a location of count task ${all.no} nor a SKU or bar code of its warehouse`,
    ]);
    // Outside the task's scope B-01 is not a place to count: the SKU of that number is meant.
    const onlyA = await addTask({ locations: [fx.locA] });
    expect(await scan(onlyA.id, 'B-01')).toEqual({ kind: 'sku', code: 'B-01' });
    expect((await get('~scan?id=999999&code=A-01')).statusCode).toBe(404);
    for (const id of [all.id, onlyA.id]) expect((await post('~cancel', { id })).statusCode).toBe(200);
  });
});
