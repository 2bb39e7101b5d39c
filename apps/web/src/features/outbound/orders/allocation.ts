import type { TAllocOutcome, TPreviewResult } from '@wms/contract/outbound/allocation';
import { ApiError } from '../../../shared/api/request.ts';

/**
 * Pure helpers of the allocate dialog: the preview as table rows, the server's refusal as text,
 * and what an allocation did as a message.
 */

type PreviewLine = TPreviewResult['orders'][number]['strategies'][number]['lines'][number];

/** One row of the preview table: a stock row a line would take, or the line alone when it would get nothing. */
export interface PreviewTableRow {
  key: string;
  /** Rows of its line (line cells span them on the first row, 0 on the others). */
  span: number;
  lineNo: number;
  skuLabel: string;
  lineLot: string | null;
  want: number;
  got: number;
  locationLabel?: string;
  lotNo?: string | null;
  available?: number;
  qty?: number;
  why?: string;
}

export function previewRows(lines: readonly PreviewLine[]): PreviewTableRow[] {
  return lines.flatMap((l) => {
    const head = { lineNo: l.lineNo, skuLabel: l.skuLabel, lineLot: l.lotNo, want: l.want, got: l.got };
    if (!l.rows.length) return [{ key: `${l.line}`, span: 1, ...head }];
    return l.rows.map((r, i) => ({
      key: `${l.line}-${r.stock}`,
      span: i === 0 ? l.rows.length : 0,
      ...head,
      locationLabel: r.locationLabel,
      lotNo: r.lotNo,
      available: r.available,
      qty: r.qty,
      why: r.why,
    }));
  });
}

/** The server's own words for a refused call (a shortage under `error`, a status), else the client's. */
export function refusalText(e: unknown): string {
  const reply = e instanceof ApiError ? e.reply : undefined;
  if (typeof reply?.message === 'string' && reply.message) return reply.message;
  return e instanceof Error ? e.message : String(e);
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** Per order: what the call took and what it now holds; a second line naming the shortages, if any. */
export function outcomeText(t: T, outcomes: readonly TAllocOutcome[]): { done: string; short: string | null } {
  const done = outcomes.map((o) => t('obOrder.alloc.done', { no: o.no, taken: o.taken, alloc: o.allocQty, qty: o.qty }));
  const items = outcomes.flatMap((o) => o.shortages.map((s) => `${o.no} #${s.lineNo} ${s.skuLabel} −${s.short}`));
  return { done: done.join('; '), short: items.length ? t('obOrder.alloc.shortages', { items: items.join('; ') }) : null };
}
