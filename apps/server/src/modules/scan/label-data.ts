import type { TLabelData } from '@wms/contract/label-data';
import type { ScanRead } from './scan-read.ts';

const KEYS = ['gtin', 'sscc', 'lot', 'serial', 'qty', 'produced', 'bestBefore', 'expiry'] as const;

/** What a scan's label said beyond its name, for a reply to show the worker (only the parts present). */
export function labelData(read: ScanRead): TLabelData {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if (read[k] !== undefined) out[k] = read[k];
  return out as TLabelData;
}
