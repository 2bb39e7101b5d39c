import { ORDER_STATUS as S } from './status.ts';

/**
 * Which statuses each outbound order action is allowed from (docs/decisions/outbound-and-allocation.md "Outbound orders").
 * The server's status machine (modules/outbound/outbound-status.ts) decides with this table; the
 * console reads the same one to offer only the actions an order's status allows.
 */
export type OutboundAction =
  | 'update'
  | 'addLine'
  | 'updateLine'
  | 'removeLine'
  | 'delete'
  | 'cancel'
  | 'allocate'
  | 'deallocate'
  | 'pick'
  | 'pack'
  | 'seal'
  | 'stockOut'
  | 'ship'
  | 'finish';

const { new: NEW, allocated, picked, packed, sealed, loaded, shipped, cancelled } = S;
const HELD = [allocated, picked, packed, sealed];

/** Statuses each action is allowed from. */
export const OB_ALLOWED: Record<OutboundAction, readonly number[]> = {
  update: [NEW],
  addLine: [NEW],
  updateLine: [NEW],
  removeLine: [NEW],
  // A new order holds nothing (deallocation returns an order to new only when all is released).
  delete: [cancelled, NEW],
  cancel: [NEW],
  allocate: [NEW, allocated],
  deallocate: HELD,
  pick: [allocated],
  pack: [picked],
  // Sealing closes packed boxes by their labels: only after packing (issue 26 §3).
  seal: [packed],
  stockOut: HELD,
  ship: [loaded],
  finish: [shipped],
};

/** The status allows the action (open tasks may still refuse deallocation or stock out: the server says so). */
export const obAllows = (status: number, action: OutboundAction): boolean => OB_ALLOWED[action].includes(status);
