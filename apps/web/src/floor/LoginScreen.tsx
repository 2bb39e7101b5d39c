import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { type LoginData, saveSession } from '../shared/session.ts';
import { FloorApiError, floorPost, floorQueue } from './floorApi.ts';
import { backFrom, type LoginState } from './floorSession.ts';
import { useScanQueue } from './scan/useScanQueue.ts';
import { LangToggle, ThemeToggle } from './Toggles.tsx';

const LOGIN_URL = '/system/user/_account/auth';

/**
 * /floor/login: account and password. The session is stored as the console stores it (same cookie and
 * USER_INFO/MENU), so a worker signed in here is signed in on the console, and back.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ended = (useLocation().state as LoginState | null)?.sessionEnded === true;
  const { pending } = useScanQueue(floorQueue);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  // A handheld's app is closed and reopened all shift: a session cookie would sign the worker out each time.
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!account.trim() || !password) {
      setError(t('floor.login.missing'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const reply = await floorPost<{ data: LoginData }>(LOGIN_URL, { account: account.trim(), password, remember });
      // As the console (useFinishLogin): a user without any menu cannot use it, so is not signed in.
      if (!reply.data.menu?.length) {
        setError(t('floor.login.noMenu'));
        return;
      }
      saveSession(reply.data, remember);
      floorQueue.resume();
      void navigate(backFrom(search.get('redirect')), { replace: true });
    } catch (err) {
      setError(err instanceof FloorApiError ? err.message : t('floor.error.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="floor-screen">
      <header className="floor-bar">
        <h1 className="floor-title">{t('floor.title')}</h1>
        <LangToggle />
        <ThemeToggle />
      </header>
      <main className="floor-body">
        <form className="floor-form" onSubmit={submit} noValidate>
          {ended && <p className="floor-note">{t('floor.login.ended')}</p>}
          {/* Nothing is lost by signing in again: the outbox is saved and goes out under the new session. */}
          {pending > 0 && (
            <p className="floor-note" role="status">
              {t('floor.login.waiting', { count: pending })}
            </p>
          )}
          <label className="floor-field">
            {t('floor.login.account')}
            <input
              name="account"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="next"
              maxLength={50}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          </label>
          <label className="floor-field">
            {t('floor.login.password')}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              enterKeyHint="go"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label className="floor-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('floor.login.remember')}
          </label>
          {error && (
            <p className="floor-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="floor-primary" disabled={busy} aria-busy={busy}>
            {t('floor.login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
