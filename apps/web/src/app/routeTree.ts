import { matchRoutes } from 'react-router';
import type { MenuEntry, MenuType } from '../shared/menu.ts';
import { subpagesOf } from './subpages.ts';

/**
 * The runtime route table (spec §2): built after login from the stored MENU plus the built-in
 * routes, then matched on every guarded navigation. Pure functions, no React.
 */
export interface RouteNode {
  /** Unique within a table. */
  id: string;
  name: string;
  /** Absolute path; iframe entries live under /i/{name}. */
  path: string;
  title: string;
  titleEn?: string;
  icon?: string;
  type: MenuType;
  component?: string;
  redirect?: string;
  /** Frame address (iframe) or target (link). */
  url?: string;
  fullpage: boolean;
  breadcrumb: boolean;
  hidden: boolean;
  children: RouteNode[];
}

export interface RouteTable {
  /** The tree, for the side menu. */
  tree: RouteNode[];
  /** Every routable node with its ancestors, in menu order; the not-found route is matched last. */
  flat: FlatRoute[];
}

export interface FlatRoute {
  node: RouteNode;
  ancestors: RouteNode[];
}

export type Resolution =
  | { kind: 'page'; node: RouteNode; ancestors: RouteNode[]; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** Keeps entries whose role list intersects the user's roles; entries without a role list are open to all. */
export function filterByRole(entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const e of entries) {
    const need = e.meta?.role;
    if (need && need.length > 0 && !need.some((r) => roles.includes(r))) continue;
    out.push(e.children ? { ...e, children: filterByRole(e.children, roles) } : e);
  }
  return out;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${path}`;
}

/** Converts MENU entries to route nodes: iframe entries become /i/{name} carrying the address as url. */
export function menuToRoutes(entries: readonly MenuEntry[], parentPath = '/', prefix = ''): RouteNode[] {
  return entries.map((e, i) => {
    const type: MenuType = e.meta?.type ?? 'menu';
    const id = `${prefix}${i}`;
    const path = type === 'iframe' ? `/i/${e.name}` : type === 'link' ? (e.path ?? '') : joinPath(parentPath, e.path ?? '');
    return {
      id,
      name: e.name,
      path,
      title: e.meta?.title ?? e.name,
      titleEn: e.meta?.titleEn,
      icon: e.meta?.icon,
      type,
      component: type === 'iframe' ? 'iframe' : e.component,
      redirect: e.redirect,
      url: e.meta?.url,
      fullpage: !!e.meta?.fullpage,
      breadcrumb: e.meta?.breadcrumb !== false,
      hidden: !!e.meta?.hidden,
      children: menuToRoutes([...(e.children ?? []), ...subpagesOf(e)], path, `${id}.`),
    };
  });
}

/** The first routable path of a menu: the first child of the first entry, descending into groups. */
export function firstPath(menu: readonly MenuEntry[]): string | undefined {
  return firstNodePath(menuToRoutes(menu));
}

function firstNodePath(nodes: readonly RouteNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'link' || n.hidden) continue;
    if (n.children.length > 0) {
      const p = firstNodePath(n.children);
      if (p) return p;
      // A page whose children are all hidden (its detail screens) is a page itself.
      if (!n.component) continue;
    }
    return n.path;
  }
  return undefined;
}

/** Where `/` goes (spec §2): the menu's first page, or /login when there is no menu. */
export function rootRedirect(menu: readonly MenuEntry[]): string {
  return firstPath(menu) ?? '/login';
}

function flatten(nodes: readonly RouteNode[], ancestors: RouteNode[], out: FlatRoute[]): void {
  for (const node of nodes) {
    // Links open elsewhere; they are menu items, not routes.
    if (node.type !== 'link' && node.path) out.push({ node, ancestors });
    flatten(node.children, [...ancestors, node], out);
  }
}

function collectPaths(nodes: readonly RouteNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    out.add(n.path);
    collectPaths(n.children, out);
  }
  return out;
}

/**
 * Builds the table from the built-in routes and the stored menu, each filtered by the user's
 * roles. Built-ins come first so the dashboard heads the side menu; one the menu already has
 * (same path) is left out, so it is not listed twice.
 */
export function buildRouteTable(
  menu: readonly MenuEntry[],
  builtins: readonly MenuEntry[],
  roles: readonly string[],
): RouteTable {
  const fromMenu = menuToRoutes(filterByRole(menu, roles), '/', 'm');
  const inMenu = collectPaths(fromMenu);
  const fromBuiltins = menuToRoutes(filterByRole(builtins, roles), '/', 'b').filter((n) => !inMenu.has(n.path));
  const tree = [...fromBuiltins, ...fromMenu];
  const flat: FlatRoute[] = [];
  flatten(tree, [], flat);
  return { tree, flat };
}

const NOT_FOUND_ID = '$not-found';

/** Matches a pathname: a page, a redirect (groups go to their redirect or first child), or not found. */
export function resolvePath(table: RouteTable, pathname: string): Resolution {
  // The not-found route is added last, as a catch-all.
  const routes = [...table.flat.map((f, i) => ({ id: String(i), path: f.node.path })), { id: NOT_FOUND_ID, path: '*' }];
  const matches = matchRoutes(routes, pathname);
  const m = matches?.[matches.length - 1];
  if (!m || m.route.id === NOT_FOUND_ID) return { kind: 'notFound' };
  const flat = table.flat[Number(m.route.id)]!;
  const { node } = flat;
  if (!node.component && (node.redirect || node.children.length > 0)) {
    const to = node.redirect ?? firstNodePath(node.children);
    return to && to !== pathname ? { kind: 'redirect', to } : { kind: 'notFound' };
  }
  return { kind: 'page', node, ancestors: flat.ancestors, params: m.params };
}

/** A node's title in the UI language: English falls back to Chinese (spec §1). */
export function nodeTitle(node: Pick<RouteNode, 'title' | 'titleEn'>, lang: string): string {
  return lang === 'en' ? (node.titleEn ?? node.title) : node.title;
}
