import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundOrder, inboundOrderLine, stockLedger } from '../../db/schema/index.ts';
import { ADMIN_PASSWORD, auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

/**
 * Issue 9: "a put-away interrupted by a crash (kill -9) leaves either all of its lines stored or
 * none". The real server runs as a child process on PostgreSQL; a 1,000-line put-away is sent and
 * the process is killed with SIGKILL at several points: once its transaction is open (seen in
 * pg_stat_activity), and at shares of the time a put-away takes. A fresh connection then finds each order
 * whole or untouched, stock equal to its ledger, and the order status matching its lines.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const LINES = 1000;
const APP = 'wms-crash-test';

interface Server {
  app: string;
  url: string;
  child: ChildProcess;
  token: string;
}

async function startServer(databaseUrl: string, app: string): Promise<Server> {
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  let out = '';
  const sep = databaseUrl.includes('?') ? '&' : '?';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Named, so the test can watch its sessions in pg_stat_activity.
      DATABASE_URL: `${databaseUrl}${sep}application_name=${app}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out.slice(-2000)}`);
    if (Date.now() - t0 > 60_000) throw new Error(`server did not start: ${out.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const login = await fetch(`${url}/system/user/_account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
  });
  return { app, url, child, token: (await login.json()).data.token };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

describe.skipIf(DB_KIND !== 'postgres')('put-away killed mid-way (PostgreSQL, real server process)', () => {
  let t: TestApp;
  let watch: pg.Client;
  let fx: Awaited<ReturnType<typeof stockFixture>>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await stockFixture(t.database.db);
    token = await t.login();
    watch = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await watch.connect();
  });
  afterAll(async () => {
    await watch?.end();
    await t?.close();
  });

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

  const store = (s: Server, body: string) =>
    fetch(`${s.url}/inbound/ib/order/~store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': s.token },
      body,
    });

  /** Whether a session of the server has a transaction open now. */
  async function inTransaction(s: Server): Promise<boolean> {
    const r = await watch.query(
      `select count(*)::int as n from pg_stat_activity where application_name = $1 and xact_start is not null`,
      [s.app],
    );
    return r.rows[0].n > 0;
  }

  /** Waits until PostgreSQL has ended every session of the killed server (and so rolled back what was open). */
  async function sessionsGone(s: Server) {
    const t0 = Date.now();
    while (Date.now() - t0 < 10_000) {
      const r = await watch.query(`select count(*)::int as n from pg_stat_activity where application_name = $1`, [s.app]);
      if (r.rows[0].n === 0) return;
      await new Promise((res) => setTimeout(res, 20));
    }
    throw new Error('the killed server still has sessions');
  }

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
    const plans: { name: string; wait: (s: Server) => Promise<unknown> }[] = [
      {
        name: 'transaction open',
        wait: async (s) => {
          const t1 = Date.now();
          while (!(await inTransaction(s)) && Date.now() - t1 < 5_000) {}
        },
      },
      // Each kill costs a server start (seconds under tsx), so one more point is enough.
      { name: 'half a put-away', wait: after(0.5) },
    ];
    // One server per kill, started together (each under its own session name); one order each.
    const servers = await Promise.all(plans.map((_, i) => startServer(url, `${APP}-${i}`)));
    const orders: Awaited<ReturnType<typeof approvedOrder>>[] = [];
    for (let i = 0; i < plans.length; i++) orders.push(await approvedOrder(i + 1));
    const seen: Record<string, string> = {};
    for (const [i, plan] of plans.entries()) {
      const s = servers[i]!;
      const o = orders[i]!;
      const sent = store(s, o.body).catch(() => null);
      await plan.wait(s);
      const open = await inTransaction(s);
      s.child.kill('SIGKILL');
      await exited(s.child);
      await sent;
      await sessionsGone(s);
      const got = await outcome(o);
      expect([ALL, NONE], `${plan.name}: ${JSON.stringify(got)}`).toContainEqual(got);
      seen[plan.name] = `${got.status === 70 ? 'all' : 'none'} stored${open ? ', killed inside the transaction' : ''}`;
      await assertNoDrift(t.database.db);
    }
    // The kill inside an open transaction is the case that matters: it must have happened, and undone it all.
    expect(seen['transaction open']).toBe('none stored, killed inside the transaction');
    console.info(`put-away of ${LINES} lines took ${took.toFixed(0)} ms; after kill -9:`, seen);
  });
});
