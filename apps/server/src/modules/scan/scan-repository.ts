import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { location, lpn, productSku, warehouse } from '../../db/schema/index.ts';

/** The reads behind the scan resolver: locations, labels and SKUs by what a code may name. */
export const scanRepository = {
  /** Locations with this code, of one warehouse or (none given) of all, by warehouse code. */
  async locations(db: DbOrTx, code: string, warehouseId?: number) {
    return db
      .select({ id: location.id, code: location.code, warehouseId: location.warehouse, warehouse: warehouse.code })
      .from(location)
      .innerJoin(warehouse, eq(warehouse.id, location.warehouse))
      .where(and(eq(location.code, code), warehouseId === undefined ? undefined : eq(location.warehouse, warehouseId)))
      .orderBy(asc(warehouse.code));
  },

  /** Label rows (LPN, ship-box label) whose number or SSCC is one of `codes`. */
  async labels(db: DbOrTx, codes: string[]) {
    return db
      .select({ no: lpn.no, sscc: lpn.sscc })
      .from(lpn)
      .where(or(inArray(lpn.no, codes), inArray(lpn.sscc, codes)));
  },

  /** SKUs whose number is `no` or whose bar code is one of `barCodes`, of one warehouse or all; by number first. */
  async skus(db: DbOrTx, no: string, barCodes: string[], warehouseId?: number) {
    return db
      .select({ id: productSku.id, no: productSku.no, barCode: productSku.barCode, warehouseId: productSku.warehouse })
      .from(productSku)
      .where(
        and(
          or(eq(productSku.no, no), inArray(productSku.barCode, barCodes)),
          warehouseId === undefined ? undefined : eq(productSku.warehouse, warehouseId),
        ),
      )
      .orderBy(sql`${productSku.no} = ${no} desc`, asc(productSku.id));
  },
};
