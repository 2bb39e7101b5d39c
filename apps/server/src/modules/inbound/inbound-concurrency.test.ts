import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { inboundOrderLine, stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Two app instances, each with its own connection pool on one PostgreSQL database, stand for two
 * server processes putting away the same order at once. Row locks only exist there; PGlite skips.
 */
describe.skipIf(DB_KIND !== 'postgres')('inbound put-away across processes (PostgreSQL)', () => {
  let t: TestApp;
  let otherDb: Database;
  let other: FastifyInstance;
  let token: string;
  let fx: Awaited<ReturnType<typeof stockFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    otherDb = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 8 });
    other = await buildApp({ database: otherDb, config: t.config, logger: false });
    await other.ready();
    fx = await stockFixture(t.database.db);
    token = await t.login();
  });
  afterAll(async () => {
    await other.close();
    await otherDb.close();
    await t.close();
  });

  it('concurrent put-aways of one order never store more than a line holds; stock and ledger agree', async () => {
    const apps = [t.app, other];
    const add = await t.app.inject({
      method: 'POST',
      url: '/inbound/ib/order/~add',
      headers: auth(token),
      payload: {
        no: 'IB-RACE',
        extRef: 'R',
        extDocNo: 'D',
        warehouse: fx.wh,
        postingDate: '2026-11-22',
        items: [
          { sku: fx.sku, shipQty: 20 },
          { sku: fx.lidSku, shipQty: 15 },
        ],
      },
    });
    const order = add.json().data as { id: number; items: { id: number }[] };
    await t.app.inject({ method: 'POST', url: '/inbound/ib/order/~approve', headers: auth(token), payload: { id: order.id } });
    const [a, b] = order.items;
    const body = (i: number) => ({
      id: order.id,
      items: (i % 2 ? [a!, b!] : [b!, a!]).map((l) => ({
        id: l.id,
        stockQty: 2,
        location: i % 3 ? fx.locA : fx.locB,
        lotNo: 'RACE',
        shipBoxLbl: `B${l.id}`,
      })),
    });
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        apps[i % 2]!.inject({ method: 'POST', url: '/inbound/ib/order/~store', headers: auth(token), payload: body(i) }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c !== 200 && c !== 409),
      results.map((r) => r.body).join('\n'),
    ).toEqual([]);
    // Line b (15) takes 7 calls of 2 and refuses the 8th whole call: 7 succeed, each storing 2 on both lines.
    expect(codes.filter((c) => c === 200)).toHaveLength(7);
    const lines = await t.database.db.select().from(inboundOrderLine).where(eq(inboundOrderLine.order, order.id));
    expect(lines.every((l) => l.stockQty <= l.shipQty)).toBe(true);
    expect(lines.map((l) => l.stockQty).sort()).toEqual([14, 14]);
    const [led] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, q: sql<number>`sum(${stockLedger.qty})::int` })
      .from(stockLedger)
      .where(eq(stockLedger.orderNo, 'IB-RACE'));
    expect(led).toEqual({ n: 14, q: 28 });
    const [st] = await t.database.db
      .select({ q: sql<number>`sum(${stock.qoh})::int` })
      .from(stock)
      .where(eq(stock.lotNo, 'RACE'));
    expect(st!.q).toBe(28);
    await assertNoDrift(t.database.db);
  });
  it('concurrent transfers from one stock row, over two processes, move at most what is available', async () => {
    const db = t.database.db;
    const src = await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.sku, qty: 10, lotNo: 'TFR' }));
    const orders: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/inbound/tf/order/~add',
        headers: auth(token),
        payload: { warehouse: fx.wh, postingDate: '2026-11-22', items: [{ stock: src.id, location: fx.locB, qty: 2 }] },
      });
      orders.push(r.json().data.id);
    }
    const results = await Promise.all(
      orders.map((id, i) =>
        [t.app, other][i % 2]!.inject({ method: 'POST', url: '/inbound/tf/order/~store', headers: auth(token), payload: { id } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const [row] = await db.select().from(stock).where(eq(stock.id, src.id));
    expect(row!.qoh).toBe(0);
    await assertNoDrift(db);
  });
});
