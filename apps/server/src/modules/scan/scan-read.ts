import { gs1ErrorText } from '@wms/contract/scan/gs1-messages';
import { barCodeForms, readScan as read, type ScanRead } from '@wms/contract/scan/scan-read';
import { AppError } from '../../lib/errors.ts';

export type { ScanRead } from '@wms/contract/scan/scan-read';
export { barCodeForms, sameProduct } from '@wms/contract/scan/scan-read';

/**
 * Reads a scan as every scanning endpoint does (contract scan-read; docs/decisions/floor.md "The floor reads
 * every label"): a GS1 symbol with any fault is refused as a whole, 400 naming the field and the first
 * fault with its AI in the reader's language, so a half-read label never changes stock.
 */
export function readScan(raw: string, field: string): ScanRead {
  const scan = read(raw);
  const [problem] = scan.problems;
  if (problem) {
    const text = { zh: gs1ErrorText(problem, 'zh'), en: gs1ErrorText(problem, 'en') };
    throw new AppError(400, 'scan.badGs1', { code: raw.trim(), problem: text }, { field });
  }
  return scan;
}

/** The bar code forms of what a scan names as a product: its GTIN, else its plain code. */
export const skuForms = (scan: ScanRead): string[] => barCodeForms(scan.gtin ?? scan.code);
