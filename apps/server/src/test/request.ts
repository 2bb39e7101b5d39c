import type { Db } from '../db/client.ts';
import { customer, location, packaging, packagingMaterial } from '../db/schema/index.ts';
import { stockFixture } from './stock.ts';

/**
 * The stock fixture (test/stock.ts: SKUs PAL-1200 and LID-1200 in WH1) plus what request orders name:
 * a customer, packaging PAL-1200 and material LID-1200 (codes = SKU numbers), a receive location in WH1,
 * and a packaging with no SKU anywhere. Test-only.
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
  return { ...fx, customer: cust!.id, pal: pal!.id, noSku: nosku!.id, lid: lid!.id, recv: recv!.id };
}
