import { loginLoader } from '../app/loginLoader.ts';
import { getToken, getUser } from '../shared/session.ts';

/** Signed in as the console sees it: the TOKEN cookie and the stored user (shared/session.ts). */
export function isSignedIn(): boolean {
  return getToken() !== undefined && getUser() !== undefined;
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
