import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, pickFromTableSelect, rowWith, settled } from './ui.ts';

/**
 * The inbound journey through the screens (issue 9, Tests → Browser): an order with three lines
 * made on the add screen, approved, received by scanning into the scan box, two lines put away
 * through the dialog; then the detail, Stock by SKU, the inbound ledger, the order's PDF and a
 * receiving LPN label. Setup and checks read the API; every step the user takes is on screen.
 */
let c: Console;
let page: Page;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-inbound-'));
const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdftotext) console.warn('inbound e2e: pdftotext missing (apt-get install poppler-utils): PDF text checks skipped');
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

/** The third SKU of warehouse WH-SH (the demo data has two there), made through the API. */
const SKU3 = { no: 'E2E-3001', barCode: '6900000099991' };

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(15_000);
  await c.signIn(page);
  const first = async (p: string, field: string, value: string) =>
    (await apiPost(page, c.baseUrl, `${p}/~page/get`, { filter: [{ field, operator: 'eq', value }] })).data.rows[0];
  const wh = await first('/setting/warehouse', 'code', 'WH-SH');
  const sku1 = await first('/product/sku', 'no', 'IT-1001');
  await apiPost(page, c.baseUrl, '/product/sku/~add', {
    item: sku1.item,
    warehouse: wh.id,
    unit: sku1.unit,
    ...SKU3,
    itemName: 'E2E 第三个 SKU',
  });
}, 120_000);

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const statusTag = () => page.locator('.ant-tag').first();

/** Scans one code: the box counts it, clears itself and keeps the focus for the next one. */
async function scan(box: Locator, code: string, shows: string | RegExp) {
  await box.fill(code);
  await box.press('Enter');
  await page.locator('.ant-alert').filter({ hasText: shows }).waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
}

async function downloadPdf(click: () => Promise<unknown>, name: string, suggested?: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  if (suggested) expect(download.suggestedFilename()).toBe(suggested);
  const file = path.join(tmp, name);
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return file;
}

