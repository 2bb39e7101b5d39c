import { en } from './en.ts';
import { zh } from './zh.ts';

export type LabelLang = 'zh' | 'en';
export const LABELS = { zh, en } as const;

export function label(lang: LabelLang, key: string): string | undefined {
  return (lang === 'en' ? en[key] : undefined) ?? zh[key];
}

/** A field's label: the resource's own, else the shared one, else the field name. */
export function fieldLabel(lang: LabelLang, resource: string, field: string): string {
  return label(lang, `resources.${resource}.fields.${field}`) ?? label(lang, `fields.${field}`) ?? field;
}

export function resourceTitle(lang: LabelLang, resource: string): string {
  return label(lang, `resources.${resource}.title`) ?? resource;
}
