import { type ComponentType, createElement } from 'react';
import { prefetchResourceList } from '../features/masterdata/prefetchList.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';
import type { RouteNode } from './routeTree.ts';

/**
 * Resolves a menu entry's `component` string to a page (spec §2). Pages load lazily, so each
 * screen is its own chunk. `resource/<name>` is the generic list screen of a contract resource;
 * an unknown name renders a "page under construction" placeholder rather than failing.
 */
type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/** Both request-order kinds' pages live in one module (features/requests/pages.tsx). */
const requestPage = async (name: keyof typeof import('../features/requests/pages.tsx')): Promise<PageModule> => ({
  default: (await import('../features/requests/pages.tsx'))[name],
});

const PAGES: Record<string, Loader> = {
  'dashboard/index': () => import('../features/dashboard/DashboardPage.tsx'),
  'profile/index': () => import('../features/profile/ProfilePage.tsx'),
  'system/profile': () => import('../features/profile/ProfilePage.tsx'),
  'inventory/dash': () => import('../features/inventory/dash/InventoryDashPage.tsx'),
  'inventory/sku': () => import('../features/inventory/stock/StockBySkuPage.tsx'),
  'inventory/location': () => import('../features/inventory/stock/StockByLocationPage.tsx'),
  'inventory/history': () => import('../features/inventory/stock/StockHistoryPage.tsx'),
  'inventory/ledger-in': () => import('../features/inventory/stock/InboundLedgerPage.tsx'),
  'inventory/ledger-out': () => import('../features/inventory/stock/OutboundLedgerPage.tsx'),
  'inventory/ledger-adjust': () => import('../features/inventory/stock/AdjustmentLedgerPage.tsx'),
  'inventory/journal': () => import('../features/inventory/journal/JournalPage.tsx'),
  'inventory/count': () => import('../features/inventory/count/CountTaskPage.tsx'),
  'inventory/mu': () => import('../features/inventory/mu/InventoryMuPage.tsx'),
  'system/drift': () => import('../features/system/drift/DriftPage.tsx'),
  'inventory/floor-stats': () => import('../features/inventory/floor-stats/FloorStatsPage.tsx'),
  'inventory/account-statement': () => import('../features/containers/statements/StatementPage.tsx'),
  'inventory/account': () => import('../features/containers/BalancePage.tsx'),
  'inventory/account/partner': () => import('../features/containers/PartnerPage.tsx'),
  'inventory/account-posting': () => import('../features/containers/PostingPage.tsx'),
  'inbound/transfer': () => import('../features/inbound/transfer/TransferOrderPage.tsx'),
  'inbound/mu': () => import('../features/inbound/mu/InboundMuPage.tsx'),
  'inbound/order': () => import('../features/inbound/orders/OrderListPage.tsx'),
  'inbound/order/add': () => import('../features/inbound/orders/OrderAddPage.tsx'),
  'inbound/order/edit': () => import('../features/inbound/orders/OrderEditPage.tsx'),
  'inbound/order/detail': () => import('../features/inbound/orders/OrderDetailPage.tsx'),
  'inbound/transit': () => requestPage('TrListPage'),
  'inbound/transit/add': () => requestPage('TrAddPage'),
  'inbound/transit/edit': () => requestPage('TrEditPage'),
  'inbound/transit/detail': () => requestPage('TrDetailPage'),
  'outbound/mu': () => import('../features/outbound/mu/OutboundMuPage.tsx'),
  'outbound/mr': () => requestPage('MrListPage'),
  'outbound/mr/add': () => requestPage('MrAddPage'),
  'outbound/mr/edit': () => requestPage('MrEditPage'),
  'outbound/mr/detail': () => requestPage('MrDetailPage'),
  'outbound/order': () => import('../features/outbound/orders/OrderListPage.tsx'),
  'outbound/order/add': () => import('../features/outbound/orders/OrderAddPage.tsx'),
  'outbound/order/edit': () => import('../features/outbound/orders/OrderEditPage.tsx'),
  'outbound/order/detail': () => import('../features/outbound/orders/OrderDetailPage.tsx'),
  'outbound/task': () => import('../features/outbound/tasks/AllTasksPage.tsx'),
  'outbound/pick': () => import('../features/outbound/tasks/PickTasksPage.tsx'),
  'outbound/pack': () => import('../features/outbound/tasks/PackTasksPage.tsx'),
  'outbound/seal': () => import('../features/outbound/tasks/SealTasksPage.tsx'),
  'outbound/task/detail': () => import('../features/outbound/tasks/TaskDetailPage.tsx'),
  'system/user': () => import('../features/system/users/UserPage.tsx'),
  'system/role': () => import('../features/system/users/RolePage.tsx'),
  'system/dept': () => import('../features/system/users/DeptPage.tsx'),
  'system/log': () => import('../features/system/logs/LogPage.tsx'),
  'system/file': () => import('../features/system/files/FilePage.tsx'),
  'system/msg': () => import('../features/system/messages/MessagePage.tsx'),
  'system/apikey': () => import('../features/system/apikeys/ApiKeyPage.tsx'),
  'system/webhook': () => import('../features/system/webhooks/WebhookPage.tsx'),
  'demo/template': () => import('../features/system/demo/DemoPage.tsx'),
  'system/menu': () => import('../features/system/menus/MenuPage.tsx'),
  'system/dict': () => import('../features/system/dictionary/DictPage.tsx'),
  'system/task': () => import('../features/system/tasks/TaskPage.tsx'),
  'system/table': () => import('../features/system/table-config/TableConfigPage.tsx'),
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
      return bind(`iframe:${node.name}:${node.url}`, () => import('./pages/IframePage.tsx'), {
        src: node.url ?? '',
        title: node.title,
      });
    case 'resource': {
      const resource = component!.slice(RESOURCE_PREFIX.length);
      return bind(component!, () => import('../features/masterdata/ResourcePage'), { resource });
    }
    case 'page':
      return bind(component!, PAGES[component!]!, {});
    case 'missing':
      // Named by its menu title: the component string is an internal id the user never chose.
      return bind(`missing:${node.name}:${component}`, () => import('./pages/UnderConstruction.tsx'), {
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
  return bind('$not-found', () => import('../shared/page/NotFoundPage.tsx'), {});
}
