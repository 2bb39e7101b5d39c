import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18n } from './i18n.ts';
import { I18nProvider, useTranslation } from './useTranslation.tsx';

function Greeting() {
  const { t, i18n } = useTranslation();
  return <p>{`${i18n.language}: ${t('hello', { name: 'Ann' })}`}</p>;
}

describe('useTranslation', () => {
  it("draws in the instance's language and again when the language or the strings change", () => {
    const i18n = new I18n({ language: 'zh-CN', fallbackLanguage: 'zh-CN' });
    i18n.addStrings('zh-CN', { hello: '你好 {{name}}' });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('zh-CN: 你好 Ann')).toBeTruthy();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('en: 你好 Ann')).toBeTruthy();
    act(() => i18n.addStrings('en', { hello: 'Hello {{name}}' }));
    expect(screen.getByText('en: Hello Ann')).toBeTruthy();
  });
});
