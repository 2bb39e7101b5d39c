import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, listLoaded, openFromMenu } from './ui.ts';

/**
 * Container screens at the sizes they are used at (issue 34 §6): the statements list at 1440 × 900
 * shows its money columns (rent, loss value, total owed) without scrolling and clear of the pinned
 * actions column, in Chinese and English; the wall screen at 1920 × 1080 shows the packaging panel
 * without scrolling with a full top ten, its partners' figures labelled. Postings for ten partners
 * and this month's statements are made through the API; the checks read the screen's boxes.
 */
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(20_000);
  await c.signIn(page);
  // Ten partners holding packaging (the demo's two and eight more with long names), so the wall's top ten is
  // full, its tallest, and the statements list has names wider than its partner column.
  for (let i = 1; i <= 8; i++) {
    const added = await apiPost(page, c.baseUrl, '/setting/customer/~add', {
      code: `E2E-W${i}`,
      name: `重庆长安福特汽车零部件物流配送有限公司第${i}工厂`,
    });
    await apiPost(page, c.baseUrl, '/inventory/account/~post', {
      partnerKind: 'customer',
      refId: added.data.id,
      kind: 'correction',
      packagingType: 'plasticBox',
      qty: 10 + i,
      reason: 'e2e wall',
    });
  }
  await apiPost(page, c.baseUrl, '/inventory/account/statement/~make', { month: new Date().toISOString().slice(0, 7) });
}, 120_000);

afterAll(async () => {
  await c?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not shown');
  return b;
};
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;

async function useLanguage(lang: 'zh' | 'en') {
  await page.evaluate((l) => localStorage.setItem('APP_LANG', JSON.stringify({ v: l, e: 0 })), lang);
}

/** The list's header cell named `name` lies inside the table's visible area and clear of the actions column. */
async function headerShown(name: string, actions: string) {
  const head = page.locator('.wms-list .ant-table-thead');
  const cell = head.locator('th').filter({ hasText: new RegExp(`^${name}$`) });
  const actionsCell = head.locator('th').filter({ hasText: new RegExp(`^${actions}$`) });
  // The scrolling box of the table: what of it lies within the window is what the user sees.
  const area = await boxOf(page.locator('.wms-list .ant-table-container'));
  const screenArea = { x: 0, y: 0, ...page.viewportSize()! };
  const box = await boxOf(cell);
  expect(inside(box, area), `${name} inside the table ${JSON.stringify({ box, area })}`).toBe(true);
  expect(inside(box, screenArea), `${name} inside the window ${JSON.stringify(box)}`).toBe(true);
  const pinned = await boxOf(actionsCell);
  expect(apart(box, pinned), `${name} clear of ${actions} ${JSON.stringify({ box, pinned })}`).toBe(true);
}

describe('container screens', () => {
  it('the statements list shows rent, loss value and total owed at 1440 × 900, in Chinese and English', {
    timeout: 90_000,
  }, async () => {
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    await openFromMenu(page, '库存', '往来对账单');
    await listLoaded(page);
    await page.locator('.wms-list tr.ant-table-row').first().waitFor();
    for (const name of ['租金', '报损金额', '应付合计']) await headerShown(name, '操作');
    // Nothing to scroll to the side for: the table fits the window.
    const scroll = page.locator('.wms-list .ant-table-content, .wms-list .ant-table-body').first();
    expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await c.shot(page, 'statements-1440-zh');
    // The unit figures are per packaging type, behind the partner's name: the demo plant holds three types.
    await page.locator('.wms-list tr.ant-table-row', { hasText: 'CU-SVW' }).getByText('上汽大众汽车有限公司').click();
    const lines = page.locator('.ant-drawer').getByTestId('statement-lines');
    await expect.poll(() => lines.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);
    expect(await lines.locator('tbody tr.ant-table-row').first().innerText()).toMatch(/^(托盘|托盘盖|塑料箱)/);
    await c.shot(page, 'statements-lines-zh');

    await useLanguage('en');
    await page.reload();
    await listLoaded(page);
    await page.locator('.wms-list tr.ant-table-row').first().waitFor();
    for (const name of ['Rent', 'Loss value', 'Total owed']) await headerShown(name, 'Actions');
    expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await c.shot(page, 'statements-1440-en');
    await useLanguage('zh');
  });

  it('the wall screen shows the packaging panel at 1920 × 1080 without scrolling, its figures labelled', {
    timeout: 90_000,
  }, async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const [lang, title, label] of [
      ['zh', '包装在外', '其中超过 90 天'],
      ['en', 'Packaging out at partners', 'Of which over 90 days'],
    ] as const) {
      await useLanguage(lang);
      await page.goto('/inventory/dash');
      await expect.poll(() => page.locator('canvas').count(), { timeout: 20_000 }).toBe(6);
      const panel = page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
      const top = panel.getByTestId('containers-top');
      await expect.poll(() => top.locator('.ant-list-item').count()).toBe(10);
      const screenArea = { x: 0, y: 0, width: 1920, height: 1080 };
      const box = await boxOf(panel);
      expect(inside(box, screenArea), `panel inside the window ${JSON.stringify(box)}`).toBe(true);
      // Nothing below the fold: the page does not scroll.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
      // The partners' second figure (units out over 90 days, red) says what it is on the screen, not only in a tooltip.
      const caption = top.locator('.ant-list-header').getByText(label, { exact: true });
      await caption.waitFor();
      const captionBox = await boxOf(caption);
      expect(inside(captionBox, screenArea)).toBe(true);
      // …and stands over its figures: the first partner's red number lies in the caption's column.
      const red = await boxOf(top.locator('.ant-list-item').first().locator('span').last());
      expect(red.x + red.width).toBeCloseTo(captionBox.x + captionBox.width, 0);
      await page.waitForTimeout(1000);
      await c.shot(page, `dash-wall-1920-${lang}`);
    }
    await useLanguage('zh');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
