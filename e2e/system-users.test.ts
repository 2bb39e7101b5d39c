import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import {
  apiPost,
  clickButton,
  dialog,
  fillField,
  listLoaded,
  openFromMenu,
  rowWith,
  save,
  settled,
  toast,
  tokenOf,
} from './ui.ts';

/**
 * Issue 14 §1: an administrator creates a user with a role and a grant through the screens; the user
 * signs in with that password, sees only the granted menus, and is refused (the 403 message shown)
 * once a grant is taken away, on the very next request.
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(() => c?.close());

const apiGet = async (page: import('playwright-core').Page, path: string) =>
  (await fetch(`${c.baseUrl}${path}`, { headers: { 'x-auth-token': await tokenOf(page) } })).json();
const menuGroups = (page: import('playwright-core').Page) =>
  page.locator('.ant-layout-sider .ant-menu-submenu-title').allInnerTexts();

describe('users and grants through the screens', () => {
  it('creates a user with a role and grants; the user sees only those menus and is refused what was taken away', async () => {
    const { page, context } = await c.newPage({ locale: 'zh-CN' });
    page.setDefaultTimeout(15_000);
    // Names of this attempt only, so a retried test does not meet its first attempt's user and role.
    const u = Date.now().toString(36);
    try {
      await c.signIn(page);
      // A narrow role to give (the seeded ones read everything).
      await apiPost(page, c.baseUrl, '/system/role/~add', {
        code: `stockReader-${u}`,
        name: '库存查询',
        permissions: ['inventory/stock/view'],
      });

      await openFromMenu(page, '系统', '用户');
      await clickButton(page, '新增用户');
      const d = await dialog(page, '新增用户');
      await fillField(d, '账号', `picker-${u}`);
      await fillField(d, '姓名', `拣货员${u}`);
      await fillField(d, '邮箱', `picker-${u}@example.com`);
      await fillField(d, '密码', 'Picker123');
      await fillField(d, '确认密码', 'Picker124');
      await clickButton(d, '确定');
      await d.getByText('两次输入的密码不一致').waitFor();
      await fillField(d, '确认密码', 'Picker123');
      await d.getByLabel('角色', { exact: true }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: `stockReader-${u}` })
        .click();
      await page.keyboard.press('Escape');
      await save(page, d, '确定', '保存成功');

      const row = rowWith(page, `picker-${u}`);
      await row.waitFor();
      await row.getByRole('button', { name: '功能授权' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: `功能授权：拣货员${u}` });
      await drawer.locator('.ant-tree').waitFor();
      await settled(page);
      // The role gives the stock screen's view: its first action shows checked and fixed.
      const skuView = drawer
        .locator('.ant-tree-treenode')
        .filter({ hasText: /^按 SKU$/ })
        .locator('xpath=following-sibling::div[1]');
      expect(await skuView.innerText()).toBe('查看');
      // Every action is named, none by its code (issue 26 item 10).
      const titles = await drawer.locator('.ant-tree-title').allInnerTexts();
      for (const code of ['deallocate', 'ship', 'stock', 'task', 'work']) expect(titles).not.toContain(code);
      expect(titles).toEqual(expect.arrayContaining(['取消分配', '生成任务', '执行任务', '出库', '发运']));
      await expect.poll(() => skuView.locator('.ant-tree-checkbox-checked.ant-tree-checkbox-disabled').count()).toBe(1);
      // Grant the Inbound MU screen (its view and put-away).
      await drawer
        .locator('.ant-tree-treenode')
        .filter({ hasText: /^多单位入库$/ })
        .locator('.ant-tree-checkbox')
        .click();
      await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
      await toast(page, '保存成功');

      // Sign out (opening /login ends the session), then in as the new user.
      await page.goto('/login');
      await c.signIn(page, `picker-${u}`, 'Picker123');
      await expect.poll(() => menuGroups(page)).toEqual(['首页', '入库', '库存']);
      await openFromMenu(page, '入库', '多单位入库');
      const inbound = page.locator('.ant-layout-sider li.ant-menu-submenu').filter({ hasText: '入库' }).first();
      expect(await inbound.locator('li.ant-menu-item').allInnerTexts()).toEqual(['多单位入库']);

      // The administrator takes the grant back: the user's next request is refused, with the message shown.
      const admin = await (
        await fetch(`${c.baseUrl}/system/user/_account/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'admin', password: 'Admin12345' }),
        })
      ).json();
      const adminToken = admin.data.token as string;
      const users = await (
        await fetch(`${c.baseUrl}/system/user/~page/get`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': adminToken },
          body: JSON.stringify({ page: 1, length: 10, filter: [{ field: 'account', operator: 'eq', value: `picker-${u}` }] }),
        })
      ).json();
      const uid = users.data.rows[0].id as number;
      const revoke = await fetch(`${c.baseUrl}/system/user/~acl/grant?uid=${uid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': adminToken },
        body: JSON.stringify({ permissions: [] }),
      });
      expect(revoke.status).toBe(200);
      await clickButton(page, '刷新');
      await page.getByText('无权访问').first().waitFor();
      await listLoaded(page);
    } catch (e) {
      await c.shot(page, 'system-users-failure');
      throw e;
    } finally {
      await context.close();
    }
  });

  it('keeps departments as a tree and roles with their permissions through the screens', async () => {
    const { page, context } = await c.newPage({ locale: 'zh-CN' });
    page.setDefaultTimeout(15_000);
    try {
      await c.signIn(page);
      await page.goto('/system/dept');
      await clickButton(page, '新增部门');
      let d = await dialog(page, '新增部门');
      await fillField(d, '部门名称', '仓储部');
      await save(page, d, '确定', '保存成功');
      const parent = page.locator('.ant-tree-treenode').filter({ hasText: '仓储部' });
      await parent.getByRole('button', { name: '新增下级' }).click();
      d = await dialog(page, '新增部门');
      await fillField(d, '部门名称', '拣货组');
      await save(page, d, '确定', '保存成功');
      await page.locator('.ant-tree-treenode').filter({ hasText: '拣货组' }).waitFor();
      // A department with a sub-department is not deleted; the server says why.
      await parent
        .first()
        .getByRole('button', { name: /^删\s?除$/ })
        .click();
      await page.locator('.ant-modal-confirm').waitFor();
      await settled(page);
      await clickButton(page.locator('.ant-modal-confirm'), '确定');
      // A refusal (409) is shown as the request client's error notification.
      await page.locator('.ant-notification-notice').filter({ hasText: '无法删除：部门 仓储部 仍有下级部门' }).waitFor();

      await page.goto('/system/role');
      await clickButton(page, '新增角色');
      d = await dialog(page, '新增角色');
      await fillField(d, '角色编码', 'packer');
      await fillField(d, '角色名称', '打包员');
      await d
        .locator('.ant-tree-treenode')
        .filter({ hasText: /^多单位入库$/ })
        .locator('.ant-tree-checkbox')
        .click();
      await save(page, d, '确定', '保存成功');
      const roles = await apiGet(page, '/system/role/_all');
      expect(roles.data.find((r: { code: string }) => r.code === 'packer')?.permissions).toEqual([
        'inbound/ibMu/store',
        'inbound/ibMu/view',
      ]);
    } catch (e) {
      await c.shot(page, 'system-roles-depts-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
