import { COUNT_ALLOWED, type CountAction, COUNT_STATUS as S } from '@wms/contract/inventory/count';

export type { CountAction };

/**
 * The count task's status machine (docs/decisions/stock-and-counts.md "Stock count"), a pure function:
 *
 *   10 open ──count──▶ 20 counting ──count──▶ 20 ──merge──▶ 100 merged
 *   10, 20 ──cancel──▶ 0 cancelled
 *
 * Merge needs something counted: an open task has nothing to post, so it is refused from 10.
 * Merged and cancelled are final.
 */
export type Verdict = { ok: true; next: number } | { ok: false };

const NEXT: Record<CountAction, number> = { count: S.counting, merge: S.merged, cancel: S.cancelled };

export function countTransition(status: number, action: CountAction): Verdict {
  if (!COUNT_ALLOWED[action].includes(status)) return { ok: false };
  return { ok: true, next: NEXT[action] };
}
