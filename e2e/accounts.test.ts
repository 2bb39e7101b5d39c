import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, pickOption, rowWith, settled, toast } from './ui.ts';

/**
 * Container accounts on the screens (issue 28 §3): on 包装往来 a correction (+) of liners is posted
 * by hand for a demo customer; its account page shows the balance and the posting with its running
 * balance; part of it is written off after the confirmation naming partner, packaging and
 * quantity; writing off more than is held is refused (by the form, then by the server when the
 * balance fell meanwhile); the same page in English. Checks read the screens, one setup call the API.
 */
let c: Console;
let page: Page;
const CAF = '长安福特汽车有限公司';
let cafId = 0;

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(15_000);
  await c.signIn(page);
  cafId = (
    await apiPost(page, c.baseUrl, '/setting/customer/~page/get', {
      filter: [{ field: 'code', operator: 'eq', value: 'CU-CAF' }],
    })
  ).data.rows[0].id;
}, 120_000);

afterAll(async () => {
  await c?.close();
});

const ok = /^(确\s?定|OK)$/;
const linerRow = (scope: Page | Locator, text: string) =>
  scope === page ? rowWith(page, text) : (scope as Locator).locator('tr.ant-table-row').filter({ hasText: text });

/** Answers the confirmation that asks `text`. */
async function confirm(text: string) {
  const box = page.locator('.ant-modal-confirm');
  await box.waitFor();
  await expect.poll(() => box.textContent()).toContain(text);
  await settled(page);
  await box.getByRole('button', { name: ok }).click();
  await box.waitFor({ state: 'hidden' });
}

