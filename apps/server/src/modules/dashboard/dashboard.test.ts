import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { consignee, consignor, item, productionPlan } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { freshSku, putStock } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { dashboardRepository } from './dashboard-repository.ts';
import { addDays } from './dashboard-routes.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
let today: string;
let plant: number;
let sku: number;

const get = (url: string, tok = token) => t.app.inject({ method: 'GET', url, headers: auth(tok, 'en') });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token, 'en') });
const data = async (url: string, tok = token) => {
  const res = await get(url, tok);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** Today: 40 received, and an order for the plant of 12, allocated and stocked out. */
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  today = await dashboardRepository.currentDate(db);
  const [owner] = await db.insert(consignor).values({ code: 'CUS-1', name: 'Acme Motors' }).returning();
  const [site] = await db.insert(consignee).values({ code: 'PLT-1', name: 'Plant North' }).returning();
  plant = site!.id;
  sku = await freshSku(db, 'BOX-40', fx.wh, fx.unit);
  await db.execute(sql`update ${item} set consignor_id = ${owner!.id} where code = 'BOX-40'`);
  await putStock(db, sku, [{ qty: 40, date: `${today}T08:00:00Z`, location: fx.locA, lotNo: 'L1' }]);
  const add = await post('/outbound/ob/order/~add', {
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    consignee: plant,
    postingDate: today,
    items: [{ sku, qty: 12 }],
  });
  expect(add.statusCode, add.body).toBe(200);
  const id = add.json().data.id;
  expect((await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [id] })).statusCode).toBe(200);
  expect((await post('/outbound/ob/order/~stock', { ids: [id] })).statusCode).toBe(200);
  await db.insert(productionPlan).values([
    { planDate: today, consignor: owner!.id, consignee: plant, sku, qty: 15 },
    { planDate: addDays(today, 2), consignor: owner!.id, consignee: plant, sku, qty: 9 },
  ]);
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

describe('dashboards', () => {
  it('daily and monthly: today’s inbound and outbound, every day of the range present', async () => {
    const daily = await data('/inventory/dash/daily?days=7');
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toEqual({ day: today, inbound: 40, outbound: 12 });
    expect(daily[0].day).toBe(addDays(today, -6));
    const monthly = await data('/inventory/dash/monthly?months=3');
    expect(monthly).toHaveLength(3);
    expect(monthly.at(-1)).toEqual({ month: today.slice(0, 7), inbound: 40, outbound: 12 });
  });

  it('customers: stock per consignor of the item; delivery: per consignee; plan: planned against delivered', async () => {
    const customers = await data('/inventory/dash/customers');
    expect(customers.find((c: { name: string }) => c.name === 'Acme Motors')).toEqual({
      id: expect.any(Number),
      name: 'Acme Motors',
      qoh: 28,
      qal: 0,
      skus: 1,
    });
    expect(await data('/inventory/dash/delivery')).toEqual({ top: [{ id: plant, name: 'Plant North', qty: 12 }], rest: 0 });
    const plan = await data('/inventory/dash/plan?before=1&after=2');
    expect(plan).toEqual([
      { day: addDays(today, -1), planned: 0, delivered: 0 },
      { day: today, planned: 15, delivered: 12 },
      { day: addDays(today, 1), planned: 0, delivered: 0 },
      { day: addDays(today, 2), planned: 9, delivered: 0 },
    ]);
  });

  it('rolls up ended days once, and reads them from the roll-up afterwards', async () => {
    // Movements of a past day no earlier call rolled up: made now, then dated back (the ledger is
    // append-only and dated by the clock, so this cannot happen outside a test; the test lifts the guard).
    const [old] = await putStock(db, sku, [{ qty: 5, date: '2026-01-01T00:00:00Z', location: fx.locB, lotNo: 'OLD' }]);
    const back = addDays(today, -200);
    await db.execute(sql`alter table stock_ledger disable trigger stock_ledger_append_only`);
    await db.execute(sql`update stock_ledger set ledger_date = ${back}::date + interval '9 hours' where stock_id = ${old!}`);
    await db.execute(sql`alter table stock_ledger enable trigger stock_ledger_append_only`);
    const daily = await data('/inventory/dash/daily?days=210');
    expect(daily.find((d: { day: string }) => d.day === back)).toEqual({ day: back, inbound: 5, outbound: 0 });
    const rolled = (await db.execute(
      sql`select qty from ledger_rollup where day = ${back}::date and type = 'inbound'`,
    )) as unknown as {
      rows: { qty: number }[];
    };
    expect(rolled.rows.map((r) => Number(r.qty))).toEqual([5]);
    const days = (await db.execute(sql`select count(*)::int as n from ledger_rollup_day`)) as unknown as {
      rows: { n: number }[];
    };
    // 210 days asked, the last two read live.
    expect(Number(days.rows[0]!.n)).toBeGreaterThanOrEqual(208);
  });

  it('home summary: today’s movements, open orders, tasks and stock by pack type, each only with its permission', async () => {
    const all = await data('/dashboard/summary');
    expect(all.today).toMatchObject({ inbound: { qty: 40 }, outbound: { qty: -12, moves: 1 } });
    expect(all.outboundOrders).toEqual([{ status: 120, count: 1 }]);
    expect(all.stockByPackType.reduce((s: number, r: { qoh: number }) => s + r.qoh, 0)).toBeGreaterThanOrEqual(28);
    const viewer = await t.userWith('dashviewer', ['inbound/ibOrder/view']);
    const some = await data('/dashboard/summary', viewer);
    expect(some).toEqual({
      today: null,
      inboundOrders: [],
      outboundOrders: null,
      tasks: null,
      stockByPackType: null,
      containers: null,
    });
    expect((await get('/inventory/dash/daily', viewer)).statusCode).toBe(403);
  });

  it('refuses bad ranges, naming the parameter', async () => {
    const res = await get('/inventory/dash/daily?days=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('days');
    expect((await get('/inventory/dash/monthly?months=40')).statusCode).toBe(400);
  });
});
