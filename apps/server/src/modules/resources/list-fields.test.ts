import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignee, consignor, productionPlan } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { freshSku } from '../../test/outbound.ts';
import { stockFixture } from '../../test/stock.ts';

/**
 * A list filters and sorts only by the columns it has (issue 26 §13): an audit column its table
 * lacks, a pallet's id, an inherited name (`__proto__`) are each a 400 naming the field, never a 500.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const db = t.database.db;
  const fx = await stockFixture(db);
  const sku = await freshSku(db, 'PLAN-SKU', fx.wh, fx.unit);
  const [owner] = await db.insert(consignor).values({ code: 'LF-CUS', name: 'Customer' }).returning();
  const [plant] = await db.insert(consignee).values({ code: 'LF-PLT', name: 'Plant' }).returning();
  await db
    .insert(productionPlan)
    .values({ planDate: '2026-03-14', consignor: owner!.id, consignee: plant!.id, sku, qty: 5, productCode: 'P-1' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });

const RANGE = { start: '2026-01-01', end: '2026-01-31' };

/** List (and export) routes with the sorts they lack. */
const MISSING: [string, string[]][] = [
  ['/system/role/~page/get', ['createdAt', 'updatedAt']],
  ['/system/dict/~page/get', ['createdAt', 'updatedAt']],
  ['/system/user/~page/get', ['updatedAt']],
  ['/system/log/~page/get', ['updatedAt']],
  ['/system/log/~export', ['updatedAt']],
  ['/system/file/~page/get', ['updatedAt']],
  ['/system/file/~export', ['updatedAt']],
  ['/system/msg/~page/get', ['updatedAt']],
  ['/inventory/ledger/~page/get', ['createdAt', 'updatedAt']],
  ['/inventory/ledger/~export', ['createdAt', 'updatedAt']],
];

/** A page's paging; an export takes none (its body refuses `page` and `length` as unknown). */
const paged = (url: string) => (url.endsWith('~export') ? {} : { page: 1, length: 10 });

describe('sorts a list cannot do', () => {
  it.each(MISSING)('%s refuses %j with a 400 naming the field', async (url, props) => {
    for (const prop of props) {
      const res = await post(url, { ...paged(url), prop, order: 'desc' });
      expect(res.statusCode, `${prop}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ field: prop, message: `Cannot filter or sort by field ${prop}` });
    }
  });

  it('says so in the caller language, and refuses the filter too', async () => {
    const res = await post('/system/role/~page/get', { page: 1, length: 10, prop: 'createdAt' }, 'zh');
    expect(res.json().message).toBe('不能按字段 createdAt 筛选或排序');
    const filtered = await post('/system/dict/~page/get', {
      page: 1,
      length: 10,
      filter: [{ field: 'updatedAt', operator: 'include', value: ['2026-01-01', ''] }],
    });
    expect(filtered.statusCode, filtered.body).toBe(400);
    expect(filtered.json().field).toBe('updatedAt');
  });

  it('still sorts by the audit columns a list has', async () => {
    for (const [url, prop] of [
      ['/system/user/~page/get', 'createdAt'],
      ['/system/log/~page/get', 'createdAt'],
      ['/setting/warehouse/~page/get', 'updatedAt'],
      ['/inventory/stock/~page/get', 'createdAt'],
    ] as const) {
      const res = await post(url, { page: 1, length: 10, prop, order: 'desc' });
      expect(res.statusCode, `${url} ${prop}: ${res.body}`).toBe(200);
    }
  });
});

describe('grouped lists and the journal', () => {
  it.each(['/inventory/mu/~page/get', '/inventory/mu/~export', '/inbound/ib/mu/~page/get'])(
    '%s refuses a filter on the id a pallet lacks',
    async (url) => {
      const res = await post(url, { ...paged(url), filter: [{ field: 'id', operator: 'gt', value: 3 }] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe('id');
    },
  );

  it.each([
    ['/inventory/mu/~page/get', {}],
    ['/inventory/mu/~export', {}],
    ['/inbound/ib/mu/~page/get', {}],
    ['/inventory/stock/~page/get', { group: 'sku' }],
    ['/inventory/stock/~export', { group: 'location' }],
    ['/inventory/journal/~page/get', RANGE],
    ['/inventory/journal/~export', RANGE],
    ['/inventory/journal/delivery/~page/get', RANGE],
  ])('%s refuses inherited names as a sort', async (url, extra) => {
    for (const prop of ['__proto__', 'constructor', 'toString']) {
      const res = await post(url, { ...paged(url), prop, ...extra });
      expect(res.statusCode, `${prop}: ${res.body}`).toBe(400);
      expect(res.json().field).toBe(prop);
    }
  });
});

describe('suggestions by a code that is a date', () => {
  it('matches the production plan by the day as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/inventory/plan/_suggest?code=2026-03', headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: { value: string }) => s.value)).toEqual(['2026-03-14']);
    const none = await t.app.inject({ method: 'GET', url: '/inventory/plan/_suggest?code=2025', headers: auth(token) });
    expect(none.json().data).toEqual([]);
  });
});
