import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, openFromMenu, settled, tokenOf } from './ui.ts';

/**
 * A partner answers its statement itself (issue 34 §4, §3): the controller's link opens the partner's page on a
 * 390×844 phone with no console account; the partner disputes with its count of pallets; the controller sees our
 * closing, their count and the difference on the statement, and accepts it as a correction.
 */
let c: Console;
let admin: Page;
let statementId = 0;
let ours = 0;

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page: admin } = await c.newPage({ locale: 'zh-CN' }));
  admin.setDefaultTimeout(15_000);
  await c.signIn(admin);
  // Last month's statement of a demo plant holding pallets (the demo's opening balances are 120 days old).
  const balances = await apiPost(admin, c.baseUrl, '/inventory/account/balance/~page/get', {
    packagingType: 'pallet',
    filter: [{ field: 'partnerCode', operator: 'eq', value: 'CU-CAF' }],
  });
  const row = balances.data.rows[0] as { partner: number; balance: number };
  const month = new Date();
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() - 1);
  const m = month.toISOString().slice(0, 7);
  await apiPost(admin, c.baseUrl, '/inventory/account/statement/~make', { month: m, partner: row.partner });
  const list = await apiPost(admin, c.baseUrl, '/inventory/account/statement/~page/get', { partner: row.partner, month: m });
  statementId = list.data.rows[0].id;
  const detail = await fetch(`${c.baseUrl}/inventory/account/statement/_detail/get?id=${statementId}`, {
    headers: { 'x-auth-token': await tokenOf(admin) },
  }).then((r) => r.json());
  ours = detail.data.lines.find((l: { packagingType: string }) => l.packagingType === 'pallet').closing;
}, 120_000);

afterAll(async () => {
  await c?.close();
});

describe('the partner answers by link', () => {
  it('opens the link on a phone, disputes with counts; the controller accepts the difference', { timeout: 120_000 }, async () => {
    // The controller takes the partner's link from the statement (the mail carries the same link).
    await openFromMenu(admin, '库存', '往来对账单');
    await admin.locator('tr.ant-table-row').filter({ hasText: '长安福特' }).first().getByText('长安福特汽车有限公司').click();
    const drawer = admin.locator('.ant-drawer');
    await drawer.getByTestId('statement-lines').waitFor();
    await c.shot(admin, 'partner-statement-drawer-zh');
    await drawer.getByRole('button', { name: '往来方链接' }).click();
    const link = await drawer.getByTestId('partner-link').inputValue();
    expect(link).toMatch(/\/partner\/statement#t=/);

    const { page: phone } = await c.newPage({ locale: 'en-US', handheld: true });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, c.baseUrl));
    await phone.getByRole('heading', { name: 'Container statement' }).waitFor();
    await expect.poll(() => phone.getByTestId('partner-status').textContent()).toBe('Awaiting your answer');
    await phone.getByRole('button', { name: '中文' }).click();
    await phone.getByRole('heading', { name: '包装往来对账单' }).waitFor();
    await phone.getByRole('button', { name: 'English' }).click();
    // Nothing wider than the phone: the lines and the buttons fit.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Dispute' }).click();
    await phone.getByLabel(`Pallet · Your count (ours ${ours})`).fill(String(ours - 3));
    await phone.getByRole('button', { name: 'Send the dispute' }).click();
    await phone.getByText('Say why you dispute the statement').waitFor();
    await phone.getByLabel('What is wrong').fill('we hold 3 fewer pallets');
    await phone.getByRole('button', { name: 'Send the dispute' }).click();
    await phone.getByText('Your dispute was sent; the warehouse will contact you.').waitFor();
    await expect.poll(() => phone.getByTestId('partner-status').textContent()).toBe('Disputed');
    await c.shot(phone, 'partner-statement-disputed-en');

    // The controller: our closing, their count, the difference; accepted as a correction after a confirmation.
    await admin.reload();
    await admin.locator('tr.ant-table-row').filter({ hasText: '长安福特' }).first().getByText('长安福特汽车有限公司').click();
    const counts = admin.getByTestId('statement-counts');
    await expect.poll(() => counts.locator('tr.ant-table-row').first().textContent()).toContain(`${ours}${ours - 3}-3`);
    await counts.getByRole('button', { name: '接受差异' }).click();
    const box = admin.locator('.ant-modal-confirm');
    await expect.poll(() => box.textContent()).toContain('-3');
    await settled(admin);
    await box.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await counts.getByText(/已接受（过账 \d+）/).waitFor();
    await admin
      .getByTestId('statement-log')
      .getByText(/接受差异/)
      .waitFor();
    await admin
      .getByTestId('statement-log')
      .getByText(/往来方链接/)
      .first()
      .waitFor();
    await c.shot(admin, 'partner-statement-accepted-zh');
  });
});
