import { describe, expect, it } from 'vitest';
import { clearSession, getMenu, getToken, getUser, type LoginData, saveSession, tokenCookie } from './session.ts';
import { local } from './storage.ts';

const login: LoginData = {
  token: 'tok en/1',
  user: { id: 1, account: 'admin', name: 'Admin', roles: ['admin'], permissions: ['*/*/*'] },
  menu: [{ name: 'setting', path: '/setting', meta: { title: '设置' } }],
};

describe('session', () => {
  it('stores token cookie, USER_INFO and MENU, and clears them all', () => {
    saveSession(login, false);
    expect(getToken()).toBe('tok en/1');
    expect(getUser()?.account).toBe('admin');
    expect(local.get('USER_INFO')).toEqual(login.user);
    expect(getMenu()).toEqual(login.menu);

    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
    expect(getMenu()).toEqual([]);
    expect(local.get('USER_INFO')).toBeUndefined();
  });

  it('keeps the token for 24 h only when remembered', () => {
    expect(tokenCookie('t', true, false)).toBe('TOKEN=t; path=/; samesite=lax; max-age=86400');
    expect(tokenCookie('t', false, false)).toBe('TOKEN=t; path=/; samesite=lax');
    expect(tokenCookie('t', false, true)).toContain('; secure');
  });
});
