import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setLang } from '../shared/i18n/lang.ts';
import type { MenuEntry } from '../shared/menu.ts';
import { setNavigator } from '../shared/navigation.ts';
import { getToken, getUser, type LoginData, saveSession } from '../shared/session.ts';
import { runSessionReset } from '../shared/sessionReset.ts';
import { AppProviders } from './AppProviders.tsx';
import { tagsStore } from './layout/tags.ts';
import { createRoutes } from './routes.tsx';

const MENU: MenuEntry[] = [
  {
    name: 'setting',
    path: '/setting',
    meta: { title: '设置', titleEn: 'Setting' },
    children: [
      { name: 'todo', path: '/setting/todo', component: 'setting/todo', meta: { title: '待办', titleEn: 'To do' } },
      { name: 'docs', path: '/docs', meta: { title: '文档', titleEn: 'Docs', type: 'iframe', url: 'https://example.com/docs' } },
    ],
  },
];
const LOGIN: LoginData = {
  token: 'tok',
  user: { id: 1, account: 'admin', name: '管理员', roles: ['admin'], permissions: ['*/*/*'] },
  menu: MENU,
};

/** The first render of the lazy console compiles many modules; be patient. */
const WAIT = { timeout: 10_000 };

let fetchMock: Mock;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mount(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await setLang('zh-CN');
});

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { action: 'ok', message: '', count: 0, data: { rows: [] } }));
  vi.stubGlobal('fetch', fetchMock);
  runSessionReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  runSessionReset();
});

describe('console shell', { timeout: 30_000 }, () => {
  it('sends a visitor without a token from / to /login', async () => {
    const router = mount('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(await screen.findByRole('tab', { name: '账号登录' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('登录 - 包装物料仓储管理系统'), WAIT);
  });

  it('logs in with account and password and lands on the first menu page in the layout', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/system/user/_account/auth') ? json(200, { action: 'ok', message: '', data: LOGIN }) : json(200, {}),
    );
    const router = mount('/login');
    fireEvent.change(await screen.findByPlaceholderText('账号', {}, WAIT), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Admin12345' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/todo'), WAIT);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/system/user/_account/auth'))!;
    expect(JSON.parse(init.body)).toEqual({ account: 'admin', password: 'Admin12345', remember: true });
    expect(getToken()).toBe('tok');
    expect(getUser()?.name).toBe('管理员');
    // Unknown component: the placeholder, inside the layout with breadcrumbs, tag and title.
    expect(await screen.findByText('页面建设中', {}, WAIT)).toBeTruthy();
    expect(document.querySelector('.ant-breadcrumb')?.textContent).toBe('设置/待办');
    expect(tagsStore.get().tags.map((t) => t.fullPath)).toEqual(['/setting/todo']);
    await waitFor(() => expect(document.title).toBe('待办 - 包装物料仓储管理系统'), WAIT);
  });

  // happy-dom logs that it does not load frame pages; the src attribute is what matters here.
  it('renders iframe entries at /i/{name} and unmatched paths as not found', async () => {
    saveSession(LOGIN, false);
    const router = mount('/i/docs');
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://example.com/docs'), WAIT);
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByText('抱歉，您访问的页面不存在。', {}, WAIT)).toBeTruthy();
  });

  it('entering /login clears the session', async () => {
    saveSession(LOGIN, true);
    mount('/login');
    await screen.findByPlaceholderText('账号', {}, WAIT);
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
  });

  it('validates the registration form', async () => {
    mount('/user_register');
    fireEvent.change(await screen.findByLabelText('密码', {}, WAIT), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入姓名', {}, WAIT)).toBeTruthy();
    expect((await screen.findAllByText('需 8 位以上，且包含字母和数字')).length).toBeGreaterThan(0);
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
