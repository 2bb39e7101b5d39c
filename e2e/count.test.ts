import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, exactly, openFromMenu, rowWith, settled, toast } from './ui.ts';

/**
 * A stock count through the screens (issue 11 §4, Tests → Browser): 10 pieces are put away at
 * CT-01 through the API; a count of the warehouse is added, CT-01 is scanned and 8 counted,
 * the compare view shows −2, the merge posts it; the stock then holds 8 and the drift report is empty.
 */
let c: Console;
let zh: { context: BrowserContext; page: Page };
let skuNo: string;

async function seedStock(page: Page) {
  const api = apiSetup(page, c.baseUrl);
  const { wh, locs, sku } = await api.ownWarehouse('CT', '盘点', ['CT-01', 'CT-02']);
  skuNo = sku.no;
  await api.putAway(wh.id, [{ sku: sku.id, qty: 10, location: locs[0]!.id, lotNo: 'LOT-CT' }], 'CT-E2E');
}

beforeAll(async () => {
  c = await startConsole();
  zh = await c.newPage({ locale: 'zh-CN' });
  zh.page.setDefaultTimeout(15_000);
  await c.signIn(zh.page);
  await seedStock(zh.page);
}, 120_000);

afterAll(async () => {
  await c?.close();
});

const popconfirmOk = (page: Page) =>
  page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: exactly('确定') })
    .click();

/** Adds a count of the default warehouse from the list; it opens on its count screen. */
async function newCount(page: Page) {
  await openFromMenu(page, '库存', '盘点');
  await clickButton(page, '新增');
  const d = await dialog(page, '新建盘点');
  await expect.poll(() => d.getByLabel('仓库', { exact: true }).inputValue()).toBe('盘点仓');
  await clickButton(d, '确定');
  await d.waitFor({ state: 'hidden' });
  const detail = await dialog(page, /盘点任务 CT\d{12}/);
  const no = ((await detail.locator('.ant-modal-title').innerText()).match(/CT\d{12}/) ?? [''])[0];
  return { detail, no };
}

describe('Stock count screen', () => {
  it('adds a count, scans a location and a SKU, compares, merges: the stock is corrected', { timeout: 120_000 }, async () => {
    const { page } = zh;
    // The new task opens on its count screen: the book is the snapshot.
    const { detail, no } = await newCount(page);
    await detail.getByText('新建', { exact: true }).waitFor();
    await rowWith(page, 'LOT-CT').waitFor();
    expect(await rowWith(page, 'LOT-CT').innerText()).toMatch(/CT-01[\s\S]*\b10\b/);

    const box = detail.getByLabel('扫描库位或 SKU', { exact: true });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('CT-01');
    await box.press('Enter');
    await detail.locator('.ant-alert').filter({ hasText: '库位 CT-01：请扫描 SKU' }).waitFor();
    await detail.getByLabel('数量', { exact: true }).fill('8');
    await box.focus();
    await box.fill(skuNo);
    await box.press('Enter');
    await detail
      .locator('.ant-alert')
      .filter({ hasText: `${skuNo} @ CT-01：已盘 8` })
      .waitFor();
    await detail.getByText('盘点中', { exact: true }).waitFor();

    // Compare: only the differing item, its −2 highlighted.
    await detail.getByRole('switch', { name: '只看差异' }).click();
    const diff = detail.locator('tr[data-differs="true"]');
    await expect.poll(() => diff.count()).toBe(1);
    expect(await diff.innerText()).toMatch(/-2/);
    await detail.getByText(/差异 1 条，盘盈 0，盘亏 -2/).waitFor();
    await settled(page);
    await c.shot(page, 'count-compare-zh');

    await clickButton(detail, '合并');
    await popconfirmOk(page);
    await toast(page, /成功|完成/);
    await detail.getByText('已合并', { exact: true }).waitFor();
    await clickButton(detail.locator('.ant-modal-footer'), '关闭');
    await settled(page);
    await rowWith(page, no).getByText('已合并', { exact: true }).waitFor();

    const rows = (await apiPost(page, c.baseUrl, '/inventory/stock/~page/get', { page: 1, length: 50 })).data.rows as {
      locationLabel: string;
      qoh: number;
    }[];
    expect(rows.map((r) => [r.locationLabel, r.qoh])).toEqual([['CT-01', 8]]);
    const ledger = (
      await apiPost(page, c.baseUrl, '/inventory/ledger/~page/get', {
        page: 1,
        length: 50,
        filter: [{ field: 'orderNo', operator: 'eq', value: no }],
      })
    ).data.rows as { type: string; qty: number }[];
    expect(ledger.map((l) => [l.type, l.qty])).toEqual([['adjustment', -2]]);
    const drift = await fetch(`${c.baseUrl}/inventory/stock/_drift`, {
      headers: { 'x-auth-token': decodeURIComponent((await page.context().cookies()).find((k) => k.name === 'TOKEN')!.value) },
    });
    expect((await drift.json()).count).toBe(0);
  });

  it('shows the merged count in English: list, compare view with the difference', { timeout: 120_000 }, async () => {
    const { context, page } = await c.newPage({ locale: 'en' });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
    await c.signIn(page);
    await openFromMenu(page, 'Inventory', 'Stock count');
    const row = rowWith(page, '盘点仓').first();
    await row.getByText('Merged', { exact: true }).waitFor();
    await row.getByRole('button', { name: exactly('Compare') }).click();
    const detail = await dialog(page, /Stock count CT\d{12}/);
    await detail.getByText(/Counted 1\/1; 1 differ; plus 0, minus -2; 0 moved/).waitFor();
    expect(await detail.locator('thead').innerText()).toMatch(/Book qty[\s\S]*Counted qty[\s\S]*Difference/);
    await settled(page);
    await c.shot(page, 'count-compare-en');
    await context.close();
  });

  it('moves the count to the next location when its label is scanned (issue 26 §1)', { timeout: 120_000 }, async () => {
    const { page } = zh;
    const { detail, no } = await newCount(page);
    const box = detail.getByLabel('扫描库位或 SKU', { exact: true });
    const scan = async (code: string) => {
      await box.focus();
      await box.fill(code);
      await box.press('Enter');
    };
    await scan('CT-01');
    await detail.locator('.ant-alert').filter({ hasText: '库位 CT-01：请扫描 SKU' }).waitFor();
    await scan('CT-02');
    await detail.locator('.ant-alert').filter({ hasText: '已换到库位 CT-02（原 CT-01）：请扫描 SKU' }).waitFor();
    await detail.locator('.ant-tag').filter({ hasText: 'CT-02' }).waitFor();
    await scan(skuNo);
    await detail
      .locator('.ant-alert')
      .filter({ hasText: `${skuNo} @ CT-02：已盘 1` })
      .waitFor();
    // The count landed at CT-02 (found stock there), none at CT-01.
    const counted = (
      await apiPost(page, c.baseUrl, '/inventory/count/~page/get', {
        page: 1,
        length: 1,
        filter: [{ field: 'no', operator: 'eq', value: no }],
      })
    ).data.rows[0] as { id: number; countedCount: number };
    expect(counted.countedCount).toBe(1);
    await detail.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'CT-02' }).getByText(skuNo).waitFor();
    await apiPost(page, c.baseUrl, '/inventory/count/~cancel', { id: counted.id });
    await clickButton(detail.locator('.ant-modal-footer'), '关闭');
  });
});