describe('container accounts', () => {
  it('posts, shows the running balance, writes off with a confirmation, refuses more than held', {
    timeout: 120_000,
  }, async () => {
    await openFromMenu(page, '库存', '包装往来');
    // The demo's opening balances are listed with their age buckets; a totals row only over one packaging type
    // (pallets and lids make no sum: issue 34 §6).
    await rowWith(page, '上汽大众汽车有限公司').first().waitFor();
    await listLoaded(page);
    expect(await page.locator('.ant-table-summary').count()).toBe(0);
    await page.getByRole('combobox', { name: '包装类型' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="托盘"]').click();
    await page.locator('.ant-table-summary').getByText('合计').waitFor();
    await page.goBack();
    await expect.poll(() => page.locator('.ant-table-summary').count()).toBe(0);

    await clickButton(page, '手工过账');
    let d = await dialog(page, '手工过账');
    const partner = page.locator('#ctr-post_refId');
    await partner.click();
    await partner.fill('CU-CAF');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CAF }).first().click();
    await pickOption(page, d, '包装类型', '内衬');
    await d.getByLabel('数量', { exact: true }).fill('50');
    await d.getByLabel('原因', { exact: true }).fill('期初盘点');
    await clickButton(d, '确定');
    await toast(page, '已过账，结余 50');
    await d.waitFor({ state: 'hidden' });

    // The partner search narrows the balances; the partner's name opens its account.
    await page.getByPlaceholder('搜索往来方名称').fill('长安');
    await page.getByPlaceholder('搜索往来方名称').press('Enter');
    await listLoaded(page);
    const balance = rowWith(page, CAF).filter({ hasText: '内衬' });
    await expect.poll(() => balance.textContent()).toContain('50');
    await expect.poll(() => rowWith(page, '上汽大众汽车有限公司').count()).toBe(0);
    await c.shot(page, 'accounts-balances-zh');
    await balance.getByRole('link', { name: CAF }).click();
    await page.waitForURL(/\/inventory\/account\/partner\?id=\d+/);
    await page.locator('.ant-breadcrumb').getByText('往来方账户').waitFor();

    const accounts = page.getByTestId('ctr-accounts');
    await expect.poll(() => linerRow(accounts, '内衬').textContent()).toMatch(/内衬50500/);
    await listLoaded(page);
    const posting = rowWith(page, '期初盘点');
    await expect.poll(() => posting.textContent()).toMatch(/更正\+5050/);

    // Write off 20 of the 50: the confirmation names partner, packaging and quantity.
    await linerRow(accounts, '内衬')
      .getByRole('button', { name: /核\s?销/ })
      .click();
    d = await dialog(page, `损失核销：${CAF} · 内衬`);
    await d.getByLabel('数量', { exact: true }).fill('51');
    await d.getByLabel('原因', { exact: true }).fill('客户丢失');
    await clickButton(d, '核销');
    await d.getByText('最多可核销 50（当前结余）').waitFor();
    await d.getByLabel('数量', { exact: true }).fill('20');
    await clickButton(d, '核销');
    await confirm(`确定核销 ${CAF} 的内衬 20 个？`);
    await toast(page, '已核销，结余 30');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => linerRow(accounts, '内衬').textContent()).toMatch(/内衬30300/);
    await expect.poll(() => rowWith(page, '客户丢失').textContent()).toMatch(/损失核销-2030/);

    // The balance falls while the dialog is open (another user): the server refuses and says why.
    await linerRow(accounts, '内衬')
      .getByRole('button', { name: /核\s?销/ })
      .click();
    d = await dialog(page, `损失核销：${CAF} · 内衬`);
    await apiPost(page, c.baseUrl, '/inventory/account/~writeOff', {
      partnerKind: 'customer',
      refId: cafId,
      packagingType: 'liner',
      qty: 25,
      reason: 'e2e',
    });
    await d.getByLabel('数量', { exact: true }).fill('20');
    await d.getByLabel('原因', { exact: true }).fill('再次丢失');
    await clickButton(d, '核销');
    await confirm(`确定核销 ${CAF} 的内衬 20 个？`);
    const refusal = d.getByTestId('ctr-refusal');
    await expect.poll(() => refusal.textContent()).toMatch(new RegExp(`${CAF}.*内衬 5.*20.*最多 5`));
    await c.shot(page, 'accounts-refused-zh');
    await clickButton(d, '取消');
    await d.waitFor({ state: 'hidden' });
  });

  it('closes the period on the balances screen; a posting dated into it is refused (issue 34 §1)', {
    timeout: 90_000,
  }, async () => {
    const now = new Date();
    const closed = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    await openFromMenu(page, '库存', '包装往来');
    const period = page.getByTestId('ctr-period');
    await expect.poll(() => period.textContent()).toBe('尚未结账');
    await clickButton(page, '结账');
    let d = await dialog(page, '容器账户结账');
    // It offers the end of last month, the usual close.
    await expect.poll(() => d.getByLabel('结账截止日').inputValue()).toBe(closed);
    await clickButton(d, '结账');
    await confirm(`确定结账至 ${closed}？`);
    await toast(page, `已结账至 ${closed}`);
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => period.textContent()).toBe(`已结账至 ${closed}`);

    await clickButton(page, '手工过账');
    d = await dialog(page, '手工过账');
    const partner = page.locator('#ctr-post_refId');
    await partner.click();
    await partner.fill('CU-CAF');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CAF }).first().click();
    await pickOption(page, d, '包装类型', '内衬');
    await d.getByLabel('数量', { exact: true }).fill('2');
    await d.getByLabel('原因', { exact: true }).fill('上月漏记');
    // The closed days are not offered (the server refuses them too: period.test.ts): the picker greys them out.
    const day = d.getByLabel('业务日期', { exact: true });
    await day.click();
    await day.fill(closed);
    const cell = (date: string) => page.locator(`.ant-picker-dropdown:visible td[title="${date}"]`);
    await expect.poll(() => cell(closed).getAttribute('class')).toContain('ant-picker-cell-disabled');
    await expect.poll(() => cell(first).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    await day.press('Escape');
    await c.shot(page, 'accounts-period-closed-zh');
    await clickButton(d, '取消');
    await d.waitFor({ state: 'hidden' });
    // Back to the partner's account for the English check.
    await page.getByPlaceholder('搜索往来方名称').fill('长安');
    await page.getByPlaceholder('搜索往来方名称').press('Enter');
    await listLoaded(page);
    await rowWith(page, CAF).filter({ hasText: '内衬' }).getByRole('link', { name: CAF }).click();
    await page.waitForURL(/\/inventory\/account\/partner\?id=\d+/);
  });

  it('shows the partner page in English', { timeout: 60_000 }, async () => {
    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '语言' }).waitFor();
    await settled(page);
    await page.getByRole('menuitem', { name: '语言' }).hover();
    const english = page.getByRole('menuitem', { name: 'English' });
    await english.waitFor();
    await settled(page);
    await english.click();
    await page.getByRole('button', { name: 'Manual posting' }).waitFor();
    const accounts = page.getByTestId('ctr-accounts');
    await accounts.getByRole('columnheader', { name: 'Over 90 days' }).waitFor();
    await linerRow(accounts, 'Liner').getByRole('button', { name: 'Write off' }).waitFor();
    await listLoaded(page);
    await expect.poll(() => rowWith(page, '客户丢失').textContent()).toMatch(/Write-off-2030/);
    await page.getByRole('columnheader', { name: 'Balance' }).first().waitFor();
    await c.shot(page, 'accounts-partner-en');

    // All postings, with their kinds in English.
    await openFromMenu(page, 'Inventory', 'Container postings');
    await expect.poll(() => rowWith(page, '客户丢失').textContent()).toMatch(/Customer.*Liner.*Write-off-2030/);
  });
});
