import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { freshSku, putStock } from '../../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';

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
// Ledger = balance after every test, refused or not.
afterEach(() => assertNoDrift(db));

const P = '/inventory/stock';
const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(tok, lang) });
const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: auth(tok) });

const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
const row = async (id: number) =>
  (await q<{ qoh: number; qal: number; status: string }>(sql`select qoh, qal, status from stock where id = ${id}`))[0]!;
const ledgerOf = (id: number) =>
  q<{ type: string; qty: number; comment: string | null; user_name: string | null }>(
    sql`select type, qty, comment, user_name from stock_ledger where stock_id = ${id} order by id`,
  );
/** stock and ledger as they are: a refusal must leave both unchanged. */
const snapshot = async () =>
  JSON.stringify([
    await q(sql`select id, qoh, qal, status, lpn from stock order by id`),
    await q(sql`select count(*)::int as n from stock_ledger`),
  ]);
async function refused(res: Awaited<ReturnType<typeof post>>, before: string, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().action).toBe('error');
  expect(await snapshot()).toBe(before);
  return res.json() as { message: string; field?: string };
}

let n = 0;
/** A SKU of its own with one stock row of `qty` at A-01. */
async function fresh(qty: number) {
  n++;
  const sku = await freshSku(db, `SA-${n}`, fx.wh, fx.unit);
  const [id] = await putStock(db, sku, [{ qty, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: `L${n}` }]);
  return { sku, id: id! };
}

