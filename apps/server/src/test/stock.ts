import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { item, location, productSku, unit, warehouse } from '../db/schema/index.ts';
import { containerAccountService } from '../modules/containers/container-account-service.ts';
import { stockService } from '../modules/inventory/stock/stock-service.ts';

/**
 * Every stock row's qoh equals the sum of its ledger, and every container account's balance the sum of
 * its postings and of its open lots: call it after every test that moves stock or posts.
 */
export async function assertNoDrift(db: Db) {
  expect(await stockService.drift(db)).toEqual([]);
  expect(await containerAccountService.drift(db)).toEqual([]);
}

/** Two warehouses, locations in each, one item with a SKU in each warehouse, and a second item in the first. */
export async function stockFixture(db: Db) {
  const [pcs] = await db.insert(unit).values({ code: 'PCS', name: '件', unitClass: 'quantity' }).returning();
  const [wh, wh2] = await db
    .insert(warehouse)
    .values([
      { code: 'WH1', name: 'Main', dflt: true },
      { code: 'WH2', name: 'Second' },
    ])
    .returning();
  const locs = await db
    .insert(location)
    .values([
      { code: 'A-01', warehouse: wh!.id, type: 'store' },
      { code: 'B-01', warehouse: wh!.id, type: 'store' },
      { code: 'C-01', warehouse: wh2!.id, type: 'store' },
    ])
    .returning();
  const [pallet, lid] = await db
    .insert(item)
    .values([
      { code: 'PAL-1200', name: 'Pallet 1200', unit: pcs!.id, warehouse: wh!.id },
      { code: 'LID-1200', name: 'Lid 1200', unit: pcs!.id, warehouse: wh!.id },
    ])
    .returning();
  const skus = await db
    .insert(productSku)
    .values([
      {
        item: pallet!.id,
        warehouse: wh!.id,
        no: 'PAL-1200',
        itemName: 'Pallet 1200',
        unit: pcs!.id,
        snp: 10,
        packType: 'pallet',
      },
      { item: lid!.id, warehouse: wh!.id, no: 'LID-1200', itemName: 'Lid 1200', unit: pcs!.id, snp: 4 },
      { item: pallet!.id, warehouse: wh2!.id, no: 'PAL-1200', itemName: 'Pallet 1200', unit: pcs!.id, snp: 10 },
    ])
    .returning();
  return {
    unit: pcs!.id,
    wh: wh!.id,
    wh2: wh2!.id,
    locA: locs[0]!.id,
    locB: locs[1]!.id,
    locC: locs[2]!.id,
    sku: skus[0]!.id,
    lidSku: skus[1]!.id,
    sku2: skus[2]!.id,
  };
}
