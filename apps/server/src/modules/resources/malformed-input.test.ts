import { ENUMS } from '@wms/contract/enums';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { location, warehouse } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Issue 8 items 4–6: every kind of malformed request that used to reach the database (and come
 * back as a 500, or delete the wrong row) is a 400 naming the field, and changes nothing.
 */
let t: TestApp;
let token: string;
let whId = 0;
let locIds: number[] = [];
const LOC_TYPE = ENUMS.locationType[0]!;

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const counts = async () => {
  const db = t.database.db;
  const [[w], [l]] = await Promise.all([db.select({ n: count() }).from(warehouse), db.select({ n: count() }).from(location)]);
  return { warehouse: w!.n, location: l!.n };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const db = t.database.db;
  const [wh] = await db.insert(warehouse).values({ code: 'MI-W', name: 'Malformed', dflt: true }).returning({ id: warehouse.id });
  whId = wh!.id;
  const rows = await db
    .insert(location)
    .values(Array.from({ length: 20 }, (_, i) => ({ code: `MI-${i + 1}`, warehouse: whId, type: LOC_TYPE })))
    .returning({ id: location.id });
  locIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

/** A 400 whose `field` is the given path and whose message is not a database text. */
function expect400(res: { statusCode: number; body: string; json(): { field?: string; message: string } }, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  if (field !== undefined) expect(body.field, res.body).toBe(field);
  expect(body.message).not.toMatch(/out of range|invalid input syntax|Invalid time value|0x00|RangeError/i);
}

describe('ids and whole numbers stay within int4', () => {
  it('refuses an id of 2^31 in a delete, and deletes nothing', async () => {
    const before = await counts();
    expect400(await post('/setting/warehouse/~delete', { ids: [2147483648] }), 'ids.0');
    expect400(await post('/setting/location/~delete', { id: 2147483648 }), 'id');
    expect400(await post('/setting/location/~update', { id: 2147483648, code: 'x' }), 'id');
    expect(await counts()).toEqual(before);
  });

  it('refuses an int column value past int4, and takes the largest one', async () => {
    const base = { code: 'MI-INT', warehouse: whId, type: LOC_TYPE };
    expect400(await post('/setting/location/~add', { ...base, maxQty: 2147483648 }), 'maxQty');
    expect400(await post('/setting/location/~add', { ...base, warehouse: 2147483648 }), 'warehouse');
    const ok = await post('/setting/location/~add', { ...base, maxQty: 2147483647 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.maxQty).toBe(2147483647);
  });

  it('refuses page numbers and sizes that are not plain integers', async () => {
    expect400(await post('/setting/location/~page/get', { page: 2147483648 }), 'page');
    expect400(await post('/setting/location/~page/get', { page: '0x10' }), 'page');
    expect400(await get('/setting/location/_select?page=1e3'), 'page');
    expect400(await get('/setting/location/_select?pageSize=%2010'), 'pageSize');
  });
});

describe('ids are JSON numbers or plain digit strings only (no coercion)', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['hex', '0x10'],
    ['padded', ' 7 '],
    ['exponent', '1e1'],
    ['empty', ''],
    ['fraction', 1.5],
    ['zero', 0],
    ['negative', '-3'],
    ['array', [1]],
  ])('refuses {"id": %s} on delete and leaves every row', async (_name, id) => {
    const before = await counts();
    expect400(await post('/setting/location/~delete', { id }), 'id');
    expect400(await post('/setting/location/~delete', { ids: [id] }), 'ids.0');
    expect(await counts()).toEqual(before);
  });

  it('still takes a digit string, as a query string or an old client sends it', async () => {
    const victim = locIds.at(-1)!;
    const res = await post('/setting/location/~delete', { id: String(victim) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(1);
    locIds.pop();
  });

  it('refuses a body with neither or both of ids and id', async () => {
    const neither = await post('/setting/location/~delete', {});
    expect400(neither, 'ids');
    expect(neither.json().message).toMatch(/required/);
    const both = await post('/setting/location/~delete', { ids: [locIds[0]], id: locIds[1] });
    expect400(both, 'ids');
    expect(both.json().message).toMatch(/more than one/);
  });
});

describe('decimals stay within their numeric column', () => {
  const base = () => ({ code: `MI-D${Math.random().toString(36).slice(2, 8)}`, warehouse: whId, type: LOC_TYPE });

  it('refuses 1e12 for a numeric(14, 3) field, and keeps the largest value it can hold', async () => {
    const before = await counts();
    expect400(await post('/setting/location/~add', { ...base(), length: 1e12 }), 'length');
    expect400(await post('/setting/location/~add', { ...base(), length: '1e3' }), 'length');
    expect400(await post('/setting/location/~add', { ...base(), length: true }), 'length');
    expect(await counts()).toEqual(before);
    const ok = await post('/setting/location/~add', { ...base(), length: 99999999999.999, width: '12.5' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ length: 99999999999.999, width: 12.5 });
  });
});

describe('NUL never reaches the database', () => {
  it('refuses NUL in a query string', async () => {
    expect400(await get('/system/dict/_get?name=%00'), 'name');
    expect400(await get('/setting/location/_select?keyword=a%00b'), 'keyword');
    expect400(await get('/setting/location/_suggest?key=%00'), 'key');
  });

  it('refuses NUL in a saved field, a filter value, a sort field and a saved filter', async () => {
    const before = await counts();
    expect400(await post('/setting/warehouse/~add', { code: 'A\u0000', name: 'n' }), 'code');
    expect400(await post('/setting/location/~page/get', { filter: [{ field: 'code', operator: 'eq', value: 'x\u0000' }] }));
    expect400(await post('/setting/location/~page/get', { filter: { code: 'x\u0000|eq' } }));
    expect400(await post('/setting/location/~page/get', { prop: 'co\u0000de' }), 'prop');
    expect400(await post('/system/filter/~save', { resource: 'location', title: 't\u0000', filter: {} }), 'title');
    expect(await counts()).toEqual(before);
  });

  it('refuses NUL in a body key and in a route whose schema has no string for it', async () => {
    expect400(await post('/system/user/_account/auth', { account: 'admin\u0000', password: 'x' }), 'account');
    expect400(await post('/setting/location/~page/get', { 'filter\u0000': 1 }));
  });
});

describe('filter values are parsed strictly against their column', () => {
  const page = (filter: unknown) => post('/setting/location/~page/get', { filter });

  it.each([
    ['a month 13', ['2024-13-45', '']],
    ['February 30', ['2024-02-30', '']],
    ['an impossible end', ['', '2023-02-29']],
    ['hour 24', ['2024-01-01 24:00', '']],
    ['year 0', ['0000-01-01', '']],
  ])('refuses a date range with %s', async (_name, value) => {
    expect400(await page([{ field: 'createdAt', operator: 'include', value }]), 'createdAt');
  });

  it('still takes real days, including 29 February of a leap year', async () => {
    const res = await page([{ field: 'createdAt', operator: 'include', value: ['2024-02-29', '2999-12-31'] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
  });

  it.each([
    ['1e308', 1e308],
    ['the string 1e308', '1e308'],
    ['2^31', 2147483648],
    ['a fraction on an int column', 1.5],
    ['hex', '0x10'],
    ['padding', ' 7 '],
    ['an empty string', ''],
  ])('refuses an id filter of %s', async (_name, value) => {
    expect400(await page([{ field: 'id', operator: 'eq', value }]), 'id');
  });

  it('refuses out-of-range numbers on int, reference and decimal columns', async () => {
    expect400(await page([{ field: 'maxQty', operator: 'gt', value: 2147483648 }]), 'maxQty');
    expect400(await page([{ field: 'warehouse', operator: 'include', value: [whId, 99999999999] }]), 'warehouse');
    expect400(await page([{ field: 'length', operator: 'lt', value: 1e20 }]), 'length');
  });

  it('answers the plain forms', async () => {
    for (const value of [locIds[0]!, String(locIds[0])]) {
      const res = await page([{ field: 'id', operator: 'eq', value }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().count).toBe(1);
    }
  });
});

describe('export validates before streaming', () => {
  it('answers a bad sort field or filter with a 400, as the list does', async () => {
    for (const body of [
      { prop: 'nope' },
      { filter: [{ field: 'nope', operator: 'eq', value: 1 }] },
      { filter: [{ field: 'createdAt', operator: 'include', value: ['2024-13-45', ''] }] },
      { filter: [{ field: 'id', operator: 'eq', value: 1e308 }] },
    ]) {
      const list = await post('/setting/location/~page/get', body);
      const res = await post('/setting/location/~export', body);
      expect(list.statusCode, list.body).toBe(400);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().field).toBe(list.json().field);
    }
  });

  it('answers a failure before the first row with an error reply, not a cut connection', async () => {
    const repo = t.app.registry.repo('location');
    const spy = vi.spyOn(repo, 'jsonBatches').mockImplementation(() => ({
      keys: ['id', 'code'],
      batches: (async function* () {
        yield* [];
        throw new Error('database went away');
      })(),
    }));
    try {
      const res = await post('/setting/location/~export', {});
      expect(res.statusCode).toBe(500);
      expect(res.json().action).toBe('error');
    } finally {
      spy.mockRestore();
    }
  });

  it('closes the download when the database fails mid-stream, and the server goes on answering', async () => {
    const repo = t.app.registry.repo('location');
    const errors: unknown[] = [];
    const spy = vi.spyOn(repo, 'jsonBatches').mockImplementation(() => ({
      keys: ['id', 'code'],
      batches: (async function* () {
        yield [JSON.stringify([1, 'first'])];
        throw new Error('database went away');
      })(),
    }));
    try {
      // Without the fix the request never settles; the race makes a hang a failure rather than a timeout.
      const res = await Promise.race([
        post('/setting/location/~export', {}).catch((e: unknown) => {
          errors.push(e);
          return undefined;
        }),
        new Promise<'hung'>((r) => setTimeout(() => r('hung'), 5000)),
      ]);
      expect(res).not.toBe('hung');
      // 500 when the failure comes before the writer thread has sent the file's first byte (then the
      // reply can still be an error), 200 and a cut download after it.
      if (res && res !== 'hung') expect([200, 500]).toContain(res.statusCode);
    } finally {
      spy.mockRestore();
    }
    expect((await post('/setting/location/~page/get', {})).statusCode).toBe(200);
  });
});
