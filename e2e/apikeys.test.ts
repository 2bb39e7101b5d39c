import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, exactly, fillField, listLoaded, pickOption, rowWith, toast } from './ui.ts';

/**
 * Issue 35 §1, machine clients: an administrator makes an API key for a role on the API keys screen, copies
 * its token from the dialog that shows it once, the key calls what its role allows (and nothing of the
 * people's), its last use shows in the list, and once revoked it is refused at once.
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(() => c?.close());

const call = (path: string, token: string) =>
  fetch(`${c.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: JSON.stringify({ page: 1, length: 10 }),
  });
const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const rowText = (page: Page, name: string) => rowWith(page, name).innerText();

describe('API keys through the screen', () => {
  it('makes a key, shows its token once, lists its use and revokes it', { timeout: 180_000 }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(15_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: c.baseUrl });
    try {
      await c.signIn(page);
      await apiPost(page, c.baseUrl, '/system/role/~add', {
        code: 'erp',
        name: 'ERP 接口',
        permissions: ['setting/warehouse/view'],
      });
      await page.goto('/system/apikey');
      await listLoaded(page);

      await clickButton(page, '新建密钥');
      const d = await dialog(page, '新建密钥');
      expect(await d.getByLabel('有效期至', { exact: true }).inputValue()).toBe(day(365));
      await fillField(d, '名称', 'erp-e2e');
      await pickOption(page, d, '角色', 'ERP 接口 (erp)');
      await clickButton(d, '创建密钥');

      const shown = await dialog(page, '密钥“erp-e2e”已创建');
      await shown.getByText('它不会再次显示').waitFor();
      const token = await shown.getByTestId('apikey-token').inputValue();
      expect(token).toMatch(/^wms_[\w-]{43}$/);
      await clickButton(shown, '复制');
      await toast(page, '已复制');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await c.shot(page, 'apikey-token');
      await clickButton(shown, '我已复制');
      await shown.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('apikey-token').count()).toBe(0);

      // The key calls what its role allows, and nothing of the people's.
      expect((await call('/setting/warehouse/~page/get', token)).status).toBe(200);
      expect((await call('/system/user/~page/get', token)).status).toBe(403);

      await page.reload();
      await listLoaded(page);
      await expect.poll(() => rowText(page, 'erp-e2e')).toMatch(/ERP 接口[\s\S]*有效[\s\S]*127\.0\.0\.1[\s\S]*admin/);
      expect(await rowText(page, 'erp-e2e')).toContain(`${token.slice(0, 12)}…`);
      expect(await rowText(page, 'erp-e2e')).not.toContain(token.slice(12));

      await rowWith(page, 'erp-e2e')
        .getByRole('button', { name: exactly('吊销') })
        .click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.getByText('吊销密钥“erp-e2e”？').waitFor();
      await confirm.getByRole('button', { name: exactly('吊销') }).click();
      await toast(page, '密钥已吊销，立即失效');
      await expect.poll(() => rowText(page, 'erp-e2e')).toContain('已吊销');
      expect(
        await rowWith(page, 'erp-e2e')
          .getByRole('button', { name: exactly('吊销') })
          .count(),
      ).toBe(0);
      const refused = await call('/setting/warehouse/~page/get', token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).message).toBe('This API key was revoked');

      // Its calls are in the audit log under its name.
      const log = await apiPost(page, c.baseUrl, '/system/log/~page/get', {
        page: 1,
        length: 50,
        filter: { account: 'key:erp-e2e|eq' },
      });
      expect(log.data.rows.map((r: { path: string; status: number }) => `${r.path} ${r.status}`).sort()).toEqual([
        '/setting/warehouse/~page/get 200',
        '/system/user/~page/get 403',
      ]);
      await c.shot(page, 'apikey-revoked');
    } catch (e) {
      await c.shot(page, 'apikey-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
