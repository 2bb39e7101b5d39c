/**
 * Test helpers for the table and form components: a fresh query client, a memory router (the
 * table keeps its state in the URL) and an i18n instance with the console's strings.
 * Only imported by tests.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { consoleEn } from '../../locales/console.en.ts';
import { consoleZh } from '../../locales/console.zh.ts';
import { en as uiEn } from '../../locales/en.ts';
import { zh as uiZh } from '../../locales/zh.ts';
import { I18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';

/**
 * The console's strings (the contract's labels, the screens' and the table's, as the console loads
 * them); `shell`: also the shell's and sign-in pages' own (locales/zh.ts, en.ts).
 */
export function createTestI18n(lng: 'zh-CN' | 'en' = 'zh-CN', shell = false) {
  const i18n = new I18n({ language: lng, fallbackLanguage: 'zh-CN' });
  i18n.addStrings('zh-CN', { ...consoleZh, ...(shell ? uiZh : {}) });
  i18n.addStrings('en', { ...consoleEn, ...(shell ? uiEn : {}) });
  return i18n;
}

/** Shows the current search string, so tests can read what the table wrote to the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

export function renderWithProviders(ui: ReactElement, { route = '/', lang = 'zh-CN' as 'zh-CN' | 'en', shell = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const i18n = createTestI18n(lang, shell);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** The URL search params the table wrote. */
export function currentSearch(): URLSearchParams {
  return new URLSearchParams(document.querySelector('[data-testid="location"]')?.textContent ?? '');
}
