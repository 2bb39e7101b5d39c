import { clearSession, getToken } from './session.ts';
import { runSessionReset } from './sessionReset.ts';

export const LOGOUT_URL = '/system/user/_account/logout';

/**
 * Entering /login resets the runtime routes and clears the session state (spec §2): the
 * token, USER_INFO and MENU, and whatever registered a reset (route table, tags, query cache).
 * A token still held is revoked on the server too, or it would stay valid for whoever copied it.
 */
export function loginLoader(): null {
  const token = getToken();
  if (token) revokeOnServer(token);
  clearSession();
  runSessionReset();
  return null;
}

/** Fire and forget: the login page must not wait for (or report) a server that is away. */
function revokeOnServer(token: string): void {
  // keepalive lets the request finish even if the page is left at once.
  fetch(LOGOUT_URL, { method: 'POST', headers: { 'x-auth-token': token }, keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
