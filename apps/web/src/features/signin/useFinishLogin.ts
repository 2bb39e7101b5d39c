import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { type LoginData, saveSession } from '../../shared/session.ts';

/** `{action:'ok', message, data}` of the login endpoints. */
export interface LoginReply {
  action: 'ok';
  message: string;
  data: LoginData;
}

/**
 * Completes a login: stores the session and enters the console at `/`, whose guard builds the
 * routes, or at `?redirect=` (a console path: the QR confirmation page sends its signed-out user
 * here and back). A user without any menu cannot use the console (spec §6 message), so is not signed in.
 */
export function useFinishLogin(): (data: LoginData, remember: boolean) => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = search.get('redirect');
  const target = back && /^\/(?![/\\])/.test(back) ? back : '/';
  return useCallback(
    (data, remember) => {
      if (!data.menu?.length) {
        feedback().message.warning(t('request.noMenu'));
        return false;
      }
      saveSession(data, remember);
      feedback().message.success(t('login.success'));
      void navigate(target, { replace: true });
      return true;
    },
    [navigate, t, target],
  );
}
