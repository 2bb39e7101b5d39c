import { beforeEach, expect, it } from 'vitest';
import { MENU_KEY, USER_INFO_KEY } from '../../shared/session.ts';
import { local, session } from '../../shared/storage.ts';
import { clearLocalCache } from './clearCache.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("clears local and session records but keeps the session and the floor's outboxes, refusals included", () => {
  local.set(USER_INFO_KEY, { name: 'Ann' });
  local.set(MENU_KEY, []);
  local.set('APP_LANG', 'en');
  local.set('columns.item', ['no']);
  localStorage.setItem('floor.theme', 'dark');
  session.set('tags', ['/a']);
  const pending = { key: 'k1', url: '/inbound/ib/order/~scan', body: { id: 1 }, createdAt: 1, attempts: 0, state: 'pending' };
  const refused = { ...pending, key: 'k2', state: 'refused', refusal: { status: 409, message: '已超收' } };
  localStorage.setItem('floor.scanQueue.floor', JSON.stringify([pending, refused]));
  localStorage.setItem('floor.scanQueue.other', JSON.stringify([{ ...pending, key: 'k3' }]));

  clearLocalCache();

  expect(Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort()).toEqual(
    [MENU_KEY, USER_INFO_KEY, 'floor.scanQueue.floor', 'floor.scanQueue.other'].sort(),
  );
  // Kept as written, so the floor reads it back whole (floor/scan/queueStorage.ts; the console imports nothing of the floor).
  expect(JSON.parse(localStorage.getItem('floor.scanQueue.floor') ?? 'null')).toEqual([pending, refused]);
  expect(local.get(USER_INFO_KEY)).toEqual({ name: 'Ann' });
  expect(sessionStorage.length).toBe(0);
});
