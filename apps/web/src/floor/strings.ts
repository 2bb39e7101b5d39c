import { loadStrings, type StringPack } from '../shared/i18n/lang.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';

const FLOOR_STRINGS: StringPack = {
  'zh-CN': async () => (await withTimeout(import('./locales.zh.ts'))).floorZh,
  en: async () => (await withTimeout(import('./locales.en.ts'))).floorEn,
};

/**
 * The floor's strings in the language shown, through the console's i18n (same stored choice,
 * APP_LANG): the other language loads when the worker switches (setLang).
 */
export function loadFloorStrings(): Promise<void> {
  return loadStrings(FLOOR_STRINGS);
}
