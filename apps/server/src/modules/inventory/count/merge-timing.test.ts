import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { location } from '../../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../../test/stock.ts';
import { stockService } from '../stock/stock-service.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/**
 * The figure "merge of a 10,000-item count: time", on demand (COUNT_TIMING=1; too slow for every run):
 * `COUNT_TIMING=1 DATABASE_URL=… npx vitest run --project server-postgres apps/server/src/modules/inventory/count/merge-timing.test.ts`.
 */
it.skipIf(!process.env.COUNT_TIMING)(
  'merges a 10,000-item count',
  async () => {
    const fx = await stockFixture(db);
    const locs = await db
      .insert(location)
      .values(
        Array.from({ length: 100 }, (_, i) => ({ code: `T-${String(i).padStart(3, '0')}`, warehouse: fx.wh, type: 'store' })),
      )
      .returning();
    const lines = locs.flatMap((l) =>
      Array.from({ length: 100 }, (_, j) => ({ location: l.id, sku: fx.sku, qty: 10, lotNo: `L${j}` })),
    );
    await db.transaction((tx) => stockService.receiveMany(tx, lines));
    const token = await t.login();
    const h = auth(token);
    let r = await t.app.inject({
      method: 'POST',
      url: '/inventory/count/~add',
      payload: { warehouse: fx.wh, locations: { zone: 'T-' } },
      headers: h,
    });
    const id = r.json().data.id;
    expect(r.json().data.items.length).toBe(10_000);
    // Counted directly (the timing is the merge's): a third up, a third down, a third equal.
    await db.execute(sql`update count_item set counted = book + (id % 3) - 1 where task_id = ${id}`);
    await db.execute(sql`update count_task set status = 20 where id = ${id}`);
    const t0 = performance.now();
    r = await t.app.inject({ method: 'POST', url: '/inventory/count/~merge', payload: { id }, headers: h });
    const ms = performance.now() - t0;
    expect(r.statusCode, r.body).toBe(200);
    console.log(`MERGE 10000 items: ${ms.toFixed(0)} ms (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`);
    const t1 = performance.now();
    r = await t.app.inject({ method: 'GET', url: `/inventory/count/~item/get?id=${id}`, headers: h });
    console.log(`DETAIL 10000 items: ${(performance.now() - t1).toFixed(0)} ms`);
    await assertNoDrift(db);
  },
  300_000,
);
