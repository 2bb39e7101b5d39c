import { FLOOR_LOOKUP_ROWS, type TFloorStock } from '@wms/contract/floor';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

/** Reads of the floor (modules/floor): what a code names and the stock there. Writes go through modules/stock. */
export const floorRepository = {
  /** Locations with this code, in any warehouse (codes are unique per warehouse). */
  async locationsByCode(db: DbOrTx, code: string) {
    return db
      .select({ id: location.id, code: location.code, warehouseId: location.warehouse, warehouse: warehouse.code })
      .from(location)
      .innerJoin(warehouse, eq(warehouse.id, location.warehouse))
      .where(eq(location.code, code))
      .orderBy(asc(warehouse.code));
  },

  /** SKUs with this number or bar code (`gtins`: the bar code as scanned and as a 14-digit GTIN). */
  async skusByCode(db: DbOrTx, code: string, gtins: readonly string[]) {
    const codes = [...new Set([code, ...gtins])];
    return db
      .select({ id: productSku.id })
      .from(productSku)
      .where(or(inArray(productSku.no, codes), inArray(productSku.barCode, codes)));
  },

  /** Whether some stock on hand carries this LPN. */
  async hasLpn(db: DbOrTx, lpn: string): Promise<boolean> {
    const [row] = await db
      .select({ id: stock.id })
      .from(stock)
      .where(and(eq(stock.lpn, lpn), sql`${stock.qoh} > 0`))
      .limit(1);
    return !!row;
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

  /** A location of this warehouse by its code. */
  async location(db: DbOrTx, warehouseId: number, code: string) {
    const [row] = await db
      .select({ id: location.id, code: location.code })
      .from(location)
      .where(and(eq(location.warehouse, warehouseId), eq(location.code, code)));
    return row;
  },
};

export const byLocations = (ids: number[]) => inArray(stock.location, ids);
export const bySkus = (ids: number[]) => inArray(stock.sku, ids);
export const byLpn = (lpn: string) => eq(stock.lpn, lpn);
