import { ENUMS } from '@wms/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { location, warehouse } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Every filter operator, checked against the same predicate computed in JavaScript over a known
 * set of rows; then injection attempts in field, operator, value, prop and order.
 */
interface Loc {
  id: number;
  code: string;
  type: string;
  aisle: string | null;
  maxQty: number | null;
  maxWeight: number | null;
  warehouse: number;
  createdAt: Date;
}

let t: TestApp;
let token: string;
let rows: Loc[] = [];
let whA = 0;
let whB = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const db = t.database.db;
  const [a, b] = await db
    .insert(warehouse)
    .values([
      { code: 'A', name: 'Alpha', dflt: true },
      { code: 'B', name: 'Beta' },
    ])
    .returning({ id: warehouse.id });
  whA = a!.id;
  whB = b!.id;
  const values = Array.from({ length: 40 }, (_, i) => ({
    code: `L-${String(i).padStart(2, '0')}${i % 7 === 0 ? '_x%' : ''}`,
    warehouse: i % 3 === 0 ? whB : whA,
    type: ENUMS.locationType[i % 4]!,
    aisle: i % 5 === 0 ? null : `A${i % 4}`,
    maxQty: i % 6 === 0 ? null : i * 10,
    maxWeight: i * 1.5,
    createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 10), 12)),
  }));
  rows = (await db.insert(location).values(values).returning()) as unknown as Loc[];
});
afterAll(() => t.close());