describe('Inbound order screens', () => {
  it('creates, receives by scan, puts away two lines, and shows stock, ledger and prints', { timeout: 120_000 }, async () => {
    // Add screen: the number is pre-filled; header, then three lines.
    await openFromMenu(page, '入库', '入库单');
    await clickButton(page, '新增');
    await page.waitForURL(/\/inbound\/order\/add$/);
    await expect.poll(() => page.locator('#ib-order_no').inputValue()).toMatch(/^IB\d{12}$/);
    const no = await page.locator('#ib-order_no').inputValue();
    await page.locator('#ib-order_extRef').fill('PO-E2E-1');
    await page.locator('#ib-order_extDocNo').fill('ASN-E2E-1');
    await pickFromTableSelect(page, 'ib-order_warehouse', 'WH-SH', '上海包装中心仓');
    await page.locator('#ib-order_postingDate').click();
    await page.locator('#ib-order_postingDate').fill('2026-11-22');
    await page.locator('#ib-order_postingDate').press('Enter');
    await clickButton(page, '添加明细');
    await clickButton(page, '添加明细');
    const lines = [
      { sku: 'IT-1001', qty: '2' },
      { sku: 'IT-1002', qty: '3' },
      { sku: SKU3.no, qty: '1' },
    ];
    for (const [i, l] of lines.entries()) {
      await pickFromTableSelect(page, `ib-order_items_${i}_sku`, l.sku);
      await page.locator(`#ib-order_items_${i}_shipQty`).fill(l.qty);
    }
    await clickButton(page, '保存');
    await page.waitForURL(/\/inbound\/order\/\d+$/);
    await expect.poll(() => statusTag().innerText()).toBe('新建');

    // Approve, then receive: codes by SKU number and by barcode, a quantity, and an unknown code.
    await clickButton(page, '审核');
    await expect.poll(() => statusTag().innerText()).toBe('已审核');
    const box = page.getByLabel('扫描条码', { exact: true });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await scan(box, 'IT-1001', '已收 1 / 2');
    await scan(box, 'IT-1001', '已收 2 / 2');
    await scan(box, 'NO-SUCH-CODE', 'NO-SUCH-CODE');
    expect(await page.locator('.ant-alert-error').count()).toBe(1);
    const qty = page.getByLabel('数量', { exact: true });
    await qty.fill('3');
    await scan(box, '6900000010020', '已收 3 / 3');
    // A counted scan clears the quantity (issue 26 §7): the next code counts one piece again.
    await expect.poll(() => qty.inputValue()).toBe('');
    await scan(box, SKU3.barCode, '已收 1 / 1');
    await expect.poll(() => statusTag().innerText()).toBe('已收货');

    // Put away lines 1 and 2; the third stays open. Without a lot the server's own message shows.
    await clickButton(page, '上架');
    const d = await dialog(page, '上架');
    await d.locator('.ant-table-row').nth(2).locator('input[type="checkbox"]').uncheck();
    await clickButton(d, '生成箱标签');
    await expect.poll(() => d.getByLabel('箱标签 1', { exact: true }).inputValue()).toBe(`${no}-001`);
    for (const n of [1, 2]) {
      await d.locator(`#putaway-location-${n}`).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'SH-01-02' }).click();
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    }
    await d.getByLabel('批次号 1', { exact: true }).fill('LOT-A');
    const confirmPutAway = async () => {
      await clickButton(d, '上架');
      const pop = page.locator('.ant-popconfirm:visible').filter({ hasText: '确定上架吗？' });
      await pop.waitFor();
      await clickButton(pop, '确定');
    };
    await confirmPutAway();
    await d.locator('.ant-alert-error').filter({ hasText: 'shipBoxLbl, stockQty, location required' }).waitFor();
    await d.getByLabel('批次号 2', { exact: true }).fill('LOT-B');
    await confirmPutAway();
    await d.waitFor({ state: 'hidden' });
    await settled(page);

    // The detail: status received (one line still open), stored quantities per line.
    await expect.poll(() => statusTag().innerText()).toBe('已收货');
    const detail = await apiPost(page, c.baseUrl, '/inbound/ib/order/~page/get', {
      filter: [{ field: 'no', operator: 'eq', value: no }],
    });
    expect(detail.data.rows[0].status).toBe(50);
    const lineRow = (sku: string) =>
      page.locator('.ant-card').filter({ hasText: '明细' }).locator('.ant-table-row').filter({ hasText: sku });
    await expect.poll(() => lineRow('IT-1001').innerText()).toContain('LOT-A');
    await expect.poll(() => lineRow('IT-1002').innerText()).toContain('LOT-B');
    await c.shot(page, 'inbound-detail');

    // The order's PDF, named after it, with its number in the text.
    const orderPdf = await downloadPdf(() => clickButton(page, '打印'), 'order.pdf', `入库单-${no}.pdf`);
    if (hasPdftotext) expect(pdfText(orderPdf)).toContain(no);

    // Stock by SKU shows what was put away; the inbound ledger has one row per stored line.
    await openFromMenu(page, '库存', '按 SKU');
    await expect.poll(() => rowWith(page, 'LOT-A').innerText()).toContain('IT-1001');
    await expect.poll(() => rowWith(page, 'LOT-B').innerText()).toContain('IT-1002');
    expect(await rowWith(page, SKU3.no).count()).toBe(0);
    await openFromMenu(page, '库存', '入库台账');
    await expect.poll(() => rowWith(page, no).count()).toBe(2);

    // A receiving LPN label, printed at once.
    await openFromMenu(page, '入库', '收货 LPN');
    await clickButton(page, '生成标签');
    const g = await dialog(page, '生成收货 LPN');
    const file = await downloadPdf(() => clickButton(g, '生成标签'), 'lpn.pdf');
    await g.waitFor({ state: 'hidden' });
    await listLoaded(page);
    const lpn = (await apiPost(page, c.baseUrl, '/inbound/ib/lpn/~page/get', { page: 1, length: 1 })).data.rows[0].no;
    if (hasPdftotext) expect(pdfText(file)).toContain(lpn);
  });
});
