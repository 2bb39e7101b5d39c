import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type Console, startConsole } from './harness.ts';
import { apiPost, exactly, listLoaded, openFromMenu, pickFromTable, pickOption, rowWith } from './ui.ts';

/**
 * Issue 14 §4 and §6, the user centre. Files: an administrator uploads files on the Files screen (a picture and a PDF at
 * once), a renamed executable is refused with the server's reason, the picture is served back,
 * the user centre's space lists what was uploaded, and a delete asks first. Chinese, then the
 * refusal in English. Support messages: a user writes from the
 * profile (a read-only user), an administrator answers on 系统 › 客服消息, the user reads the answer, and the header's
 * bell carries the notice of it back to the profile.
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(() => c?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('Files', () => {
  it('uploads, refuses a renamed executable, serves, lists in the space, and deletes after confirmation', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await c.signIn(page);
      await openFromMenu(page, '系统', '文件');
      await listLoaded(page);
      const input = page.locator('input[type=file]').first();
      await input.setInputFiles([
        { name: '托盘照片.png', mimeType: 'image/png', buffer: PNG },
        { name: '交货单.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await rowWith(page, '托盘照片.png').waitFor();
      await rowWith(page, '交货单.pdf').waitFor();
      await expect.poll(() => rowWith(page, '托盘照片.png').innerText()).toContain('图片');
      await expect.poll(() => rowWith(page, '交货单.pdf').innerText()).toContain('PDF 文档');

      // The name says picture, the content says program: the server's reason is shown, nothing is kept.
      await input.setInputFiles([{ name: 'invoice.png', mimeType: 'image/png', buffer: EXE }]);
      await page.locator('.ant-notification-notice').filter({ hasText: '不允许上传可执行文件或脚本' }).waitFor();
      await listLoaded(page);
      expect(await rowWith(page, 'invoice.png').count()).toBe(0);

      // The picture is served at its address.
      const href = await rowWith(page, '托盘照片.png').locator('a[href*="_raw"]').getAttribute('href');
      expect(href).toMatch(/^\/system\/file\/_raw\?name=/);
      const served = await page.evaluate(async (u) => {
        const r = await fetch(u!);
        return { type: r.headers.get('content-type'), size: (await r.arrayBuffer()).byteLength };
      }, href);
      expect(served).toEqual({ type: 'image/png', size: PNG.length });

      // The user centre shows what this user uploaded.
      await page.goto('/profile');
      const space = page.getByTestId('space-used');
      await expect.poll(() => space.innerText()).toMatch(/已上传 2 \/ 500 个文件/);

      // Delete asks first; then the file is gone from the list and its address.
      await page.goto('/system/file');
      await listLoaded(page);
      await rowWith(page, '交货单.pdf')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await page
        .locator('.ant-popover:visible')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await expect.poll(() => rowWith(page, '交货单.pdf').count()).toBe(0);
      expect(await rowWith(page, '托盘照片.png').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('carries a support message from a user to the administrators and the answer back', { timeout: 180_000 }, async () => {
    const api = async (path: string, body: unknown, token?: string) =>
      (
        await fetch(`${c.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
          body: JSON.stringify(body),
        })
      ).json();
    const admin = (await api('/system/user/_account/auth', { account: 'admin', password: ADMIN_PASSWORD })).data.token;
    const made = await api(
      '/system/user/~account/add',
      {
        account: 'helpme',
        name: '现场用户',
        email: 'helpme@example.com',
        password: 'Helpme123',
        confirmPassword: 'Helpme123',
        roles: ['viewer'],
      },
      admin,
    );
    expect(made.action).toBe('ok');

    const user = await c.newPage();
    const boss = await c.newPage();
    try {
      await c.signIn(user.page, 'helpme', 'Helpme123');
      await user.page.goto('/profile');
      await user.page.getByRole('textbox', { name: '联系客服' }).fill('三号库位的托盘数量不对，请核对');
      await user.page.getByRole('button', { name: /发\s*送/ }).click();
      const mine = user.page.getByTestId('support-message').first();
      await expect.poll(() => mine.innerText()).toContain('等待管理员回复');

      await c.signIn(boss.page);
      await openFromMenu(boss.page, '系统', '客服消息');
      await listLoaded(boss.page);
      await rowWith(boss.page, '三号库位')
        .getByRole('button', { name: /回\s*复/ })
        .click();
      const d = boss.page.getByRole('dialog');
      await d.locator('textarea').fill('已核对：两托在收货区待上架');
      await d.getByRole('button', { name: /发\s*送/ }).click();
      await d.waitFor({ state: 'hidden' });
      await expect.poll(() => rowWith(boss.page, '三号库位').innerText()).toContain('已回复');

      await user.page.reload();
      await expect.poll(() => mine.innerText()).toContain('admin: 已核对：两托在收货区待上架');

      // The answer rang the user's bell: the notice leads to the profile and is read once opened.
      const bell = user.page.getByTestId('notice-bell');
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('通知（1 条未读）');
      await bell.click();
      const notice = user.page.getByTestId('notice-item').first();
      await expect.poll(() => notice.innerText()).toContain('admin 回复了您的留言：已核对：两托在收货区待上架');
      await notice.click();
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('通知（0 条未读）');
      expect(new URL(user.page.url()).pathname).toBe('/profile');
      // The push settings card offers the kinds this user may receive; SMS waits for a phone number.
      const sw = user.page.getByRole('switch', { name: '留言被回复 站内通知' });
      await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
      await user.page.getByTestId('push-no-phone').waitFor();
    } finally {
      await user.context.close();
      await boss.context.close();
    }
  });

  it('changes the password on the profile and signs in with the new one (issue 26 §2)', { timeout: 120_000 }, async () => {
    const admin = await c.newPage();
    const user = await c.newPage();
    user.page.setDefaultTimeout(20_000);
    try {
      await c.signIn(admin.page);
      const made = await apiPost(admin.page, c.baseUrl, '/system/user/~account/add', {
        account: 'pwchange',
        name: '改密用户',
        email: 'pwchange@example.com',
        password: 'Oldpass123',
        confirmPassword: 'Oldpass123',
        roles: ['viewer'],
      });
      expect(made.action).toBe('ok');
      const { page } = user;
      await c.signIn(page, 'pwchange', 'Oldpass123');
      await page.goto('/profile');
      const card = page.locator('.ant-card').filter({ hasText: '当前密码' });
      await card.getByLabel('当前密码', { exact: true }).fill('Oldpass123');
      await card.getByLabel('新密码', { exact: true }).fill('Newpass456');
      await card.getByLabel('确认密码', { exact: true }).fill('Newpass456');
      await card.getByRole('button', { name: exactly('修改密码') }).click();
      // The spec's prompt: go to the login page and sign in with the new password.
      const prompt = page.locator('.ant-modal-confirm').filter({ hasText: '使用新密码重新登录' });
      await prompt.waitFor();
      await prompt.getByRole('button', { name: exactly('重新登录') }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/login'));
      await c.signIn(page, 'pwchange', 'Newpass456');
      expect(new URL(page.url()).pathname).not.toMatch(/^\/login/);
    } finally {
      await admin.context.close();
      await user.context.close();
    }
  });

  it('shows the generic components on real data on the template page', { timeout: 180_000 }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(20_000);
    // Codes of this attempt only, so a retried test does not meet its first attempt's rows.
    const u = Date.now().toString(36).toUpperCase();
    try {
      await c.signIn(page);
      await apiPost(page, c.baseUrl, '/setting/warehouse/~add', { code: `WH-${u}`, name: `示例仓${u}` });
      await openFromMenu(page, '系统', '组件示例');
      await listLoaded(page);
      const form = page.locator('.ant-card').filter({ hasText: '动态表单' });
      await form.getByLabel('库位编码', { exact: true }).fill(`DEMO-${u}`);
      await pickFromTable(page, form, '仓库', `WH-${u}`, `示例仓${u}`);
      // The capacity is asked only for a storage location.
      expect(await form.getByLabel('最大数量', { exact: true }).count()).toBe(0);
      await pickOption(page, form, '类型', '存储');
      await form.getByLabel('最大数量', { exact: true }).fill('40');
      await form.locator('input[type=file]').setInputFiles([{ name: 'shelf.png', mimeType: 'image/png', buffer: PNG }]);
      await form.locator('.ant-upload-list-item-done').waitFor();
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await rowWith(page, `DEMO-${u}`).waitFor();
      await expect.poll(() => rowWith(page, `DEMO-${u}`).innerText()).toContain(`示例仓${u}`);
      await page.getByTestId('demo-picture').waitFor();
    } finally {
      await context.close();
    }
  });

  it('gives the refusal in English', { timeout: 120_000 }, async () => {
    const { context, page } = await c.newPage({ locale: 'en' });
    page.setDefaultTimeout(20_000);
    try {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
      await c.signIn(page);
      await page.goto('/system/file');
      await listLoaded(page);
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles([{ name: 'x.png', mimeType: 'image/png', buffer: EXE }]);
      await page
        .locator('.ant-notification-notice')
        .filter({ hasText: 'Executable files and scripts cannot be uploaded' })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
