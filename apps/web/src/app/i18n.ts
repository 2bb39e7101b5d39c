import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as uiEn } from '../locales/en.ts';
import { zh as uiZh } from '../locales/zh.ts';
import { local } from '../shared/storage.ts';

/**
 * One i18next instance (the library default, so non-React code such as the request client can
 * use `i18next.t` without importing the app). Keys are flat and dotted, hence no key separator.
 */
export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';
const LANG_KEY = 'APP_LANG';

export function isLang(x: unknown): x is Lang {
  return LANGS.includes(x as Lang);
}

/**
 * The shell and sign-in strings. The contract's labels and the console screens' strings are added
 * when the console loads (consoleLocales.ts), so /login does not load them.
 */
export const resources = {
  'zh-CN': { translation: { ...uiZh } },
  en: { translation: { ...uiEn } },
};

function applyLang(lang: Lang): void {
  document.documentElement.lang = lang;
}

const stored = local.get<string>(LANG_KEY);
const initial: Lang = isLang(stored) ? stored : DEFAULT_LANG;

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyLang(initial);
i18n.on('languageChanged', (lng) => {
  if (isLang(lng)) applyLang(lng);
});

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

export async function setLang(lang: Lang): Promise<void> {
  local.set(LANG_KEY, lang);
  await i18n.changeLanguage(lang);
}

export default i18n;