async function ids(filter: unknown, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/setting/location/~page/get',
    payload: { page: 1, length: 500, filter, ...extra },
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as Loc[]).map((r) => r.id).sort((x, y) => x - y);
}
const expected = (pred: (r: Loc) => boolean) =>
  rows
    .filter(pred)
    .map((r) => r.id)
    .sort((x, y) => x - y);

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('filter operators against a reference', () => {
  // Conditions are built when the test runs, after beforeAll has made the rows.
  const cases: [string, object | (() => object), (r: Loc) => boolean][] = [
    ['text eq', { field: 'code', operator: 'eq', value: 'L-05' }, (r) => r.code === 'L-05'],
    ['text ne (nulls included)', { field: 'aisle', operator: 'ne', value: 'A1' }, (r) => r.aisle !== 'A1'],
    [
      'text include, case-insensitive',
      { field: 'code', operator: 'include', value: 'l-1' },
      (r) => r.code.toLowerCase().includes('l-1'),
    ],
    [
      'text include treats % and _ literally',
      { field: 'code', operator: 'include', value: '_x%' },
      (r) => r.code.includes('_x%'),
    ],
    ['text exclude', { field: 'code', operator: 'exclude', value: '-1' }, (r) => !r.code.includes('-1')],
    ['number eq', { field: 'maxQty', operator: 'eq', value: 70 }, (r) => r.maxQty === 70],
    ['number ne', { field: 'maxQty', operator: 'ne', value: 70 }, (r) => r.maxQty !== 70],
    ['number gt', { field: 'maxQty', operator: 'gt', value: 200 }, (r) => r.maxQty !== null && r.maxQty > 200],
    ['number ge', { field: 'maxQty', operator: 'ge', value: 200 }, (r) => r.maxQty !== null && r.maxQty >= 200],
    ['number lt (decimal)', { field: 'maxWeight', operator: 'lt', value: 15 }, (r) => r.maxWeight !== null && r.maxWeight < 15],
    ['number le (decimal)', { field: 'maxWeight', operator: 'le', value: 15 }, (r) => r.maxWeight !== null && r.maxWeight <= 15],
    [
      'select include several',
      { field: 'type', operator: 'include', value: ['store', 'ship'] },
      (r) => ['store', 'ship'].includes(r.type),
    ],
    ['select exclude', { field: 'type', operator: 'exclude', value: ['store'] }, (r) => r.type !== 'store'],
    ['reference include', () => ({ field: 'warehouse', operator: 'include', value: [String(whB)] }), (r) => r.warehouse === whB],
    ['number eq as text value', { field: 'maxQty', operator: 'eq', value: '70' }, (r) => r.maxQty === 70],
  ];
  for (const [name, cond, pred] of cases) {
    it(name, async () => {
      expect(await ids([typeof cond === 'function' ? cond() : cond])).toEqual(expected(pred));
    });
  }

  it('date ranges include whole days, both ends', async () => {
    const from = rows[2]!.createdAt;
    const to = rows[4]!.createdAt;
    const pred = (r: Loc) => day(r.createdAt) >= day(from) && day(r.createdAt) <= day(to);
    expect(await ids([{ field: 'createdAt', operator: 'include', value: [day(from), day(to)] }])).toEqual(expected(pred));
    expect(await ids([{ field: 'createdAt', operator: 'exclude', value: [day(from), day(to)] }])).toEqual(
      expected((r) => !pred(r)),
    );
    expect(await ids([{ field: 'createdAt', operator: 'include', value: [day(from), ''] }])).toEqual(
      expected((r) => day(r.createdAt) >= day(from)),
    );
  });

  it('combines conditions with AND', async () => {
    const got = await ids([
      { field: 'type', operator: 'include', value: ['store', 'receive'] },
      { field: 'maxQty', operator: 'ge', value: 100 },
    ]);
    expect(got).toEqual(expected((r) => ['store', 'receive'].includes(r.type) && r.maxQty !== null && r.maxQty >= 100));
  });

  it('accepts the saved-filter map form "value|operator"', async () => {
    const got = await ids({ type: 'store,ship|include', code: 'L-1|include' });
    expect(got).toEqual(expected((r) => ['store', 'ship'].includes(r.type) && r.code.includes('L-1')));
  });

  it('runs a page statement prepared for one request again with the values of the next ones', async () => {
    // One shape (same fields, operators and list lengths), many values: each answer is its own.
    for (const [types, min] of [
      [['store', 'receive'], 100],
      [['ship', 'store'], 0],
      [['receive', 'ship'], 250],
    ] as const) {
      const got = await ids([
        { field: 'type', operator: 'include', value: types },
        { field: 'maxQty', operator: 'ge', value: min },
      ]);
      expect(got).toEqual(expected((r) => (types as readonly string[]).includes(r.type) && r.maxQty !== null && r.maxQty >= min));
    }
    // Same fields, another shape (a longer list, a date range with one end): never the statement of the first.
    expect(await ids([{ field: 'type', operator: 'include', value: ['store', 'receive', 'ship'] }])).toEqual(
      expected((r) => ['store', 'receive', 'ship'].includes(r.type)),
    );
    const from = day(rows[3]!.createdAt);
    expect(await ids([{ field: 'createdAt', operator: 'include', value: [from, ''] }])).toEqual(
      expected((r) => day(r.createdAt) >= from),
    );
    expect(await ids([{ field: 'createdAt', operator: 'include', value: ['', from] }])).toEqual(
      expected((r) => day(r.createdAt) <= from),
    );
  });

  it('pages with a stable order when the sort key ties', async () => {
    const all: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/setting/location/~page/get',
        payload: { page, length: 10, prop: 'type', order: 'asc' },
        headers: auth(token),
      });
      all.push(...res.json().data.rows.map((r: Loc) => r.id));
    }
    expect(new Set(all).size).toBe(40);
  });

  it('returns summary totals under the filter when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/setting/location/~page/get',
      payload: { filter: [{ field: 'type', operator: 'include', value: ['store'] }], summary: true },
      headers: auth(token),
    });
    const sum = rows.filter((r) => r.type === 'store').reduce((s, r) => s + (r.maxQty ?? 0), 0);
    expect(res.json().data.summary.maxQty).toBe(sum);
  });

  it('sorts a reference by its label', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/setting/location/~page/get',
      payload: { length: 500, prop: 'warehouse', order: 'desc' },
      headers: auth(token),
    });
    const labels = res.json().data.rows.map((r: { warehouseLabel: string }) => r.warehouseLabel);
    expect(labels[0]).toBe('Beta');
    expect(labels.at(-1)).toBe('Alpha');
  });
});

