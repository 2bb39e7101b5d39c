import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import { clearSession, getToken, getUser, type LoginData, saveSession } from '../shared/session.ts';
import { FLOOR_BASENAME, floorRoutes } from './FloorRoutes.tsx';
import { floorQueue } from './floorApi.ts';
import { preloadScreens } from './screens.ts';
import { loadFloorStrings } from './strings.ts';

const t = (key: string) => i18n.t(key);

const login = (permissions: string[]): LoginData => ({
  token: 'tok-1',
  user: { id: 3, account: 'li', name: '李工', roles: ['worker'], permissions },
  menu: [{ name: 'inbound', path: '/inbound', meta: { title: '入库' } }],
});

function open(path: string) {
  const router = createMemoryRouter(floorRoutes, { basename: FLOOR_BASENAME, initialEntries: [`/floor${path}`] });
  render(<RouterProvider router={router} />);
  return router;
}
const where = (router: ReturnType<typeof open>) => router.state.location.pathname + router.state.location.search;
const tiles = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

beforeAll(() => Promise.all([loadFloorStrings(), preloadScreens()]));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('shows a tile only for the operations whose every call the worker may make', () => {
    const work = [
      'inbound/ibOrder/store',
      'inbound/ibOrder/view',
      'inventory/stock/view',
      'outbound/obTask/work',
      'outbound/obTask/view',
    ];
    // Counting without seeing the count tasks would meet a 403 on the first screen: no tile.
    saveSession(login([...work, 'inventory/count/count']), false);
    open('/');
    expect(screen.getByText('李工')).toBeTruthy();
    expect(tiles()).toEqual([
      [t('floor.op.putaway'), '/floor/putaway'],
      [t('floor.op.pick'), '/floor/pick'],
      [t('floor.op.pack'), '/floor/pack'],
      [t('floor.op.seal'), '/floor/seal'],
      [t('floor.op.lookup'), '/floor/lookup'],
    ]);
  });

  it('shows every tile to a grant with wildcards', () => {
    saveSession(login(['*/*/*']), false);
    open('/');
    expect(tiles()).toHaveLength(8);
  });

  it('tells a worker with no operation so', () => {
    saveSession(login(['system/user/view']), false);
    open('/');
    expect(tiles()).toEqual([]);
    expect(screen.getByText(t('floor.home.none'))).toBeTruthy();
  });

  it('opens a permitted operation under its header, and sends an unpermitted one back to the tiles', async () => {
    saveSession(login(['inventory/count/count', 'inventory/count/view']), false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ action: 'ok', message: '', count: 0, data: { rows: [] } })),
    );
    const router = open('/count');
    expect(screen.getByRole('heading').textContent).toBe(t('floor.op.count'));
    fireEvent.click(screen.getByRole('button', { name: t('floor.back') }));
    expect(where(router)).toBe('/floor/');
    await act(() => router.navigate('/move'));
    expect(where(router)).toBe('/floor/');
  });
});

describe('signed out', () => {
  it('is sent to sign in from anywhere, and back after it, signed in for the console too', async () => {
    const router = open('/count?task=9');
    expect(where(router)).toBe(`/floor/login?redirect=${encodeURIComponent('/count?task=9')}`);

    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ action: 'ok', message: '', data: login(['*/*/*']) }));
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.change(screen.getByLabelText(t('floor.login.account')), { target: { value: ' li ' } });
    fireEvent.change(screen.getByLabelText(t('floor.login.password')), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('floor.login.submit') })));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/system/user/_account/auth');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ account: 'li', password: 'secret', remember: true });
    expect(where(router)).toBe('/floor/count?task=9');
    expect(getToken()).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('USER_INFO')!).v).toMatchObject({ name: '李工' });
  });

  it('a worker whose scan meets a 401 is asked to sign in; the scan waits, saved, and goes out after it', async () => {
    saveSession(login(['*/*/*']), false);
    const router = open('/');
    let session = 'ended';
    const fetchMock = vi.fn<typeof fetch>(async (url) => {
      if (url === '/system/user/_account/auth') {
        session = 'new';
        return Response.json({ action: 'ok', message: '', data: { ...login(['*/*/*']), token: 'tok-2' } });
      }
      if (session === 'ended') return Response.json({ action: 'error', message: 'token expired' }, { status: 401 });
      return Response.json({ action: 'ok', message: '' });
    });
    vi.stubGlobal('fetch', fetchMock);

    // Signed out in another tab: the server no longer knows the token this tab still holds.
    let outcome!: Promise<unknown>;
    await act(async () => {
      outcome = floorQueue.enqueue('/inbound/ibOrder/scan', { lpn: 'P1' }, 'P1').outcome;
    });
    expect(where(router)).toBe('/floor/login');
    expect(screen.getByText(t('floor.login.ended'))).toBeTruthy();
    expect(screen.getByText(i18n.t('floor.login.waiting', { count: 1 }))).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem('floor.scanQueue.floor')!) as { key: string }[];
    expect(saved).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(t('floor.login.account')), { target: { value: 'li' } });
    fireEvent.change(screen.getByLabelText(t('floor.login.password')), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('floor.login.submit') })));
    await act(() => outcome);

    const sends = fetchMock.mock.calls.filter(([url]) => url === '/inbound/ibOrder/scan');
    const headers = sends.map(([, init]) => new Headers(init?.headers));
    expect(headers.map((h) => h.get('idempotency-key'))).toEqual([saved[0]!.key, saved[0]!.key]);
    expect(headers[1]!.get('x-auth-token')).toBe('tok-2');
    expect(floorQueue.snapshot()).toMatchObject({ pending: 0, refused: [], held: undefined });
    expect(where(router)).toBe('/floor/');
  });

  it('signed out in another tab, goes to the sign-in at once', async () => {
    saveSession(login(['*/*/*']), false);
    const router = open('/');
    expect(where(router)).toBe('/floor/');
    // What the other tab's sign-out leaves: no cookie, no USER_INFO, and a storage event here.
    // biome-ignore lint/suspicious/noDocumentCookie: the other tab's sign-out, as it clears the cookie
    document.cookie = 'TOKEN=; path=/; max-age=0';
    localStorage.removeItem('USER_INFO');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'USER_INFO' })));
    expect(where(router)).toBe('/floor/login');
    expect(screen.getByText(t('floor.login.ended'))).toBeTruthy();
  });

  it("shows the server's refusal and stays signed out", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ action: 'error', message: '账号或密码错误' }, { status: 401 }));
    open('/');
    fireEvent.change(screen.getByLabelText(t('floor.login.account')), { target: { value: 'li' } });
    fireEvent.change(screen.getByLabelText(t('floor.login.password')), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('floor.login.submit') })));
    expect(screen.getByRole('alert').textContent).toBe('账号或密码错误');
    expect(getUser()).toBeUndefined();
  });

  it('signing out clears the session and returns to the sign-in screen', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ action: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    saveSession(login(['*/*/*']), false);
    const router = open('/');
    fireEvent.click(screen.getByRole('button', { name: t('floor.signOut') }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/system/user/_account/logout');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-auth-token')).toBe('tok-1');
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
    await act(async () => {});
    expect(where(router)).toBe('/floor/login');
  });
});
