import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import { RESOURCES } from '@wms/contract/resources/index';
import { describe, expect, it } from 'vitest';
import { consoleEn } from '../../locales/console.en.ts';
import { consoleZh } from '../../locales/console.zh.ts';
import { I18n } from '../i18n/i18n.ts';
import { fieldLabelText, labelLang, resourceTitleText } from './labels.ts';

describe('labelLang', () => {
  it('maps UI languages onto the contract label languages', () => {
    expect(labelLang('en')).toBe('en');
    expect(labelLang('en-US')).toBe('en');
    expect(labelLang('zh-CN')).toBe('zh');
    expect(labelLang(undefined)).toBe('zh');
  });
});

describe('fieldLabelText', () => {
  it("reads the contract's labels as fieldLabel and resourceTitle do, in either language", () => {
    for (const [lang, strings] of [
      ['zh', consoleZh],
      ['en', consoleEn],
    ] as const) {
      const i18n = new I18n({ language: lang === 'en' ? 'en' : 'zh-CN', fallbackLanguage: 'zh-CN' });
      i18n.addStrings(lang === 'en' ? 'en' : 'zh-CN', strings);
      for (const def of RESOURCES) {
        expect(resourceTitleText(i18n.t, def.name)).toBe(resourceTitle(lang, def.name));
        for (const field of [...def.fields.map((f) => f.name), 'id', 'noSuchField'])
          expect(fieldLabelText(i18n.t, def.name, field)).toBe(fieldLabel(lang, def.name, field));
      }
    }
  });
});
