import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FLOOR_BASENAME, floorRoutes } from './FloorRoutes.tsx';
import css from './floor.css?inline';
import { preloadScreens } from './screens.ts';
import { loadFloorStrings } from './strings.ts';
import { startTheme } from './theme.ts';

// The floor's own rules, inside its script: Vite's one stylesheet is the console's (antd's, ~1 MB).
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

// /floor lies outside the service worker's scope (/floor/): an offline reload there would find no page.
if (location.pathname === '/floor') history.replaceState(history.state, '', `/floor/${location.search}${location.hash}`);

startTheme();
const router = createBrowserRouter(floorRoutes, { basename: FLOOR_BASENAME });

void loadFloorStrings()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );

// The operation screens once the first one is up: a tile then opens at once, offline too where no
// service worker has cached them (before it installs, or on plain http, where none runs).
window.addEventListener('load', () => void preloadScreens().catch(() => undefined));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the first screen is up: installing caches the shell, which competes with it for the network.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/floor/sw.js', { scope: '/floor/' }).catch(() => undefined);
  });
}
