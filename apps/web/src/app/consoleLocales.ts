import { loadStrings, type StringPack } from '../shared/i18n/lang.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';

const CONSOLE_STRINGS: StringPack = {
  'zh-CN': async () => (await withTimeout(import('../locales/console.zh.ts'))).consoleZh,
  en: async () => (await withTimeout(import('../locales/console.en.ts'))).consoleEn,
};

/**
 * The contract's labels and the console screens' strings, in the language shown (the other one
 * loads if the user switches): awaited by what shows console screens (the guard's loader, the
 * wall screen, the QR confirmation), never by the sign-in pages.
 */
export function loadConsoleStrings(): Promise<void> {
  return loadStrings(CONSOLE_STRINGS);
}
