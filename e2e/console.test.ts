import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { type Console, startConsole } from './harness.ts';
import { settled } from './ui.ts';

/**
 * Issue 3, as a new user would: the built console served by the real server on the embedded
 * database, in Debian's Chromium. Screenshots land in test-results/screenshots.
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
});
afterAll(() => c?.close());

/** A signed-in page in a fresh browser context; on failure a screenshot shows where the test stopped. */
async function signedIn(name: string, fn: (page: Page) => Promise<void>, size?: { width: number; height: number }) {
  const { page, context } = await c.newPage();
  if (size) await page.setViewportSize(size);
  try {
    await c.signIn(page);
    await fn(page);
  } catch (e) {
    await c.shot(page, `FAILED-${name}`).catch(() => undefined);
    throw e;
  } finally {
    await context.close();
  }
}

/** Matches a path whatever query the list keeps in the URL. */
const at = (path: string) => (u: URL) => u.pathname === path;
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const total = async (page: Page) => {
  const text = await page.locator('.ant-pagination-total-text').first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
};
/** The scrolling content area of the layout. */
const contentTop = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('.ant-layout-content *')];
    const el = all.find((e) => getComputedStyle(e).overflowY === 'auto' && e.scrollHeight > e.clientHeight);
    return el ? el.scrollTop : -1;
  });
const scrollContent = (page: Page, top: number) =>
  page.evaluate((y) => {
    const all = [...document.querySelectorAll<HTMLElement>('.ant-layout-content *')];
    const el = all.find((e) => getComputedStyle(e).overflowY === 'auto' && e.scrollHeight > e.clientHeight);
    if (!el) throw new Error('no scrolling content area');
    el.scrollTop = y;
    el.dispatchEvent(new Event('scroll'));
  }, top);

