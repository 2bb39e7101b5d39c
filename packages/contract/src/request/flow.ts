import { REQ_STATUS as S } from './status.ts';

/**
 * The request orders' status machine (docs/decisions/requests.md "Request orders"), pure, shared by the
 * server (which decides with it) and the console (which offers only what it allows).
 *
 *   100 ordered ──ack──▶ 200 accepted ──transfer{to}──▶ 300 customer / 400 in-transit / 600 spot stock
 *   300 | 400 | 600 ──transfer──▶ 500 preparing ──transfer──▶ 700 processing ──inv/update──▶ 800 awaiting delivery
 *   tr: 800 ──close──▶ 1000 completed            (inv/update received the packaging into the warehouse)
 *   mr: 800 ──delivery──▶ 900 delivering ──close──▶ 1000 completed   (delivery issued the stock to the customer)
 *   cancel ──▶ 0 from every status before stock moved (tr up to 700, mr up to 800)
 */
export type RequestKind = 'tr' | 'mr';

/** Actions that move the status (one route each: `~cancel`, `~ack`, `~transfer`, `~inv/update`, `~close`, `~delivery`). */
export const FLOW_ACTIONS = ['cancel', 'ack', 'transfer', 'invUpdate', 'delivery', 'close'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];
/** Editing actions (status unchanged) and the delivery note print. */
export type EditAction = 'update' | 'addLine' | 'updateLine' | 'removeLine' | 'delete' | 'print';
export type RequestAction = FlowAction | EditAction;
export const REQUEST_ACTIONS: readonly RequestAction[] = [
  ...FLOW_ACTIONS,
  'update',
  'addLine',
  'updateLine',
  'removeLine',
  'delete',
  'print',
];

/** Where a transfer from accepted (200) sends the order: where the packaging is found. */
export const TRANSFER_TARGETS = [S.customerStock, S.transitStock, S.spotStock] as const;
export type TransferTarget = (typeof TRANSFER_TARGETS)[number];
/** The target a transfer from accepted takes when none is given: a transit order waits for stock in transit, a material request takes spot stock. */
export const DEFAULT_TRANSFER: Record<RequestKind, TransferTarget> = { tr: S.transitStock, mr: S.spotStock };

const { cancelled, ordered, accepted, customerStock, transitStock, preparing, spotStock, processing } = S;
const { awaitingDelivery, delivering, completed } = S;
const EDITABLE = [ordered, accepted];
const SOURCED = [customerStock, transitStock, spotStock];
const BEFORE_STOCK: Record<RequestKind, readonly number[]> = {
  // A transit order's stock moves at inv/update (700 → 800), a material request's at delivery (800 → 900).
  tr: [ordered, accepted, ...SOURCED, preparing, processing],
  mr: [ordered, accepted, ...SOURCED, preparing, processing, awaitingDelivery],
};

/** Statuses each action is allowed from, per kind. */
export const REQ_ALLOWED: Record<RequestKind, Record<RequestAction, readonly number[]>> = {
  tr: {
    update: EDITABLE,
    addLine: EDITABLE,
    updateLine: EDITABLE,
    removeLine: EDITABLE,
    delete: [cancelled, ordered],
    cancel: BEFORE_STOCK.tr,
    ack: [ordered],
    transfer: [accepted, ...SOURCED, preparing],
    invUpdate: [processing],
    delivery: [],
    close: [awaitingDelivery],
    print: [],
  },
  mr: {
    update: EDITABLE,
    addLine: EDITABLE,
    updateLine: EDITABLE,
    removeLine: EDITABLE,
    delete: [cancelled, ordered],
    cancel: BEFORE_STOCK.mr,
    ack: [ordered],
    transfer: [accepted, ...SOURCED, preparing],
    invUpdate: [processing],
    delivery: [awaitingDelivery],
    close: [delivering],
    print: [delivering, completed],
  },
};

/** The action is allowed in the status. */
export const reqAllows = (kind: RequestKind, action: RequestAction, status: number): boolean =>
  REQ_ALLOWED[kind][action].includes(status);

/** Every action the status allows, in the order of REQUEST_ACTIONS (the detail screen's buttons). */
export const allowedActions = (kind: RequestKind, status: number): RequestAction[] =>
  REQUEST_ACTIONS.filter((a) => reqAllows(kind, a, status));

/**
 * The status after `action`, or null when the status does not allow it. `to` is read only by a
 * transfer from accepted (200): 300, 400 or 600; anything else there is refused (null).
 */
export function nextStatus(kind: RequestKind, action: RequestAction, status: number, to?: number): number | null {
  if (!reqAllows(kind, action, status)) return null;
  switch (action) {
    case 'cancel':
      return cancelled;
    case 'ack':
      return accepted;
    case 'transfer':
      if (status === accepted) {
        const target = to ?? DEFAULT_TRANSFER[kind];
        return (TRANSFER_TARGETS as readonly number[]).includes(target) ? target : null;
      }
      return status === preparing ? processing : preparing;
    case 'invUpdate':
      return awaitingDelivery;
    case 'delivery':
      return delivering;
    case 'close':
      return completed;
    default:
      return status;
  }
}
