import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `${title} - ${app name}` (spec §2). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${app}` : app;
  }, [title, app]);
}
