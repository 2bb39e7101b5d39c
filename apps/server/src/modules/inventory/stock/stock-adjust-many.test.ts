import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { stock, stockLedger } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService } from './stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  const rows = await db.transaction((tx) =>
    stockService.receiveMany(tx, [
      { location: fx.locA, sku: fx.sku, qty: 10 },
      { location: fx.locB, sku: fx.sku, qty: 10 },
    ]),
  );
  [a, b] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const qohs = async () =>
  (
    await db
      .select()
      .from(stock)
      .where(inArray(stock.id, [a, b]))
      .orderBy(stock.id)
  ).map((r) => r.qoh);

describe('stockService.adjustMany (a stock count merge)', () => {
  it('adds and takes on many rows at once, one adjustment ledger row each', async () => {
    await db.transaction((tx) =>
      stockService.adjustMany(
        tx,
        [
          { id: a, delta: 3 },
          { id: b, delta: -4 },
        ],
        { orderNo: 'CT-ADJ' },
      ),
    );
    expect(await qohs()).toEqual([13, 6]);
    const led = await db.select().from(stockLedger).where(eq(stockLedger.orderNo, 'CT-ADJ'));
    expect(led.map((l) => [l.stock, l.type, l.qty])).toEqual([
      [a, 'adjustment', 3],
      [b, 'adjustment', -4],
    ]);
  });

  it('refuses all of it, changing nothing, when a minus would go below what is allocated', async () => {
    await db.transaction((tx) => stockService.allocate(tx, b, 5));
    const before = await qohs();
    const err = await db
      .transaction((tx) =>
        stockService.adjustMany(tx, [
          { id: a, delta: 1 },
          { id: b, delta: -2 },
        ]),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).key).toBe('stock.belowAllocated');
    expect(await qohs()).toEqual(before);
    await db.transaction((tx) => stockService.release(tx, b, 5));
  });
});
