import { OB_ALLOWED, type OutboundAction } from '@wms/contract/outbound/ob-actions';
import { ORDER_STATUS as S } from '@wms/contract/outbound/status';

export type { OutboundAction };

/**
 * The outbound order's status machine (docs/decisions/outbound-and-allocation.md "Outbound orders"), a pure function:
 * which action an order in a status allows, and the status after it.
 *
 *   10 new ──allocate (anything held)──▶ 80 allocated ──all picked──▶ 90 ──all packed──▶ 100 ──all sealed──▶ 110
 *   80, 90, 100, 110 ──stock out──▶ 120 outbound ──ship──▶ 130 shipped ──finish──▶ 200 finished
 *   80 … 110 ──deallocate──▶ 10 new (refused while tasks are open, unless forced)
 *   10 ──cancel──▶ 0 cancelled
 *
 * Allocating again at 80 tops up lines left short. Allocating that holds nothing leaves a new order new.
 */
export interface OutboundFacts {
  /** After the action, the order holds some allocation (allocate). */
  allocated?: boolean;
  /** Pick, pack or seal tasks of the order are open (deallocate, stock out). */
  openTasks?: boolean;
  /** Deallocate: cancel the open tasks rather than refuse. */
  force?: boolean;
  /** Pick, pack, seal: after the action every task of that kind is finished. */
  done?: boolean;
}

export type Verdict =
  | { ok: true; next: number }
  /** `status`: not in this status; `tasks`: open pick, pack or seal tasks stand in the way. */
  | { ok: false; reason: 'status' | 'tasks' };

const { new: NEW, allocated, picked, packed, sealed, loaded, shipped, finished, cancelled } = S;

/** Statuses each action is allowed from: the contract's table, which the console reads too. */
export const ALLOWED = OB_ALLOWED;

export function outboundTransition(status: number, action: OutboundAction, facts: OutboundFacts = {}): Verdict {
  if (!ALLOWED[action].includes(status)) return { ok: false, reason: 'status' };
  switch (action) {
    case 'cancel':
      return { ok: true, next: cancelled };
    case 'allocate':
      return { ok: true, next: facts.allocated ? allocated : NEW };
    case 'deallocate':
      if (facts.openTasks && !facts.force) return { ok: false, reason: 'tasks' };
      return { ok: true, next: NEW };
    case 'pick':
      return { ok: true, next: facts.done ? picked : status };
    case 'pack':
      return { ok: true, next: facts.done ? packed : status };
    case 'seal':
      return { ok: true, next: facts.done ? sealed : status };
    case 'stockOut':
      if (facts.openTasks) return { ok: false, reason: 'tasks' };
      return { ok: true, next: loaded };
    case 'ship':
      return { ok: true, next: shipped };
    case 'finish':
      return { ok: true, next: finished };
    default:
      return { ok: true, next: status };
  }
}
