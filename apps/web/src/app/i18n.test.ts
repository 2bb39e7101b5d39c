import { LABELS } from '@wms/contract/locales/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { currentLang, DEFAULT_LANG, loadStrings, setLang } from '../shared/i18n/lang.ts';
import { local } from '../shared/storage.ts';
import { loadConsoleStrings } from './consoleLocales.ts';

describe('i18n', () => {
  afterEach(async () => {
    await setLang(DEFAULT_LANG);
  });

  it('defaults to Chinese and merges contract labels, shell strings and table strings', () => {
    expect(currentLang()).toBe('zh-CN');
    expect(i18n.t('resources.warehouse.title')).toBe('仓库');
    expect(i18n.t('menu.clearCache')).toBe('清除缓存');
    expect(Object.keys(zh).length).toBeGreaterThan(100);
  });

  it('switches to English, loading its strings first, and persists the choice', async () => {
    await setLang('en');
    expect(currentLang()).toBe('en');
    expect(local.get('APP_LANG')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login.title')).toBe('Login');
    expect(i18n.t('resources.warehouse.title')).toBe('Warehouse');
  });

  it('has an English text for every shell and console string', async () => {
    // Each language loads alone: English has nothing to fall back on.
    expect(Object.keys(zh).filter((k) => en[k] === undefined)).toEqual([]);
    const { consoleZh } = await import('../locales/console.zh.ts');
    const { consoleEn } = await import('../locales/console.en.ts');
    expect(Object.keys(consoleZh).filter((k) => consoleEn[k] === undefined)).toEqual([]);
    // The console loads the strings of the language shown only: English has nothing to fall back on.
    expect(Object.keys(LABELS.zh).filter((k) => LABELS.en[k] === undefined)).toEqual([]);
  });

  it("leaves the console screens' strings out of the sign-in pages' set, and adds them with the console", async () => {
    const { consoleZh } = await import('../locales/console.zh.ts');
    expect(Object.keys(consoleZh).length).toBeGreaterThan(300);
    expect(Object.keys(consoleZh).filter((k) => k in zh)).toEqual([]);
    // The sub-pages' titles are read when the menu is built, before a screen loads: they stay in the shell's set.
    expect(zh['route.obOrder.add']).toBe('新增出库单');
    // The web tests' setup has loaded the console's strings, as the guard's loader does.
    await loadConsoleStrings();
    expect(i18n.t('obOrder.allocate')).toBe('分配');
    expect(i18n.t('table.filter.apply')).toBe(consoleZh['table.filter.apply']);
  });

  it('loads a part of the strings in the language shown, and in another one before switching to it', async () => {
    const pack = {
      'zh-CN': vi.fn(async () => ({ 'test.pack': '中文' })),
      en: vi.fn(async () => ({ 'test.pack': 'English' })),
    };
    await loadStrings(pack);
    await loadStrings(pack);
    expect(pack['zh-CN']).toHaveBeenCalledTimes(1);
    expect(pack.en).not.toHaveBeenCalled();
    expect(i18n.t('test.pack')).toBe('中文');
    const switching = setLang('en');
    expect(currentLang()).toBe('zh-CN');
    await switching;
    expect(pack.en).toHaveBeenCalledTimes(1);
    expect(i18n.t('test.pack')).toBe('English');
  });

  it('keeps the language when the strings of the other one cannot be loaded', async () => {
    const pack = { 'zh-CN': async () => ({}), en: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({}) };
    await loadStrings(pack);
    await expect(setLang('en')).rejects.toThrow('offline');
    expect(currentLang()).toBe('zh-CN');
    expect(local.get('APP_LANG')).not.toBe('en');
    await setLang('en');
    expect(currentLang()).toBe('en');
  });
});
