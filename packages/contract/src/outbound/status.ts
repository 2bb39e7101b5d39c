import { ORDER_STATUS } from '../inbound/status.ts';

/**
 * The spec §4 codes an outbound order passes through (labels and colours are the shared ones in
 * inbound/status.ts: 110 shows as pallet-wrapped, 120 as outbound). The transitions are
 * apps/server/src/modules/outbound/outbound-status.ts.
 */
export const OUTBOUND_STATUS_CODES = [
  ORDER_STATUS.cancelled,
  ORDER_STATUS.new,
  ORDER_STATUS.allocated,
  ORDER_STATUS.picked,
  ORDER_STATUS.packed,
  ORDER_STATUS.sealed,
  ORDER_STATUS.loaded,
  ORDER_STATUS.shipped,
  ORDER_STATUS.finished,
] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUS_CODES)[number];

export { ORDER_STATUS, ORDER_STATUS_LABELS, orderStatusColor, orderStatusLabel } from '../inbound/status.ts';
