import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';
import { LoadFailed, type Retry } from './LoadFailed.tsx';

type Load = () => Promise<ComponentType>;

/**
 * Each operation's screen by its key (operations.ts), loaded when first opened or once the first
 * screen is up (main.tsx): /floor's first script holds the tiles and the sign-in, not eight screens
 * (docs/decisions/floor.md "Floor"). The screens share one chunk (ops/screens.ts), which the service worker
 * precaches with the shell (build/floorShell.ts).
 */
const LOADS: Record<string, Load> = {
  receive: async () => (await import('./ops/screens.ts')).ReceiveScreen,
  putaway: async () => (await import('./ops/screens.ts')).PutawayScreen,
  move: async () => (await import('./ops/screens.ts')).MoveScreen,
  pick: async () => (await import('./ops/screens.ts')).PickScreen,
  pack: async () => (await import('./ops/screens.ts')).PackScreen,
  seal: async () => (await import('./ops/screens.ts')).SealScreen,
  count: async () => (await import('./ops/screens.ts')).CountScreen,
  lookup: async () => (await import('./ops/screens.ts')).LookupScreen,
};

/** Screens loaded so far: drawn at once, without a Suspense frame, when opened again. */
const loaded = new Map<string, ComponentType>();

async function load(key: string): Promise<ComponentType> {
  const screen = await LOADS[key]!();
  loaded.set(key, screen);
  return screen;
}

function lazyScreen(key: string): ComponentType {
  // React keeps a lazy component's failure for good: each retry is a new one.
  const attempts: LazyExoticComponent<ComponentType<Retry>>[] = [];
  const attempt = (n: number) => {
    attempts[n] ??= lazy(async () => {
      try {
        return { default: (await load(key)) as ComponentType<Retry> };
      } catch {
        // Offline before the service worker had cached the chunk: say so rather than lose the page.
        return { default: LoadFailed };
      }
    });
    return attempts[n];
  };
  return function Screen() {
    const [n, setN] = useState(0);
    const ready = loaded.get(key);
    return ready ? createElement(ready) : createElement(attempt(n), { retry: () => setN(n + 1) });
  };
}

/** An operation not here shows "coming soon". Render inside a Suspense boundary. */
export const SCREENS: Record<string, ComponentType> = Object.fromEntries(Object.keys(LOADS).map((key) => [key, lazyScreen(key)]));

/** Loads every screen: once the first screen is up, so a tile opens at once (and in tests, before one is drawn). */
export function preloadScreens(): Promise<void> {
  return Promise.all(Object.keys(LOADS).map(load)).then(() => undefined);
}
