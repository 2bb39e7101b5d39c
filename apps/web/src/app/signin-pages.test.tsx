import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setLang } from '../shared/i18n/lang.ts';
import { clearSession, saveSession } from '../shared/session.ts';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes } from './routes.tsx';

const WAIT = { timeout: 10_000 };
let fetchMock: Mock;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mount(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: (init as RequestInit | undefined)?.body }));

beforeAll(async () => {
  await setLang('zh-CN');
});
beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { action: 'ok', message: '', data: {} }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** Types the code and the new password twice, submits, and returns the reset call's body once the page says it is done. */
async function resetWith(codeLabel: string, code: string) {
  fireEvent.change(screen.getByLabelText(codeLabel), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'NewPass123' } });
  fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'NewPass123' } });
  fireEvent.click(screen.getByRole('button', { name: /重置密码/ }));
  expect(await screen.findByText('密码已重置', {}, WAIT)).toBeTruthy();
  return JSON.parse(String(calls().find((c) => c.url.includes('_pass/reset'))?.body));
}

describe('password reset page', { timeout: 30_000 }, () => {
  it('asks for a reset code for the number and sends the code with both passwords', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      json(200, { action: 'ok', message: url.includes('_sms/send') ? '验证码已发送，5 分钟内有效' : '密码已重置' }),
    );
    mount('/reset_password');
    fireEvent.change(await screen.findByLabelText('手机号', {}, WAIT), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /\d+ 秒后重新获取/ }, WAIT)).toBeTruthy();
    expect(calls().find((c) => c.url.includes('_sms/send'))?.body).toBe(
      JSON.stringify({ phone: '13800000001', purpose: 'reset' }),
    );

    expect(await resetWith('短信验证码', '123456')).toEqual({
      phone: '13800000001',
      code: '123456',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  });
});

describe('password reset by e-mail', { timeout: 30_000 }, () => {
  it('switches to the e-mail address, asks for a mailed code and resets with it', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      json(200, { action: 'ok', message: url.includes('_mail/send') ? '验证码已发送至邮箱，5 分钟内有效' : '密码已重置' }),
    );
    mount('/reset_password');
    fireEvent.click(await screen.findByText('通过邮箱', {}, WAIT));
    fireEvent.change(await screen.findByLabelText('邮箱', {}, WAIT), { target: { value: 'w.wang@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /\d+ 秒后重新获取/ }, WAIT)).toBeTruthy();
    expect(calls().find((c) => c.url.includes('_mail/send'))?.body).toBe(JSON.stringify({ email: 'w.wang@example.com' }));
    expect(calls().some((c) => c.url.includes('_sms/send'))).toBe(false);

    expect(await resetWith('邮箱验证码', '654321')).toEqual({
      email: 'w.wang@example.com',
      code: '654321',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
  });
});

describe('QR confirmation page', { timeout: 30_000 }, () => {
  it('sends a signed-out phone to sign in and back', async () => {
    const router = mount('/qr/confirm?id=abcdefghijklmnop1234');
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/qr/confirm?id=abcdefghijklmnop1234')}`);
  });

  it('shows who asks and confirms', async () => {
    saveSession({ token: 'tok', user: { id: 1, account: 'u', name: 'U', roles: [], permissions: [] }, menu: [] }, false);
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('_qr/info')
        ? json(200, {
            action: 'ok',
            message: '',
            data: { ip: '10.1.2.3', userAgent: 'Chrome', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-01T00:02:00Z' },
          })
        : json(200, { action: 'ok', message: '已确认，电脑端将自动登录' }),
    );
    mount('/qr/confirm?id=abcdefghijklmnop1234');
    expect(await screen.findByText('10.1.2.3', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确认登录/ }));
    expect(await screen.findByText('已确认，电脑端将自动登录', {}, WAIT)).toBeTruthy();
    expect(calls().find((c) => c.url.includes('_qr/confirm'))?.body).toBe(JSON.stringify({ id: 'abcdefghijklmnop1234' }));
  });

  it('shows an expired code as the server says', async () => {
    saveSession({ token: 'tok', user: { id: 1, account: 'u', name: 'U', roles: [], permissions: [] }, menu: [] }, false);
    fetchMock.mockImplementation(async () => json(410, { action: 'error', message: '二维码已过期或已使用，请刷新二维码' }));
    mount('/qr/confirm?id=abcdefghijklmnop1234');
    expect(await screen.findByText('二维码已过期或已使用，请刷新二维码', {}, WAIT)).toBeTruthy();
  });
});
