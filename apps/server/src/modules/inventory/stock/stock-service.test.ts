import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { productSku, stock, stockLedger } from '../../../db/schema/index.ts';
import { msg } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/errors.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockRepository } from './stock-repository.ts';
import { apply, type MovementKind, refusal } from './stock-rules.ts';
import { stockService as svc } from './stock-service.ts';

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

const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((x) => fn(x as unknown as Db));
const ledgerOf = (id: number) => db.select().from(stockLedger).where(eq(stockLedger.stock, id)).orderBy(stockLedger.id);
const row = async (id: number) => (await db.select().from(stock).where(eq(stock.id, id)))[0]!;

/** The database's own error for a statement that must fail (drizzle wraps it as the cause). */
async function dbError(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x as Error & { cause?: { message?: string; constraint?: string } },
  );
  if (!e) throw new Error('the statement succeeded');
  return `${e.cause?.constraint ?? ''} ${e.cause?.message ?? e.message}`;
}

/** The refusal of a movement: its message key and HTTP status. */
async function refused(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return { key: (e as AppError).key, status: (e as AppError).statusCode, params: (e as AppError).params };
}

describe('stock service', () => {
  it('receives into a location: one row per key, qoh summed, one ledger row per receipt, SKU copied', async () => {
    const a = await tx((x) =>
      svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 30, lotNo: 'L1' }, { orderNo: 'IB-1', orderLine: 7 }),
    );
    const b = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 12, lotNo: ' L1 ' }, { orderNo: 'IB-2' }));
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({
      qoh: 42,
      qal: 0,
      qty: 42,
      box: 5,
      itemName: 'Pallet 1200',
      snp: 10,
      packType: 'pallet',
      warehouse: fx.wh,
    });
    // NULL key parts are equal: a second receipt without lot/LPN adds to the same row.
    const c1 = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 1 }));
    const c2 = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 2, lpn: '' }));
    expect(c2.id).toBe(c1.id);
    expect(c2.qoh).toBe(3);
    const ledger = await ledgerOf(a.id);
    expect(ledger.map((l) => [l.type, l.qty, l.orderNo, l.itemCode, l.lotNo])).toEqual([
      ['inbound', 30, 'IB-1', 'PAL-1200', 'L1'],
      ['inbound', 12, 'IB-2', 'PAL-1200', 'L1'],
    ]);
    expect(ledger[0]!.orderLine).toBe(7);
  });

  it('puts many lines away in one call: rows summed per key, a ledger row per line, all or nothing', async () => {
    const lines = [
      { location: fx.locA, sku: fx.sku, qty: 4, lotNo: 'MANY', booking: { orderLine: 1 } },
      { location: fx.locB, sku: fx.lidSku, qty: 2, lotNo: 'MANY', booking: { orderLine: 2 } },
      { location: fx.locA, sku: fx.sku, qty: 6, lotNo: 'MANY', booking: { orderLine: 3 } },
    ];
    const rows = await tx((x) => svc.receiveMany(x, lines, { orderNo: 'IB-MANY', user: { id: 1, name: 'admin' } }));
    expect(rows.map((r) => r.id)).toEqual([rows[0]!.id, rows[1]!.id, rows[0]!.id]);
    expect([rows[0]!.qoh, rows[1]!.qoh]).toEqual([10, 2]);
    expect((await ledgerOf(rows[0]!.id)).map((l) => [l.qty, l.orderNo, l.orderLine, l.userName])).toEqual([
      [4, 'IB-MANY', 1, 'admin'],
      [6, 'IB-MANY', 3, 'admin'],
    ]);
    const bad = [...lines, { location: fx.locC, sku: fx.sku, qty: 1, lotNo: 'MANY' }];
    expect((await refused(tx((x) => svc.receiveMany(x, bad)))).key).toBe('stock.skuWarehouse');
    expect((await row(rows[0]!.id)).qoh).toBe(10);
  });

  it('refuses a SKU of another warehouse, a bad quantity, an unknown location', async () => {
    expect((await refused(tx((x) => svc.receive(x, { location: fx.locC, sku: fx.sku, qty: 1 })))).key).toBe('stock.skuWarehouse');
    expect((await refused(tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 0 })))).status).toBe(400);
    expect((await refused(tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 1.5 })))).key).toBe('stock.badQty');
    expect((await refused(tx((x) => svc.receive(x, { location: 999_999, sku: fx.sku, qty: 1 })))).key).toBe('ref.missing');
  });

  it('moves available stock between locations and warehouses, refusing what is allocated', async () => {
    const src = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.lidSku, qty: 10, lpn: 'P1' }));
    await tx((x) => svc.allocate(x, src.id, 4));
    const { from, to } = await tx((x) => svc.move(x, src.id, 5, { location: fx.locB }, { orderNo: 'TF-1' }));
    expect([from.qoh, from.qal, to.qoh, to.location, to.lpn]).toEqual([5, 4, 5, fx.locB, 'P1']);
    expect(to.inboundDate.getTime()).toBe(src.inboundDate.getTime());
    const r = await refused(tx((x) => svc.move(x, src.id, 2, { location: fx.locB })));
    expect(r).toMatchObject({
      key: 'stock.belowAllocated',
      status: 409,
      params: { allocated: 4, onHand: 5, sku: 'LID-1200', location: 'A-01' },
    });
    expect((await row(src.id)).qoh).toBe(5);
    // The lid has no SKU in the second warehouse: the move says so and changes nothing.
    expect((await refused(tx((x) => svc.move(x, to.id, 1, { location: fx.locC })))).key).toBe('stock.noSkuInWarehouse');
    const pal = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 8 }));
    const moved = await tx((x) => svc.move(x, pal.id, 8, { location: fx.locC }));
    expect([moved.to.warehouse, moved.to.sku, moved.from.qoh]).toEqual([fx.wh2, fx.sku2, 0]);
    expect((await ledgerOf(moved.to.id)).map((l) => [l.type, l.qty])).toEqual([['transfer', 8]]);
    expect((await refused(tx((x) => svc.move(x, to.id, 1, {})))).key).toBe('stock.sameRow');
  });

  it('allocates never beyond available, releases, issues allocated stock with an outbound row', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 5, lotNo: 'ALLOC' }));
    await tx((x) => svc.allocate(x, s.id, 3));
    const short = await refused(tx((x) => svc.allocate(x, s.id, 3)));
    expect(short).toMatchObject({ key: 'stock.short', status: 409, params: { available: 2, qty: 3 } });
    expect(msg('en', short.key, short.params)).toBe('Not enough stock: PAL-1200 at A-01 has 2 available, 3 needed');
    expect(msg('zh', short.key, short.params)).toBe('库存不足：PAL-1200 在库位 A-01 可用 2，需要 3');
    expect(await tx((x) => svc.allocateUpTo(x, s.id, 10))).toBe(2);
    expect(await tx((x) => svc.allocateUpTo(x, s.id, 1))).toBe(0);
    expect((await refused(tx((x) => svc.release(x, s.id, 6)))).key).toBe('stock.overRelease');
    await tx((x) => svc.release(x, s.id, 1));
    expect((await refused(tx((x) => svc.issue(x, s.id, 5)))).key).toBe('stock.overIssue');
    const after = await tx((x) => svc.issue(x, s.id, 4, { orderNo: 'OB-1' }));
    expect([after.qoh, after.qal, after.qty]).toEqual([1, 0, 1]);
    expect((await ledgerOf(s.id)).at(-1)).toMatchObject({ type: 'outbound', qty: -4, orderNo: 'OB-1' });
  });

  it('allocates and releases many rows at once, all or nothing', async () => {
    const a = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 5, lotNo: 'MANY-A' }));
    const b = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 4, lotNo: 'MANY-B' }));
    await tx((x) =>
      svc.allocateMany(x, [
        { id: b.id, qty: 1 },
        { id: a.id, qty: 2 },
        { id: b.id, qty: 2 },
      ]),
    );
    expect([(await row(a.id)).qal, (await row(b.id)).qal]).toEqual([2, 3]);
    // b has 1 left: the whole call is refused, a keeps its 2.
    const short = await refused(
      tx((x) =>
        svc.allocateMany(x, [
          { id: a.id, qty: 3 },
          { id: b.id, qty: 2 },
        ]),
      ),
    );
    expect(short).toMatchObject({ key: 'stock.short', status: 409, params: { available: 1, qty: 2 } });
    expect([(await row(a.id)).qal, (await row(b.id)).qal]).toEqual([2, 3]);
    expect((await refused(tx((x) => svc.releaseMany(x, [{ id: a.id, qty: 3 }])))).key).toBe('stock.overRelease');
    await tx((x) =>
      svc.releaseMany(x, [
        { id: a.id, qty: 2 },
        { id: b.id, qty: 3 },
      ]),
    );
    expect([(await row(a.id)).qal, (await row(b.id)).qal]).toEqual([0, 0]);
    const held = (await tx((x) => svc.setStatus(x, a.id, 'barrier', 1))).to;
    expect((await refused(tx((x) => svc.allocateMany(x, [{ id: held.id, qty: 1 }])))).key).toBe('stock.barrier');
  });

  it('adjusts up and down, never below what is allocated', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.lidSku, qty: 6, lotNo: 'ADJ' }));
    await tx((x) => svc.allocate(x, s.id, 4));
    expect((await tx((x) => svc.adjust(x, s.id, 3, { comment: 'found' }))).qoh).toBe(9);
    expect((await refused(tx((x) => svc.adjust(x, s.id, -6)))).key).toBe('stock.belowAllocated');
    expect((await tx((x) => svc.adjust(x, s.id, -5))).qoh).toBe(4);
    expect((await refused(tx((x) => svc.adjust(x, s.id, 0)))).key).toBe('stock.badQty');
    expect((await ledgerOf(s.id)).map((l) => [l.type, l.qty, l.comment])).toEqual([
      ['inbound', 6, null],
      ['adjustment', 3, 'found'],
      ['adjustment', -5, null],
    ]);
  });

  it('holds stock behind a barrier (never allocated) and frees it again', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 7, lotNo: 'HOLD' }));
    const { to: held } = await tx((x) => svc.setStatus(x, s.id, 'barrier', 5));
    expect([held.status, held.qoh, (await row(s.id)).qoh]).toEqual(['barrier', 5, 2]);
    expect((await refused(tx((x) => svc.allocate(x, held.id, 1)))).key).toBe('stock.barrier');
    expect(await tx((x) => svc.allocateUpTo(x, held.id, 1))).toBe(0);
    const { to: freed } = await tx((x) => svc.setStatus(x, held.id, 'available'));
    expect([freed.id, freed.qoh]).toEqual([s.id, 7]);
    expect((await refused(tx((x) => svc.setStatus(x, s.id, 'available')))).key).toBe('stock.status');
  });

  it('scraps and restores, at most what was scrapped', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.lidSku, qty: 10, lotNo: 'SCRAP' }));
    await tx((x) => svc.scrap(x, s.id, 4, { comment: 'broken' }));
    expect((await refused(tx((x) => svc.restore(x, s.id, 5)))).key).toBe('stock.overRestore');
    expect((await tx((x) => svc.restore(x, s.id, 3))).qoh).toBe(9);
    expect((await refused(tx((x) => svc.restore(x, s.id, 2)))).params).toMatchObject({ scrapped: 1 });
    expect((await refused(tx((x) => svc.scrap(x, s.id, 10)))).key).toBe('stock.short');
  });

  it('keeps the SKU copies current when the SKU changes', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.lidSku, qty: 1, lotNo: 'COPY' }));
    await db.update(productSku).set({ itemName: 'Lid 1200 (blue)', snp: 1 }).where(eq(productSku.id, fx.lidSku));
    expect(await row(s.id)).toMatchObject({ itemName: 'Lid 1200 (blue)', snp: 1, box: 1 });
  });

  it('the conditional updates agree with the pure rules on every small state', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.sku, qty: 1, lotNo: 'GRID' }));
    const kinds: MovementKind[] = ['add', 'take', 'allocate', 'release', 'issue'];
    let cases = 0;
    const rollback = new Error('rollback');
    // States are set directly, so everything happens in one transaction that is rolled back.
    await expect(
      tx(async (x) => {
        for (const status of ['available', 'barrier'])
          for (let qoh = 0; qoh <= 3; qoh++)
            for (let qal = 0; qal <= (status === 'barrier' ? 0 : qoh); qal++)
              for (const kind of kinds)
                for (let qty = 1; qty <= 4; qty++) {
                  await x.execute(sql`update stock set qoh = ${qoh}, qal = ${qal}, status = ${status} where id = ${s.id}`);
                  const before = { qoh, qal, status };
                  const after = await stockRepository.change(x, s.id, kind, qty);
                  const rule = refusal(kind, before, qty);
                  expect(after === undefined, `${kind} ${qty} on ${JSON.stringify(before)}`).toBe(rule !== null);
                  if (after) expect({ qoh: after.qoh, qal: after.qal, status: after.status }).toEqual(apply(kind, before, qty));
                  cases++;
                }
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(cases).toBe(5 * 4 * (10 + 4));
    expect((await row(s.id)).qoh).toBe(1);
  });

  it('CHECK constraints refuse a direct bad update, whatever the code does', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 2, lotNo: 'CHECK' }));
    expect(await dbError(db.execute(sql`update stock set qoh = -1 where id = ${s.id}`))).toMatch(/stock_(qoh|qal_qoh)_ck/);
    expect(await dbError(db.execute(sql`update stock set qal = 3 where id = ${s.id}`))).toMatch(/stock_qal_qoh_ck/);
    expect(await dbError(db.execute(sql`update stock set qal = -1 where id = ${s.id}`))).toMatch(/stock_qal_ck/);
    expect(await dbError(db.execute(sql`update stock set status = 'lost' where id = ${s.id}`))).toMatch(/stock_status_ck/);
    expect(await dbError(db.execute(sql`update stock set status = 'barrier', qal = 1 where id = ${s.id}`))).toMatch(
      /stock_barrier_ck/,
    );
    expect(await row(s.id)).toMatchObject({ qoh: 2, qal: 0 });
  });

  it('the ledger is append-only in the database', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 2, lotNo: 'APPEND' }));
    const [l] = await ledgerOf(s.id);
    expect(await dbError(db.execute(sql`update stock_ledger set qty = 5 where id = ${l!.id}`))).toMatch(/append-only/);
    expect(await dbError(db.execute(sql`delete from stock_ledger where id = ${l!.id}`))).toMatch(/append-only/);
    expect(await dbError(db.execute(sql`truncate stock_ledger cascade`))).toMatch(/append-only/);
    expect((await ledgerOf(s.id)).map((x) => x.qty)).toEqual([2]);
  });

  it('a movement that fails inside a transaction leaves nothing behind', async () => {
    const s = await tx((x) => svc.receive(x, { location: fx.locB, sku: fx.lidSku, qty: 3, lotNo: 'ATOMIC' }));
    const before = (await db.select().from(stockLedger)).length;
    await expect(
      tx(async (x) => {
        await svc.receive(x, { location: fx.locB, sku: fx.lidSku, qty: 5, lotNo: 'ATOMIC' });
        await svc.allocate(x, s.id, 100);
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect((await row(s.id)).qoh).toBe(3);
    expect((await db.select().from(stockLedger)).length).toBe(before);
  });

  it('the drift report lists none, then a row corrupted in the database', async () => {
    const drift = () => t.app.inject({ method: 'GET', url: '/inventory/stock/_drift', headers: auth(token) });
    const ok = await drift();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ action: 'ok', count: 0, data: { rows: [] } });
    const s = await tx((x) => svc.receive(x, { location: fx.locA, sku: fx.sku, qty: 4, lotNo: 'DRIFT' }));
    await db.execute(sql`update stock set qoh = 9 where id = ${s.id}`);
    const bad = (await drift()).json();
    expect(bad.data.rows).toEqual([{ id: s.id, sku: 'PAL-1200', location: 'A-01', qoh: 9, ledger: 4 }]);
    await db.execute(sql`update stock set qoh = 4 where id = ${s.id}`);
    // An administrator's report: stock clerks see stock, not this.
    const clerk = await t.userWith('stockClerk', ['inventory/*/*']);
    expect((await t.app.inject({ method: 'GET', url: '/inventory/stock/_drift', headers: auth(clerk) })).statusCode).toBe(403);
  });
});
