import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeCrashContext,
  INSIDE,
  killDuring,
  openCrashContext,
  postTo,
  type Server,
  startServers,
} from '../../../test/crash.ts';
import { auth, DB_KIND, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, type stockFixture } from '../../../test/stock.ts';
import { stockService } from '../stock/stock-service.ts';

/**
 * Issue 11, "Bad input and failure": an unbind interrupted by a crash is all or nothing. As the
 * other crash tests (test/crash.ts): the real server runs as a child process on PostgreSQL, a pallet
 * of ROWS stock rows is unbound through it and the process is killed with SIGKILL while the call's
 * transaction is open, or half-way through the time it takes. A fresh connection then finds the
 * pallet whole or wholly loose, and every stock row equal to its ledger.
 */
// Unbind moves row by row (a pallet carries tens of rows): 300 rows keep the call long enough to kill inside.
const ROWS = 300;
const APP = 'wms-unbind-crash-test';
const UNBIND = '/inventory/mu/~unbind';

describe.skipIf(DB_KIND !== 'postgres')('unbind killed mid-way (PostgreSQL, real server process)', () => {
  let t: TestApp;
  let watch: pg.Client;
  let fx: Awaited<ReturnType<typeof stockFixture>>;
  let token: string;

  beforeAll(async () => {
    ({ t, fx, token, watch } = await openCrashContext());
  });
  afterAll(() => closeCrashContext({ t, watch }));

  /** A pallet of ROWS rows (each its own lot) on one LPN. */
  async function pallet(lpn: string) {
    await t.database.db.transaction((tx) =>
      stockService.receiveMany(
        tx,
        Array.from({ length: ROWS }, (_, i) => ({ location: fx.locA, sku: fx.sku, qty: 3, lotNo: `${lpn}-${i}`, lpn })),
      ),
    );
  }

  /** Rows on hand still on the pallet, and loose rows of its lots. */
  async function outcome(lpn: string) {
    const r = (await t.database.db.execute(sql`
      select count(*) filter (where lpn = ${lpn} and qoh > 0)::int as bound,
             count(*) filter (where lpn is null and qoh > 0)::int as loose
      from stock where lot_no like ${`${lpn}-%`}`)) as unknown as { rows: { bound: number; loose: number }[] };
    return r.rows[0]!;
  }
  const WHOLE = { bound: ROWS, loose: 0 };
  const LOOSE = { bound: 0, loose: ROWS };

  it('leaves every pallet whole or wholly loose; stock equals its ledger', async () => {
    await pallet('PLT-M');
    const t0 = performance.now();
    const res = await t.app.inject({ method: 'POST', url: UNBIND, headers: auth(token), payload: { id: 'PLT-M' } });
    const took = performance.now() - t0;
    expect(res.statusCode, res.body).toBe(200);
    expect(await outcome('PLT-M')).toEqual(LOOSE);
    await assertNoDrift(t.database.db);

    const plans = [
      { name: 'transaction open', lpn: 'PLT-A', open: true },
      { name: 'half-way', lpn: 'PLT-B', wait: () => new Promise((r) => setTimeout(r, took / 2)) },
    ];
    const servers: Server[] = await startServers(
      process.env.DATABASE_URL!,
      plans.map((_, i) => `${APP}-${i}`),
    );
    const seen: Record<string, string> = {};
    for (const [i, plan] of plans.entries()) {
      await pallet(plan.lpn);
      const s = servers[i]!;
      const wait = plan.open ? INSIDE : plan.wait!;
      const { open, reply } = await killDuring(watch, s, postTo(s, UNBIND, JSON.stringify({ id: plan.lpn })), wait);
      const got = await outcome(plan.lpn);
      expect([WHOLE, LOOSE], `${plan.name}: ${JSON.stringify(got)}`).toContainEqual(got);
      seen[plan.name] =
        `${got.bound ? 'whole' : 'loose'}${open ? ', killed inside the transaction' : ''}${reply ? `, replied ${reply}` : ''}`;
      await assertNoDrift(t.database.db);
    }
    expect(seen['transaction open']).toBe('whole, killed inside the transaction');
    console.info(`unbind of ${ROWS} rows took ${took.toFixed(0)} ms; after kill -9:`, seen);
  });
});
