import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type Console, startConsole } from './harness.ts';

/**
 * Issue 14 §5 in the browser: SMS code sign-in (the code read from the log provider's line in the
 * server's output), QR sign-in confirmed from a second browser context, and a password reset with
 * a code mailed to the account (the mail log provider's line); zh, and en texts once.
 */
let c: Console;
const PHONE = '13812345678';
const PASSWORD = 'Passw0rd1';

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${c.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { action: string; message: string; data: { token: string } };
}

/** The last code the log provider wrote for `phone` (a number as E.164: +86…), waiting for the line to reach the output. */
async function codeFromLog(phone: string, after: number, kind = 'SMS'): Promise<string> {
  const re = new RegExp(`${kind} to (?:\\+86)?${phone}: [^"\\n]*?(\\d{6})`, 'g');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = [...c.log().slice(after).matchAll(re)].at(-1)?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

beforeAll(async () => {
  c = await startConsole({ LOG_LEVEL: 'info' });
  const admin = (await api('/system/user/_account/auth', { account: 'admin', password: ADMIN_PASSWORD })).data.token;
  const add = await api(
    '/system/user/~account/add',
    {
      account: 'mobileuser',
      name: '移动用户',
      email: 'mobile@example.com',
      phone: PHONE,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      roles: ['viewer'],
    },
    admin,
  );
  expect(add.action).toBe('ok');
}, 180_000);
afterAll(() => c?.close());

describe('sign-in beyond the password', () => {
  it('signs in with an SMS code read from the log provider (zh), and refuses a second code at once (en)', async () => {
    const { page, context } = await c.newPage();
    try {
      await page.goto('/login');
      await page.getByRole('tab', { name: '手机号登录' }).click();
      await page.getByPlaceholder('手机号').fill(PHONE);
      const mark = c.log().length;
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('验证码已发送，5 分钟内有效').waitFor();
      await page.getByRole('button', { name: /\d+ 秒后重新获取/ }).waitFor();
      const code = await codeFromLog(PHONE, mark);
      await page.getByPlaceholder('短信验证码').fill(code);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      await page.getByText('移动用户').first().waitFor({ timeout: 30_000 });

      await page.goto('/login');
      await page.getByText('English', { exact: true }).click();
      await page.getByRole('tab', { name: 'Mobile' }).click();
      await page.getByPlaceholder('Mobile number').fill(PHONE);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText(/Codes are requested too often: try again in \d+ seconds/).waitFor();
      await page.getByRole('tab', { name: 'QR code' }).click();
      await page.getByText('Scan the QR code with a phone where you are signed in, and confirm there').waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('signs a waiting browser in from a second, signed-in context through the QR code', async () => {
    const desk = await c.newPage();
    const phone = await c.newPage();
    try {
      await desk.page.goto('/login');
      const ticket = desk.page.waitForResponse((r) => r.url().includes('/system/user/_qr/get'));
      await desk.page.getByRole('tab', { name: '扫码登录' }).click();
      const url = ((await (await ticket).json()) as { data: { url: string } }).data.url;
      expect(url).toMatch(/\/qr\/confirm\?id=[\w-]+$/);
      await desk.page.locator('.ant-qrcode canvas').waitFor();
      await desk.page.getByText('请用已登录的手机扫描二维码，并在手机上确认').waitFor();

      await c.signIn(phone.page, 'mobileuser', PASSWORD);
      await phone.page.goto(new URL(url).pathname + new URL(url).search);
      await phone.page.getByText('以下浏览器请求以您的账号登录').waitFor();
      await phone.page.getByText('127.0.0.1').waitFor();
      await phone.page.getByRole('button', { name: '确认登录' }).click();
      await phone.page.getByText('已确认，电脑端将自动登录').waitFor();

      await desk.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      await desk.page.getByText('移动用户').first().waitFor({ timeout: 30_000 });
      const token = (await desk.context.cookies()).find((k) => k.name === 'TOKEN')?.value;
      const info = await fetch(`${c.baseUrl}/system/user/_info`, { headers: { 'x-auth-token': decodeURIComponent(token!) } });
      expect(((await info.json()) as { data: { user: { account: string } } }).data.user.account).toBe('mobileuser');
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  }, 120_000);

  it('resets a forgotten password with a code mailed to the account (read from the log provider)', async () => {
    const { page, context } = await c.newPage();
    try {
      await page.goto('/reset_password');
      await page.getByText('通过邮箱', { exact: true }).click();
      await page.getByLabel('邮箱', { exact: true }).fill('Mobile@Example.com');
      const mark = c.log().length;
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('验证码已发送至邮箱，5 分钟内有效').waitFor();
      const code = await codeFromLog('mobile@example.com', mark, 'Mail');
      await page.getByLabel('邮箱验证码', { exact: true }).fill(code);
      await page.getByLabel('新密码', { exact: true }).fill('Mailed123');
      await page.getByLabel('确认密码', { exact: true }).fill('Mailed123');
      await page.getByRole('button', { name: /重置密码/ }).click();
      await page.getByText('密码已重置，原有登录会话已全部结束，请使用新密码登录').waitFor();
      await c.signIn(page, 'mobileuser', 'Mailed123');
      await page.getByText('移动用户').first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  }, 120_000);
});
