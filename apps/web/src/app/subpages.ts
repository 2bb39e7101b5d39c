import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import type { MenuEntry } from '../shared/menu.ts';

const titles = (key: string) => ({ title: zh[key] ?? key, titleEn: en[key] });

/**
 * Screens reached from a list rather than the menu (add, edit, detail), keyed by the list's
 * component. They become hidden children of the list's menu entry, so whoever sees the list
 * reaches them (the server checks each call's permission), and their breadcrumb runs through the
 * list. Paths are relative to the list's (docs/decisions.md "Inbound order screens").
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
};

/** The hidden sub-screens of a menu entry, named after it so names stay unique. */
export function subpagesOf(entry: MenuEntry): MenuEntry[] {
  const subs = entry.component && Object.hasOwn(SUBPAGES, entry.component) ? SUBPAGES[entry.component]! : [];
  return subs.map((s) => ({ ...s, name: `${entry.name}-${s.name}` }));
}
