import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import { setDocumentTitle } from '../shared/page/useDocumentTitle.ts';
import type { RouteParamsData } from '../shared/page/useRouteId.ts';
import { getMenu, getToken } from '../shared/session.ts';
import { loadNotFound, loadPage, prefetchPage } from './components.ts';
import { loadConsoleStrings } from './consoleLocales.ts';
import { preloadGuardedPage } from './GuardedRoute.tsx';
import { decideGuard } from './guard.ts';
import { loadShellStrings } from './i18n.ts';
import { buildRoutes, getRouteTable } from './routeState.ts';
import { nodeTitle, type Resolution, type RouteTable, resolvePath, rootRedirect } from './routeTree.ts';

/** What the guarded catch-all route renders: the resolved page (its chunk already loaded) and the table for the menu. */
export type GuardData = (Extract<Resolution, { kind: 'page' }> | { kind: 'notFound' }) & {
  table: RouteTable;
  Page: ComponentType;
};

/** Pages read their path parameters through shared/page/useRouteId.ts, which declares what it reads of GuardData: checked here. */
type Holds<T extends true> = T;
export type GuardDataFitsPages = Holds<GuardData extends RouteParamsData ? true : false>;

/**
 * Loader of every non-public path (spec §4). The first guarded navigation builds the routes
 * from MENU and the built-ins, with not-found last, then matches the target again against them
 * (what a re-navigation does); `/` goes to the menu's first page.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardData> {
  const url = new URL(request.url);
  const decision = decideGuard({ pathname: url.pathname, hasToken: !!getToken(), built: getRouteTable() !== null });
  if (decision === 'login') throw redirect('/login');
  const table = decision === 'build' ? buildRoutes() : (getRouteTable() ?? buildRoutes());
  if (url.pathname === '/') throw redirect(rootRedirect(getMenu()));
  const r = resolvePath(table, url.pathname);
  // The tab's title names the application in the language shown (the strings load with the first screen).
  await loadShellStrings().catch(() => undefined);
  if (r.kind === 'redirect') throw redirect(`${r.to}${url.search}`);
  // Titled as soon as the target is known, not once its screen has loaded: the address and the
  // tab must not disagree (the login page's title stayed on /dashboard while the console loaded).
  setDocumentTitle(r.kind === 'page' ? nodeTitle(r.node, i18n.language) : '404');
  if (r.kind === 'page') prefetchPage(r.node, url.searchParams);
  const [Page] = await Promise.all([
    r.kind === 'page' ? loadPage(r.node) : loadNotFound(),
    preloadGuardedPage(),
    loadConsoleStrings(),
  ]);
  return r.kind === 'page' ? { ...r, table, Page } : { kind: 'notFound', table, Page };
}
