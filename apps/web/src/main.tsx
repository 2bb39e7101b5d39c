// antd's component styles as a static sheet: the theme is zero-runtime (AppProviders.tsx).
import 'antd/dist/antd.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { installGlobalErrorHandlers } from './app/globalErrors.ts';
import { loadShellStrings } from './app/i18n.ts';
import { inertMeasureRows } from './app/inertMeasureRows.ts';
import { router } from './app/router.tsx';

installGlobalErrorHandlers();
inertMeasureRows();

// The first screen waits for its strings (fetched alongside its code); without them it shows their keys.
void loadShellStrings()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          {/* Not in transitions: the guard loader has loaded a page's code before the router moves, so
              nothing suspends, and React drew a screen in 5 ms slices that let it finish later. */}
          <RouterProvider router={router} useTransitions={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
