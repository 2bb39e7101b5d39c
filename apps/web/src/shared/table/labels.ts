import type { LabelLang } from '@wms/contract/locales/index';
import { useCallback } from 'react';
import type { TFunction } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

/** The contract's label language for the UI language ('zh-CN' → 'zh'). */
export function labelLang(language: string | undefined): LabelLang {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * A field's label as the contract's `fieldLabel` gives it (the resource's own, else the shared
 * `fields.*` one, else the field name), read from the console's strings, which hold the
 * contract's labels of the language shown: the list screens load one language, not both.
 */
export function fieldLabelText(t: TFunction, resource: string, field: string): string {
  return t(`resources.${resource}.fields.${field}`, { defaultValue: t(`fields.${field}`, { defaultValue: field }) });
}

export function resourceTitleText(t: TFunction, resource: string): string {
  return t(`resources.${resource}.title`, { defaultValue: resource });
}

/** A resource's field labels in the current language. */
export function useFieldLabel(resource: string): (field: string) => string {
  const { t } = useTranslation();
  return useCallback((field: string) => fieldLabelText(t, resource, field), [t, resource]);
}

export function useResourceTitle(resource: string): string {
  const { t } = useTranslation();
  return resourceTitleText(t, resource);
}
