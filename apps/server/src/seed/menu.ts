import { resourceTitle } from '@wms/contract/locales/index';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';

/**
 * The menu tree of spec §2. Business route paths are ours to choose (spec: "not shown"): each
 * is `/<area>/<screen>`. A leaf is visible with its permission; `resource/<name>` leaves are
 * the generic list screens.
 */
export interface MenuSeed {
  name: string;
  path: string;
  title: string;
  titleEn: string;
  component?: string;
  icon?: string;
  permission?: string;
  type?: 'menu' | 'iframe' | 'link';
  fullpage?: boolean;
  url?: string;
  children?: MenuSeed[];
}

const leaf = (area: string, key: string, title: string, titleEn: string, component = `resource/${key}`): MenuSeed => ({
  name: `${area}-${key}`,
  path: `/${area}/${key}`,
  title,
  titleEn,
  component,
  permission: `${area}/${key}/view`,
});

/**
 * The generic list screen of a contract resource: its area and key give path and permission, its
 * name the component, its title (zh and en) the contract's, so menu, tag, breadcrumb and screen
 * call it the same.
 */
const resource = (name: string): MenuSeed => {
  const def = RESOURCE_BY_NAME.get(name);
  if (!def) throw new Error(`menu: no resource named ${name}`);
  return leaf(def.area, def.key, resourceTitle('zh', name), resourceTitle('en', name), `resource/${def.name}`);
};

/** The stock screens are views of two read calls; a leaf needs the permission of the call it lists. */
const STOCK_VIEW = 'inventory/stock/view';
const LEDGER_VIEW = 'inventory/ledger/view';
/** The four task screens are views of one list call (`/outbound/ob/task`), filtered by type. */
const TASK_VIEW = 'outbound/obTask/view';

