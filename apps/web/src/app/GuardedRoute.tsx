import { Suspense } from 'react';
import { preloadable } from '../shared/lazy/preloadable.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';
import { PageLoading } from '../shared/page/PageLoading.tsx';

const { Component: GuardedPage, preload } = preloadable(() => withTimeout(import('./GuardedPage.tsx')));

/** The guard loader calls this once it admits the user, so the page is ready when the route renders. */
export function preloadGuardedPage(): Promise<unknown> {
  return preload();
}

/** Element of the guarded catch-all route; the console (layout, query provider) is its own chunk. */
export function GuardedRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <GuardedPage />
    </Suspense>
  );
}
