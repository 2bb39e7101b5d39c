import type { Db } from '../db/client.ts';
import { customer, location, packaging, packagingMaterial } from '../db/schema/index.ts';
import { accountService } from '../modules/account/account-service.ts';
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
    accountService.post(tx, { partnerKind: 'customer', refId: cust!.id }, 'correction', OPENING, {
      reason: 'opening',
      lang: 'en',
    }),
  );
  return { ...fx, customer: cust!.id, pal: pal!.id, noSku: nosku!.id, lid: lid!.id, recv: recv!.id };
}
