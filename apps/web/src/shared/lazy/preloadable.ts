import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a module that is usually loaded before it is drawn (a route's loader preloads it,
 * or the pointer coming over the trigger of a menu or confirmation that a click then opens).
 * React.lazy suspends on its first draw even then: the module promise settles a microtask later, the
 * boundary shows its fallback, and React holds the content back until 300 ms after that fallback
 * appeared (its reveal throttle): a list's first rows came ~300 ms late on every page load, and a
 * menu loaded under the pointer still passed through its fallback on the click. Once `preload()` has
 * settled, the first draw gets the module through a thenable that answers at once, so nothing
 * suspends; before that, it suspends as React.lazy does.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<{ default: ComponentType<P> }> } {
  type T = ComponentType<P>;
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m;
      return m;
    });
  // A thenable, not a promise: React.lazy reads a module its `then` hands over synchronously.
  const now = (m: { default: T }) =>
    // biome-ignore lint/suspicious/noThenProperty: the point is a thenable that answers at once
    ({ then: (resolve: (value: { default: T }) => void) => resolve(m) }) as unknown as Promise<{ default: T }>;
  return { Component: lazy(() => (loaded ? now(loaded) : preload())), preload };
}
