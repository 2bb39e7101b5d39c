import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import type { Row } from './server-resource.ts';

/**
 * Estimated counts and keyset exports (issue 12 parts 3 and 4), on 600 locations: the estimate
 * threshold is lowered to 100 rows here so a small table stands in for a large one.
 */
const N = 600;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ countEstimateRows: 100 });
  token = await t.login();
  const db = t.database.db;
  await db.execute(sql`insert into warehouse (code, name) values ('KS1', 'Keyset 1'), ('KS2', 'Keyset 2')`);
  // Few distinct aisles (ties), some null; racks null on a third; creation times share milliseconds.
  await db.execute(sql`
    insert into location (code, warehouse_id, type, aisle, rack, max_qty, created_at)
    select 'K' || lpad(g::text, 4, '0'),
           (select id from warehouse where code = case when g % 2 = 0 then 'KS1' else 'KS2' end),
           case when g % 3 = 0 then 'picking' else 'store' end,
           case when g % 7 = 0 then null else 'A' || (g % 4) end,
           case when g % 3 = 1 then null else 'R' || (g % 5) end,
           g % 50,
           timestamp '2026-01-01 00:00:00' + (g % 9) * interval '1 microsecond' + (g % 4) * interval '1 ms'
    from generate_series(1, ${N}) g`);
  await db.execute(sql`analyze location`);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const list = async (payload: object) => {
  const res = await post('/setting/location/~page/get', { page: 1, length: 20, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; countEstimated?: boolean; data: { rows: Row[]; summary?: Record<string, number> } };
};
const keysetFilter = [{ field: 'code', operator: 'include', value: 'K' }];

describe('counts above the threshold', () => {
  it('answers the estimate, marked, and leaves the totals out', async () => {
    const r = await list({ filter: keysetFilter, summary: true });
    expect(r.countEstimated).toBe(true);
    expect(r.count).toBeGreaterThan(100);
    expect(r.data.rows).toHaveLength(20);
    expect(r.data.summary).toBeUndefined();
  });

  it('counts exactly, with totals, when asked', async () => {
    const r = await list({ filter: keysetFilter, summary: true, exactCount: true });
    expect(r.countEstimated).toBeUndefined();
    expect(r.count).toBe(N);
    expect(r.data.summary?.maxQty).toBe(Array.from({ length: N }, (_, i) => (i + 1) % 50).reduce((a, b) => a + b, 0));
  });

  it('stays exact where the planner expects few rows', async () => {
    const r = await list({ filter: [{ field: 'code', operator: 'eq', value: 'K0007' }] });
    expect(r).toMatchObject({ count: 1 });
    expect(r.countEstimated).toBeUndefined();
  });

  it('knows the total from a short last page', async () => {
    const r = await list({ filter: keysetFilter, page: 2, length: 500 });
    expect(r.data.rows).toHaveLength(N - 500);
    expect(r.count).toBe(N);
    expect(r.countEstimated).toBeUndefined();
  });
});

/** The whole list as the screen pages it (OFFSET pages of 500). */
async function shownRows(prop?: string, order?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const r = await list({ filter: keysetFilter, page, length: 500, prop, order });
    rows.push(...r.data.rows);
    if (r.data.rows.length < 500) return rows;
  }
}
const ordered = async (prop?: string, order?: string) => (await shownRows(prop, order)).map((r) => r.id);

describe('keyset export batches', () => {
  const sorts: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['id', 'asc'],
    ['aisle', 'asc'],
    ['aisle', 'desc'],
    ['rack', 'desc'],
    ['warehouse', 'asc'],
    ['warehouse', 'desc'],
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['code', 'desc'],
  ];
  it.each(sorts)('reads every row once, in the list order, sorted by %s %s', async (prop, order) => {
    const repo = t.app.registry.repo('location');
    const got: unknown[] = [];
    const sizes: number[] = [];
    for await (const batch of repo.batches(t.app.db, { filter: keysetFilter, prop, order: order as 'asc' }, 37)) {
      sizes.push(batch.length);
      got.push(...batch.map((r) => r.id));
    }
    expect(got).toEqual(await ordered(prop, order));
    expect(new Set(got).size).toBe(N);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(37);
  });

  it('exports the rows of the list in its order through ~export', async () => {
    const res = await post('/setting/location/~export', { filter: keysetFilter, prop: 'aisle', order: 'desc' });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const codes: unknown[] = [];
    wb.worksheets[0]!.eachRow((row, i) => {
      if (i > 1) codes.push((row.values as unknown[])[1]);
    });
    expect(codes).toEqual((await shownRows('aisle', 'desc')).map((r) => r.code));
  });
});