export const MENU: MenuSeed[] = [
  {
    name: 'home',
    path: '/home',
    title: '首页',
    titleEn: 'Home',
    icon: 'HomeOutlined',
    children: [{ name: 'dashboard', path: '/dashboard', title: '控制台', titleEn: 'Dashboard', component: 'dashboard/index' }],
  },
  {
    name: 'setting',
    path: '/setting',
    title: '基础设置',
    titleEn: 'Setting',
    icon: 'SettingOutlined',
    children: [
      resource('warehouse'),
      resource('location'),
      resource('consignor'),
      resource('consignee'),
      resource('customer'),
      resource('carrier'),
      resource('operator'),
      resource('facility'),
      resource('basFacility'),
      resource('zone'),
      resource('container'),
      resource('unit'),
      resource('primaryUnit'),
      resource('secondaryUnit'),
      resource('packaging'),
      resource('packagingItem'),
      resource('packagingBom'),
      resource('packagingMaterial'),
      resource('settingSku'),
      resource('dock'),
      resource('company'),
      resource('lpn'),
    ],
  },
  {
    name: 'product',
    path: '/product',
    title: '产品',
    titleEn: 'Product',
    icon: 'AppstoreOutlined',
    children: [resource('item'), resource('itemPack'), resource('productSku')],
  },
  {
    name: 'inbound',
    path: '/inbound',
    title: '入库',
    titleEn: 'Inbound',
    icon: 'ImportOutlined',
    children: [
      // The screen lists ibOrder: it needs the permission of that call (sub-screens: apps/web/src/app/subpages.ts).
      { ...leaf('inbound', 'order', '入库单', 'Inbound order', 'inbound/order'), permission: 'inbound/ibOrder/view' },
      { ...leaf('inbound', 'transfer', '调拨单', 'Transfer order', 'inbound/transfer'), permission: 'inbound/tfOrder/view' },
      { ...leaf('inbound', 'transit', '包装申请单', 'Transit order', 'inbound/transit'), permission: 'inbound/trOrder/view' },
      resource('ibLpn'),
      { ...leaf('inbound', 'mu', '多单位入库', 'Inbound MU', 'inbound/mu'), permission: 'inbound/ibMu/view' },
    ],
  },
  {
    name: 'outbound',
    path: '/outbound',
    title: '出库',
    titleEn: 'Outbound',
    icon: 'ExportOutlined',
    children: [
      { ...leaf('outbound', 'order', '出库单', 'Outbound order', 'outbound/order'), permission: 'outbound/obOrder/view' },
      { ...leaf('outbound', 'mu', '多单位出库', 'Outbound MU', 'outbound/mu'), permission: 'outbound/obMu/view' },
      // Label screens of the lpn table (resources obLabel, obLpn); the leaves keep their first names and paths.
      { ...resource('obLabel'), name: 'outbound-label', path: '/outbound/label' },
      { ...resource('obLpn'), name: 'outbound-lpn', path: '/outbound/lpn' },
      { ...leaf('outbound', 'task', '任务管理', 'Tasks', 'outbound/task'), permission: TASK_VIEW },
      { ...leaf('outbound', 'pick', '拣货', 'Pick', 'outbound/pick'), permission: TASK_VIEW },
      { ...leaf('outbound', 'pack', '装箱', 'Pack', 'outbound/pack'), permission: TASK_VIEW },
      { ...leaf('outbound', 'seal', '封箱', 'Seal', 'outbound/seal'), permission: TASK_VIEW },
      { ...leaf('outbound', 'mr', '领料单', 'Material request', 'outbound/mr'), permission: 'outbound/mrOrder/view' },
    ],
  },
  {
    name: 'inventory',
    path: '/inventory',
    title: '库存',
    titleEn: 'Inventory',
    icon: 'DatabaseOutlined',
    children: [
      { ...leaf('inventory', 'sku', '按 SKU', 'Stock by SKU', 'inventory/sku'), permission: STOCK_VIEW },
      leaf('inventory', 'mu', '按托盘', 'Stock by MU', 'inventory/mu'),
      { ...leaf('inventory', 'location', '按库位', 'Stock by location', 'inventory/location'), permission: STOCK_VIEW },
      { ...leaf('inventory', 'journal', '库存流水', 'Journal', 'inventory/journal'), permission: 'inventory/journal/view' },
      leaf('inventory', 'count', '盘点', 'Stock count', 'inventory/count'),
      {
        ...leaf('inventory', 'floorStats', '作业统计', 'Floor figures', 'inventory/floor-stats'),
        permission: 'inventory/floor/view',
      },
      {
        ...leaf('inventory', 'account', '包装往来', 'Container accounts', 'inventory/account'),
        permission: 'inventory/account/view',
      },
      {
        ...leaf('inventory', 'accountPosting', '往来明细', 'Container postings', 'inventory/account-posting'),
        permission: 'inventory/account/view',
      },
      leaf('inventory', 'accountStatement', '往来对账单', 'Container statements', 'inventory/account-statement'),
      { ...leaf('inventory', 'history', '库存历史', 'Stock history', 'inventory/history'), permission: LEDGER_VIEW },
      { ...leaf('inventory', 'ledgerIn', '入库台账', 'Inbound ledger', 'inventory/ledger-in'), permission: LEDGER_VIEW },
      { ...leaf('inventory', 'ledgerOut', '出库台账', 'Outbound ledger', 'inventory/ledger-out'), permission: LEDGER_VIEW },
      {
        ...leaf('inventory', 'ledgerAdjust', '调整台账', 'Adjustment ledger', 'inventory/ledger-adjust'),
        permission: LEDGER_VIEW,
      },
      resource('productionPlan'),
      {
        name: 'inventory-dash',
        path: '/inventory/dash',
        title: '包装管理可视化',
        titleEn: 'Packaging management visualisation',
        type: 'link',
        url: '/inventory/dash',
        fullpage: true,
        permission: 'inventory/dash/view',
      },
    ],
  },
  {
    name: 'system',
    path: '/system',
    title: '系统',
    titleEn: 'System',
    icon: 'ToolOutlined',
    children: [
      leaf('system', 'user', '用户', 'Users', 'system/user'),
      leaf('system', 'role', '角色', 'Roles', 'system/role'),
      leaf('system', 'dept', '部门', 'Departments', 'system/dept'),
      leaf('system', 'menu', '菜单', 'Menus', 'system/menu'),
      leaf('system', 'dict', '字典', 'Dictionary', 'system/dict'),
      leaf('system', 'log', '日志', 'Logs', 'system/log'),
      leaf('system', 'table', '表格配置', 'Table config', 'system/table'),
      leaf('system', 'task', '计划任务', 'Scheduled tasks', 'system/task'),
      leaf('system', 'file', '文件', 'Files', 'system/file'),
      leaf('system', 'msg', '客服消息', 'Support messages', 'system/msg'),
      // Machine clients' keys (issue 35 §1): made for a role, the token shown once.
      leaf('system', 'apikey', 'API 密钥', 'API keys', 'system/apikey'),
      // Events out to other systems (issue 35 §3): subscriptions, their deliveries and attempts, resending.
      leaf('system', 'webhook', 'Webhook', 'Webhooks', 'system/webhook'),
      // The spec's template page: the generic components on real data (locations), for whoever may see locations.
      { ...leaf('system', 'demo', '组件示例', 'Component demo', 'demo/template'), permission: 'setting/location/view' },
      // An administrator's check that no write bypassed the stock module; it lists what the stock call shows.
      { ...leaf('system', 'drift', '台账核对', 'Ledger drift', 'system/drift'), permission: 'system/drift/view' },
    ],
  },
];
