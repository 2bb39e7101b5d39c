import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, fillField, openFromMenu, rowWith, settled } from './ui.ts';

/**
 * Outbound labels and MU through the screens: ship-box labels generated and downloaded (the PDF
 * titled as the screen), then a two-SKU pallet (put away through the API on the demo data)
 * shipped for its allocated order by typing its LPN into the scan box as a scanner would.
 */
let c: Console;
let zh: { context: BrowserContext; page: Page };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-obmu-'));
const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  zh = await c.newPage({ locale: 'zh-CN' });
  zh.page.setDefaultTimeout(15_000);
  await c.signIn(zh.page);
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Rows<T> = { data: { rows: T[] } };
const eqFilter = (field: string, value: unknown) => [{ field, operator: 'eq', value }];
const LPN = 'E2E-OB-PALLET-01';
const LOT = 'LOT-E2E-OB';

describe('Outbound labels and MU screens', () => {
  it('generates two ship-box labels and downloads their PDF, titled as the screen', async () => {
    const { page } = zh;
    await openFromMenu(page, '出库', '箱标签');
    await clickButton(page, '生成标签');
    const d = await dialog(page, '生成箱标签');
    await fillField(d, '数量', '2');
    const [download] = await Promise.all([page.waitForEvent('download'), clickButton(d, '生成标签')]);
    expect(download.suggestedFilename()).toMatch(/^箱标签-labels-\d{14}\.pdf$/);
    const file = path.join(tmp, 'boxes.pdf');
    await download.saveAs(file);
    const rows = (await apiPost(page, c.baseUrl, '/outbound/ob/label/~page/get', { page: 1, length: 10 })).data.rows as {
      no: string;
      isPrint: boolean;
    }[];
    // Newest first: the two just made (the demo data has one more, never printed).
    const made = rows.slice(0, 2);
    expect(made.every((r) => r.isPrint)).toBe(true);
    expect(rows.filter((r) => r.isPrint)).toHaveLength(2);
    if (!hasPdftotext) return;
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('箱标签');
    for (const r of made) expect(text).toContain(r.no);
  });

  it('ships a pallet for its allocated order by scanning its LPN', async () => {
    const { page } = zh;
    const post = <T>(p: string, body: unknown) => apiPost<T>(page, c.baseUrl, p, body);
    const [wh] = (
      await post<Rows<{ id: number }>>('/setting/warehouse/~page/get', { page: 1, length: 1, filter: eqFilter('code', 'WH-SH') })
    ).data.rows;
    const skus = (
      await post<Rows<{ id: number; no: string }>>('/product/sku/~page/get', {
        page: 1,
        length: 2,
        filter: [{ field: 'warehouse', operator: 'include', value: [wh!.id] }],
      })
    ).data.rows;
    const [loc] = (
      await post<Rows<{ id: number }>>('/setting/location/~page/get', {
        page: 1,
        length: 1,
        prop: 'code',
        order: 'asc',
        filter: [{ field: 'warehouse', operator: 'include', value: [wh!.id] }],
      })
    ).data.rows;
    // The pallet: an inbound order's two lines under one LPN, put away whole (its own lot, so only it can serve the order).
    const ib = (
      await post<{ data: { id: number } }>('/inbound/ib/order/~add', {
        extRef: 'E2E-OBMU',
        extDocNo: 'E2E-OBMU',
        warehouse: wh!.id,
        postingDate: '2026-11-22',
        items: skus.map((s, i) => ({ sku: s.id, shipQty: 4 + i, lpn: LPN, lotNo: LOT, shipBoxLbl: `E2E-OB-BOX-${i}` })),
      })
    ).data;
    await post('/inbound/ib/order/~approve', { id: ib.id });
    await post('/inbound/ib/mu/~store', { lpn: LPN, location: loc!.id });
    const ob = (
      await post<{ data: { id: number; no: string } }>('/outbound/ob/order/~add', {
        extRef: 'E2E-OBMU',
        extDocNo: 'E2E-OBMU',
        warehouse: wh!.id,
        postingDate: '2026-11-22',
        items: skus.map((s, i) => ({ sku: s.id, qty: 4 + i, lotNo: LOT })),
      })
    ).data;
    const alloc = await post<{ action: string }>('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [ob.id] });
    expect(alloc.action).toBe('ok');

    await openFromMenu(page, '出库', '多单位出库');
    const row = rowWith(page, LPN);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(ob.no);
    await page.getByRole('combobox', { name: '出库单' }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${ob.no}"]`).click();
    await settled(page);
    const box = page.getByLabel('扫描托盘 LPN', { exact: true });
    await expect.poll(() => box.isEnabled()).toBe(true);
    await box.fill(LPN);
    await box.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `托盘 ${LPN} 已出库：2 行，共 9` })
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `出库单 ${ob.no} 已全部出库` })
      .waitFor();
    // The box is cleared and keeps the focus; the same scan again is refused in the server's words.
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill(LPN);
    await box.press('Enter');
    await page.getByRole('alert').filter({ hasText: ob.no }).waitFor();
    // The pallet left stock: its row is gone from the list, the order is out (120).
    await row.waitFor({ state: 'detached' });
    const order = await post<Rows<{ status: number }>>('/outbound/ob/order/~page/get', {
      page: 1,
      length: 1,
      filter: eqFilter('no', ob.no),
    });
    expect(order.data.rows[0]!.status).toBe(120);
  });
});
