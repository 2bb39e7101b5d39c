import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { i18n as consoleI18n, type I18n } from './i18n.ts';

const I18nContext = createContext<I18n>(consoleI18n);

/** Gives the components inside another instance than the console's (tests in a given language). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the current language, and the instance; the component redraws when either changes. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
