import { z } from 'zod';
import { type Lang, msg } from '../i18n/messages.ts';

const zh = z.locales.zhCN().localeError;
const en = z.locales.en().localeError;

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;

/** A zod issue in the user's language; "required" reads better than "expected string to have >=1 characters". */
export function issueMessage(issue: Issue, lang: Lang): string {
  const i = issue as Record<string, unknown>;
  if (
    (i.code === 'too_small' && i.minimum === 1 && i.origin === 'string') ||
    (i.code === 'invalid_type' && i.input === undefined)
  ) {
    return msg(lang, 'validation.required');
  }
  const local = (lang === 'en' ? en : zh)(issue as z.core.$ZodRawIssue);
  const text = typeof local === 'string' ? local : local?.message;
  return text ?? String(i.message ?? '');
}
