import { isQueueKey } from '../../shared/outboxKeys.ts';
import { MENU_KEY, USER_INFO_KEY } from '../../shared/session.ts';
import { local, session } from '../../shared/storage.ts';

/**
 * The user menu's "clear cache": every local record (layout, columns, language...) goes, but not the
 * session, nor the floor's outboxes: scans queued on this browser and refusals not yet seen are work,
 * not cache.
 */
export function clearLocalCache(): void {
  const outboxes = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter(isQueueKey);
  local.clear([USER_INFO_KEY, MENU_KEY, ...outboxes]);
  session.clear();
}
