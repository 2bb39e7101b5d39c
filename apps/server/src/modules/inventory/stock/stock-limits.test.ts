import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx } from '../../../test/http.ts';
import { freshSku, putStock } from '../../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { StockListRepository } from './stock-list-repository.ts';

// Issue 26: quantities near the int4 limit, and held (barrier) stock in the available column.
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

const LIMIT = 2_147_483_647;
const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
const snapshot = async () =>
  JSON.stringify([
    await q(sql`select id, qoh, qal, status from stock order by id`),
    await q(sql`select id, qty from stock_ledger order by id`),
  ]);
const filterSku = (sku: number) => [{ field: 'sku', operator: 'include', value: [sku] }];

let n = 0;
const newSku = () => freshSku(db, `LIM-${++n}`, fx.wh, fx.unit);

describe('a movement past the int4 limit', () => {
  it('refuses the third ~adjust of 1e9 on one row with a 409 naming the limit, changing nothing', async () => {
    const sku = await newSku();
    const [id] = await putStock(db, sku, [{ qty: 1, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'A' }]);
    for (let i = 0; i < 2; i++) {
      const ok = await post('/inventory/stock/~adjust', { id, qty: 1e9, comment: 'count' });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const before = await snapshot();
    for (const lang of ['en', 'zh']) {
      const res = await post('/inventory/stock/~adjust', { id, qty: 1e9, comment: 'count' }, lang);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().action).toBe('error');
      expect(res.json().message).toContain(String(LIMIT));
    }
    expect(await snapshot()).toBe(before);
    // Up to the limit exactly is fine.
    const fill = await post('/inventory/stock/~adjust', { id, qty: LIMIT - 2_000_000_001, comment: 'count' });
    expect(fill.statusCode, fill.body).toBe(200);
    expect(fill.json().data).toMatchObject({ qoh: LIMIT });
  });

  it('refuses it on the new-row form of ~adjust (a put onto an existing key) as well', async () => {
    const sku = await newSku();
    const body = { warehouse: fx.wh, location: fx.locB, sku, lotNo: 'BIG', qty: 1e9, comment: 'found' };
    for (let i = 0; i < 2; i++) expect((await post('/inventory/stock/~adjust', body)).statusCode).toBe(200);
    const before = await snapshot();
    const res = await post('/inventory/stock/~adjust', body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(String(LIMIT));
    expect(await snapshot()).toBe(before);
  });
});

describe('totals past the int4 limit', () => {
  let sku: number;
  beforeAll(async () => {
    sku = await newSku();
    // 4.5e9 of one SKU over three rows, 3e9 of it at A-01: every total passes 2^31.
    await putStock(db, sku, [
      { qty: 1_500_000_000, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'L1' },
      { qty: 1_500_000_000, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'L2' },
      { qty: 1_500_000_000, date: '2026-01-01T08:00:00Z', location: fx.locB, lotNo: 'L3' },
    ]);
  });

  it('the grouped stock lists answer the exact sums', async () => {
    const bySku = await post('/inventory/stock/~page/get', { group: 'sku', summary: true, filter: filterSku(sku) });
    expect(bySku.statusCode, bySku.body).toBe(200);
    expect(bySku.json().data.rows).toMatchObject([{ qoh: 4_500_000_000, qal: 0, qty: 4_500_000_000, rows: 3 }]);
    expect(bySku.json().data.summary).toMatchObject({ qoh: 4_500_000_000, qty: 4_500_000_000 });
    const byLoc = await post('/inventory/stock/~page/get', { group: 'location', filter: filterSku(sku), prop: 'qoh' });
    expect(byLoc.statusCode, byLoc.body).toBe(200);
    expect(byLoc.json().data.rows.map((r: { qoh: number }) => r.qoh)).toEqual([1_500_000_000, 3_000_000_000]);
  });

  it('the grouped export writes them', async () => {
    const res = await post('/inventory/stock/~export', { group: 'sku', filter: filterSku(sku) });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(4_500_000_000);
  });

  it('the journal answers them, on the page and in the export', async () => {
    const [{ today }] = await q<{ today: string }>(sql`select current_date::text as today`);
    const body = { start: today, end: today, filter: filterSku(sku) };
    const res = await post('/inventory/journal/~page/get', { ...body, page: 1, length: 20, summary: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toMatchObject([{ opening: 0, inbound: 4_500_000_000, closing: 4_500_000_000 }]);
    expect(res.json().data.summary).toMatchObject({ inbound: 4_500_000_000 });
    const file = await post('/inventory/journal/~export', body);
    expect(file.statusCode, file.body).toBe(200);
    expect((await readXlsx(file.rawPayload)).rows[0]).toContain(4_500_000_000);
  });
});

describe('an export whose read fails', () => {
  it('answers the JSON error shape, not a 200 and a broken file', async () => {
    const spy = vi.spyOn(StockListRepository.prototype, 'stockBatches').mockImplementation(async function* () {
      yield* [];
      throw new Error('read failed');
    });
    try {
      const res = await post('/inventory/stock/~export', { group: 'sku' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json()).toMatchObject({ action: 'error', code: 500 });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('held (barrier) stock', () => {
  it('is not available: qty 0 on held rows, in the rows, the grouped lists, their sums and the pallet list', async () => {
    const sku = await newSku();
    const [free, held] = await putStock(db, sku, [
      { qty: 10, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'F' },
      { qty: 7, date: '2026-01-01T08:00:00Z', location: fx.locB, lotNo: 'H' },
    ]);
    await db.transaction(async (tx) => {
      const { stockService } = await import('./stock-service.ts');
      await stockService.allocate(tx, free!, 2);
    });
    const hold = await post('/inventory/stock/~barrier', { ids: [held] });
    expect(hold.statusCode, hold.body).toBe(200);

    const rows = await post('/inventory/stock/~page/get', { filter: filterSku(sku), prop: 'lotNo', summary: true });
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json().data.rows.map((r: Record<string, unknown>) => [r.lotNo, r.status, r.qoh, r.qal, r.qty])).toEqual([
      ['F', 'available', 10, 2, 8],
      ['H', 'barrier', 7, 0, 0],
    ]);
    expect(rows.json().data.summary).toMatchObject({ qoh: 17, qal: 2, qty: 8 });

    const bySku = await post('/inventory/stock/~page/get', { group: 'sku', filter: filterSku(sku), summary: true });
    expect(bySku.json().data.rows).toMatchObject([{ qoh: 17, qal: 2, qty: 8 }]);
    expect(bySku.json().data.summary).toMatchObject({ qoh: 17, qty: 8 });
    const byLoc = await post('/inventory/stock/~page/get', { group: 'location', filter: filterSku(sku), summary: true });
    expect(byLoc.json().data.rows.map((r: Record<string, unknown>) => [r.locationLabel, r.qoh, r.qty])).toEqual([
      ['A-01', 10, 8],
      ['B-01', 7, 0],
    ]);
    expect(byLoc.json().data.summary).toMatchObject({ qty: 8 });
  });

  it('shows a held pallet with nothing available in stock by pallet', async () => {
    const sku = await newSku();
    const { stockService } = await import('./stock-service.ts');
    const row = await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku, qty: 6, lpn: 'HELD-P' }));
    expect((await post('/inventory/stock/~barrier', { ids: [row.id] })).statusCode).toBe(200);
    const res = await post('/inventory/mu/~page/get', {
      page: 1,
      length: 20,
      filter: [{ field: 'lpn', operator: 'eq', value: 'HELD-P' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toMatchObject([{ qoh: 6, qal: 0, qty: 0 }]);
  });
});
