import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/client.ts';
import { stock } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService as svc } from './stock-service.ts';

/**
 * Two connection pools on one PostgreSQL stand for two server processes: each movement is its own
 * transaction on its own connection. Row locks only exist there, so PGlite skips this file.
 */
describe.skipIf(DB_KIND !== 'postgres')('stock movements across processes (PostgreSQL)', () => {
  let t: TestApp;
  let other: Database;
  let fx: Awaited<ReturnType<typeof stockFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    other = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 8 });
    fx = await stockFixture(t.database.db);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const pools = () => [t.database.db, other.db];
  const outcome = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) =>
        e instanceof AppError ? e.key : `unexpected: ${(e as Error).message} ${(e as { cause?: Error }).cause?.message}`,
    );

  it('50 allocations of 1 on a stock of 20: exactly 20 succeed, the rest are refused as short', async () => {
    const s = await t.database.db.transaction((tx) =>
      svc.receive(tx, { location: fx.locA, sku: fx.sku, qty: 20, lotNo: 'RACE' }),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(pools()[i % 2]!.transaction((tx) => svc.allocate(tx, s.id, 1)))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'stock.short')).toBe(true);
    const [row] = await t.database.db.select().from(stock).where(eq(stock.id, s.id));
    expect([row!.qoh, row!.qal, row!.qty]).toEqual([20, 20, 0]);
  });

  it('allocate-up-to under contention takes exactly what there is', async () => {
    const s = await t.database.db.transaction((tx) =>
      svc.receive(tx, { location: fx.locB, sku: fx.sku, qty: 25, lotNo: 'UPTO' }),
    );
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pools()[i % 2]!.transaction((tx) => svc.allocateUpTo(tx, s.id, 3))),
    );
    expect(taken.reduce((a, b) => a + b, 0)).toBe(25);
    const [row] = await t.database.db.select().from(stock).where(eq(stock.id, s.id));
    expect(row!.qal).toBe(25);
  });

  it('put-aways over the same rows in opposite line order do not deadlock', async () => {
    const lines = [fx.locA, fx.locB].map((location) => ({ location, sku: fx.sku, qty: 1, lotNo: 'PUT' }));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        outcome(pools()[i % 2]!.transaction((tx) => svc.receiveMany(tx, i % 2 ? lines : [...lines].reverse()))),
      ),
    );
    expect(results.filter((r) => r !== 'ok')).toEqual([]);
    const rows = await t.database.db.select().from(stock).where(eq(stock.lotNo, 'PUT'));
    expect(rows.map((r) => r.qoh)).toEqual([30, 30]);
    await assertNoDrift(t.database.db);
  });

  it('crossing moves between two rows neither deadlock nor go negative', async () => {
    const db = t.database.db;
    const a = await db.transaction((tx) => svc.receive(tx, { location: fx.locA, sku: fx.lidSku, qty: 40, lotNo: 'X' }));
    const b = await db.transaction((tx) => svc.receive(tx, { location: fx.locB, sku: fx.lidSku, qty: 40, lotNo: 'X' }));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome(
          pools()[i % 2]!.transaction((tx) =>
            i % 2 ? svc.move(tx, a.id, 3, { location: fx.locB }) : svc.move(tx, b.id, 3, { location: fx.locA }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r !== 'ok' && r !== 'stock.short' && r !== 'stock.belowAllocated')).toEqual([]);
    const rows = await db.select().from(stock).where(eq(stock.lotNo, 'X'));
    expect(rows.reduce((n, r) => n + r.qoh, 0)).toBe(80);
    expect(rows.every((r) => r.qoh >= 0)).toBe(true);
    await assertNoDrift(db);
  });
});
