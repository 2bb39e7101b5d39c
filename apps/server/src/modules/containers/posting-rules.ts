import { type ManualKind, POSTING_SIGN, type PostingKind } from '@wms/contract/containers/container-account';

/**
 * The posting rules as pure functions (table test in posting-rules.test.ts): the signed quantity a
 * kind posts, and whether a posting may be made on a balance. The database holds the same rules
 * (ctr_posting_sign_ck, ctr_account_balance_ck); these give the refusal its words first.
 */

/** The signed quantity of a manual posting: found adds, a write-off takes, a correction is as given. */
export function manualQty(kind: ManualKind, qty: number): number | 'badSign' {
  if (kind === 'correction') return qty;
  return qty > 0 ? POSTING_SIGN[kind] * qty : 'badSign';
}

export type Refusal = { key: 'account.short'; after: number } | { key: 'account.badSign' } | null;

/** Why `qty` of `kind` cannot post on `balance`, or null when it can. */
export function refusal(kind: PostingKind, balance: number, qty: number): Refusal {
  const sign = POSTING_SIGN[kind];
  if (qty === 0 || (sign !== 0 && Math.sign(qty) !== sign)) return { key: 'account.badSign' };
  if (balance + qty < 0) return { key: 'account.short', after: balance + qty };
  return null;
}
