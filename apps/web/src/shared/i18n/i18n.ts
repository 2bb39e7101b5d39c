/**
 * The console's translations: flat dotted keys, `{{name}}` placeholders, one fallback language.
 * It does what the console asked of i18next and react-i18next (17 kB gzip on every page) and no
 * more: no plural forms (no key has any), namespaces, nesting or formats.
 */
export type Strings = Readonly<Record<string, string | undefined>>;

export interface TOptions {
  /** Said when no language has the key (else the key itself). */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

/**
 * Fills `{{name}}` (and `{{- name}}`) from the options, as i18next did: a value given as
 * undefined or null reads as nothing, a name not given at all leaves its placeholder.
 */
export function interpolate(text: string, options?: TOptions): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value == null ? '' : String(value);
  });
}

export class I18n {
  /** The current language, e.g. `zh-CN`. */
  language: string;
  readonly fallbackLanguage: string;
  private readonly strings = new Map<string, Record<string, string | undefined>>();
  private readonly changed = new Set<() => void>();
  private readonly languageChanged = new Set<(language: string) => void>();

  /** Translates in the current language; a new function after each change, so memoised text is redone. */
  t: TFunction;

  constructor({ language, fallbackLanguage }: { language: string; fallbackLanguage: string }) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
    this.t = this.translator();
  }

  private translator(): TFunction {
    const own = this.strings.get(this.language);
    const fallback = this.language === this.fallbackLanguage ? undefined : this.strings.get(this.fallbackLanguage);
    return (key, options) => interpolate(own?.[key] ?? fallback?.[key] ?? options?.defaultValue ?? key, options);
  }

  private update(): void {
    this.t = this.translator();
    for (const fn of this.changed) fn();
  }

  /** Adds (or replaces) strings of a language. */
  addStrings(language: string, strings: Strings): void {
    this.strings.set(language, { ...this.strings.get(language), ...strings });
    this.update();
  }

  hasStrings(language: string): boolean {
    return this.strings.has(language);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.update();
    for (const fn of this.languageChanged) fn(language);
  }

  onLanguageChanged(fn: (language: string) => void): () => void {
    this.languageChanged.add(fn);
    return () => this.languageChanged.delete(fn);
  }

  /** For useSyncExternalStore: called after any change of language or strings. */
  subscribe = (fn: () => void): (() => void) => {
    this.changed.add(fn);
    return () => this.changed.delete(fn);
  };
}

/** The console's instance (./lang.ts sets its language and loads its strings); non-React code uses it directly. */
export const i18n = new I18n({ language: 'zh-CN', fallbackLanguage: 'zh-CN' });
