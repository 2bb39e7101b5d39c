import { createContext } from 'react';

/** How many times the current page's tag was refreshed; pages that reload themselves (iframes) watch it. */
export const PageRefreshContext = createContext(0);
