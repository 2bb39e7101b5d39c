/**
 * Titles of the built-in routes and the sub-pages, in both languages: the menu (and with it every
 * tag and breadcrumb) is built from them before any screen loads, whichever language is shown.
 * The shell's strings (zh.ts, en.ts) include them too.
 */
export const routeTitlesZh: Record<string, string> = {
  'route.ibOrder.add': '新增入库单',
  'route.ibOrder.edit': '编辑入库单',
  'route.ibOrder.detail': '入库单详情',
  'route.obOrder.add': '新增出库单',
  'route.obOrder.edit': '编辑出库单',
  'route.obOrder.detail': '出库单详情',
  'route.obTask.detail': '任务详情',
  'route.trOrder.add': '新增包装申请单',
  'route.trOrder.edit': '编辑包装申请单',
  'route.trOrder.detail': '包装申请单详情',
  'route.mrOrder.add': '新增领料单',
  'route.mrOrder.edit': '编辑领料单',
  'route.mrOrder.detail': '领料单详情',
  'route.ctrPartner': '往来方账户',
  'route.dashboard': '控制台',
  'route.profile': '个人中心',
  'route.dash': '包装管理可视化',
};

export const routeTitlesEn: Record<string, string> = {
  'route.ibOrder.add': 'New inbound order',
  'route.ibOrder.edit': 'Edit inbound order',
  'route.ibOrder.detail': 'Inbound order detail',
  'route.obOrder.add': 'New outbound order',
  'route.obOrder.edit': 'Edit outbound order',
  'route.obOrder.detail': 'Outbound order detail',
  'route.obTask.detail': 'Task detail',
  'route.trOrder.add': 'New transit order',
  'route.trOrder.edit': 'Edit transit order',
  'route.trOrder.detail': 'Transit order detail',
  'route.mrOrder.add': 'New material request',
  'route.mrOrder.edit': 'Edit material request',
  'route.mrOrder.detail': 'Material request detail',
  'route.ctrPartner': 'Partner account',
  'route.dashboard': 'Dashboard',
  'route.profile': 'Profile',
  'route.dash': 'Packaging management visualisation',
};

/** A route's `title` and `titleEn` from its key. */
export const routeTitles = (key: string) => ({ title: routeTitlesZh[key] ?? key, titleEn: routeTitlesEn[key] });
