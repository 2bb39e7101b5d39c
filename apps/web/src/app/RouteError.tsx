import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { feedback } from '../shared/feedback/feedback.ts';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { ErrorView } from './ErrorView.tsx';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Router errorElement: a toast titled "route error" with the message (spec §8), and a way back. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const text = errorText(error);
  useEffect(() => {
    feedback().notification.error({ key: 'route-error', title: t('error.route'), description: text });
  }, [t, text]);
  return <ErrorView title={t('error.route')} detail={text} reloadText={t('error.reload')} homeText={t('common.backHome')} />;
}
