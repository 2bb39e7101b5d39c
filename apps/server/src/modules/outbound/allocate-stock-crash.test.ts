import { ORDER_STATUS } from '@wms/contract/outbound/status';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundAllocation, outboundOrder, outboundOrderLine, stockLedger } from '../../db/schema/index.ts';
import { closeCrashContext, INSIDE, killDuring, openCrashContext, postTo, type Server, startServers } from '../../test/crash.ts';
import { auth, DB_KIND, type TestApp } from '../../test/harness.ts';
import { allocationDrift } from '../../test/outbound.ts';
import { assertNoDrift, type stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Issue 10, "Bad input and failure": kill -9 during an allocation or a stock out leaves each order
 * either fully done or untouched. As put-away-crash.test.ts: the real server runs as a child process
 * on PostgreSQL, a 1,000-line order is allocated (`~allocate`) or stocked out (`~stock`) through it,
 * and it is killed with SIGKILL once its transaction is open and half-way through the measured time.
 * A fresh connection then finds the order whole or untouched, every stock row's qal equal to its
 * allocations and never above qoh, and qoh equal to its ledger (the drift check).
 */
const LINES = 1000;
const APP = 'wms-ob-crash-test';
const ALLOC = '/outbound/ob/order/~allocate?strategy=fifo&shortage=error';
const STOCK = '/outbound/ob/order/~stock';

describe.skipIf(DB_KIND !== 'postgres')('allocation and stock out killed mid-way (PostgreSQL, real server process)', () => {
  let t: TestApp;
  let watch: pg.Client;
  let fx: Awaited<ReturnType<typeof stockFixture>>;
  let token: string;

  beforeAll(async () => {
    ({ t, fx, token, watch } = await openCrashContext());
    // 6,000 rows of 2, each its own lot: every line (qty 2) takes one whole row, so an order has LINES allocations.
    await t.database.db.transaction((tx) =>
      stockService.receiveMany(
        tx,
        Array.from({ length: 6 * LINES }, (_, i) => ({
          location: i % 2 ? fx.locA : fx.locB,
          sku: fx.sku,
          qty: 2,
          lotNo: `K${i}`,
        })),
      ),
    );
  });
  afterAll(() => closeCrashContext({ t, watch }));

  const inject = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as Record<string, unknown> });

  /** A new order of LINES lines of 2. */
  async function newOrder(name: string) {
    const no = `OB-CRASH-${name}`;
    const res = await inject('/outbound/ob/order/~add', {
      no,
      extRef: no,
      extDocNo: no,
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: Array.from({ length: LINES }, () => ({ sku: fx.sku, qty: 2 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.id as number, no };
  }

  async function allocatedOrder(name: string) {
    const o = await newOrder(name);
    const res = await inject(ALLOC, { ids: [o.id] });
    expect(res.statusCode, res.body).toBe(200);
    return o;
  }

  /** What a fresh connection sees of an order: lines allocated and issued in full or not at all, its rows, status. */
  async function outcome(o: { id: number; no: string }) {
    const db = t.database.db;
    const l = outboundOrderLine;
    const [lines] = await db
      .select({
        allocated: sql<number>`count(*) filter (where ${l.allocQty} = ${l.qty})::int`,
        unallocated: sql<number>`count(*) filter (where ${l.allocQty} = 0)::int`,
        issued: sql<number>`count(*) filter (where ${l.issuedQty} = ${l.qty})::int`,
        unissued: sql<number>`count(*) filter (where ${l.issuedQty} = 0)::int`,
      })
      .from(l)
      .where(eq(l.order, o.id));
    const [alloc] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboundAllocation)
      .where(eq(outboundAllocation.order, o.id));
    const [ledger] = await db.select({ n: sql<number>`count(*)::int` }).from(stockLedger).where(eq(stockLedger.orderNo, o.no));
    const [order] = await db.select({ status: outboundOrder.status }).from(outboundOrder).where(eq(outboundOrder.id, o.id));
    return { ...lines!, allocations: alloc!.n, ledger: ledger!.n, status: order!.status };
  }

  const untouched = { unissued: LINES, issued: 0, ledger: 0 };
  const NEW = { allocated: 0, unallocated: LINES, allocations: 0, ...untouched, status: ORDER_STATUS.new };
  const ALLOCATED = { allocated: LINES, unallocated: 0, allocations: LINES, ...untouched, status: ORDER_STATUS.allocated };
  // Stock out turns the allocations into issued quantities: allocQty is 0 again, no allocation rows stay.
  const ISSUED = {
    allocated: 0,
    unallocated: LINES,
    allocations: 0,
    issued: LINES,
    unissued: 0,
    ledger: LINES,
    status: ORDER_STATUS.loaded,
  };

  /** qal equals each row's allocations and never exceeds qoh; qoh equals the ledger. */
  async function consistent() {
    expect(await allocationDrift(t.database.db)).toEqual([]);
    await assertNoDrift(t.database.db);
  }

  it('leaves every order fully allocated or issued, or untouched; qal, qoh and ledger agree', async () => {
    const url = process.env.DATABASE_URL!;
    // How long each call takes here (in this process), so the kills can be placed inside one.
    const first = await newOrder('measure');
    let t0 = performance.now();
    expect((await inject(ALLOC, { ids: [first.id] })).statusCode).toBe(200);
    const allocTook = performance.now() - t0;
    expect(await outcome(first)).toEqual(ALLOCATED);
    t0 = performance.now();
    const out = await inject(STOCK, { ids: [first.id] });
    const stockTook = performance.now() - t0;
    expect(out.statusCode, out.body).toBe(200);
    expect(await outcome(first)).toEqual(ISSUED);
    await consistent();

    const after = (ms: number) => () => new Promise((r) => setTimeout(r, ms / 2));
    const plans = [
      { name: 'allocate, transaction open', call: ALLOC, open: true, before: NEW, done: ALLOCATED },
      { name: 'allocate, half-way', call: ALLOC, wait: after(allocTook), before: NEW, done: ALLOCATED },
      { name: 'stock out, transaction open', call: STOCK, open: true, before: ALLOCATED, done: ISSUED },
      { name: 'stock out, half-way', call: STOCK, wait: after(stockTook), before: ALLOCATED, done: ISSUED },
    ];
    // One server per kill, started together (each under its own session name); one order each.
    const servers: Server[] = await startServers(
      url,
      plans.map((_, i) => `${APP}-${i}`),
    );
    const orders = [];
    for (const [i, p] of plans.entries()) orders.push(p.call === ALLOC ? await newOrder(`${i}`) : await allocatedOrder(`${i}`));
    const seen: Record<string, string> = {};
    for (const [i, plan] of plans.entries()) {
      const s = servers[i]!;
      const o = orders[i]!;
      const wait = plan.open ? INSIDE : plan.wait!;
      const { open, reply } = await killDuring(watch, s, postTo(s, plan.call, JSON.stringify({ ids: [o.id] })), wait);
      const got = await outcome(o);
      expect([plan.before, plan.done], `${plan.name}: ${JSON.stringify(got)}`).toContainEqual(got);
      seen[plan.name] =
        `${got.status === plan.done.status ? 'done' : 'untouched'}${open ? ', killed inside the transaction' : ''}${reply ? `, replied ${reply}` : ''}`;
      await consistent();
    }
    // The kills inside an open transaction are the cases that matter: they must have happened, and undone it all.
    expect(seen['allocate, transaction open']).toBe('untouched, killed inside the transaction');
    expect(seen['stock out, transaction open']).toBe('untouched, killed inside the transaction');
    console.info(
      `allocation of ${LINES} lines took ${allocTook.toFixed(0)} ms, stock out ${stockTook.toFixed(0)} ms; after kill -9:`,
      seen,
    );
  });
});
