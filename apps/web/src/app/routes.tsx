import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withTimeout } from '../shared/lazy/withTimeout.ts';
import { loginLoader } from '../shared/loginLoader.ts';
import { PageLoading } from '../shared/page/PageLoading.tsx';
import { loadConsoleStrings } from './consoleLocales.ts';
import { GuardedRoute } from './GuardedRoute.tsx';
import { RouteError } from './RouteError.tsx';

/** Route-level code splitting: each screen is fetched when first visited (spec §9: 120 s chunk timeout). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await withTimeout(load())).default,
});

/** A public page that shows console strings (the wall screen, the QR confirmation): they load with it. */
const lazyConsolePage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => (await Promise.all([load(), loadConsoleStrings()]))[0]);

/**
 * Fixed public routes (spec §2) plus one guarded catch-all whose loader resolves every other
 * path against the runtime route table (see guardLoader). The guard itself loads lazily too,
 * so /login does not download the route table code, and a signed-out visit to / downloads
 * nothing of the console before going to /login.
 *
 * A factory, not a constant: the router records loaded lazy properties on the route objects, so
 * each router (one in the app, one per test) needs its own.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/login', loader: loginLoader, lazy: lazyPage(() => import('../features/signin/LoginPage.tsx')) },
        { path: '/user_register', lazy: lazyPage(() => import('../features/signin/RegisterPage.tsx')) },
        { path: '/reset_password', lazy: lazyPage(() => import('../features/signin/ResetPasswordPage.tsx')) },
        { path: '/qr/confirm', lazy: lazyConsolePage(() => import('../features/signin/QrConfirmPage.tsx')) },
        { path: '/inventory/dash', lazy: lazyConsolePage(() => import('../features/inventory/dash/InventoryDashPage.tsx')) },
        {
          id: 'guarded',
          path: '*',
          // The loader (small) decides first; the console's code loads only once it lets the user in.
          lazy: { loader: async () => (await withTimeout(import('./guardLoader.ts'))).guardLoader },
          // Paging, sorting or filtering a list changes only the query: the page and its guard stay
          // as they are, so the layout is not rebuilt (and the list's request not delayed) by it.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
          Component: GuardedRoute,
        },
      ],
    },
  ];
}
