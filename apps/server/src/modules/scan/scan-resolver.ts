import type { DbOrTx } from '../../db/client.ts';
import { readScan, type ScanRead, skuForms } from './scan-read.ts';
import { scanRepository as repo } from './scan-repository.ts';

export type { ScanRead } from './scan-read.ts';
export { barCodeForms, readScan, sameProduct, skuForms } from './scan-read.ts';

/**
 * The one place a scanned code becomes what it names (docs/decisions/floor.md "The floor reads every label"); every
 * endpoint that takes a scan reads it here and matches names, never raw strings of its own.
 * Context narrows it: a warehouse for locations and SKUs; an order or task matches the names it gets.
 */
export const scanResolver = {
  read: readScan,

  /** Locations a scan names: a location label is a plain code, so a GS1 symbol names none. */
  async locations(db: DbOrTx, read: ScanRead, warehouseId?: number) {
    return read.gs1 || !read.code ? [] : repo.locations(db, read.code, warehouseId);
  },

  /**
   * Every text a pallet or box label may be kept under for this scan: the code itself, and for a label
   * this console printed its number and its SSCC, each way (an SSCC scan finds the pallet received under
   * the label's number; the number typed finds one received under the SSCC). A GTIN names no label.
   */
  async labelNames(db: DbOrTx, read: ScanRead): Promise<string[]> {
    if (!read.code || (read.gs1 && !read.sscc)) return [];
    const names = new Set([read.code]);
    for (const l of await repo.labels(db, [read.code])) {
      if (l.no) names.add(l.no);
      if (l.sscc) names.add(l.sscc);
    }
    return [...names];
  },

  /**
   * SKUs a scan names: by number (a plain code), or by bar code as scanned or as any form of its GTIN
   * (01, or 02: the content of a supplier's logistic label, which also carries its SSCC).
   */
  async skus(db: DbOrTx, read: ScanRead, warehouseId?: number) {
    if (!read.code || (read.gs1 && !read.gtin)) return [];
    return repo.skus(db, read.gs1 ? '' : read.code, skuForms(read), warehouseId);
  },
};
