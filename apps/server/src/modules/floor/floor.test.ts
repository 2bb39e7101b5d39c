import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { floorStat, productSku, stockLedger, sysUser } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { ScanTally, TALLY_MS } from './floor-scan-tally.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

/** An SSCC with a right check digit (GS1 General Specifications' example), as a pallet's LPN. */
const SSCC = '106141411234567897';

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  await db.update(productSku).set({ barCode: '9506000134352' }).where(eq(productSku.id, fx.lidSku));
  await db.transaction(async (tx) => {
    await stockService.receive(tx, { location: fx.locA, sku: fx.sku, lotNo: 'L1', lpn: SSCC, qty: 20 });
    await stockService.receive(tx, { location: fx.locA, sku: fx.lidSku, lotNo: 'L1', lpn: SSCC, qty: 8 });
    await stockService.receive(tx, { location: fx.locA, sku: fx.lidSku, lotNo: 'L2', qty: 30 });
  });
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const lookup = async (code: string, lang = 'en') => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/inventory/floor/~lookup?code=${encodeURIComponent(code)}`,
    headers: auth(token, lang),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    kind: string;
    code: string;
    rows: { id: number; location: string; sku: string; qoh: number }[];
    locations: unknown[];
  };
};
const move = (payload: object, key = randomUUID(), tok = token, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/inventory/floor/~move',
    payload,
    headers: { ...auth(tok, lang), 'idempotency-key': key },
  });

describe(`floor lookup and move (${DB_KIND})`, () => {
  it('names what a scan is: a location, a pallet by SSCC in any symbol, a SKU by number or GTIN, or nothing', async () => {
    const at = await lookup('A-01');
    expect([at.kind, at.rows.map((r) => [r.sku, r.qoh])]).toEqual([
      'location',
      [
        ['LID-1200', 8],
        ['LID-1200', 30],
        ['PAL-1200', 20],
      ],
    ]);
    for (const scanned of [SSCC, `]C100${SSCC}`, `(00)${SSCC}`, `https://id.gs1.org/00/${SSCC}`]) {
      const pallet = await lookup(scanned);
      expect([pallet.kind, pallet.code, pallet.rows.length], scanned).toEqual(['lpn', SSCC, 2]);
    }
    for (const scanned of ['LID-1200', '9506000134352', '09506000134352', '(01)09506000134352(10)L1']) {
      const sku = await lookup(scanned);
      expect([sku.kind, sku.rows.map((r) => r.qoh)], scanned).toEqual(['sku', [8, 30]]);
    }
    expect((await lookup('B-01')).locations).toEqual([{ id: fx.locB, code: 'B-01', warehouseId: fx.wh, warehouse: 'WH1' }]);
    expect(await lookup('NOPE-1')).toEqual({ kind: 'none', code: 'NOPE-1', rows: [], locations: [], more: false });
  });

  it('moves a pallet whole by its scanned SSCC, once however often the call is repeated', async () => {
    const key = randomUUID();
    const first = await move({ lpn: `]C100${SSCC}`, to: 'B-01' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.qty).toBe(28);
    const again = await move({ lpn: `]C100${SSCC}`, to: 'B-01' }, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const pallet = await lookup(SSCC);
    expect(pallet.rows.map((r) => [r.location, r.qoh])).toEqual([
      ['B-01', 8],
      ['B-01', 20],
    ]);
    const ledger = await db.select().from(stockLedger).where(eq(stockLedger.comment, 'floor'));
    expect(ledger).toHaveLength(4);
    const there = await move({ lpn: SSCC, to: 'B-01' });
    expect([there.statusCode, there.json().message]).toEqual([409, `Pallet ${SSCC} is already at this location`]);
  });

  it('moves part of a stock row, and refuses a location of another warehouse, an unknown pallet or too much', async () => {
    const loose = (await lookup('A-01')).rows.find((r) => r.qoh === 30)!;
    let r = await move({ stock: loose.id, qty: 12, to: 'B-01' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.rows[0]).toMatchObject({ location: 'B-01', qoh: 12 });
    r = await move({ stock: loose.id, qty: 5, to: 'C-01' });
    expect([r.statusCode, r.json()]).toEqual([
      400,
      expect.objectContaining({ field: 'to', message: 'Warehouse WH1 has no location C-01' }),
    ]);
    r = await move({ stock: loose.id, qty: 5, to: 'C-01' }, randomUUID(), token, 'zh');
    expect(r.json().message).toBe('仓库 WH1 没有库位 C-01');
    r = await move({ stock: loose.id, qty: 500, to: 'B-01' });
    expect(r.statusCode).toBe(409);
    r = await move({ lpn: 'NO-PALLET', to: 'B-01' });
    expect([r.statusCode, r.json().message]).toEqual([404, 'No stock on hand carries the pallet LPN NO-PALLET']);
    r = await move({ to: 'B-01' });
    expect(r.statusCode).toBe(400);
    r = await move({ stock: loose.id, to: 'B-01' });
    expect([r.statusCode, r.json().field]).toEqual([400, 'qty']);
  });

  it('refuses to move a pallet with allocated stock, and needs the move permission', async () => {
    const pallet = (await lookup(SSCC)).rows;
    await db.transaction((tx) => stockService.allocate(tx, pallet[0]!.id, 1));
    const r = await move({ lpn: SSCC, to: 'A-01' });
    expect([r.statusCode, r.json().message]).toEqual([
      409,
      `Cannot move pallet ${SSCC}: 1 of its 28 on hand is allocated to outbound orders; deallocate first`,
    ]);
    await db.transaction((tx) => stockService.releaseMany(tx, [{ id: pallet[0]!.id, qty: 1 }]));
    const viewer = await t.userWith('floor-viewer', ['inventory/stock/view']);
    expect((await move({ lpn: SSCC, to: 'A-01' }, randomUUID(), viewer)).statusCode).toBe(403);
  });

  it('counts each worker’s scans and refusals by day, once per key, for the worker figures', async () => {
    const worker = await t.userWith('floor-worker', ['inventory/stock/view', 'inventory/stock/move']);
    const look = (code: string) =>
      t.app.inject({ method: 'GET', url: `/inventory/floor/~lookup?code=${code}`, headers: auth(worker) });
    for (const code of ['A-01', SSCC, 'NOPE-9']) expect((await look(code)).statusCode).toBe(200);
    const key = randomUUID();
    expect((await move({ lpn: SSCC, to: 'A-01' }, key, worker)).statusCode).toBe(200);
    expect((await move({ lpn: SSCC, to: 'A-01' }, key, worker)).headers['idempotent-replayed']).toBe('true');
    expect((await move({ lpn: 'NO-PALLET', to: 'A-01' }, randomUUID(), worker)).statusCode).toBe(404);
    // A malformed call never reached a workflow: no scan of the worker's. Nor are the console's own calls.
    expect((await t.app.inject({ method: 'GET', url: '/inventory/floor/~lookup', headers: auth(worker) })).statusCode).toBe(400);
    expect((await move({ to: 'A-01' }, randomUUID(), worker)).statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/inventory/floor/~move',
      payload: { lpn: SSCC, to: 'B-01' },
      headers: auth(worker),
    });

    const r = await t.app.inject({ method: 'GET', url: '/inventory/floor/~stats', headers: auth(token) });
    expect(r.statusCode, r.body).toBe(200);
    const mine = r.json().data.find((x: { account: string }) => x.account === 'floor-worker');
    expect(mine).toMatchObject({ scans: 5, errors: 1, errorsPer1000: 200, day: new Date().toISOString().slice(0, 10) });
    expect(mine.scansPerHour).toBeGreaterThan(0);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/inventory/floor/~stats?from=2026-11-27&to=2026-11-01',
      headers: auth(token),
    });
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'from']);
    expect((await t.app.inject({ method: 'GET', url: '/inventory/floor/~stats', headers: auth(worker) })).statusCode).toBe(403);
  });

  it('writes a burst of counted scans in one statement, by itself within a second or when figures are read', async () => {
    await t.userWith('floor-burst', ['inventory/stock/view']);
    const id = (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'floor-burst')))[0]!.id;
    const kept = async () => (await db.select().from(floorStat).where(eq(floorStat.userId, id)))[0];
    const tally = new ScanTally(db, (err) => {
      throw err;
    });
    for (let i = 0; i < 50; i++) tally.add(id, i % 10 === 0);
    expect(await kept()).toBeUndefined();
    await vi.waitFor(async () => expect(await kept()).toMatchObject({ scans: 50, errors: 5 }), { timeout: 3 * TALLY_MS });
    tally.add(id, false);
    // The figures add what this process counted and has not yet written.
    t.app.floorScans.add(id, true);
    const r = await t.app.inject({ method: 'GET', url: '/inventory/floor/~stats', headers: auth(token) });
    expect(r.json().data.find((x: { account: string }) => x.account === 'floor-burst')).toMatchObject({ scans: 51, errors: 6 });
    await tally.flush();
    expect(await kept()).toMatchObject({ scans: 52, errors: 6 });
  });
});
