import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../shared/session.ts';
import { forget, KEPT_MAX_AGE_MS, KEPT_MAX_CHARS, keep, kept } from './keptStore.ts';

const signIn = (id: number) =>
  saveSession({ token: 't', user: { id, account: `u${id}`, name: 'U', roles: [], permissions: [] }, menu: [] }, false);
const T0 = Date.UTC(2026, 0, 5, 8, 0);
const keptKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('floor.kept.'));

beforeEach(() => signIn(1));
afterEach(() => {
  localStorage.clear();
  clearSession();
});

describe('keptStore', () => {
  it('keeps a read per user, with the time it was read', () => {
    expect(keep('tasks', [{ id: 1 }], T0)).toBe(true);
    expect(kept('tasks', T0 + 1000)).toEqual({ at: T0, data: [{ id: 1 }] });
    signIn(2);
    expect(kept('tasks', T0)).toBeUndefined();
    clearSession();
    expect(keep('tasks', [], T0)).toBe(false);
    expect(kept('tasks', T0)).toBeUndefined();
  });

  it('shows nothing older than a day, and drops it', () => {
    keep('tasks', [1], T0);
    expect(kept('tasks', T0 + KEPT_MAX_AGE_MS)).toBeDefined();
    expect(kept('tasks', T0 + KEPT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(keptKeys()).toEqual([]);
  });

  it('makes room under the cap by dropping the oldest copies, and never keeps one bigger than the cap', () => {
    const third = 'x'.repeat(Math.floor(KEPT_MAX_CHARS / 3));
    keep('a', third, T0);
    keep('b', third, T0 + 1);
    keep('c', third, T0 + 2);
    expect(keptKeys().length).toBe(2);
    expect(kept('a', T0 + 3)).toBeUndefined();
    expect(kept('c', T0 + 3)?.data).toBe(third);

    // Too big: not kept, and the older copy of the same name goes too (it would pass for the latest read).
    expect(keep('c', 'x'.repeat(KEPT_MAX_CHARS), T0 + 4)).toBe(false);
    expect(kept('c', T0 + 5)).toBeUndefined();
    expect(kept('b', T0 + 5)?.data).toBe(third);
  });

  it('leaves the outbox and other storage alone when making room', () => {
    localStorage.setItem('floor.scanQueue.floor', '[{"key":"k"}]');
    keep('a', 'x'.repeat(KEPT_MAX_CHARS - 100), T0);
    keep('b', 'x'.repeat(KEPT_MAX_CHARS - 100), T0 + 1);
    expect(localStorage.getItem('floor.scanQueue.floor')).toBe('[{"key":"k"}]');
    expect(kept('a', T0 + 2)).toBeUndefined();
  });

  it('reads a corrupt copy as none, and forgets on request', () => {
    localStorage.setItem('floor.kept.1.bad', `${T0}|{not json`);
    expect(kept('bad', T0)).toBeUndefined();
    keep('tasks', [1], T0);
    forget('tasks');
    expect(keptKeys()).toEqual([]);
  });
});
