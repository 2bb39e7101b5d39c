import { routeTitles as titles } from '../locales/routeTitles.ts';
import type { MenuEntry } from '../shared/menu.ts';

const TASK_DETAIL: readonly MenuEntry[] = [
  { name: 'detail', path: ':id', component: 'outbound/task/detail', meta: { ...titles('route.obTask.detail'), hidden: true } },
];

/**
 * Screens reached from a list rather than the menu (add, edit, detail), keyed by the list's
 * component. They become hidden children of the list's menu entry, so whoever sees the list
 * reaches them (the server checks each call's permission), and their breadcrumb runs through the
 * list. Paths are relative to the list's (docs/decisions/inbound.md "Inbound order screens").
 */
const SUBPAGES: Readonly<Record<string, readonly MenuEntry[]>> = {
  'inbound/order': [
    { name: 'add', path: 'add', component: 'inbound/order/add', meta: { ...titles('route.ibOrder.add'), hidden: true } },
    { name: 'edit', path: ':id/edit', component: 'inbound/order/edit', meta: { ...titles('route.ibOrder.edit'), hidden: true } },
    { name: 'detail', path: ':id', component: 'inbound/order/detail', meta: { ...titles('route.ibOrder.detail'), hidden: true } },
  ],
  'outbound/order': [
    { name: 'add', path: 'add', component: 'outbound/order/add', meta: { ...titles('route.obOrder.add'), hidden: true } },
    { name: 'edit', path: ':id/edit', component: 'outbound/order/edit', meta: { ...titles('route.obOrder.edit'), hidden: true } },
    {
      name: 'detail',
      path: ':id',
      component: 'outbound/order/detail',
      meta: { ...titles('route.obOrder.detail'), hidden: true },
    },
  ],
  'inbound/transit': [
    { name: 'add', path: 'add', component: 'inbound/transit/add', meta: { ...titles('route.trOrder.add'), hidden: true } },
    {
      name: 'edit',
      path: ':id/edit',
      component: 'inbound/transit/edit',
      meta: { ...titles('route.trOrder.edit'), hidden: true },
    },
    {
      name: 'detail',
      path: ':id',
      component: 'inbound/transit/detail',
      meta: { ...titles('route.trOrder.detail'), hidden: true },
    },
  ],
  'outbound/mr': [
    { name: 'add', path: 'add', component: 'outbound/mr/add', meta: { ...titles('route.mrOrder.add'), hidden: true } },
    { name: 'edit', path: ':id/edit', component: 'outbound/mr/edit', meta: { ...titles('route.mrOrder.edit'), hidden: true } },
    { name: 'detail', path: ':id', component: 'outbound/mr/detail', meta: { ...titles('route.mrOrder.detail'), hidden: true } },
  ],
  'inventory/account': [
    {
      name: 'partner',
      path: 'partner',
      component: 'inventory/account/partner',
      meta: { ...titles('route.ctrPartner'), hidden: true },
    },
  ],
  // Each task screen (all, pick, pack, seal) opens a task on the same work screen under its own path.
  ...Object.fromEntries(['outbound/task', 'outbound/pick', 'outbound/pack', 'outbound/seal'].map((c) => [c, TASK_DETAIL])),
};

/** The hidden sub-screens of a menu entry, named after it so names stay unique. */
export function subpagesOf(entry: MenuEntry): MenuEntry[] {
  const subs = entry.component && Object.hasOwn(SUBPAGES, entry.component) ? SUBPAGES[entry.component]! : [];
  return subs.map((s) => ({ ...s, name: `${entry.name}-${s.name}` }));
}
