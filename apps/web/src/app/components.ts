import { type ComponentType, createElement } from 'react';
import { prefetchResourceList } from '../features/resources/prefetchList.ts';
import type { RouteNode } from './routeTree.ts';
import { withTimeout } from './withTimeout.ts';

/**
 * Resolves a menu entry's `component` string to a page (spec §2). Pages load lazily, so each
 * screen is its own chunk. `resource/<name>` is the generic list screen of a contract resource;
 * an unknown name renders a "page under construction" placeholder rather than failing.
 */
type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/** Both request-order kinds' pages live in one module (features/request/pages.tsx). */
const requestPage = async (name: keyof typeof import('../features/request/pages.tsx')): Promise<PageModule> => ({
  default: (await import('../features/request/pages.tsx'))[name],
});

const PAGES: Record<string, Loader> = {
  'dashboard/index': () => import('../pages/DashboardPage.tsx'),
  'profile/index': () => import('../pages/ProfilePage.tsx'),
  'system/profile': () => import('../pages/ProfilePage.tsx'),
  'inventory/dash': () => import('../pages/InventoryDashPage.tsx'),
  'inventory/sku': () => import('../features/stock/StockBySkuPage.tsx'),
  'inventory/location': () => import('../features/stock/StockByLocationPage.tsx'),
  'inventory/history': () => import('../features/stock/StockHistoryPage.tsx'),
  'inventory/ledger-in': () => import('../features/stock/InboundLedgerPage.tsx'),
  'inventory/ledger-out': () => import('../features/stock/OutboundLedgerPage.tsx'),
  'inventory/ledger-adjust': () => import('../features/stock/AdjustmentLedgerPage.tsx'),
  'inventory/journal': () => import('../features/journal/JournalPage.tsx'),
  'inventory/count': () => import('../features/count/CountTaskPage.tsx'),
  'inventory/mu': () => import('../features/inventory-mu/InventoryMuPage.tsx'),
  'system/drift': () => import('../features/drift/DriftPage.tsx'),
  'inventory/floor-stats': () => import('../features/floor-stats/FloorStatsPage.tsx'),
  'inventory/account-statement': () => import('../features/account-statement/StatementPage.tsx'),
  'inventory/account': () => import('../features/account/BalancePage.tsx'),
  'inventory/account/partner': () => import('../features/account/PartnerPage.tsx'),
  'inventory/account-posting': () => import('../features/account/PostingPage.tsx'),
  'inbound/transfer': () => import('../features/transfer/TransferOrderPage.tsx'),
  'inbound/mu': () => import('../features/inbound-mu/InboundMuPage.tsx'),
  'inbound/order': () => import('../features/inbound/OrderListPage.tsx'),
  'inbound/order/add': () => import('../features/inbound/OrderAddPage.tsx'),
  'inbound/order/edit': () => import('../features/inbound/OrderEditPage.tsx'),
  'inbound/order/detail': () => import('../features/inbound/OrderDetailPage.tsx'),
  'inbound/transit': () => requestPage('TrListPage'),
  'inbound/transit/add': () => requestPage('TrAddPage'),
  'inbound/transit/edit': () => requestPage('TrEditPage'),
  'inbound/transit/detail': () => requestPage('TrDetailPage'),
  'outbound/mu': () => import('../features/outbound-mu/OutboundMuPage.tsx'),
  'outbound/mr': () => requestPage('MrListPage'),
  'outbound/mr/add': () => requestPage('MrAddPage'),
  'outbound/mr/edit': () => requestPage('MrEditPage'),
  'outbound/mr/detail': () => requestPage('MrDetailPage'),
  'outbound/order': () => import('../features/outbound/OrderListPage.tsx'),
  'outbound/order/add': () => import('../features/outbound/OrderAddPage.tsx'),
  'outbound/order/edit': () => import('../features/outbound/OrderEditPage.tsx'),
  'outbound/order/detail': () => import('../features/outbound/OrderDetailPage.tsx'),
  'outbound/task': () => import('../features/outbound-task/AllTasksPage.tsx'),
  'outbound/pick': () => import('../features/outbound-task/PickTasksPage.tsx'),
  'outbound/pack': () => import('../features/outbound-task/PackTasksPage.tsx'),
  'outbound/seal': () => import('../features/outbound-task/SealTasksPage.tsx'),
  'outbound/task/detail': () => import('../features/outbound-task/TaskDetailPage.tsx'),
  'system/user': () => import('../features/system/UserPage.tsx'),
  'system/role': () => import('../features/system/RolePage.tsx'),
  'system/dept': () => import('../features/system/DeptPage.tsx'),
  'system/log': () => import('../features/log/LogPage.tsx'),
  'system/file': () => import('../features/file/FilePage.tsx'),
  'system/msg': () => import('../features/message/MessagePage.tsx'),
  'demo/template': () => import('../features/demo/DemoPage.tsx'),
  'system/menu': () => import('../features/sysadmin/MenuPage.tsx'),
  'system/dict': () => import('../features/sysadmin/DictPage.tsx'),
  'system/task': () => import('../features/system-task/TaskPage.tsx'),
  'system/table': () => import('../features/table-config/TableConfigPage.tsx'),
};

