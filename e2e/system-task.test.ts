import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { columnTitles, listLoaded, rowWith, toast } from './ui.ts';

/**
 * Issue 14 §4: run-now of a scheduled task shows its last run and history; a table configuration
 * change is what a list then shows by default. The server runs its scheduler (on the embedded database).
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole({ SCHEDULER: '1' });
});
afterAll(() => c?.close());

describe('scheduled tasks and table configuration through the screens', () => {
  it('runs a task now and shows its last run, result and history', { timeout: 180_000 }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await c.signIn(page);
      await page.goto('/system/task');
      await listLoaded(page);
      const row = rowWith(page, '清理过期日志');
      await expect.poll(() => row.getByTestId('last-run-logPurge').innerText()).toBe('-');
      await row.getByRole('button', { name: /立即执行/ }).click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.getByText('确定立即执行任务“清理过期日志”吗？').waitFor();
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await toast(page, /任务已执行：删除 180 天前的日志 \d+ 条/);
      await expect.poll(() => row.getByTestId('last-run-logPurge').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(await row.getByTestId('last-result-logPurge').innerText()).toMatch(/成功[\s\S]*删除 180 天前的日志/);
      await row.getByRole('button', { name: /执行记录/ }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: '执行记录：清理过期日志' });
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').first().innerText()).toMatch(/手动[\s\S]*成功/);
      await c.shot(page, 'system-task-history');
    } catch (e) {
      await c.shot(page, 'system-task-failure');
      throw e;
    } finally {
      await context.close();
    }
  });

  it('a default set in table configuration is the columns a list starts with', { timeout: 180_000 }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await c.signIn(page);
      await page.goto('/setting/warehouse');
      await listLoaded(page);
      expect((await columnTitles(page)).slice(0, 2)).toEqual(['编码', '名称']);

      await page.goto('/system/table');
      await page.getByRole('combobox', { name: '选择列表' }).click();
      await page.keyboard.type('(warehouse)');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title$="(warehouse)"]').click();
      const nameRow = page.getByTestId('default-column-name');
      await nameRow.waitFor();
      await nameRow.getByRole('button', { name: '上移 name' }).click();
      await page.getByTestId('default-column-description').locator('input[type="checkbox"]').uncheck();
      await page.getByRole('button', { name: /保存为默认/ }).click();
      await toast(page, '保存成功');

      await page.goto('/setting/warehouse');
      await listLoaded(page);
      await expect.poll(async () => (await columnTitles(page)).slice(0, 3)).toEqual(['名称', '编码', '地址']);
      expect(await columnTitles(page)).not.toContain('描述');
      await c.shot(page, 'table-config-default');
    } catch (e) {
      await c.shot(page, 'table-config-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
