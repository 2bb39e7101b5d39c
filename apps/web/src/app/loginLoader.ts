import { clearSession } from '../shared/session.ts';
import { runSessionReset } from '../shared/sessionReset.ts';

/**
 * Entering /login resets the runtime routes and clears the session state (spec §2): the
 * token, USER_INFO and MENU, and whatever registered a reset (route table, tags, query cache).
 */
export function loginLoader(): null {
  clearSession();
  runSessionReset();
  return null;
}
