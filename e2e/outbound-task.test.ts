import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, openFromMenu, pickFromTableSelect, rowWith, settled } from './ui.ts';

/**
 * The outbound journey after the order (issue 10, Tests → Browser): an order made on the add screen,
 * previewed and allocated, a pick task made from the detail and picked by typing into the scan box
 * as a scanner does (location, then SKU; one short pick), a pack task with a ship-box label from
 * "label add", a seal task, delivery numbers, stock out; then Stock by SKU and the outbound ledger,
 * the box label printed from the pack screen and the packing list (barcodes decoded with zbarimg),
 * ship and finish. Setup and checks read the API; every step the user takes is on screen.
 */
let c: Console;
let page: Page;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-obtask-'));
const SKU_A = 'E2E-OT-A';
const SKU_B = 'E2E-OT-B';
const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const canDecode = has('pdftoppm') && has('zbarimg');
if (!canDecode) console.warn('outbound-task e2e: pdftoppm or zbarimg missing: barcode check skipped');

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(15_000);
  await c.signIn(page);
  const api = apiSetup(page, c.baseUrl);
  const wh = await api.first('/setting/warehouse', 'code', 'WH-SH');
  const it1 = await api.first('/product/sku', 'no', 'IT-1001');
  const loc2 = await api.first('/setting/location', 'code', 'SH-01-02');
  const loc3 = await api.first('/setting/location', 'code', 'SH-01-03');
  const sku = await api.addSkus([SKU_A, SKU_B], it1, wh.id);
  // One inbound order put away at once: A 4 at SH-01-03 and 10 at SH-01-02, B 5 at SH-01-02.
  await api.putAway(
    wh.id,
    [
      { sku: sku[SKU_A]!, qty: 4, location: loc3.id, lotNo: 'OT-A3' },
      { sku: sku[SKU_A]!, qty: 10, location: loc2.id, lotNo: 'OT-A2' },
      { sku: sku[SKU_B]!, qty: 5, location: loc2.id, lotNo: 'OT-B2' },
    ],
    'E2E-OT-IN',
  );
}, 120_000);

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const orderStatus = async (no: string) =>
  (await apiPost(page, c.baseUrl, '/outbound/ob/order/~page/get', { filter: [{ field: 'no', operator: 'eq', value: no }] })).data
    .rows[0].status as number;
const tasksCard = () => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^任务$/ }) });

