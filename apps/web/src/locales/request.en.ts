/**
 * Strings of the request-order screens (features/requests): packaging request (transit) orders and
 * material requests share their words, each group named for its own kind; merged into console.en.ts.
 * Field labels and status names come from the contract.
 */

/** One kind's words (`trOrder.*`, `mrOrder.*`), the shared add/edit screen's keys among them. */
const enGroup = (g: string, noun: string, nouns: string): Record<string, string> => ({
  [`${g}.detail`]: 'Detail',
  [`${g}.header`]: 'Request',
  [`${g}.lines`]: 'Lines',
  [`${g}.addLine`]: 'Add line',
  [`${g}.removeLine`]: 'Remove',
  [`${g}.linesMax`]: `${nouns} have at most {{max}} lines`,
  [`${g}.linesMin`]: 'At least one line is needed',
  [`${g}.save`]: 'Save',
  [`${g}.back`]: 'Back to the list',
  [`${g}.notEditable`]: `${noun[0]!.toUpperCase()}${noun.slice(1)} {{no}} is {{status}}: it cannot be edited`,
  [`${g}.loadFailed`]: `The ${noun} could not be loaded`,
  [`${g}.deleteConfirm`]: `Delete ${noun} {{no}}?`,
  [`${g}.confirm`]: '{{action}} on {{no}}? Its status goes from “{{from}}” to “{{to}}”.',
});

export const requestEn: Record<string, string> = {
  ...enGroup('trOrder', 'transit order', 'Transit orders'),
  ...enGroup('mrOrder', 'material request', 'Material requests'),
  'mrOrder.print': 'Print delivery note',
  'mrOrder.printAfterDelivery': 'Print the delivery note after delivery',

  'reqOrder.action.ack': 'Acknowledge',
  'reqOrder.action.transfer': 'Transfer',
  'reqOrder.action.invUpdate': 'Update inventory',
  'reqOrder.action.delivery': 'Deliver',
  'reqOrder.action.close': 'Close',
  'reqOrder.action.cancel': 'Cancel order',
  'reqOrder.transferTo': 'Source',
  'reqOrder.comment': 'Comment (optional)',
  'reqOrder.commentHint': 'Kept in the route, e.g. a reason or a note',
  'reqOrder.route': 'Route',
  'reqOrder.route.none': 'No route yet',
  'reqOrder.route.by': 'by {{name}}',
  'reqOrder.step.add': 'Ordered',
  'reqOrder.step.ack': 'Acknowledged',
  'reqOrder.step.transfer': 'Transferred',
  'reqOrder.step.invUpdate': 'Inventory updated',
  'reqOrder.step.delivery': 'Delivered',
  'reqOrder.step.close': 'Closed',
  'reqOrder.step.cancel': 'Cancelled',
};
