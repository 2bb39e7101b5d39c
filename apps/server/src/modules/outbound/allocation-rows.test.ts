import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku, putStock } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

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

const P = '/outbound/ob/order';
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${P}/${url}`, payload, headers: auth(token, 'en') });
const get = (url: string) => t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: auth(token, 'en') });

describe('GET ~allocation/get (the detail screen: which stock rows hold each line)', () => {
  it('lists each line and stock row with location, lot, LPN and qty; empty again after deallocation', async () => {
    const sku = await freshSku(db, 'OBR-1', fx.wh, fx.unit);
    const [old, young] = await putStock(db, sku, [
      { qty: 4, date: '2026-01-01T08:00:00Z', location: fx.locB, lotNo: 'R1' },
      { qty: 10, date: '2026-02-01T08:00:00Z', location: fx.locA, lotNo: 'R2' },
    ]);
    const add = await post('~add', {
      no: 'OB-R1',
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [
        { sku, qty: 6 },
        { sku, qty: 1 },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data.id as number;
    const [l1, l2] = add.json().data.items as { id: number }[];

    expect((await get(`~allocation/get?id=${id}`)).json().data).toEqual([]);
    const alloc = await post('~allocate?strategy=fifo&shortage=error', { ids: [id] });
    expect(alloc.statusCode, alloc.body).toBe(200);

    const res = await get(`~allocation/get?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    // fifo: line 1 takes the old row (4, B-01) and 2 of the young one; line 2 the next 1 of the young one.
    expect(rows.map((r) => [r.line, r.lineNo, r.stock, r.locationLabel, r.lotNo, r.qty])).toEqual([
      [l1!.id, 1, young, 'A-01', 'R2', 2],
      [l1!.id, 1, old, 'B-01', 'R1', 4],
      [l2!.id, 2, young, 'A-01', 'R2', 1],
    ]);
    expect(rows[0]).toMatchObject({ skuLabel: 'OBR-1', lpn: null, shipBoxLbl: null, inboundDate: '2026-02-01T08:00:00.000Z' });

    expect((await post('~deallocate', { ids: [id] })).statusCode).toBe(200);
    expect((await get(`~allocation/get?id=${id}`)).json().data).toEqual([]);
    await assertNoDrift(db);
    expect(await allocationDrift(db)).toEqual([]);
  });

  it('is a 404 for an unknown order and a 400 for a bad id', async () => {
    expect((await get('~allocation/get?id=999999')).statusCode).toBe(404);
    expect((await get('~allocation/get?id=abc')).statusCode).toBe(400);
  });
});
