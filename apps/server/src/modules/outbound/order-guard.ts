import { orderStatusLabel } from '@wms/contract/outbound/status';
import type { Lang } from '../../i18n/messages.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderRow } from './outbound-repository.ts';
import { type OutboundAction, type OutboundFacts, outboundTransition } from './outbound-status.ts';

/** What the refused action is called in a message ("cannot <action>"). */
const ACTION_LABELS: Record<OutboundAction, Record<Lang, string>> = {
  update: { zh: '修改', en: 'edit it' },
  addLine: { zh: '添加明细', en: 'add lines' },
  updateLine: { zh: '修改明细', en: 'change lines' },
  removeLine: { zh: '删除明细', en: 'remove lines' },
  delete: { zh: '删除', en: 'delete it' },
  cancel: { zh: '取消', en: 'cancel it' },
  allocate: { zh: '分配', en: 'allocate it' },
  deallocate: { zh: '取消分配', en: 'deallocate it' },
  pick: { zh: '拣货', en: 'pick it' },
  pack: { zh: '装箱', en: 'pack it' },
  seal: { zh: '封箱', en: 'seal it' },
  stockOut: { zh: '出库', en: 'stock it out' },
  ship: { zh: '发运', en: 'ship it' },
  finish: { zh: '完结', en: 'finish it' },
};

/** The status after `action`, or a 409 naming the order's status in the user's language. */
export function allow(order: OrderRow, action: OutboundAction, lang: Lang, facts: OutboundFacts = {}): number {
  const v = outboundTransition(order.status, action, facts);
  if (v.ok) return v.next;
  const params = { no: order.no, status: orderStatusLabel(order.status, lang), action: ACTION_LABELS[action][lang] };
  throw new AppError(409, 'outbound.wrongStatus', params);
}

/** A lot as a line names it: blank is none. */
export const lot = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());
