import { normaliseGtin } from './check-digit.ts';
import type { Gs1Problem } from './gs1-problems.ts';
import { gs1Value, parseScan, type Scan } from './parse-scan.ts';

/**
 * What one scan says, whatever symbol carried it, read alike by the server's scan resolver (which
 * decides) and the handheld (which judges at once). `code` is the plain code as scanned (trimmed),
 * else the SSCC, else the GTIN (01, or 02: a logistic label's content) of a GS1 symbol.
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
  /** AI 11, 15, 17 as ISO dates; day 00 (any day of the month) reads as the month's last day. */
  produced?: string;
  bestBefore?: string;
  expiry?: string;
  /** A GS1 symbol's faults: any one makes the whole scan unreadable (the server refuses it with the first). */
  problems: Gs1Problem[];
}

/** YYMMDD as an ISO date: the year in GS1's sliding window (−49 … +50 years from now, GS1 General Specifications 7.12). */
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
const DATES = [
  ['11', 'produced'],
  ['15', 'bestBefore'],
  ['17', 'expiry'],
] as const;

function fromGs1(raw: string, scan: Extract<Scan, { kind: 'gs1' }>): ScanRead {
  const v = (ai: string) => gs1Value(scan, ai) || undefined;
  const gtin = v('01') ?? v('02');
  const sscc = v('00');
  const code = sscc ?? gtin ?? scan.elements[0]?.value ?? raw.trim();
  const read: ScanRead = { raw, code, gs1: true, problems: scan.problems };
  if (sscc) read.sscc = sscc;
  if (gtin) read.gtin = gtin;
  const lot = v('10');
  if (lot) read.lot = lot;
  const serial = v('21');
  if (serial) read.serial = serial;
  const qty = positive(v('37')) ?? positive(v('30'));
  if (qty !== undefined) read.qty = qty;
  if (scan.problems.length === 0) {
    for (const [ai, key] of DATES) {
      const d = v(ai);
      if (d) read[key] = gs1Date(d);
    }
  }
  return read;
}

/** Reads anything a scanner or camera gives; never throws. */
export function readScan(raw: string): ScanRead {
  const scan = parseScan(raw);
  if (scan.kind === 'plain') return { raw, code: scan.code.trim(), gs1: false, problems: [] };
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

/** Two codes of one product: equal as text in any case (as typed codes are), or the same GTIN in any form. */
export function sameCode(code: string, onFile: string | null | undefined): boolean {
  if (!onFile) return false;
  const a = code.trim();
  const b = onFile.trim();
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const gtin = normaliseGtin(a);
  return gtin !== null && gtin === normaliseGtin(b);
}

/** A scan names this product code: its GTIN (a GS1 symbol) or its plain code, as `sameCode` compares them. */
export function sameProduct(read: ScanRead, onFile: string | null | undefined): boolean {
  if (read.gs1) return read.gtin !== undefined && sameCode(read.gtin, onFile);
  return sameCode(read.code, onFile);
}