/** Scans one code as a wedge scanner does (the text, then Enter); the box clears itself and keeps the focus. */
async function scan(box: Locator, code: string, shows: string | RegExp) {
  await box.fill(code);
  await box.press('Enter');
  await page.locator('.ant-alert:visible').filter({ hasText: shows }).waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Confirms the visible Popconfirm holding `text`. */
async function confirmPop(text: string | RegExp) {
  const pop = page.locator('.ant-popconfirm:visible').filter({ hasText: text });
  await pop.waitFor();
  await clickButton(pop, '确定');
}

/** On the order detail: makes a task of this kind and opens it from the tasks card. */
async function makeTask(no: string, button: string, prefix: string, path: RegExp) {
  await page.goto(page.url().replace(/\/outbound\/(pick|pack|seal)\/\d+$/, ''));
  await page.waitForURL(/\/outbound\/order\/\d+$/);
  await settled(page);
  await clickButton(page, button);
  const link = tasksCard().getByRole('link', { name: new RegExp(`^${prefix}\\d{12}$`) });
  await link.waitFor();
  await link.click();
  await page.waitForURL(path);
  await page.getByText(no).first().waitFor();
}

describe('Outbound task screens', () => {
  it('allocates, picks by scanning, packs with a new box label, seals, stocks out, ships and finishes', {
    timeout: 240_000,
  }, async () => {
    // The order on the add screen: A 12, B 3.
    await openFromMenu(page, '出库', '出库单');
    await clickButton(page, '新增');
    await page.waitForURL(/\/outbound\/order\/add$/);
    await expect.poll(() => page.locator('#ob-order_no').inputValue()).toMatch(/^OB\d{12}$/);
    const no = await page.locator('#ob-order_no').inputValue();
    await page.locator('#ob-order_extRef').fill('SO-E2E-OT');
    await page.locator('#ob-order_extDocNo').fill('DN-E2E-OT');
    await pickFromTableSelect(page, 'ob-order_warehouse', 'WH-SH', '上海包装中心仓');
    await page.locator('#ob-order_postingDate').click();
    await page.locator('#ob-order_postingDate').fill('2026-11-22');
    await page.locator('#ob-order_postingDate').press('Enter');
    await clickButton(page, '添加明细');
    for (const [i, l] of [
      { sku: SKU_A, qty: '12' },
      { sku: SKU_B, qty: '3' },
    ].entries()) {
      await pickFromTableSelect(page, `ob-order_items_${i}_sku`, l.sku);
      await page.locator(`#ob-order_items_${i}_qty`).fill(l.qty);
    }
    await clickButton(page, '保存');
    await page.waitForURL(/\/outbound\/order\/\d+$/);
    const orderUrl = page.url();

    // Preview, then allocate fifo (same inbound time: by location): A 10 at SH-01-02 and 2 at SH-01-03, B 3 at SH-01-02.
    await clickButton(page, '分配');
    const d = await dialog(page, '分配库存');
    await clickButton(d, '预览');
    await expect.poll(() => d.getByTestId('alloc-preview').locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await clickButton(d, '确认分配');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => orderStatus(no)).toBe(80);

    // Pick: location first, then SKU; B is short (2 of 3).
    await makeTask(no, '生成拣货任务', 'PK', /\/outbound\/pick\/\d+$/);
    const pickBox = page.getByLabel('扫描库位或 SKU', { exact: true });
    await expect.poll(() => pickBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await scan(pickBox, SKU_A, '不是待拣货的库位');
    await scan(pickBox, 'SH-01-02', '当前库位 SH-01-02');
    await page.getByLabel('实际数量', { exact: true }).fill('2');
    await scan(pickBox, SKU_B, `${SKU_B}：已拣 2 / 3`);
    await scan(pickBox, SKU_A, `${SKU_A}：已拣 10 / 10`);
    await scan(pickBox, 'sh-01-03', '当前库位 SH-01-03');
    // The last item finishes the task: the scan box goes, the status shows done.
    await pickBox.fill(SKU_A);
    await pickBox.press('Enter');
    await page
      .locator('.ant-tag')
      .filter({ hasText: /^已完成$/ })
      .first()
      .waitFor();
    await expect.poll(() => pickBox.count()).toBe(0);
    await c.shot(page, 'outbound-pick-done');
    await expect.poll(() => orderStatus(no)).toBe(90);

    // Pack: a new box label, the spec §5 facts per row, then each item scanned into the box.
    await page.goto(orderUrl);
    await makeTask(no, '生成装箱任务', 'PA', /\/outbound\/pack\/\d+$/);
    await clickButton(page, '添加箱标签');
    const boxLabel = page.getByTestId('current-box');
    await expect.poll(() => boxLabel.innerText()).toMatch(/^SB\d{12}$/);
    const box = await boxLabel.innerText();
    // The box's label prints from here: its SSCC as GS1-128 and its number in the text.
    const [labelFile] = await Promise.all([page.waitForEvent('download'), clickButton(page, '打印箱标签')]);
    const labelPdf = path.join(tmp, 'box-label.pdf');
    await labelFile.saveAs(labelPdf);
    expect(fs.readFileSync(labelPdf).subarray(0, 5).toString()).toBe('%PDF-');
    if (canDecode) {
      execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', labelPdf, path.join(tmp, 'box-label')]);
      const png = fs.readdirSync(tmp).find((f) => f.startsWith('box-label') && f.endsWith('.png'))!;
      const symbols = execFileSync('zbarimg', ['-q', path.join(tmp, png)], { encoding: 'utf8' });
      expect(symbols).toContain(`CODE-128:${box}`);
      expect(symbols).toMatch(/CODE-128:00\d{18}/);
      expect(execFileSync('pdftotext', [labelPdf, '-'], { encoding: 'utf8' })).toContain(box);
    }
    const packBox = page.getByLabel('扫描装箱 SKU', { exact: true });
    await scan(packBox, SKU_B, '请先填写');
    for (const n of [1, 2, 3]) {
      await page.getByLabel(`序列号 ${n}`, { exact: true }).fill(`SN-OT-${n}`);
      await page.getByLabel(`体积 ${n}`, { exact: true }).fill('0.2');
      await page.getByLabel(`重量 ${n}`, { exact: true }).fill('3.5');
    }
    await scan(packBox, SKU_B, `${SKU_B} 已装入箱 ${box}`);
    await scan(packBox, SKU_A, `已装入箱 ${box}`);
    await packBox.fill(SKU_A);
    await packBox.press('Enter');
    await page
      .locator('.ant-tag')
      .filter({ hasText: /^已完成$/ })
      .first()
      .waitFor();
    await expect.poll(() => orderStatus(no)).toBe(100);

    // Seal: the one box, weight and volume, then finish after the confirmation.
    await page.goto(orderUrl);
    await makeTask(no, '生成封箱任务', 'SE', /\/outbound\/seal\/\d+$/);
    await page.getByLabel('体积 1', { exact: true }).fill('0.8');
    await page.getByLabel('重量 1', { exact: true }).fill('12');
    await clickButton(page, '完成任务');
    await confirmPop('未确认的明细将按计划数量完成');
    await page
      .locator('.ant-tag')
      .filter({ hasText: /^已完成$/ })
      .first()
      .waitFor();
    await expect.poll(() => orderStatus(no)).toBe(110);

    // Back on the detail: a delivery number, then stock out after the confirmation.
    await page.goto(orderUrl);
    await settled(page);
    // One name for the lines' dn: the dialog, its column and the lines table say 送货单号 (issue 26 item 10).
    await clickButton(page, '送货单号');
    const dn = await dialog(page, `送货单号：${no}`);
    await dn
      .locator('.ant-table-thead th')
      .filter({ hasText: /^送货单号$/ })
      .waitFor();
    await dn.getByLabel('第 1 行送货单号', { exact: true }).fill('DLV-OT-1');
    await clickButton(dn, '确定');
    await dn.waitFor({ state: 'hidden' });
    await page
      .locator('.ant-table-thead th')
      .filter({ hasText: /^送货单号$/ })
      .first()
      .waitFor();
    expect(await page.locator('.ant-table-thead th').filter({ hasText: '设备号' }).count()).toBe(0);
    await clickButton(page, '出库');
    await confirmPop(`确定出库 ${no} 吗？`);
    await expect.poll(() => orderStatus(no)).toBe(120);
    await expect.poll(() => page.locator('.ant-tag').first().innerText()).toBe('已出库');
    const detail = await fetch(`${c.baseUrl}/outbound/ob/order/~item/get?id=${orderUrl.split('/').pop()}`, {
      headers: { 'x-auth-token': decodeURIComponent((await page.context().cookies()).find((k) => k.name === 'TOKEN')!.value) },
    }).then((r) => r.json());
    expect(detail.data.items.map((l: { dn: string | null; issuedQty: number }) => [l.dn, l.issuedQty])).toEqual([
      ['DLV-OT-1', 12],
      [null, 2],
    ]);

    // The packing list: its barcode is the order number; the box label and serial numbers are in it.
    const [download] = await Promise.all([page.waitForEvent('download'), clickButton(page, '装箱单')]);
    const pdf = path.join(tmp, 'packing.pdf');
    await download.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    if (canDecode) {
      execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', pdf, path.join(tmp, 'packing')]);
      const png = fs.readdirSync(tmp).find((f) => f.startsWith('packing') && f.endsWith('.png'))!;
      const codes = execFileSync('zbarimg', ['-q', path.join(tmp, png)], { encoding: 'utf8' });
      expect(codes).toContain(`CODE-128:${no}`);
      expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })).toContain(box);
    }

    // Ship, then finish, each after its confirmation.
    await clickButton(page, '发运');
    await confirmPop(`确定发运 ${no} 吗？`);
    await expect.poll(() => orderStatus(no)).toBe(130);
    await clickButton(page, '完结');
    await confirmPop(`确定完结 ${no} 吗？`);
    await expect.poll(() => orderStatus(no)).toBe(200);
    await c.shot(page, 'outbound-finished');

    // Stock by SKU: A's 10 at SH-01-02 are gone, 2 of its 4 at SH-01-03 left; B 3 (the short pick stayed).
    await openFromMenu(page, '库存', '按 SKU');
    await page.getByRole('button', { name: '刷新' }).click();
    await settled(page);
    const titles = (await page.locator('.ant-table-thead tr').first().locator('th').allInnerTexts()).map((t) => t.trim());
    const qoh = titles.indexOf('在库数量');
    expect(qoh).toBeGreaterThanOrEqual(0);
    await expect.poll(() => rowWith(page, SKU_A).first().locator('td').nth(qoh).innerText()).toBe('2');
    await expect.poll(() => rowWith(page, SKU_B).first().locator('td').nth(qoh).innerText()).toBe('3');

    // The outbound ledger: one row per allocation issued (A 10, A 2, B 2).
    await openFromMenu(page, '库存', '出库台账');
    await expect.poll(() => rowWith(page, no).count()).toBe(3);
    await c.shot(page, 'outbound-ledger');
  });

  it('lists tasks by type with their progress, and deletes an open one after asking', { timeout: 120_000 }, async () => {
    await openFromMenu(page, '出库', '拣货');
    await expect.poll(() => rowWith(page, 'PK').count()).toBe(1);
    expect(await rowWith(page, 'PA').count()).toBe(0);
    // Done: the progress bar is full (antd draws a check rather than "100%").
    expect(await rowWith(page, 'PK').locator('.ant-progress-status-success').count()).toBe(1);
    // A done task offers no delete.
    expect(
      await rowWith(page, 'PK')
        .getByRole('button', { name: /删\s?除/ })
        .count(),
    ).toBe(0);
    await openFromMenu(page, '出库', '任务管理');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);

    // An open pick task of another order (made through the API) can be deleted, after the confirmation.
    const post = (p: string, body: unknown) => apiPost(page, c.baseUrl, p, body);
    const wh = (await post('/setting/warehouse/~page/get', { filter: [{ field: 'code', operator: 'eq', value: 'WH-SH' }] })).data
      .rows[0];
    const skuB = (await post('/product/sku/~page/get', { filter: [{ field: 'no', operator: 'eq', value: SKU_B }] })).data.rows[0];
    const order = (
      await post('/outbound/ob/order/~add', {
        extRef: 'SO-E2E-OT-2',
        extDocNo: 'DN-E2E-OT-2',
        warehouse: wh.id,
        postingDate: '2026-11-22',
        items: [{ sku: skuB.id, qty: 1 }],
      })
    ).data;
    await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [order.id] });
    const task = (await post('/outbound/ob/order/~multi/task/add?task=picking', { ids: [order.id] })).data.tasks[0];
    await openFromMenu(page, '出库', '拣货');
    await page.getByRole('button', { name: '刷新' }).click();
    const row = rowWith(page, task.no);
    await row.waitFor();
    await row.getByRole('button', { name: /删\s?除/ }).click();
    await confirmPop(`确定删除任务 ${task.no} 吗？`);
    await expect.poll(() => row.count()).toBe(0);
  });
});
