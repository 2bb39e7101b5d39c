import { local } from '../storage.ts';
import { i18n, type Strings } from './i18n.ts';

/**
 * The language of the console's one instance (./i18n.ts: non-React code such as the request client
 * uses it directly) and of the floor, which shares it: the languages, the stored choice, the page's
 * `lang`, and the string packs each loads in the language shown (app/i18n.ts the shell's,
 * app/consoleLocales.ts the console's, floor/strings.ts the floor's).
 */
export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';
const LANG_KEY = 'APP_LANG';

export function isLang(x: unknown): x is Lang {
  return LANGS.includes(x as Lang);
}

function applyLang(lang: Lang): void {
  document.documentElement.lang = lang;
}

const stored = local.get<string>(LANG_KEY);
const initial: Lang = isLang(stored) ? stored : DEFAULT_LANG;

i18n.changeLanguage(initial);
applyLang(initial);
i18n.onLanguageChanged((lng) => {
  if (isLang(lng)) applyLang(lng);
});

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** A part of the console's strings, one module per language (each loads only when that language is shown). */
export type StringPack = Readonly<Record<Lang, () => Promise<Strings>>>;

const packs = new Set<StringPack>();
const loads = new Map<StringPack, Partial<Record<Lang, Promise<void>>>>();

function loadPack(pack: StringPack, lang: Lang): Promise<void> {
  const byLang = loads.get(pack) ?? {};
  loads.set(pack, byLang);
  let load = byLang[lang];
  if (!load) {
    load = pack[lang]().then((strings) => i18n.addStrings(lang, strings));
    // A load that failed (the network) is tried again next time.
    load.catch(() => delete byLang[lang]);
    byLang[lang] = load;
  }
  return load;
}

/** Loads a pack in the current language, and from now on in any language switched to before the switch. */
export function loadStrings(pack: StringPack): Promise<void> {
  packs.add(pack);
  return loadPack(pack, currentLang());
}

export async function setLang(lang: Lang): Promise<void> {
  await Promise.all([...packs].map((pack) => loadPack(pack, lang)));
  local.set(LANG_KEY, lang);
  i18n.changeLanguage(lang);
}
