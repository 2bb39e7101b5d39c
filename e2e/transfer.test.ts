import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, exactly, listLoaded, openFromMenu, rowWith, settled, toast } from './ui.ts';

/**
 * Transfer order through the screens: stock is put away through the API (an inbound order into
 * SRC-01), then a transfer of 4 to DST-01 is added by picking the stock row, carried out from its
 * detail; Stock by location shows 6 left at SRC-01 and 4 at DST-01; the order prints from its row.
 */
let c: Console;
let zh: { context: BrowserContext; page: Page };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-tf-'));
const pdfText = (file: string) => {
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } catch {
    console.warn('transfer e2e: pdftotext missing (apt-get install poppler-utils): PDF text check skipped');
    return undefined;
  }
};

async function seedStock(page: Page) {
  const api = apiSetup(page, c.baseUrl);
  const { wh, locs, sku } = await api.ownWarehouse('TF', '调拨', ['SRC-01', 'DST-01']);
  await api.putAway(wh.id, [{ sku: sku.id, qty: 10, location: locs[0]!.id, lotNo: 'LOT-TF' }], 'TF-E2E');
}

beforeAll(async () => {
  c = await startConsole();
  zh = await c.newPage({ locale: 'zh-CN' });
  zh.page.setDefaultTimeout(15_000);
  await c.signIn(zh.page);
  await seedStock(zh.page);
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const popconfirmOk = (page: Page) =>
  page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: exactly('确定') })
    .click();

describe('Transfer order screen', () => {
  it('adds a transfer from available stock, carries it out, prints it; the stock is at the new location', async () => {
    const { page } = zh;
    await openFromMenu(page, '入库', '调拨单');
    await clickButton(page, '新增');
    const d = await dialog(page, '新增调拨单');
    // The default warehouse is offered.
    await expect.poll(() => d.getByLabel('仓库', { exact: true }).inputValue()).toBe('调拨仓');

    await clickButton(d, '选择库存');
    const picker = await dialog(page, '选择可用库存');
    await rowWith(page, 'SRC-01').filter({ hasText: 'LOT-TF' }).click();
    await clickButton(picker, '添加 1 行');
    await picker.waitFor({ state: 'hidden' });

    const line = d.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'SRC-01' });
    await line.getByPlaceholder('目标库位').click();
    const popup = page.locator('.ant-popover:visible');
    await popup.locator('.ant-input-search input').first().fill('DST-01');
    await popup.locator('.ant-table-row').filter({ hasText: 'DST-01' }).first().click();
    await expect.poll(() => line.getByPlaceholder('目标库位').inputValue()).toBe('DST-01');

    // More than the 10 available is refused by the form before anything is sent.
    const qty = line.getByLabel('数量 1');
    await qty.fill('11');
    await qty.blur();
    await expect.poll(() => qty.inputValue()).toBe('10');
    await qty.fill('4');
    await clickButton(d, '确定');
    await d.waitFor({ state: 'hidden' });

    // The new order opens in its detail: carry it out.
    const detail = await dialog(page, /^调拨单 TF\d{12}$/);
    const no = ((await detail.locator('.ant-modal-title').innerText()).match(/TF\d{12}/) ?? [''])[0];
    await detail.getByText('新建', { exact: true }).waitFor();
    await clickButton(detail, '执行调拨');
    await popconfirmOk(page);
    await toast(page, /成功|完成/);
    await detail.getByText('已上架', { exact: true }).waitFor();

    await clickButton(detail.locator('.ant-modal-footer'), '关闭');
    await settled(page);
    await rowWith(page, no).getByText('已上架', { exact: true }).waitFor();
    // A carried-out order is no longer offered for deletion.
    expect(
      await rowWith(page, no)
        .getByRole('button', { name: exactly('删除') })
        .count(),
    ).toBe(0);

    await openFromMenu(page, '库存', '按库位');
    await listLoaded(page);
    const rows = (await apiPost(page, c.baseUrl, '/inventory/stock/~page/get', { page: 1, length: 50 })).data.rows as {
      locationLabel: string;
      qoh: number;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r.locationLabel, r.qoh]))).toEqual({ 'SRC-01': 6, 'DST-01': 4 });
    await rowWith(page, 'DST-01').filter({ hasText: 'LOT-TF' }).waitFor();
    expect(await rowWith(page, 'DST-01').innerText()).toMatch(/\b4\b/);
    const drift = await fetch(`${c.baseUrl}/inventory/stock/_drift`, {
      headers: { 'x-auth-token': decodeURIComponent((await page.context().cookies()).find((k) => k.name === 'TOKEN')!.value) },
    });
    expect((await drift.json()).count).toBe(0);

    // Printed from its row in the list: the PDF downloads.
    await openFromMenu(page, '入库', '调拨单');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowWith(page, no)
        .getByRole('button', { name: exactly('打印') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`调拨单-${no}.pdf`);
    const file = path.join(tmp, 'transfer.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    if (text !== undefined) expect(text).toContain(no);
  });
});
