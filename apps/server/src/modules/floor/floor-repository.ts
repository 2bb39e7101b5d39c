import { FLOOR_LOOKUP_ROWS, type TFloorStock } from '@wms/contract/floor';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { location, productSku, stock, warehouse } from '../../db/schema/index.ts';

const stockColumns = {
  id: stock.id,
  warehouse: warehouse.code,
  location: location.code,
  sku: productSku.no,
  itemName: stock.itemName,
  lotNo: stock.lotNo,
  lpn: stock.lpn,
  shipBoxLbl: stock.shipBoxLbl,
  status: stock.status,
  qoh: stock.qoh,
  qal: stock.qal,
  qty: sql<number>`${stock.qty}`,
};

/** Reads of the floor (modules/floor): what a code names and the stock there. Writes go through modules/inventory/stock. */
export const floorRepository = {
  /** Which of these label texts a pallet on hand carries (the first by name), if any. */
  async palletName(db: DbOrTx, names: string[]): Promise<string | undefined> {
    if (!names.length) return undefined;
    const [row] = await db
      .select({ lpn: stock.lpn })
      .from(stock)
      .where(and(inArray(stock.lpn, names), sql`${stock.qoh} > 0`))
      .orderBy(asc(stock.lpn))
      .limit(1);
    return row?.lpn ?? undefined;
  },

  /** Stock on hand where `where` says, one more row than listed so the caller knows there is more. */
  async stockWhere(db: DbOrTx, where: SQL): Promise<TFloorStock[]> {
    return db
      .select(stockColumns)
      .from(stock)
      .innerJoin(location, eq(location.id, stock.location))
      .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .where(and(where, sql`${stock.qoh} > 0`))
      .orderBy(asc(location.code), asc(productSku.no), asc(stock.id))
      .limit(FLOOR_LOOKUP_ROWS + 1);
  },

  async stockByIds(db: DbOrTx, ids: number[]): Promise<TFloorStock[]> {
    return ids.length ? floorRepository.stockWhere(db, inArray(stock.id, ids)) : [];
  },
};

export const byLocations = (ids: number[]) => inArray(stock.location, ids);
export const bySkus = (ids: number[]) => inArray(stock.sku, ids);
export const byLpn = (lpn: string) => eq(stock.lpn, lpn);
