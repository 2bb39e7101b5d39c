import { nextStatus, type RequestAction, type RequestKind } from '@wms/contract/request/flow';
import { reqStatusLabel } from '@wms/contract/request/status';
import type { Lang } from '../../i18n/messages.ts';
import { AppError } from '../../lib/errors.ts';

/** What the refused action is called in a message ("cannot <action>"). */
const ACTION_LABELS: Record<RequestAction, Record<Lang, string>> = {
  cancel: { zh: '取消', en: 'cancel it' },
  ack: { zh: '接单', en: 'acknowledge it' },
  transfer: { zh: '转库存', en: 'transfer it' },
  invUpdate: { zh: '更新库存', en: 'update inventory' },
  delivery: { zh: '发货', en: 'deliver it' },
  close: { zh: '关闭', en: 'close it' },
  update: { zh: '修改', en: 'edit it' },
  addLine: { zh: '添加明细', en: 'add lines' },
  updateLine: { zh: '修改明细', en: 'change lines' },
  removeLine: { zh: '删除明细', en: 'remove lines' },
  delete: { zh: '删除', en: 'delete it' },
  print: { zh: '打印发货单', en: 'print its delivery note' },
};

const TITLES: Record<RequestKind, Record<Lang, string>> = {
  tr: { zh: '包装申请单', en: 'Transit order' },
  mr: { zh: '领料单', en: 'Material request' },
};

/** The status after `action` (contract request/flow.ts), or a 409 naming the order's status in the user's language. */
export function allow(
  kind: RequestKind,
  order: { no: string; status: number },
  action: RequestAction,
  lang: Lang,
  to?: number,
): number {
  const next = nextStatus(kind, action, order.status, to);
  if (next !== null) return next;
  throw new AppError(409, 'request.wrongStatus', {
    title: TITLES[kind][lang],
    no: order.no,
    status: reqStatusLabel(order.status, lang),
    action: ACTION_LABELS[action][lang],
  });
}
