import { loadStrings, type StringPack } from '../shared/i18n/lang.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';

/**
 * The shell and sign-in strings, in the language shown: awaited before the first render (main.tsx)
 * and by the guard's loader. The contract's labels and the console screens' strings come with
 * the console (consoleLocales.ts), so /login does not load them. The language itself and the
 * other packs' loading: shared/i18n/lang.ts.
 */
const SHELL_STRINGS: StringPack = {
  'zh-CN': async () => (await withTimeout(import('../locales/zh.ts'))).zh,
  en: async () => (await withTimeout(import('../locales/en.ts'))).en,
};

export function loadShellStrings(): Promise<void> {
  return loadStrings(SHELL_STRINGS);
}
