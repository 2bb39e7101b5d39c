import { GIVE_UP_AFTER_H, RETRY_DELAYS_S } from '@wms/contract/integration/webhook';

/** What one attempt came to: the receiver's HTTP status, or none (refused, timed out, unreachable). */
export interface AttemptResult {
  status: number | null;
}

/**
 * What a delivery does after an attempt (docs/decisions/integration.md "Webhooks"), a pure function:
 * - 2xx: delivered;
 * - 410 Gone: the receiver asked to stop: the subscription is disabled, the delivery waits for it to be enabled again;
 * - anything else: tried again after a growing delay, given up once the event is a day old; the subscription is
 *   disabled when it has failed for a day without one delivery.
 */
export type Next =
  | { kind: 'delivered' }
  | { kind: 'retry'; delayS: number; disable: boolean }
  | { kind: 'giveUp'; disable: boolean }
  | { kind: 'gone' };

const DAY_S = GIVE_UP_AFTER_H * 3600;

export function nextAfter(r: AttemptResult, d: { attempts: number; eventAgeS: number; failingForS: number | null }): Next {
  if (r.status !== null && r.status >= 200 && r.status < 300) return { kind: 'delivered' };
  if (r.status === 410) return { kind: 'gone' };
  const disable = (d.failingForS ?? 0) >= DAY_S;
  const delayS = RETRY_DELAYS_S[Math.min(d.attempts, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0]!;
  if (d.eventAgeS + delayS > DAY_S) return { kind: 'giveUp', disable };
  return { kind: 'retry', delayS, disable };
}
