import { describe, expect, it, vi } from 'vitest';
import { I18n, interpolate } from './i18n.ts';

describe('interpolate', () => {
  it('fills placeholders as i18next did', () => {
    expect(interpolate('共 {{total}} 条', { total: 60 })).toBe('共 60 条');
    expect(interpolate('{{- a}} and {{ b }}', { a: '<x>', b: 'y' })).toBe('<x> and y');
    expect(interpolate('{{a}}{{a}}', { a: 1 })).toBe('11');
    // Given as undefined or null: nothing; not given at all: the placeholder stays.
    expect(interpolate('[{{a}}|{{b}}|{{c}}]', { a: undefined, b: null })).toBe('[||{{c}}]');
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}');
    expect(interpolate('{{a}}', { a: false })).toBe('false');
  });
});

describe('I18n', () => {
  const make = () => {
    const i18n = new I18n({ language: 'en', fallbackLanguage: 'zh-CN' });
    i18n.addStrings('zh-CN', { a: '甲', b: '乙 {{n}}', empty: '' });
    i18n.addStrings('en', { a: 'A' });
    return i18n;
  };

  it('reads the current language, then the fallback, then the default value, then the key', () => {
    const { t } = make();
    expect(t('a')).toBe('A');
    expect(t('b', { n: 2 })).toBe('乙 2');
    expect(t('empty')).toBe('');
    expect(t('missing', { defaultValue: 'x {{n}}', n: 1 })).toBe('x 1');
    expect(t('missing')).toBe('missing');
  });

  it('gives a new t after a change of language or strings, and tells its listeners', () => {
    const i18n = make();
    const first = i18n.t;
    const changed = vi.fn();
    const language = vi.fn();
    i18n.subscribe(changed);
    i18n.onLanguageChanged(language);
    i18n.changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t).not.toBe(first);
    expect(i18n.t('a')).toBe('甲');
    expect(language).toHaveBeenCalledWith('zh-CN');
    i18n.addStrings('zh-CN', { c: '丙' });
    expect(i18n.t('c')).toBe('丙');
    expect(i18n.t('a')).toBe('甲');
    expect(changed).toHaveBeenCalledTimes(2);
    i18n.changeLanguage('zh-CN');
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
