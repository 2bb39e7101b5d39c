import { ORDER_STATUS as S } from './status.ts';

/**
 * Which statuses each inbound order action is allowed from (docs/decisions/inbound.md "Inbound orders").
 * The server's status machine (modules/inbound/inbound-status.ts) decides with this table; the
 * console reads the same one to offer only the actions an order's status allows.
 */
export type InboundAction =
  | 'update'
  | 'addLine'
  | 'updateLine'
  | 'planLine'
  | 'removeLine'
  | 'approve'
  | 'cancel'
  | 'scan'
  | 'store'
  | 'fillLabels'
  | 'finish'
  | 'delete';

const { new: NEW, approval, received, stored, cancelled } = S;

/** Statuses each action is allowed from. */
export const IB_ALLOWED: Record<InboundAction, readonly number[]> = {
  update: [NEW],
  addLine: [NEW],
  updateLine: [NEW],
  // Where and how a line goes (location, lot, LPN, label) may be set until it is put away.
  planLine: [NEW, approval, received],
  removeLine: [NEW],
  approve: [NEW],
  cancel: [NEW, approval, received],
  scan: [approval, received],
  store: [approval, received],
  fillLabels: [NEW, approval, received],
  finish: [stored],
  delete: [cancelled, NEW, approval],
};

/** The status allows the action (stored stock may still forbid cancel and delete: the server says so). */
export const ibAllows = (status: number, action: InboundAction): boolean => IB_ALLOWED[action].includes(status);
