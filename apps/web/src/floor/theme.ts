import { createStore } from '../shared/store.ts';

export type FloorTheme = 'light' | 'dark';

/** The worker's own choice; without one the floor follows the device (prefers-color-scheme). */
const THEME_KEY = 'floor.theme';
/** The browser's bar, matching the top bar of each theme. */
const BAR_COLOURS: Record<FloorTheme, string> = { light: '#0958d9', dark: '#141414' };
const DARK_QUERY = '(prefers-color-scheme: dark)';

function chosen(): FloorTheme | undefined {
  const v = localStorage.getItem(THEME_KEY);
  return v === 'light' || v === 'dark' ? v : undefined;
}

function device(): FloorTheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export const themeStore = createStore<FloorTheme>(chosen() ?? device());

function apply(theme: FloorTheme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOURS[theme]);
}

/** Shows the current theme, and keeps following the device until the worker picks one. */
export function startTheme(): () => void {
  themeStore.set(chosen() ?? device());
  apply(themeStore.get());
  const stop = themeStore.subscribe(() => apply(themeStore.get()));
  if (typeof window.matchMedia !== 'function') return stop;
  const mql = window.matchMedia(DARK_QUERY);
  const follow = () => {
    if (!chosen()) themeStore.set(device());
  };
  mql.addEventListener('change', follow);
  return () => {
    stop();
    mql.removeEventListener('change', follow);
  };
}

export function setTheme(theme: FloorTheme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage full or disabled: the choice lasts as long as the page.
  }
  themeStore.set(theme);
}
