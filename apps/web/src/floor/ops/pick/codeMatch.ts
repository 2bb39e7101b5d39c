import { parseScan } from '@wms/contract/scan/parse-scan';
import { sameCode as sameProduct } from '@wms/contract/scan/scan-read';
import type { CodeRead } from '../../scan/scanRead.ts';
import { same, type TaskItem } from './obTasks.ts';

/**
 * A task item with what the server's detail carries beyond the contract's row (task-repository
 * `items`): the SKU's bar code and the stock row's LPN. Undefined: not known here (an older reply).
 */
export type CodedItem = TaskItem & { barCode?: string | null; stockLpn?: string | null };

/**
 * `unsure`: the scan may name the item by something only the server knows (a bar code not in the
 * detail, the SSCC of a label kept under its number): sent, and the server judges it.
 */
export type CodeVerdict = 'match' | 'unsure' | 'wrong';

/** The SSCC a stored label name is, when it is one (18 digits, or `00` and 18, with a right check digit). */
function ssccOf(name: string): string | undefined {
  const s = parseScan(name);
  return s.kind === 'gs1' && s.elements.length === 1 && s.elements[0]!.ai === '00' ? s.elements[0]!.value : undefined;
}

/**
 * Whether a scan names this item as the server's `~item/scan` check does (task-service `scan`): an
 * SSCC its pallet or box label, a GTIN (01, or 02 beside an SSCC) its SKU's bar code, a plain code its SKU number, bar code,
 * LPN or box label. Only what the detail shows can be ruled out; the rest is `unsure`.
 */
export function judgeCode(read: CodeRead, item: CodedItem): CodeVerdict {
  const labels = [item.lpn, item.stockLpn, item.shipBoxLbl].filter((l): l is string => !!l?.trim());
  const sscc = read.sscc;
  if (sscc && labels.some((l) => same(l, sscc) || ssccOf(l) === sscc)) return 'match';
  // A logistic unit's label names its contents too (00 with 02): judged by the product then.
  if (sscc && !read.gtin) return labels.some((l) => !ssccOf(l)) ? 'unsure' : 'wrong';
  if (read.gtin) {
    const gtin = read.gtin;
    if (sameProduct(gtin, item.barCode) || sameProduct(gtin, item.skuLabel)) return 'match';
    return item.barCode === undefined ? 'unsure' : 'wrong';
  }
  // GS1 data naming neither a pallet nor a product (a lot alone) names no item.
  if (read.gs1) return 'wrong';
  const code = read.code;
  if (same(code, item.skuLabel) || sameProduct(code, item.barCode) || labels.some((l) => same(l, code))) return 'match';
  // Pallets kept under their SSCC may be scanned by the number printed beside it.
  return item.barCode === undefined || labels.some((l) => ssccOf(l)) ? 'unsure' : 'wrong';
}

/** What the worker is told to scan instead: the item's SKU, and its pallet when it is a pallet's. */
export function expectedOf(read: CodeRead, item: CodedItem): { key: string; params: Record<string, string> } {
  const lpn = item.lpn ?? item.stockLpn;
  const params = { code: read.code, sku: item.skuLabel ?? '' };
  return lpn ? { key: 'floor.task.wrongCodeLpn', params: { ...params, lpn } } : { key: 'floor.task.wrongCode', params };
}
