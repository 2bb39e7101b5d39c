import { useEffect } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

const titleText = (title: string | undefined, app: string) => (title ? `${title} - ${app}` : app);

/** Sets the tab title to `${title} - ${app name}` (spec §2), e.g. from a route loader. */
export function setDocumentTitle(title: string | undefined): void {
  document.title = titleText(title, i18n.t('app.name'));
}

/** Keeps the tab title in step with the page and the language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = titleText(title, app);
  }, [title, app]);
}