async function pickOption(page: Page, combo: ReturnType<Page['locator']>, text: string) {
  await combo.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function openMenu(page: Page, area: string, leaf: string) {
  const side = page.locator('.ant-layout-sider');
  const leafItem = side.getByRole('menuitem', { name: leaf, exact: true });
  if (!(await leafItem.isVisible())) await side.getByRole('menuitem', { name: area }).click();
  await leafItem.click();
}

describe('the console in a browser', () => {
  it('signs in and reaches Location through the menu', async () => {
    const { page, context } = await c.newPage();
    await page.goto('/login');
    await c.shot(page, 'login');
    await c.signIn(page);
    await openMenu(page, '基础设置', '库位');
    await page.waitForURL(at('/setting/location'));
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await total(page)).toBe(60);
    expect(await page.title()).toMatch(/^库位 - /);
    await expect.poll(() => page.locator('.ant-breadcrumb').innerText()).toContain('库位');
    await c.shot(page, 'location-list');
    await context.close();
  });

  it('keeps each tag its scroll position', () =>
    signedIn(
      'tags',
      async (page) => {
        await openMenu(page, '基础设置', '库位');
        await expect.poll(() => rows(page).count()).toBe(20);
        await openMenu(page, '基础设置', '仓库');
        await page.waitForURL(at('/setting/warehouse'));
        const tag = (path: string) => page.locator(`.ant-tabs-tab[data-node-key="${path}"]`);
        // The new tag goes right after the previously visited one.
        await expect
          .poll(() => page.locator('.ant-tabs-tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-key'))))
          .toEqual(expect.arrayContaining(['/setting/location', '/setting/warehouse']));
        // Back to Location by its tag, scroll, leave, return.
        await tag('/setting/location').click();
        await page.waitForURL(at('/setting/location'));
        await expect.poll(() => rows(page).count()).toBe(20);
        await scrollContent(page, 300);
        await expect.poll(() => contentTop(page)).toBe(300);
        await tag('/setting/warehouse').click();
        await page.waitForURL(at('/setting/warehouse'));
        await tag('/setting/location').click();
        await page.waitForURL(at('/setting/location'));
        await expect.poll(() => contentTop(page), { timeout: 5000 }).toBe(300);
        // Paging the list stays on the same tag, and the tag then leads back to that page.
        await page.locator('.ant-pagination-item-2').first().click();
        await expect.poll(() => page.url()).toContain('page=2');
        // As the user would: page 2 is on screen before they leave it.
        await expect.poll(() => page.locator('.ant-pagination-item-active').first().innerText()).toBe('2');
        expect(await page.locator('.ant-tabs-tab').count()).toBe(3);
        await tag('/setting/warehouse').click();
        await page.waitForURL(at('/setting/warehouse'));
        await tag('/setting/location').click();
        await expect.poll(() => page.url()).toContain('page=2');
        await c.shot(page, 'tags');
      },
      { width: 1280, height: 600 },
    ));

  it('filters by two conditions, saves a favourite, and re-applies it after a reload', () =>
    signedIn('filters-by-two-conditions-save', async (page) => {
      await page.goto('/setting/location');
      await expect.poll(() => rows(page).count()).toBe(20);
      await page.getByRole('button', { name: /筛选/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: '添加条件' }).click();
      await drawer.getByRole('button', { name: '添加条件' }).click();
      const row0 = drawer.getByTestId('filter-row-0');
      const row1 = drawer.getByTestId('filter-row-1');
      await pickOption(page, row0.getByRole('combobox', { name: '字段' }), '类型');
      await pickOption(page, row0.locator('.ant-select').nth(2), '存储');
      await page.keyboard.press('Escape');
      await pickOption(page, row1.getByRole('combobox', { name: '字段' }), '库位编码');
      await pickOption(page, row1.getByRole('combobox', { name: '条件' }), '包含');
      await row1.locator('input.ant-input').fill('SH-0');
      await c.shot(page, 'filter-drawer');
      await drawer.getByRole('textbox', { name: '名称' }).fill('上海存储位');
      await drawer.getByRole('button', { name: '收藏为常用筛选' }).click();
      await expect.poll(() => drawer.getByText('上海存储位').count()).toBeGreaterThan(0);
      await drawer.getByRole('button', { name: /应\s*用/ }).click();
      // Demo data: store locations in Shanghai (codes SH-0x-yy).
      await expect.poll(() => total(page)).toBeLessThan(60);
      const filtered = await total(page);
      expect(filtered).toBeGreaterThan(0);
      for (const text of await rows(page).allInnerTexts()) {
        expect(text).toContain('SH-0');
        expect(text).toContain('存储');
      }

      await page.goto('/setting/location');
      await page.reload();
      await expect.poll(() => total(page)).toBe(60);
      await page.getByRole('button', { name: /筛选/ }).click();
      await page.getByRole('dialog').getByText('上海存储位').click();
      // Choosing a favourite applies it and closes the drawer (spec §4).
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
      await expect.poll(() => total(page)).toBe(filtered);
    }));

  it('keeps a hidden column hidden after a reload', () =>
    signedIn('keeps-a-hidden-column-hidden-a', async (page) => {
      await page.goto('/setting/location');
      await expect.poll(() => rows(page).count()).toBe(20);
      await expect.poll(() => page.locator('.ant-table-thead th', { hasText: '巷道' }).count()).toBe(1);
      await page.getByRole('button', { name: '列设置' }).click();
      await page.getByTestId('column-aisle').locator('input[type="checkbox"]').uncheck();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.ant-table-thead th', { hasText: '巷道' }).count()).toBe(0);
      await page.reload();
      await expect.poll(() => rows(page).count()).toBe(20);
      expect(await page.locator('.ant-table-thead th', { hasText: '巷道' }).count()).toBe(0);
      expect(await page.locator('.ant-table-thead th', { hasText: '货架' }).count()).toBe(1);
    }));

  it('creates, edits and deletes a warehouse', () =>
    signedIn('creates-edits-and-deletes-a-wa', async (page) => {
      await page.goto('/setting/warehouse');
      await expect.poll(() => rows(page).count()).toBe(2);
      await page.getByRole('button', { name: /新增/ }).click();
      const modal = page.getByRole('dialog');
      await modal.getByLabel('编码').fill('WH-E2E');
      await modal.getByLabel('名称').fill('测试仓');
      await modal.getByLabel('地址').fill('苏州工业园区');
      await c.shot(page, 'warehouse-form');
      await modal.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
      await expect.poll(() => rows(page).count()).toBe(3);
      const row = rows(page).filter({ hasText: 'WH-E2E' });
      await row.getByText('编辑').click();
      await page.getByRole('dialog').getByLabel('名称').fill('测试仓（改）');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /确\s*定|保\s*存/ })
        .click();
      await expect.poll(() => rows(page).filter({ hasText: '测试仓（改）' }).count()).toBe(1);
      await c.shot(page, 'warehouse-list');
      await rows(page).filter({ hasText: 'WH-E2E' }).getByText('删除').click();
      await page
        .locator('.ant-popover:visible, .ant-popconfirm:visible')
        .getByRole('button', { name: /确\s*定|是/ })
        .click();
      await expect.poll(() => rows(page).count()).toBe(2);
    }));

  it('exports the list, and the downloaded file has its rows', () =>
    signedIn('exports-the-list-and-the-downl', async (page) => {
      await page.goto('/setting/location');
      await expect.poll(() => rows(page).count()).toBe(20);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const file = await download.path();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(fs.readFileSync(file) as never);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(1).getCell(1).value).toBe('库位编码*');
      expect(ws.actualRowCount).toBe(61);
      // In the list's order: newest first (the last location seeded).
      expect(String(ws.getRow(2).getCell(1).value)).toBe('CQ-03-10');
    }));

  it('switches to English and back, and turns night mode on', () =>
    signedIn('switches-to-english-and-back-a', async (page) => {
      await page.goto('/setting/location');
      await expect.poll(() => rows(page).count()).toBe(20);
      // Each menu level is clicked once it has finished opening: a submenu ignores a pointer that arrives mid-animation.
      await page.getByRole('button', { name: '管理员' }).click();
      await settled(page);
      await page.getByRole('menuitem', { name: '语言' }).click();
      await settled(page);
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect.poll(() => page.locator('.ant-table-thead').innerText()).toContain('Location code');
      await expect.poll(() => page.locator('.ant-layout-sider').innerText()).toContain('Warehouse');
      expect(await rows(page).first().innerText()).toMatch(/Ship|Receive|Store|Picking/);
      await c.shot(page, 'location-english');
      await page.reload();
      await expect.poll(() => page.locator('.ant-table-thead').innerText()).toContain('Location code');
      await page.getByRole('button', { name: '管理员' }).click();
      await settled(page);
      await page.getByRole('menuitem', { name: 'Language' }).click();
      await settled(page);
      await page.getByRole('menuitem', { name: '简体中文' }).click();
      await expect.poll(() => page.locator('.ant-table-thead').innerText()).toContain('库位编码');

      const bg = () =>
        page.evaluate(
          () => getComputedStyle(document.querySelector('.ant-layout-content .ant-table') ?? document.body).backgroundColor,
        );
      const light = await bg();
      // antd's styles come from its static sheet (zero-runtime theme): none are generated in the page, and a
      // primary button still has the theme's colour, through the theme's CSS variables.
      const styles = () =>
        page.evaluate(() => ({
          generated: document.querySelectorAll('style[data-css-hash]:not([data-token-hash])').length,
          primary: getComputedStyle(document.querySelector('.ant-btn-primary')!).backgroundColor,
        }));
      expect(await styles()).toEqual({ generated: 0, primary: 'rgb(9, 88, 217)' });
      await page.getByRole('button', { name: '管理员' }).click();
      await settled(page);
      await page.getByRole('menuitem', { name: /夜间模式/ }).click();
      await expect.poll(bg).not.toBe(light);
      const [r, g, b] = (await bg()).match(/\d+/g)!.map(Number);
      expect(r! + g! + b!).toBeLessThan(200);
      expect(await styles()).toEqual({ generated: 0, primary: 'rgb(22, 104, 220)' });
      await c.shot(page, 'night-mode');
    }));

  it('shows the login-expired dialog for an expired token', async () => {
    // A console whose sessions last 8 seconds: the token expires while the user looks at a list.
    const short = await startConsole({ SESSION_MINUTES: String(8 / 60) });
    try {
      const { page } = await short.newPage();
      await short.signIn(page);
      const signedIn = Date.now();
      await page.goto('/setting/warehouse');
      await expect.poll(() => page.locator('.ant-table').count()).toBe(1);
      await page.waitForTimeout(Math.max(0, 9000 - (Date.now() - signedIn)));
      await page.getByRole('button', { name: '刷新' }).first().click();
      const dialog = page.locator('.ant-modal-confirm:visible');
      await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
      expect(await dialog.innerText()).toContain('登录已过期');
      await short.shot(page, 'login-expired');
      await dialog.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL(at('/login'));
    } finally {
      await short.close();
    }
  });

  it('passes axe-core (WCAG 2 A/AA) with no serious or critical violation: login, dashboard, a list, an order add screen, an order', async () => {
    const { page, context } = await c.newPage();
    /** Each screen: one main landmark, one h1, and nothing axe rates serious or critical. */
    const check = async (name: string) => {
      await settled(page);
      expect({ name, violations: await axeViolations(page) }).toEqual({ name, violations: [] });
      expect(await page.locator('main, [role="main"]').count(), `${name}: main landmarks`).toBe(1);
      expect(await page.locator('h1').count(), `${name}: h1`).toBe(1);
    };
    try {
      await page.goto('/login');
      await page.locator('input[type="password"]').waitFor();
      await check('login');
      await c.signIn(page);
      await page.goto('/dashboard');
      await page.locator('.ant-card').first().waitFor();
      await check('dashboard');
      await page.goto('/setting/location');
      await expect.poll(() => rows(page).count()).toBe(20);
      await check('location list');
      await page.goto('/inbound/order/add');
      await page.locator('.ant-table-tbody input').first().waitFor();
      await check('inbound order add');
      await page.goto('/inbound/transit');
      await rows(page).first().locator('a').first().click();
      await page.waitForURL((u) => /^\/inbound\/transit\/\d+$/.test(u.pathname));
      await page.locator('.ant-descriptions').first().waitFor();
      await check('transit order detail');
    } catch (e) {
      await c.shot(page, 'FAILED-axe').catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', () =>
    signedIn('shows-the-not-found-page-for-a', async (page) => {
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
      await c.shot(page, 'not-found');
    }));
});
