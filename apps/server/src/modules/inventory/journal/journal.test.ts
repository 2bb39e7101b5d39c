import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService as svc } from '../stock/stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((x) => fn(x as unknown as Db));
/** Stock out as an order does it: allocate, then issue what was allocated. */
const ship = (id: number, qty: number, orderNo: string) =>
  tx(async (x) => {
    await svc.allocate(x, id, qty);
    return svc.issue(x, id, qty, { orderNo });
  });
const DAYS = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-05', '2026-10-07'];

/**
 * Movements over five days: each day's are made now, then dated back to that day (the ledger is
 * append-only, so the test lifts its trigger to do so). Stock still equals its ledger.
 */
async function generate() {
  const a = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 100 }, { orderNo: 'IB-1' }));
  const b = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.lidSku, qty: 40 }, { orderNo: 'IB-2' }));
  await redate(DAYS[0]!);
  await ship(a.id, 30, 'OB-1');
  await tx((x) => svc.adjust(x, b.id, -5, { comment: 'broken' }));
  await redate(DAYS[1]!);
  await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 20 }, { orderNo: 'IB-3' }));
  await ship(b.id, 10, 'OB-2');
  await redate(DAYS[2]!);
  await tx((x) => svc.scrap(x, a.id, 4, { comment: 'scrap' }));
  await redate(DAYS[3]!);
  await ship(a.id, 6, 'OB-3');
  await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.lidSku, qty: 8 }, { orderNo: 'IB-4' }));
  await redate(DAYS[4]!);
}

/** Dates the ledger rows made since the last call (those dated today) to noon of `day`. */
async function redate(day: string) {
  await db.execute(sql`alter table stock_ledger disable trigger stock_ledger_append_only`);
  await db.execute(
    sql`update stock_ledger set ledger_date = ${day}::date + interval '12 hours' where ledger_date > now() - interval '1 day'`,
  );
  await db.execute(sql`alter table stock_ledger enable trigger stock_ledger_append_only`);
}

/** The journal worked out from the ledger rows in plain code: the reference the SQL must match. */
async function expected(start: string, end: string) {
  const rows = (
    (await db.execute(
      sql`select sku_id as sku, to_char(ledger_date::date, 'YYYY-MM-DD') as day, type, qty from stock_ledger order by id`,
    )) as unknown as { rows: { sku: number; day: string; type: string; qty: number }[] }
  ).rows;
  const out = new Map<string, { opening: number; inbound: number; outbound: number; adjustment: number; closing: number }>();
  const skus = [...new Set(rows.filter((r) => r.day >= start && r.day <= end).map((r) => Number(r.sku)))];
  for (const sku of skus) {
    const mine = rows.filter((r) => Number(r.sku) === sku);
    const days = [...new Set(mine.filter((r) => r.day >= start && r.day <= end).map((r) => r.day))].sort();
    for (const day of days) {
      const opening = mine.filter((r) => r.day < day).reduce((s, r) => s + r.qty, 0);
      const that = mine.filter((r) => r.day === day);
      const sum = (f: (r: (typeof that)[number]) => boolean) => that.filter(f).reduce((s, r) => s + r.qty, 0);
      const inbound = sum((r) => r.type === 'inbound');
      const outbound = 0 - sum((r) => r.type === 'outbound');
      const adjustment = sum((r) => r.type !== 'inbound' && r.type !== 'outbound');
      out.set(`${sku}-${day}`, { opening, inbound, outbound, adjustment, closing: opening + inbound - outbound + adjustment });
    }
  }
  return out;
}

