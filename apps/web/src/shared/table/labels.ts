import { fieldLabel, type LabelLang, resourceTitle } from '@wms/contract/locales/index';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';

/** The contract's label language for the UI language ('zh-CN' → 'zh'); English falls back to Chinese inside fieldLabel. */
export function labelLang(language: string | undefined): LabelLang {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** A resource's field labels in the current language. */
export function useFieldLabel(resource: string): (field: string) => string {
  const { i18n } = useTranslation();
  const lang = labelLang(i18n.language);
  return useCallback((field: string) => fieldLabel(lang, resource, field), [lang, resource]);
}

export function useResourceTitle(resource: string): string {
  const { i18n } = useTranslation();
  return resourceTitle(labelLang(i18n.language), resource);
}
