import { gs1Value, normaliseGtin, parseScan, type Scan } from '@wms/contract/scan/parse-scan';
import { AppError } from '../../lib/errors.ts';

/**
 * What one scan says, whatever symbol carried it: the name to look up and the GS1 data on the label.
 * `code` is the plain code as scanned, else the SSCC, else the GTIN (14 digits) of a GS1 symbol.
 */
export interface ScanRead {
  raw: string;
  code: string;
  gs1: boolean;
  sscc?: string;
  gtin?: string;
  lot?: string;
  serial?: string;
  /** AI 37 (units of a trade item in a logistic unit), else AI 30 (variable count). */
  qty?: number;
  /** AI 11, 15, 17 as ISO dates; day 00 (15, 17: any day of the month) reads as the month's last day. */
  produced?: string;
  bestBefore?: string;
  expiry?: string;
}

/** YYMMDD as an ISO date: the year in the GS1 sliding window (−49 … +50 years from now, GS1 GenSpecs 7.12). */
export function gs1Date(v: string, now = new Date()): string {
  const yy = Number(v.slice(0, 2));
  const thisYear = now.getUTCFullYear();
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (year - thisYear > 50) year -= 100;
  else if (thisYear - year > 49) year += 100;
  const month = Number(v.slice(2, 4));
  const day = Number(v.slice(4, 6)) || new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${v.slice(2, 4)}-${String(day).padStart(2, '0')}`;
}

const positive = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

function fromGs1(raw: string, scan: Extract<Scan, { kind: 'gs1' }>): ScanRead {
  const v = (ai: string) => gs1Value(scan, ai);
  const gtin = v('01') ?? v('02');
  const sscc = v('00');
  const read: ScanRead = { raw, code: sscc ?? gtin ?? scan.elements[0]?.value ?? '', gs1: true };
  if (sscc) read.sscc = sscc;
  if (gtin) read.gtin = gtin;
  const lot = v('10');
  if (lot) read.lot = lot;
  const serial = v('21');
  if (serial) read.serial = serial;
  const qty = positive(v('37')) ?? positive(v('30'));
  if (qty !== undefined) read.qty = qty;
  for (const [ai, key] of [
    ['11', 'produced'],
    ['15', 'bestBefore'],
    ['17', 'expiry'],
  ] as const) {
    const d = v(ai);
    if (d) read[key] = gs1Date(d);
  }
  return read;
}

/**
 * Reads a scan as every scanning endpoint does (docs/decisions.md "Scan resolver"): a GS1 symbol with
 * any fault is refused as a whole, 400 naming the field and the first fault, so a half-read label never
 * changes stock; a plain code is taken as it was scanned (trimmed).
 */
export function readScan(raw: string, field: string): ScanRead {
  const scan = parseScan(raw);
  if (scan.kind === 'plain') return { raw, code: scan.code.trim(), gs1: false };
  if (scan.errors.length > 0) {
    throw new AppError(400, 'scan.badGs1', { code: raw.trim(), problem: scan.errors[0]! }, { field });
  }
  return fromGs1(raw, scan);
}

/**
 * The forms a SKU's bar code may be kept in for the code scanned: as scanned, and a GTIN as its 14, 13,
 * 12 and 8-digit forms (leading zeros dropped), so an EAN-13 on file meets the GTIN-14 of a carton label.
 */
export function barCodeForms(code: string): string[] {
  const gtin = normaliseGtin(code);
  if (!gtin) return [code];
  const forms = new Set([code, gtin]);
  for (const n of [13, 12, 8]) if (/^0*$/.test(gtin.slice(0, 14 - n))) forms.add(gtin.slice(14 - n));
  return [...forms];
}

/** The bar code forms of what a scan names as a product: its GTIN, else its plain code. */
export const skuForms = (read: ScanRead): string[] => barCodeForms(read.gtin ?? read.code);

/** A scan names this product code: equal as text (any case, as typed codes are), or the same GTIN in any form. */
export function sameProduct(scanned: ScanRead, code: string | null | undefined): boolean {
  if (!code) return false;
  const c = code.trim();
  if (!scanned.gs1 && scanned.code.toLowerCase() === c.toLowerCase()) return true;
  const gtin = normaliseGtin(scanned.gtin ?? scanned.code);
  return gtin !== null && gtin === normaliseGtin(c);
}