/** Allocates `qty` of a SKU through an outbound order (the real allocation), returning the order. */
async function allocateOrder(sku: number, qty: number) {
  n++;
  const add = await t.app.inject({
    method: 'POST',
    url: '/outbound/ob/order/~add',
    headers: auth(token),
    payload: { no: `OB-SA${n}`, extRef: 'R', extDocNo: 'D', warehouse: fx.wh, postingDate: '2026-11-22', items: [{ sku, qty }] },
  });
  expect(add.statusCode, add.body).toBe(200);
  const order = add.json().data as { id: number; no: string };
  const res = await t.app.inject({
    method: 'POST',
    url: '/outbound/ob/order/~allocate?strategy=fifo&shortage=error',
    headers: auth(token),
    payload: { ids: [order.id] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

describe('adjust', () => {
  it('adds and takes with a reason, one adjustment ledger row each, booked to the user', async () => {
    const s = await fresh(10);
    const up = await post('~adjust', { id: s.id, qty: 5, comment: 'found in count' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ id: s.id, qoh: 15 });
    expect((await post('~adjust', { id: s.id, qty: -12, comment: 'damaged' })).statusCode).toBe(200);
    expect(await row(s.id)).toMatchObject({ qoh: 3, qal: 0 });
    expect((await ledgerOf(s.id)).slice(1)).toEqual([
      { type: 'adjustment', qty: 5, comment: 'found in count', user_name: '管理员' },
      { type: 'adjustment', qty: -12, comment: 'damaged', user_name: '管理员' },
    ]);
  });

  it('never takes below what is allocated (qoh − |qty| ≥ qal), in either language', async () => {
    const s = await fresh(10);
    await allocateOrder(s.sku, 6);
    expect(await row(s.id)).toMatchObject({ qoh: 10, qal: 6 });
    const before = await snapshot();
    const en = await refused(await post('~adjust', { id: s.id, qty: -5, comment: 'x' }), before, 409);
    expect(en.message).toBe(`Cannot take 5: SA-${n - 1} at A-01 has 10 on hand, of which 6 is allocated`);
    const zh = await refused(await post('~adjust', { id: s.id, qty: -5, comment: 'x' }, 'zh-CN'), before, 409);
    expect(zh.message).toContain('已分配');
    expect((await post('~adjust', { id: s.id, qty: -4, comment: 'ok' })).statusCode).toBe(200);
    expect(await row(s.id)).toMatchObject({ qoh: 6, qal: 6 });
  });

  it('puts stock into a new row named by warehouse, location, SKU and lot', async () => {
    const res = await post('~adjust', {
      warehouse: fx.wh,
      location: fx.locB,
      sku: fx.lidSku,
      lotNo: 'NEW-1',
      qty: 7,
      comment: 'found',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(await row(id)).toMatchObject({ qoh: 7, qal: 0, status: 'available' });
    expect(await ledgerOf(id)).toEqual([{ type: 'adjustment', qty: 7, comment: 'found', user_name: '管理员' }]);
  });

  it('refuses, naming the field: qty missing, zero or not whole, no reason, a minus for a new row, a location of another warehouse', async () => {
    const s = await fresh(4);
    const before = await snapshot();
    const cases: [object, string, number][] = [
      [{ id: s.id, comment: 'x' }, 'qty', 400],
      [{ id: s.id, qty: 0, comment: 'x' }, 'qty', 400],
      [{ id: s.id, qty: 1.5, comment: 'x' }, 'qty', 400],
      [{ id: s.id, qty: 1, comment: '  ' }, 'comment', 400],
      [{ id: s.id, qty: 1 }, 'comment', 400],
      [{ warehouse: fx.wh, location: fx.locA, sku: fx.sku, qty: -1, comment: 'x' }, 'qty', 400],
      [{ warehouse: fx.wh, sku: fx.sku, qty: 1, comment: 'x' }, 'location', 400],
      [{ warehouse: fx.wh2, location: fx.locA, sku: fx.sku, qty: 1, comment: 'x' }, 'location', 400],
    ];
    for (const [body, field, status] of cases) {
      const r = await refused(await post('~adjust', body), before, status);
      expect(r.field, JSON.stringify(body)).toBe(field);
    }
    const zero = await refused(await post('~adjust', { id: s.id, qty: 0, comment: 'x' }, 'zh-CN'), before, 400);
    expect(zero.message).toBe('数量 不能为 0');
    const wrongWh = await refused(
      await post('~adjust', { warehouse: fx.wh2, location: fx.locA, sku: fx.sku, qty: 1, comment: 'x' }),
      before,
      400,
    );
    expect(wrongWh.message).toBe('Location A-01 is not in warehouse WH2');
    const short = await refused(await post('~adjust', { id: s.id, qty: -5, comment: 'x' }), before, 409);
    expect(short.message).toContain('Not enough stock');
    await refused(await post('~adjust', { id: 999_999, qty: 1, comment: 'x' }), before, 404);
  });
});

describe('barrier', () => {
  it('holds a row (on hand, never allocated) and releases it again', async () => {
    const s = await fresh(10);
    const res = await post('~barrier', { ids: [s.id] });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json().data.rows[0] as { id: number; qoh: number; status: string };
    expect(held).toMatchObject({ qoh: 10, status: 'barrier' });
    expect(await row(s.id)).toMatchObject({ qoh: 0 });
    // Allocation skips the held stock: the order finds nothing to take.
    const add = await t.app.inject({
      method: 'POST',
      url: '/outbound/ob/order/~add',
      headers: auth(token),
      payload: {
        no: `OB-HELD${n}`,
        extRef: 'R',
        extDocNo: 'D',
        warehouse: fx.wh,
        postingDate: '2026-11-22',
        items: [{ sku: s.sku, qty: 1 }],
      },
    });
    const alloc = await t.app.inject({
      method: 'POST',
      url: '/outbound/ob/order/~allocate?strategy=fifo&shortage=error',
      headers: auth(token),
      payload: { ids: [add.json().data.id] },
    });
    expect(alloc.statusCode).toBe(409);
    expect(await row(held.id)).toMatchObject({ qoh: 10, qal: 0, status: 'barrier' });
    const free = await post('~barrier', { ids: [held.id], release: true });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data.rows[0]).toMatchObject({ id: s.id, qoh: 10, status: 'available' });
    expect((await ledgerOf(s.id)).map((l) => [l.type, l.qty])).toEqual([
      ['inbound', 10],
      ['transfer', -10],
      ['transfer', 10],
    ]);
  });

  it('holds only the unallocated part; refuses an allocated-only row, a held row twice, releasing a free row', async () => {
    const s = await fresh(10);
    await allocateOrder(s.sku, 10);
    const before = await snapshot();
    const none = await refused(await post('~barrier', { ids: [s.id] }), before, 409);
    expect(none.message).toContain('allocated stock cannot be put under barrier');
    const notHeld = await refused(await post('~barrier', { ids: [s.id], release: true }, 'zh-CN'), before, 409);
    expect(notHeld.message).toContain('未冻结');
    const other = await fresh(5);
    const twin = (await post('~barrier', { ids: [other.id] })).json().data.rows[0].id as number;
    const before2 = await snapshot();
    await refused(await post('~barrier', { ids: [twin] }), before2, 409);
    // All or nothing: a good row with a bad one changes neither.
    const third = await fresh(3);
    const before3 = await snapshot();
    await refused(await post('~barrier', { ids: [third.id, s.id] }), before3, 409);
    await refused(await post('~barrier', { ids: [third.id, 999_999] }), before3, 404);
    const empty = await refused(await post('~barrier', { ids: [] }), before3, 400);
    expect(empty.field).toBe('ids');
  });
});

describe('scrap and restore', () => {
  it('scraps unallocated stock and restores at most what was scrapped from that row', async () => {
    const s = await fresh(10);
    const scrap = await post('~scrap', { id: s.id, qty: 4, comment: 'broken' });
    expect(scrap.statusCode, scrap.body).toBe(200);
    expect(scrap.json().data).toMatchObject({ qoh: 6 });
    const before = await snapshot();
    const over = await refused(await post('~restore', { id: s.id, qty: 5 }), before, 409);
    expect(over.message).toBe('Cannot restore 5: only 4 was scrapped from this stock');
    // Another row's scrap does not count for this one.
    const other = await fresh(3);
    await refused(await post('~restore', { id: other.id, qty: 1 }), await snapshot(), 409);
    expect((await post('~restore', { id: s.id, qty: 3, comment: 'repaired' })).statusCode).toBe(200);
    expect((await post('~restore', { id: s.id, qty: 1 })).statusCode).toBe(200);
    expect(await row(s.id)).toMatchObject({ qoh: 10 });
    expect((await ledgerOf(s.id)).map((l) => [l.type, l.qty, l.comment])).toEqual([
      ['inbound', 10, null],
      ['scrap', -4, 'broken'],
      ['restore', 3, 'repaired'],
      ['restore', 1, null],
    ]);
  });

  it('lists rows with scrapped stock to restore, a row scrapped whole included (issue 26 item 10)', async () => {
    const whole = await fresh(5);
    const part = await fresh(6);
    const untouched = await fresh(2);
    expect((await post('~scrap', { id: whole.id, qty: 5, comment: 'crushed' })).statusCode).toBe(200);
    expect((await post('~scrap', { id: part.id, qty: 2, comment: 'wet' })).statusCode).toBe(200);
    const page = (scrapped?: boolean) =>
      post('~page/get', {
        page: 1,
        length: 50,
        ...(scrapped ? { scrapped } : {}),
        filter: [{ field: 'sku', operator: 'include', value: [whole.sku, part.sku, untouched.sku] }],
      });
    // The stock list keeps to what is on hand: the row scrapped whole is not there.
    const listed = await page();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .data.rows.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([part.id, untouched.id].sort());
    const res = await page(true);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { id: number; qoh: number; scrapped: number }[];
    expect(rows.map((r) => [r.id, r.qoh, r.scrapped]).sort()).toEqual(
      [
        [whole.id, 0, 5],
        [part.id, 4, 2],
      ].sort(),
    );
    // Restored in full, it leaves the list.
    expect((await post('~restore', { id: whole.id, qty: 5 })).statusCode).toBe(200);
    const after = (await page(true)).json().data.rows as { id: number }[];
    expect(after.map((r) => r.id)).toEqual([part.id]);
  });

  it('refuses a scrap of allocated stock, beyond on hand, without a reason or quantity', async () => {
    const s = await fresh(10);
    await allocateOrder(s.sku, 8);
    const before = await snapshot();
    const alloc = await refused(await post('~scrap', { id: s.id, qty: 3, comment: 'x' }), before, 409);
    expect(alloc.message).toContain('of which 8 is allocated');
    await refused(await post('~scrap', { id: s.id, qty: 11, comment: 'x' }), before, 409);
    expect((await refused(await post('~scrap', { id: s.id, qty: 1 }), before, 400)).field).toBe('comment');
    const noQty = await refused(await post('~scrap', { id: s.id, comment: 'x' }, 'zh-CN'), before, 400);
    expect(noQty.field).toBe('qty');
    expect(noQty.message).toContain('数量');
    await refused(await post('~scrap', { id: 999_999, qty: 1, comment: 'x' }), before, 404);
  });
});

describe('allocation lookup', () => {
  it('lists the outbound orders holding a stock row, and nothing for a free row', async () => {
    const s = await fresh(10);
    const o1 = await allocateOrder(s.sku, 3);
    const o2 = await allocateOrder(s.sku, 4);
    const res = await get(`~allocation/get?id=${s.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((a: { orderNo: string; qty: number; lineNo: number }) => [a.orderNo, a.lineNo, a.qty])).toEqual([
      [o1.no, 1, 3],
      [o2.no, 1, 4],
    ]);
    expect(res.json().data[0]).toMatchObject({ order: o1.id, status: 80 });
    const free = await fresh(1);
    expect((await get(`~allocation/get?id=${free.id}`)).json().data).toEqual([]);
    expect((await get('~allocation/get?id=999999')).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('needs inventory/stock/adjust, barrier and scrap; a viewer is refused and nothing changes', async () => {
    const s = await fresh(5);
    const viewer = await t.userWith('stockViewer', ['inventory/stock/view']);
    const before = await snapshot();
    for (const [url, body] of [
      ['~adjust', { id: s.id, qty: 1, comment: 'x' }],
      ['~barrier', { ids: [s.id] }],
      ['~scrap', { id: s.id, qty: 1, comment: 'x' }],
      ['~restore', { id: s.id, qty: 1 }],
    ] as const) {
      await refused(await post(url, body, 'en', viewer), before, 403);
    }
    expect((await get(`~allocation/get?id=${s.id}`, viewer)).statusCode).toBe(200);
    const adjuster = await t.userWith('adjuster', ['inventory/stock/adjust']);
    expect((await post('~adjust', { id: s.id, qty: 1, comment: 'x' }, 'en', adjuster)).statusCode).toBe(200);
    expect((await post('~scrap', { id: s.id, qty: 1, comment: 'x' }, 'en', adjuster)).statusCode).toBe(403);
  });
});
