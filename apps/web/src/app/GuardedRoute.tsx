import { lazy, Suspense } from 'react';
import { PageLoading } from './PageLoading.tsx';
import { withTimeout } from './withTimeout.ts';

const load = () => withTimeout(import('./GuardedPage.tsx'));
const GuardedPage = lazy(load);

/** The guard loader calls this once it admits the user, so the page is ready when the route renders. */
export function preloadGuardedPage(): Promise<unknown> {
  return load();
}

/** Element of the guarded catch-all route; the console (layout, query provider) is its own chunk. */
export function GuardedRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <GuardedPage />
    </Suspense>
  );
}
