import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outboundOrder, outboundOrderLine, stock } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku, putStock } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

/**
 * Two app instances, each with its own connection pool on one PostgreSQL database, stand for two
 * server processes; 16 clients allocate 40 orders competing for stock that covers half of them,
 * every strategy and policy mixed, then deallocate and allocate again at the same time. Row locks
 * only exist there; PGlite skips.
 */
const STRATEGIES = ['fifo', 'qty', 'pallet', 'palletFifo'] as const;
const POLICIES = ['error', 'always', 'ignore'] as const;
const CLIENTS = 16;

type Reply = { statusCode: number; body: string; json(): { message?: string } };

/** Runs the calls with at most `n` in flight at once, as `n` clients would. */
async function clients<T>(n: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

describe.skipIf(DB_KIND !== 'postgres')('outbound allocation across processes (PostgreSQL)', () => {
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
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await otherDb.close();
    await t.close();
  });

  it('never allocates more than on hand, never a row twice; every order full or per its policy; no 5xx', async () => {
    const db = t.database.db;
    const apps = [t.app, other];
    const sku = await freshSku(db, 'RACE', fx.wh, fx.unit);
    const sizes = [3, 5, 8, 4, 10, 2, 6, 7, 1, 4];
    await putStock(
      db,
      sku,
      [...sizes, ...sizes].map((qty, i) => ({
        qty,
        date: `2026-0${1 + (i % 9)}-0${1 + (i % 7)}T08:00:00Z`,
        location: i % 2 ? fx.locA : fx.locB,
        lotNo: `R${i}`,
      })),
    );
    const onHand = 2 * sizes.reduce((a, b) => a + b, 0);
    expect(onHand).toBe(100);

    // 40 orders of 5 each (every third in two lines): 200 wanted, 100 there.
    const orders: { id: number; policy: (typeof POLICIES)[number]; strategy: (typeof STRATEGIES)[number] }[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/outbound/ob/order/~add',
        headers: auth(token),
        payload: {
          no: `OB-RACE-${i}`,
          extRef: 'R',
          extDocNo: 'D',
          warehouse: fx.wh,
          postingDate: '2026-11-22',
          items:
            i % 3
              ? [{ sku, qty: 5 }]
              : [
                  { sku, qty: 3 },
                  { sku, qty: 2 },
                ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      orders.push({ id: res.json().data.id, strategy: STRATEGIES[i % 4]!, policy: POLICIES[Math.floor(i / 4) % 3]! });
    }
    // Orders 32–39 go in pairs, named in reverse order, so calls lock several orders at once.
    const calls: number[][] = [
      ...orders.slice(0, 32).map((o) => [o.id]),
      ...[32, 34, 36, 38].map((i) => [orders[i + 1]!.id, orders[i]!.id]),
    ];
    const allocate = (ids: number[], k: number) => {
      const o = orders.find((x) => x.id === ids[0])!;
      return () =>
        apps[k % 2]!.inject({
          method: 'POST',
          url: `/outbound/ob/order/~allocate?strategy=${o.strategy}&shortage=${o.policy}`,
          headers: auth(token),
          payload: { ids },
        }) as Promise<Reply>;
    };
    const first = await clients(
      CLIENTS,
      calls.map((ids, k) => allocate(ids, k)),
    );
    const refusals = first.filter((r) => r.statusCode !== 200);
    expect(
      refusals.filter((r) => r.statusCode !== 409 || !r.json().message?.startsWith('Not enough stock, nothing allocated')),
      refusals.map((r) => r.body).join('\n'),
    ).toEqual([]);
    await check();

    // Stock only fell during the first wave: an `always` order short under a splitting strategy
    // saw nothing left, so nothing may be left now.
    const lines = await db
      .select()
      .from(outboundOrderLine)
      .where(
        inArray(
          outboundOrderLine.order,
          orders.map((o) => o.id),
        ),
      );
    const short = orders.filter(
      (o) =>
        o.policy === 'always' && o.strategy !== 'pallet' && lines.filter((l) => l.order === o.id).some((l) => l.allocQty < l.qty),
    );
    const [left] = await db
      .select({ n: sql<number>`coalesce(sum(${stock.qoh} - ${stock.qal}), 0)::int` })
      .from(stock)
      .where(eq(stock.sku, sku));
    if (short.length) expect(left!.n).toBe(0);

    // Second wave: half the allocated orders are deallocated while the short ones allocate again.
    const held = (
      await db
        .select()
        .from(outboundOrder)
        .where(
          inArray(
            outboundOrder.id,
            orders.map((o) => o.id),
          ),
        )
    ).filter((o) => o.status === 80);
    const release = held.filter((_, i) => i % 2 === 0).map((o) => o.id);
    const retry = orders.filter((o) => !release.includes(o.id)).map((o) => [o.id]);
    const second = await clients(CLIENTS, [
      ...release.map(
        (id, k) => () =>
          apps[k % 2]!.inject({
            method: 'POST',
            url: '/outbound/ob/order/~deallocate',
            headers: auth(token),
            payload: { ids: [id] },
          }) as Promise<Reply>,
      ),
      ...retry.map((ids, k) => allocate(ids, k + 1)),
    ]);
    expect(
      second.filter(
        (r) =>
          r.statusCode !== 200 && !(r.statusCode === 409 && r.json().message?.startsWith('Not enough stock, nothing allocated')),
      ),
      second.map((r) => r.body).join('\n'),
    ).toEqual([]);
    await check();
    await assertNoDrift(db);

    async function check() {
      // No row above its on-hand quantity, and each row's qal is exactly what its allocations add up to.
      expect(await allocationDrift(db)).toEqual([]);
      const [tot] = await db
        .select({ qal: sql<number>`coalesce(sum(${stock.qal}), 0)::int` })
        .from(stock)
        .where(eq(stock.sku, sku));
      expect(tot!.qal).toBeLessThanOrEqual(onHand);
      const ls = await db
        .select()
        .from(outboundOrderLine)
        .where(
          inArray(
            outboundOrderLine.order,
            orders.map((o) => o.id),
          ),
        );
      const hs = await db
        .select()
        .from(outboundOrder)
        .where(
          inArray(
            outboundOrder.id,
            orders.map((o) => o.id),
          ),
        );
      expect(ls.reduce((s, l) => s + l.allocQty, 0)).toBe(tot!.qal);
      for (const o of orders) {
        const own = ls.filter((l) => l.order === o.id);
        const h = hs.find((x) => x.id === o.id)!;
        const got = own.reduce((s, l) => s + l.allocQty, 0);
        expect(h.allocQty, `order ${o.id}`).toBe(got);
        expect(h.status, `order ${o.id}`).toBe(got > 0 ? 80 : 10);
        if (o.policy === 'error') expect([0, h.qty], `order ${o.id} (error)`).toContain(got);
        if (o.policy === 'ignore') for (const l of own) expect([0, l.qty], `line ${l.id} (ignore)`).toContain(l.allocQty);
      }
    }
  }, 120_000);
});
