/**
 * Permission strings are `area/resource/action` (spec §6 only fixes the superuser `*∕*∕*`).
 * Any segment of a grant may be `*`.
 */
export const SUPERUSER = '*/*/*';
export const ACTIONS = ['view', 'add', 'update', 'delete', 'import', 'export'] as const;
export type CrudAction = (typeof ACTIONS)[number];

export function perm(area: string, resource: string, action: string): string {
  return `${area}/${resource}/${action}`;
}

/** True when one of the grants covers the required permission. */
export function grants(granted: readonly string[], required: string): boolean {
  const need = required.split('/');
  return granted.some((g) => {
    const have = g.split('/');
    if (have.length !== need.length) return false;
    return have.every((seg, i) => seg === '*' || seg === need[i]);
  });
}

export function grantsAny(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => grants(granted, r));
}
export function grantsAll(granted: readonly string[], required: readonly string[]): boolean {
  return required.every((r) => grants(granted, r));
}

/** Labels of the actions the feature tree shows; an action not listed is shown by its name. */
export const ACTION_LABELS: Record<string, { zh: string; en: string }> = {
  view: { zh: '查看', en: 'View' },
  add: { zh: '新增', en: 'Add' },
  update: { zh: '修改', en: 'Update' },
  delete: { zh: '删除', en: 'Delete' },
  import: { zh: '导入', en: 'Import' },
  export: { zh: '导出', en: 'Export' },
  store: { zh: '上架', en: 'Put away' },
  print: { zh: '打印', en: 'Print' },
  scan: { zh: '扫描', en: 'Scan' },
  approve: { zh: '审核', en: 'Approve' },
  cancel: { zh: '取消', en: 'Cancel' },
  finish: { zh: '完成', en: 'Finish' },
  allocate: { zh: '分配', en: 'Allocate' },
  deallocate: { zh: '取消分配', en: 'Deallocate' },
  task: { zh: '生成任务', en: 'Create tasks' },
  work: { zh: '执行任务', en: 'Work tasks' },
  stock: { zh: '出库', en: 'Stock out' },
  ship: { zh: '发运', en: 'Ship' },
  adjust: { zh: '调整', en: 'Adjust' },
  move: { zh: '移库', en: 'Move' },
  barrier: { zh: '冻结', en: 'Barrier' },
  scrap: { zh: '报废', en: 'Scrap' },
  unbind: { zh: '拆托', en: 'Unbind' },
  merge: { zh: '合并', en: 'Merge' },
  count: { zh: '盘点', en: 'Count' },
  disable: { zh: '停用', en: 'Disable' },
  enable: { zh: '启用', en: 'Enable' },
  grant: { zh: '授权', en: 'Grant' },
  ack: { zh: '接单', en: 'Acknowledge' },
  transfer: { zh: '转库存', en: 'Transfer' },
  invUpdate: { zh: '更新库存', en: 'Update inventory' },
  close: { zh: '关闭', en: 'Close' },
  delivery: { zh: '发货', en: 'Deliver' },
  reply: { zh: '回复', en: 'Reply' },
  run: { zh: '立即执行', en: 'Run now' },
  post: { zh: '过账', en: 'Post' },
  writeOff: { zh: '核销', en: 'Write off' },
  charges: { zh: '计费设置', en: 'Charges' },
  closePeriod: { zh: '结账', en: 'Close period' },
  send: { zh: '发送', en: 'Send' },
  revoke: { zh: '吊销', en: 'Revoke' },
  resend: { zh: '重新投递', en: 'Resend' },
};
