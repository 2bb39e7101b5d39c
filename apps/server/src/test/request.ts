import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { customer, location, packaging, packagingMaterial } from '../db/schema/index.ts';
import { containerAccountService } from '../modules/containers/container-account-service.ts';
import { type Server, startServers, stopServers } from './crash.ts';
import { auth, createTestApp, type TestApp } from './harness.ts';
import { stockFixture } from './stock.ts';

/** What the fixture's customer holds of ours before any test. */
export const OPENING = [
  { packagingType: 'pallet' as const, qty: 1000 },
  { packagingType: 'palletLid' as const, qty: 1000 },
];

/**
 * The stock fixture (test/stock.ts: SKUs PAL-1200 and LID-1200 in WH1) plus what request orders name:
 * a customer, packaging PAL-1200 and material LID-1200 (codes = SKU numbers), a receive location in WH1,
 * a packaging with no SKU anywhere, and the customer's opening container balances (OPENING). Test-only.
 */
export async function requestFixture(db: Db) {
  const fx = await stockFixture(db);
  const [cust] = await db.insert(customer).values({ code: 'C-PLANT', name: 'Plant One' }).returning();
  const [pal, nosku] = await db
    .insert(packaging)
    .values([
      { code: 'PAL-1200', name: 'Pallet 1200', type: 'pallet' },
      { code: 'BOX-9', name: 'Box without SKU', type: 'plasticBox' },
    ])
    .returning();
  const [lid] = await db.insert(packagingMaterial).values({ code: 'LID-1200', name: 'Lid 1200', type: 'palletLid' }).returning();
  const [recv] = await db.insert(location).values({ code: 'R-01', warehouse: fx.wh, type: 'receive' }).returning();
  // The plant holds packaging from before (an opening balance), so its transit orders can bring it back.
  await db.transaction((tx) =>
    containerAccountService.post(tx, { partnerKind: 'customer', refId: cust!.id }, 'correction', OPENING, {
      reason: 'opening',
      lang: 'en',
    }),
  );
  return { ...fx, customer: cust!.id, pal: pal!.id, noSku: nosku!.id, lid: lid!.id, recv: recv!.id };
}

/**
 * A race test's setup on PostgreSQL: a test app with the request fixture, its admin signed in, and two server
 * processes (`names`) on its database, stopped after the file. `inject` sends through the test app and expects 200.
 */
export function twoProcessRace(names: [string, string]) {
  const race = {
    t: undefined as unknown as TestApp,
    token: '',
    fx: undefined as unknown as Awaited<ReturnType<typeof requestFixture>>,
    servers: [] as Server[],
    async inject(url: string, payload: object) {
      const r = await race.t.app.inject({
        method: 'POST',
        url,
        headers: auth(race.token),
        payload: payload as Record<string, unknown>,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
  };
  beforeAll(async () => {
    race.t = await createTestApp();
    race.fx = await requestFixture(race.t.database.db);
    race.token = await race.t.login();
    race.servers = await startServers(process.env.DATABASE_URL!, names);
  }, 120_000);
  afterAll(async () => {
    await stopServers(race.servers);
    await race.t?.close();
  });
  return race;
}
