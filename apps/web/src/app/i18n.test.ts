import { afterEach, describe, expect, it } from 'vitest';
import { local } from '../shared/storage.ts';
import i18n, { currentLang, DEFAULT_LANG, resources, setLang } from './i18n.ts';

describe('i18n', () => {
  afterEach(async () => {
    await setLang(DEFAULT_LANG);
  });

  it('defaults to Chinese and merges contract labels, shell strings and table strings', () => {
    expect(currentLang()).toBe('zh-CN');
    expect(i18n.t('resources.warehouse.title')).toBe('仓库');
    expect(i18n.t('menu.clearCache')).toBe('清除缓存');
    expect(Object.keys(resources['zh-CN'].translation).length).toBeGreaterThan(100);
  });

  it('switches to English, persists the choice and falls back to Chinese for missing keys', async () => {
    await setLang('en');
    expect(currentLang()).toBe('en');
    expect(local.get('APP_LANG')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login.title')).toBe('Login');
    // A key with no English text falls back to Chinese (spec §1).
    const zhOnly = Object.keys(resources['zh-CN'].translation).find((k) => !(k in resources.en.translation));
    if (zhOnly) expect(i18n.t(zhOnly)).toBe((resources['zh-CN'].translation as Record<string, string>)[zhOnly]);
  });

  it('has an English text for every shell and console string', async () => {
    const { zh } = await import('../locales/zh.ts');
    const { en } = await import('../locales/en.ts');
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    const { consoleZh, consoleEn } = await import('../locales/console.ts');
    expect(Object.keys(consoleZh).filter((k) => !(k in consoleEn))).toEqual([]);
  });

  it("leaves the console screens' strings out of the sign-in pages' set, and adds them with the console", async () => {
    const { consoleZh } = await import('../locales/console.ts');
    const { zh } = await import('../locales/zh.ts');
    expect(Object.keys(consoleZh).length).toBeGreaterThan(300);
    expect(Object.keys(consoleZh).filter((k) => k in zh)).toEqual([]);
    // The sub-pages' titles are read when the menu is built, before a screen loads: they stay in the shell's set.
    expect(zh['route.obOrder.add']).toBe('新增出库单');
    // The web tests' setup has loaded the console's strings, as the guard's loader does.
    await import('./consoleLocales.ts');
    expect(i18n.t('obOrder.allocate')).toBe('分配');
    expect(i18n.t('table.filter.apply')).toBe(consoleZh['table.filter.apply']);
  });
});