describe('injection attempts are refused or inert', () => {
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/setting/location/~page/get', payload, headers: auth(token) });
  const still40 = async () => expect(await ids([])).toHaveLength(40);

  it('in the field', async () => {
    for (const field of ['code; drop table location', 'code"', '1=1', '__proto__', 'constructor', 'warehouse_id']) {
      const res = await post({ filter: [{ field, operator: 'eq', value: 'x' }] });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    await still40();
  });

  it('in the operator', async () => {
    for (const operator of ["eq' or 1=1 --", 'like', 'gt', '']) {
      const res = await post({ filter: [{ field: 'code', operator, value: 'x' }] });
      expect(res.statusCode, operator).toBe(400);
    }
  });

  it('in the value', async () => {
    for (const value of ["x' or '1'='1", "'; drop table location; --", '%', '\\']) {
      const res = await post({ filter: [{ field: 'code', operator: 'eq', value }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(0);
    }
    const res = await post({ filter: [{ field: 'maxQty', operator: 'gt', value: '1 or 1=1' }] });
    expect(res.statusCode).toBe(400);
    const date = await post({ filter: [{ field: 'createdAt', operator: 'include', value: ["2026-01-01' or 1=1", ''] }] });
    expect(date.statusCode).toBe(400);
    await still40();
  });

  it('in prop and order', async () => {
    expect((await post({ prop: 'code desc; drop table location' })).statusCode).toBe(400);
    expect((await post({ prop: '(select 1)' })).statusCode).toBe(400);
    expect((await post({ prop: 'code', order: 'desc; drop table location' })).statusCode).toBe(400);
    await still40();
  });

  it("table-select narrowed to a warehouse: an order's pickers offer only its own (issue 26 §9)", async () => {
    const sel = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/setting/location/_select?pageSize=100${q}`, headers: auth(token) })).json()
        .data as { rows: Loc[]; total: number };
    const inB = rows.filter((r) => r.warehouse === whB);
    const got = await sel(`&warehouse=${whB}`);
    expect(got.total).toBe(inB.length);
    expect(got.rows.map((r) => r.code).sort()).toEqual(inB.map((r) => r.code).sort());
    expect((await sel(`&warehouse=${whA}&keyword=L-01`)).rows.map((r) => r.warehouse)).toEqual([whA]);
    expect((await sel('')).total).toBe(rows.length);
    // A resource without a warehouse ignores it: the warehouses themselves.
    const whs = await t.app.inject({ method: 'GET', url: `/setting/warehouse/_select?warehouse=${whB}`, headers: auth(token) });
    expect(whs.json().data.total).toBeGreaterThanOrEqual(2);
  });

  it('in the keyword of table-select and suggest', async () => {
    const sel = await t.app.inject({
      method: 'GET',
      url: `/setting/location/_select?keyword=${encodeURIComponent("' or 1=1 --")}`,
      headers: auth(token),
    });
    expect(sel.json().data.total).toBe(0);
    const sug = await t.app.inject({
      method: 'GET',
      url: `/setting/location/_suggest?key=${encodeURIComponent('%')}`,
      headers: auth(token),
    });
    expect(sug.json().data).toHaveLength(rows.filter((r) => r.code.includes('%')).length);
    const pct = await t.app.inject({
      method: 'GET',
      url: `/setting/location/_suggest?key=${encodeURIComponent('_x%')}`,
      headers: auth(token),
    });
    expect(pct.json().data.length).toBe(rows.filter((r) => r.code.includes('_x%')).length);
  });
});
