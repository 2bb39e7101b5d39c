import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_URL, loginLoader } from './loginLoader.ts';
import { getToken, getUser, type LoginData, saveSession } from './session.ts';

const login: LoginData = {
  token: 'old-token',
  user: { id: 1, account: 'admin', name: 'Admin', roles: ['admin'], permissions: ['*/*/*'] },
  menu: [],
};

describe('entering /login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('revokes the held token on the server, then forgets the session', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    saveSession(login, false);
    loginLoader();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LOGOUT_URL);
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-auth-token': 'old-token' }, keepalive: true });
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
  });

  it('sends nothing without a session, and shows the page even when the server is away', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    expect(loginLoader()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    saveSession(login, false);
    expect(loginLoader()).toBeNull();
    await Promise.resolve();
    expect(getToken()).toBeUndefined();
  });
});