async function page(path: string, body: Record<string, unknown>, lang = 'zh') {
  return t.app.inject({
    method: 'POST',
    url: `${path}/~page/get`,
    headers: { 'x-auth-token': token, 'accept-language': lang },
    payload: { page: 1, length: 100, ...body },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  await generate();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

describe('stock journal', () => {
  it('matches the ledger, day by day: opening, in, out, adjustment, closing; one day closes as the next opens', async () => {
    // A range that starts after the first movements, so openings come from earlier days.
    const [start, end] = ['2026-10-02', '2026-10-31'];
    const res = await page('/inventory/journal', { start, end, summary: true });
    expect(res.statusCode).toBe(200);
    const { rows, summary } = res.json().data as {
      rows: Record<string, number | string>[];
      summary: Record<string, number>;
    };
    const want = await expected(start, end);
    expect(rows.length).toBe(want.size);
    for (const r of rows) {
      const { opening, inbound, outbound, adjustment, closing } = r;
      expect({ opening, inbound, outbound, adjustment, closing }, String(r.id)).toEqual(want.get(String(r.id)));
    }
    // Rows come by day, then SKU number; per SKU, a day's closing is the next row's opening.
    for (const sku of [fx.sku, fx.lidSku]) {
      const mine = rows.filter((r) => r.sku === sku);
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.opening).toBe(mine[i - 1]!.closing);
    }
    const pallet = rows.filter((r) => r.sku === fx.sku);
    expect(pallet.map((r) => r.day)).toEqual(['2026-10-02', '2026-10-03', '2026-10-05', '2026-10-07']);
    expect(pallet[0]).toMatchObject({ skuLabel: 'PAL-1200', warehouseLabel: 'Main', opening: 100, outbound: 30, closing: 70 });
    expect(pallet.at(-1)!.closing).toBe(80);
    expect(summary).toEqual({ inbound: 28, outbound: 46, adjustment: -9 });
  });

  it('shows only inbound or outbound days in those views, filters by SKU, and sorts', async () => {
    const range = { start: '2026-10-01', end: '2026-10-07' };
    const inbound = (await page('/inventory/journal', { ...range, view: 'inbound' })).json().data.rows;
    expect(inbound.every((r: { inbound: number }) => r.inbound !== 0)).toBe(true);
    expect(inbound.length).toBe(4);
    const outbound = (await page('/inventory/journal', { ...range, view: 'outbound' })).json().data.rows;
    expect(outbound.map((r: { day: string; outbound: number }) => [r.day, r.outbound])).toEqual([
      ['2026-10-02', 30],
      ['2026-10-03', 10],
      ['2026-10-07', 6],
    ]);
    const lid = (
      await page('/inventory/journal', {
        ...range,
        prop: 'day',
        order: 'desc',
        filter: [{ field: 'sku', operator: 'eq', value: fx.lidSku }],
      })
    ).json().data.rows;
    expect(lid.map((r: { day: string }) => r.day)).toEqual(['2026-10-07', '2026-10-03', '2026-10-02', '2026-10-01']);
    expect(lid[0]).toMatchObject({ opening: 25, inbound: 8, closing: 33 });
  });

  it('lists deliveries per day and SKU', async () => {
    const res = await page('/inventory/journal/delivery', { start: '2026-10-01', end: '2026-10-07', summary: true });
    expect(res.statusCode).toBe(200);
    const { rows, summary } = res.json().data;
    expect(rows.map((r: { day: string; skuLabel: string; qty: number }) => [r.day, r.skuLabel, r.qty])).toEqual([
      ['2026-10-02', 'PAL-1200', 30],
      ['2026-10-03', 'LID-1200', 10],
      ['2026-10-07', 'PAL-1200', 6],
    ]);
    expect(summary).toEqual({ qty: 46 });
  });

  it('refuses a range backwards or over a year, and a filter on a field that is not the SKU’s, naming it', async () => {
    const back = await page('/inventory/journal', { start: '2026-10-05', end: '2026-10-01' }, 'en');
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toMatch(/start may not be after the end/);
    const long = await page('/inventory/journal', { start: '2025-01-01', end: '2026-10-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('366');
    const bad = await page('/inventory/journal', {
      start: '2026-10-01',
      end: '2026-10-07',
      filter: [{ field: 'location', operator: 'eq', value: fx.locA }],
    });
    expect(bad.statusCode).toBe(400);
    const noDay = await page('/inventory/journal', { start: '2026-13-01', end: '2026-10-07' });
    expect(noDay.statusCode).toBe(400);
  });

  it('exports the journal and the deliveries as xlsx', async () => {
    for (const path of ['/inventory/journal', '/inventory/journal/delivery']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${path}/~export`,
        headers: { 'x-auth-token': token },
        payload: { start: '2026-10-01', end: '2026-10-07' },
      });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('is refused without the journal permission', async () => {
    const other = await t.userWith('nojournal', ['inventory/stock/view']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/inventory/journal/~page/get',
      headers: { 'x-auth-token': other },
      payload: { start: '2026-10-01', end: '2026-10-07' },
    });
    expect(res.statusCode).toBe(403);
  });
});
