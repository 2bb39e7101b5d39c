import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundOrder, inboundOrderLine, stockLedger } from '../../db/schema/index.ts';
import { closeCrashContext, INSIDE, killDuring, openCrashContext, postTo, type Server, startServers } from '../../test/crash.ts';
import { auth, DB_KIND, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, type stockFixture } from '../../test/stock.ts';

/**
 * Issue 9: "a put-away interrupted by a crash (kill -9) leaves either all of its lines stored or
 * none". The real server runs as a child process on PostgreSQL; a 1,000-line put-away is sent and
 * the process is killed with SIGKILL at several points: once its transaction is open (seen in
 * pg_stat_activity), and at shares of the time a put-away takes. A fresh connection then finds each order
 * whole or untouched, stock equal to its ledger, and the order status matching its lines.
 */
const LINES = 1000;
const APP = 'wms-crash-test';

describe.skipIf(DB_KIND !== 'postgres')('put-away killed mid-way (PostgreSQL, real server process)', () => {
  let t: TestApp;
  let watch: pg.Client;
  let fx: Awaited<ReturnType<typeof stockFixture>>;
  let token: string;

  beforeAll(async () => {
    ({ t, fx, token, watch } = await openCrashContext());
  });
  afterAll(() => closeCrashContext({ t, watch }));

  /** An approved order of LINES lines, each going to its own stock row (own ship-box label). */
  async function approvedOrder(n: number) {
    const no = `IB-CRASH-${n}`;
    const add = await t.app.inject({
      method: 'POST',
      url: '/inbound/ib/order/~add',
      headers: auth(token),
      payload: {
        no,
        extRef: no,
        extDocNo: no,
        warehouse: fx.wh,
        postingDate: '2026-11-22',
        items: Array.from({ length: LINES }, (_, i) => ({ sku: i % 2 ? fx.sku : fx.lidSku, shipQty: 3 })),
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const order = add.json().data as { id: number; items: { id: number }[] };
    await t.app.inject({ method: 'POST', url: '/inbound/ib/order/~approve', headers: auth(token), payload: { id: order.id } });
    const body = JSON.stringify({
      id: order.id,
      items: order.items.map((l, i) => ({
        id: l.id,
        stockQty: 3,
        location: i % 2 ? fx.locA : fx.locB,
        lotNo: 'CRASH',
        shipBoxLbl: `${no}-${i}`,
      })),
    });
    return { id: order.id, no, body };
  }

  const store = (s: Server, body: string) => postTo(s, '/inbound/ib/order/~store', body);

  /** What a fresh connection sees of an order: stored lines, ledger rows, status. */
  async function outcome(o: { id: number; no: string }) {
    const db = t.database.db;
    const [lines] = await db
      .select({
        stored: sql<number>`count(*) filter (where ${inboundOrderLine.stockQty} = ${inboundOrderLine.shipQty})::int`,
        untouched: sql<number>`count(*) filter (where ${inboundOrderLine.stockQty} = 0)::int`,
      })
      .from(inboundOrderLine)
      .where(eq(inboundOrderLine.order, o.id));
    const [ledger] = await db.select({ n: sql<number>`count(*)::int` }).from(stockLedger).where(eq(stockLedger.orderNo, o.no));
    const [order] = await db.select({ status: inboundOrder.status }).from(inboundOrder).where(eq(inboundOrder.id, o.id));
    return { stored: lines!.stored, untouched: lines!.untouched, ledger: ledger!.n, status: order!.status };
  }

  const ALL = { stored: LINES, untouched: 0, ledger: LINES, status: 70 };
  const NONE = { stored: 0, untouched: LINES, ledger: 0, status: 20 };

  it('leaves every order with all of its lines stored or none, stock equal to its ledger', async () => {
    const url = process.env.DATABASE_URL!;
    // How long a whole put-away takes here (in this process), so the kills can be placed inside one.
    const first = await approvedOrder(0);
    const t0 = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/inbound/ib/order/~store',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: first.body,
    });
    const took = performance.now() - t0;
    expect(res.statusCode, res.body).toBe(200);
    expect(await outcome(first)).toEqual(ALL);

    // Kill points: once the transaction is open (seen from outside), and at shares of the measured time.
    const after = (share: number) => () => new Promise((r) => setTimeout(r, took * share));
    const plans: { name: string; wait: typeof INSIDE | (() => Promise<unknown>) }[] = [
      {
        name: 'transaction open',
        wait: INSIDE,
      },
      // Each kill costs a server start (seconds under tsx), so one more point is enough.
      { name: 'half a put-away', wait: after(0.5) },
    ];
    // One server per kill, started together (each under its own session name); one order each.
    const servers = await startServers(
      url,
      plans.map((_, i) => `${APP}-${i}`),
    );
    const orders: Awaited<ReturnType<typeof approvedOrder>>[] = [];
    for (let i = 0; i < plans.length; i++) orders.push(await approvedOrder(i + 1));
    const seen: Record<string, string> = {};
    for (const [i, plan] of plans.entries()) {
      const s = servers[i]!;
      const o = orders[i]!;
      const { open, reply } = await killDuring(watch, s, store(s, o.body), plan.wait);
      const got = await outcome(o);
      expect([ALL, NONE], `${plan.name}: ${JSON.stringify(got)}`).toContainEqual(got);
      seen[plan.name] =
        `${got.status === 70 ? 'all' : 'none'} stored${open ? ', killed inside the transaction' : ''}${reply ? `, replied ${reply}` : ''}`;
      await assertNoDrift(t.database.db);
    }
    // The kill inside an open transaction is the case that matters: it must have happened, and undone it all.
    expect(seen['transaction open']).toBe('none stored, killed inside the transaction');
    console.info(`put-away of ${LINES} lines took ${took.toFixed(0)} ms; after kill -9:`, seen);
  });
});
