import { IB_ALLOWED, type InboundAction } from '@wms/contract/inbound/ib-actions';
import { ORDER_STATUS as S } from '@wms/contract/inbound/status';

export type { InboundAction };

/**
 * The inbound order's status machine (docs/decisions/inbound.md "Inbound orders"), a pure function:
 * which action an order in a status allows, and the status after it.
 *
 *   10 new ──approve──▶ 20 approval ──scan / put-away──▶ 50 received ──last line stored──▶ 70 stored ──finish──▶ 200
 *   10, 20, 50 (nothing stored) ──cancel──▶ 0 cancelled
 *
 * A partial put-away leaves the order at 50 (received) until every line is fully stored.
 */
export interface InboundFacts {
  /** Some stock of the order has been put away. */
  anyStored: boolean;
  /** After the action, every line is fully stored. */
  allStored: boolean;
}

export type Verdict =
  | { ok: true; next: number }
  /** `status`: not in this status; `stored`: stock is already put away. */
  | { ok: false; reason: 'status' | 'stored' };

const { approval, received, stored, finished, cancelled } = S;

/** Statuses each action is allowed from: the contract's table, which the console reads too. */
export const ALLOWED = IB_ALLOWED;

export function inboundTransition(status: number, action: InboundAction, facts: InboundFacts): Verdict {
  if (!ALLOWED[action].includes(status)) return { ok: false, reason: 'status' };
  if ((action === 'cancel' || action === 'delete') && facts.anyStored) return { ok: false, reason: 'stored' };
  switch (action) {
    case 'approve':
      return { ok: true, next: approval };
    case 'cancel':
      return { ok: true, next: cancelled };
    case 'scan':
      return { ok: true, next: received };
    case 'store':
      return { ok: true, next: facts.allStored ? stored : received };
    case 'finish':
      return { ok: true, next: finished };
    default:
      return { ok: true, next: status };
  }
}
