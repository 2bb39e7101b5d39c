/**
 * Strings of the request-order screens (features/requests): packaging request (transit) orders and
 * material requests share their words, each group named for its own kind; merged into console.zh.ts.
 * Field labels and status names come from the contract.
 */

/** One kind's words (`trOrder.*`, `mrOrder.*`), the shared add/edit screen's keys among them. */
const zhGroup = (g: string, noun: string): Record<string, string> => ({
  [`${g}.detail`]: '详情',
  [`${g}.header`]: '申请信息',
  [`${g}.lines`]: '明细',
  [`${g}.addLine`]: '添加明细',
  [`${g}.removeLine`]: '删除',
  [`${g}.linesMax`]: `一张${noun}最多 {{max}} 行明细`,
  [`${g}.linesMin`]: '至少需要一行明细',
  [`${g}.save`]: '保存',
  [`${g}.back`]: '返回列表',
  [`${g}.notEditable`]: `${noun} {{no}} 当前状态为「{{status}}」，不能编辑`,
  [`${g}.loadFailed`]: `${noun}加载失败`,
  [`${g}.deleteConfirm`]: `确定删除${noun} {{no}} 吗？`,
  [`${g}.confirm`]: `确定对${noun} {{no}} 执行「{{action}}」吗？状态将从「{{from}}」变为「{{to}}」。`,
});

export const requestZh: Record<string, string> = {
  ...zhGroup('trOrder', '包装申请单'),
  ...zhGroup('mrOrder', '领料单'),
  'mrOrder.print': '打印送货单',
  'mrOrder.printAfterDelivery': '发货后打印送货单',

  'reqOrder.action.ack': '接单',
  'reqOrder.action.transfer': '转库存',
  'reqOrder.action.invUpdate': '更新库存',
  'reqOrder.action.delivery': '发货',
  'reqOrder.action.close': '关闭',
  'reqOrder.action.cancel': '取消订单',
  'reqOrder.transferTo': '货源',
  'reqOrder.comment': '备注（可选）',
  'reqOrder.commentHint': '写入流转记录，例如原因或说明',
  'reqOrder.route': '流转记录',
  'reqOrder.route.none': '暂无流转记录',
  'reqOrder.route.by': '操作人：{{name}}',
  'reqOrder.step.add': '下单',
  'reqOrder.step.ack': '接单',
  'reqOrder.step.transfer': '转库存',
  'reqOrder.step.invUpdate': '更新库存',
  'reqOrder.step.delivery': '发货',
  'reqOrder.step.close': '关闭',
  'reqOrder.step.cancel': '取消',
};
