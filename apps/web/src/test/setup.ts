/**
 * Vitest setup for the web project (happy-dom). antd reads matchMedia (responsive observers,
 * Grid) and ResizeObserver (Tabs, Menu overflow); happy-dom lacks or half-implements both.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadConsoleStrings } from '../app/consoleLocales.ts';
import { loadShellStrings } from '../app/i18n.ts';

// Drawers, modals and resource overrides load on demand (React.lazy): on a busy machine their
// first transform takes longer than testing-library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// Every string, as in the console (the sign-in pages alone load fewer).
await loadShellStrings();
await loadConsoleStrings();

if (typeof window.matchMedia !== 'function' || !window.matchMedia('(min-width: 0px)').addListener) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => {
      const mql = {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
      return mql as MediaQueryList;
    },
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

// antd measures scrollbars through getComputedStyle(el, '::-webkit-scrollbar'); happy-dom rejects pseudo-elements.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element, pseudo?: string | null) => computed(el, pseudo ? undefined : pseudo);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookies.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