const RESOURCE_PREFIX = 'resource/';

/** Bound page components are cached so the same screen keeps one component identity. */
const cache = new Map<string, ComponentType>();

async function bind<P extends object>(
  key: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Promise<ComponentType> {
  const hit = cache.get(key);
  if (hit) return hit;
  const { default: Page } = await withTimeout(load());
  const Bound: ComponentType = () => createElement(Page, props);
  Bound.displayName = `Page(${key})`;
  cache.set(key, Bound);
  return Bound;
}

export type PageKind = 'page' | 'resource' | 'iframe' | 'missing';

/** Classifies a component string without loading anything (used by tests and the layout). */
export function pageKind(component: string | undefined): PageKind {
  if (component === 'iframe') return 'iframe';
  if (component?.startsWith(RESOURCE_PREFIX) && component.length > RESOURCE_PREFIX.length) return 'resource';
  if (component && component in PAGES) return 'page';
  return 'missing';
}

/** Loads the page of a route node, its props bound. */
export function loadPage(
  node: Pick<RouteNode, 'component' | 'url' | 'title' | 'name'> & Partial<Pick<RouteNode, 'titleEn'>>,
): Promise<ComponentType> {
  const component = node.component;
  switch (pageKind(component)) {
    case 'iframe':
      return bind(`iframe:${node.name}:${node.url}`, () => import('../pages/IframePage.tsx'), {
        src: node.url ?? '',
        title: node.title,
      });
    case 'resource': {
      const resource = component!.slice(RESOURCE_PREFIX.length);
      return bind(component!, () => import('../features/resources/ResourcePage'), { resource });
    }
    case 'page':
      return bind(component!, PAGES[component!]!, {});
    case 'missing':
      // Named by its menu title: the component string is an internal id the user never chose.
      return bind(`missing:${node.name}:${component}`, () => import('../pages/UnderConstruction.tsx'), {
        title: node.title,
        titleEn: node.titleEn,
      });
  }
}

/** Starts a list screen's data requests while its code loads and draws (resource lists; other pages ask for their own). */
export function prefetchPage(node: Pick<RouteNode, 'component'>, search: URLSearchParams): void {
  if (pageKind(node.component) !== 'resource') return;
  const resource = node.component!.slice(RESOURCE_PREFIX.length);
  // Only a head start: if it fails, the screen asks again and shows the failure itself. Imported
  // with the guard, not on demand: the request leaves as the route is resolved, instead of after its
  // module graph had loaded and waited behind the console's first draw (~150 ms later).
  prefetchResourceList(resource, search);
}

export function loadNotFound(): Promise<ComponentType> {
  return bind('$not-found', () => import('../pages/NotFoundPage.tsx'), {});
}
