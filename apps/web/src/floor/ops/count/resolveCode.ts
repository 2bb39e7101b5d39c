/**
 * What a scanned code names within a count task, told from the task's items held on the device: the
 * same answer `~scan` gives for the codes the items carry, so counting goes on with the network cut.
 * Codes arrive as a scanner sends them (contract parse-scan): GS1-128 / DataMatrix / `(01)` text /
 * Digital Link, a pallet's SSCC, or a plain code.
 */
import { normaliseGtin, parseScan, scanKey } from '@wms/contract/scan/parse-scan';
import { readScan, sameCode } from '@wms/contract/scan/scan-read';
import type { CountItem, CountScanned, CountTask } from './countTasks.ts';

/** A scan as the count reads it. */
export interface CountRead {
  /** What the items are searched for: the plain code, else the SSCC or GTIN; '' for a GS1 label read wrong. */
  code: string;
  gs1: boolean;
  sscc?: string;
  /** The 14-digit GTIN of a GS1 scan. */
  gtin?: string;
  /** AI 10: preselects the lot where the place holds the SKU in several. */
  lotNo?: string;
  /** AI 37, else 30: the pieces the scanned carton holds, counted at once. */
  units?: number;
}

/** The contract's reading of a scan (the server's too), as the count uses it. */
export function readCountScan(raw: string): CountRead {
  const scan = readScan(raw);
  if (!scan.gs1) return { code: scan.code, gs1: false };
  // A half-read label names nothing: its GTIN or lot may be the misread part (the server refuses it alike).
  if (scan.problems.length > 0) return { code: '', gs1: true };
  const read: CountRead = { code: scan.code, gs1: true };
  if (scan.sscc) read.sscc = scan.sscc;
  if (scan.gtin) read.gtin = scan.gtin;
  if (scan.lot) read.lotNo = scan.lot;
  if (scan.qty !== undefined) read.units = scan.qty;
  return read;
}

/** An LPN as kept may be the 18 digits or any SSCC symbol of them. */
const lpnKey = (lpn: string) => scanKey(parseScan(lpn)) || lpn.trim();

/** The same product: a GTIN-8/12/13/14 on either side compares as its 14 digits. */
const sameGtin = (gtin: string, code: string | null | undefined) => normaliseGtin(gtin) !== null && sameCode(gtin, code);

const skuOf = (item: CountItem, read: CountRead, lotNo = read.lotNo): CountScanned => ({
  kind: 'sku',
  code: item.skuLabel ?? '',
  ...(lotNo ? { lotNo } : {}),
  ...(read.units !== undefined ? { units: read.units } : {}),
});

/**
 * Plain codes go location, pallet (LPN), SKU number, bar code, as the floor's look-up: a location of the
 * task comes before a SKU of the same number (docs/decisions/stock-and-counts.md "Stock count"). A GS1 symbol is its
 * SSCC (a pallet's item) or its GTIN (a SKU's bar code in any GTIN form). A pallet names its item's SKU
 * and lot. Undefined: not among the task's items, which only the server can tell further.
 */
export function resolveOnDevice(task: Pick<CountTask, 'items'>, read: CountRead): CountScanned | undefined {
  const { items } = task;
  if (!read.code) return undefined;
  if (read.gs1) {
    if (read.sscc) {
      const pallet = items.find((i) => i.lpn && lpnKey(i.lpn) === read.sscc);
      return pallet?.skuLabel ? skuOf(pallet, read, pallet.lotNo ?? undefined) : undefined;
    }
    const gtin = read.gtin;
    const item = gtin && items.find((i) => i.skuLabel && (sameGtin(gtin, i.barCode) || sameGtin(gtin, i.skuLabel)));
    return item ? skuOf(item, read) : undefined;
  }
  const code = read.code;
  if (items.some((i) => i.locationLabel === code)) return { kind: 'location', code };
  const pallet = items.find((i) => i.lpn === code);
  if (pallet?.skuLabel) return skuOf(pallet, read, pallet.lotNo ?? undefined);
  const item =
    items.find((i) => i.skuLabel === code) ??
    items.find((i) => i.skuLabel && (i.barCode === code || sameGtin(code, i.barCode) || sameGtin(code, i.skuLabel)));
  return item ? skuOf(item, read) : undefined;
}
