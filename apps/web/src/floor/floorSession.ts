import { useSyncExternalStore } from 'react';
import { loginLoader } from '../shared/loginLoader.ts';
import { getToken, getUser, userStore } from '../shared/session.ts';

/** Signed in as the console sees it: the TOKEN cookie and the stored user (shared/session.ts). */
export function isSignedIn(): boolean {
  return getToken() !== undefined && getUser() !== undefined;
}

/**
 * Signed out in another tab: the cookie is shared but this tab's stored user is not told. That tab's
 * sign-out removes USER_INFO (a storage event here); a worker coming back to the tab is a focus.
 */
function watchSession(changed: () => void): () => void {
  const unsubscribe = userStore.subscribe(changed);
  window.addEventListener('storage', changed);
  window.addEventListener('focus', changed);
  document.addEventListener('visibilitychange', changed);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', changed);
    window.removeEventListener('focus', changed);
    document.removeEventListener('visibilitychange', changed);
  };
}

/** `isSignedIn()`, redrawn when the session may have ended here or in another tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(watchSession, isSignedIn, isSignedIn);
}

/** What the sign-in screen is told when a session ended under the worker rather than never began. */
export interface LoginState {
  sessionEnded?: boolean;
}

/** The sign-in screen, coming back to `back` (a floor path such as `/putaway`) afterwards. */
export function loginPath(back = '/'): string {
  return back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`;
}

/** Where to go after signing in: a floor path only, never another site (`//host`). */
export function backFrom(redirect: string | null): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : '/';
}

/**
 * As the console's sign-out: the token is revoked on the server (fire and forget, so a handheld out of
 * range still signs out at once) and the session cleared on both the floor and the console.
 */
export function signOut(): void {
  loginLoader();
}
