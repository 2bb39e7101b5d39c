import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickAndConfirm, clickButton, dialog, openFromMenu, pickFromTableSelect, rowWith, settled } from './ui.ts';

/**
 * The outbound order journey through the screens (issue 10 §1): stock put away through the
 * inbound API (two rows of one SKU received on different days, one row of another), an order with
 * two lines made on the add screen, the allocate dialog's fifo preview looked at before allocating,
 * the allocations on the detail, deallocation, and Stock by SKU showing nothing allocated again;
 * then an order allocated from the list's selection toolbar.
 * Setup and checks read the API; every step the user takes is on screen.
 */
let c: Console;
let page: Page;
/** This attempt's SKUs (a retried test must not meet the stock its first try allocated). */
let SKU_A = '';
let SKU_B = '';
/** This attempt's suffix of SKUs and lots. */
let U = '';

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(15_000);
  await c.signIn(page);
}, 120_000);

/** Two SKUs of this attempt with stock put away through the API: A on two days (the older at SH-01-03), B once. */
async function stockUp() {
  U = Date.now().toString(36).toUpperCase();
  const u = U;
  SKU_A = `E2E-OB-A-${u}`;
  SKU_B = `E2E-OB-B-${u}`;
  const api = apiSetup(page, c.baseUrl);
  const wh = await api.first('/setting/warehouse', 'code', 'WH-SH');
  const it1 = await api.first('/product/sku', 'no', 'IT-1001');
  const loc2 = await api.first('/setting/location', 'code', 'SH-01-02');
  const loc3 = await api.first('/setting/location', 'code', 'SH-01-03');
  const sku = await api.addSkus([SKU_A, SKU_B], it1, wh.id);
  // Each inbound order put away at once: its rows' inbound date is when, so the first is the oldest.
  await api.putAway(wh.id, [{ sku: sku[SKU_A]!, qty: 4, location: loc3.id, lotNo: `LOT-OLD-${u}` }], `E2E-OB-IN-${u}`);
  await new Promise((r) => setTimeout(r, 1100));
  await api.putAway(
    wh.id,
    [
      { sku: sku[SKU_A]!, qty: 10, location: loc2.id, lotNo: `LOT-NEW-${u}` },
      { sku: sku[SKU_B]!, qty: 5, location: loc2.id, lotNo: `LOT-B-${u}` },
    ],
    `E2E-OB-IN-${u}`,
  );
}

afterAll(async () => {
  await c?.close();
});

const statusTag = () => page.locator('.ant-tag').first();
const card = (title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

/** The text of the cell under the column titled `title` in a row of the current list. */
async function cellOf(rowText: string, title: string): Promise<string> {
  const titles = await page.locator('.ant-table-thead tr').first().locator('th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await rowWith(page, rowText).first().locator('td').nth(index).innerText()).trim();
}

describe('Outbound order screens', () => {
  it('creates an order, previews and allocates fifo, shows the allocations, deallocates', { timeout: 150_000 }, async () => {
    await stockUp();
    // A fresh console: nothing a failed first try left open (a dialog, a popup) is in the way.
    await page.goto('/dashboard');
    // Add screen: the number is pre-filled; header, then two lines.
    await openFromMenu(page, '出库', '出库单');
    await clickButton(page, '新增');
    await page.waitForURL(/\/outbound\/order\/add$/);
    await expect.poll(() => page.locator('#ob-order_no').inputValue()).toMatch(/^OB\d{12}$/);
    const no = await page.locator('#ob-order_no').inputValue();
    await page.locator('#ob-order_extRef').fill('SO-E2E-1');
    await page.locator('#ob-order_extDocNo').fill('DN-E2E-1');
    await pickFromTableSelect(page, 'ob-order_warehouse', 'WH-SH', '上海包装中心仓');
    await page.locator('#ob-order_postingDate').click();
    await page.locator('#ob-order_postingDate').fill('2026-11-22');
    await page.locator('#ob-order_postingDate').press('Enter');
    await page.locator('#ob-order_vehicleNo').fill('沪A12345');
    await clickButton(page, '添加明细');
    const lines = [
      { sku: SKU_A, qty: '6', sn: 'SN-1' },
      { sku: SKU_B, qty: '3', sn: 'SN-2' },
    ];
    for (const [i, l] of lines.entries()) {
      await pickFromTableSelect(page, `ob-order_items_${i}_sku`, l.sku);
      await page.locator(`#ob-order_items_${i}_qty`).fill(l.qty);
      await page.locator(`#ob-order_items_${i}_sn`).fill(l.sn);
    }
    await clickButton(page, '保存');
    await page.waitForURL(/\/outbound\/order\/\d+$/);
    await expect.poll(() => statusTag().innerText()).toBe('新建');
    await card('分配明细').getByText('尚未分配库存').waitFor();

    // Allocate: fifo is the default; the preview shows the oldest row first, then the rest split.
    await clickButton(page, '分配');
    const d = await dialog(page, '分配库存');
    expect(await d.getByRole('button', { name: '确认分配' }).isDisabled()).toBe(true);
    await d.getByText('最早入库的库存先分配').waitFor();
    await clickButton(d, '预览');
    const preview = d.getByTestId('alloc-preview');
    await preview.waitFor();
    const previewRows = preview.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => previewRows.count()).toBe(3);
    expect(await previewRows.nth(0).innerText()).toMatch(/SH-01-03[\s\S]*LOT-OLD[\s\S]*4/);
    expect(await previewRows.nth(1).innerText()).toMatch(/SH-01-02[\s\S]*LOT-NEW[\s\S]*10[\s\S]*2/);
    expect(await previewRows.nth(2).innerText()).toMatch(/LOT-B/);
    await c.shot(page, 'outbound-allocate-preview');
    await clickButton(d, '确认分配');
    await d.waitFor({ state: 'hidden' });
    await settled(page);

    // The detail: allocated, each line in full, the allocations on their stock rows.
    await expect.poll(() => statusTag().innerText()).toBe('已分配');
    const allocRows = card('分配明细').locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => allocRows.count()).toBe(3);
    const allocText = await allocRows.allInnerTexts();
    expect(allocText.find((t) => t.includes('LOT-OLD'))).toMatch(/SH-01-03[\s\S]*\b4\s*$/);
    expect(allocText.find((t) => t.includes('LOT-NEW'))).toMatch(/SH-01-02[\s\S]*\b2\s*$/);
    expect(allocText.find((t) => t.includes('LOT-B'))).toMatch(/\b3\s*$/);
    const order = (
      await apiPost(page, c.baseUrl, '/outbound/ob/order/~page/get', {
        filter: [{ field: 'no', operator: 'eq', value: no }],
      })
    ).data.rows[0];
    expect(order).toMatchObject({ status: 80, qty: 9, allocQty: 9 });
    await c.shot(page, 'outbound-detail-allocated');

    // Stock by SKU shows the allocated quantities.
    await openFromMenu(page, '库存', '按 SKU');
    await expect.poll(() => cellOf(`LOT-OLD-${U}`, '已分配数量')).toBe('4');
    await expect.poll(() => cellOf(`LOT-NEW-${U}`, '已分配数量')).toBe('2');

    // Back on the detail: deallocate after the confirmation; the order is new again, nothing held.
    await openFromMenu(page, '出库', '出库单');
    await rowWith(page, no).getByRole('link', { name: no }).click();
    await page.waitForURL(/\/outbound\/order\/\d+$/);
    // The kept-alive screen re-renders on return: click once it has settled, or the popup may close under it.
    await settled(page);
    await clickAndConfirm(page, page, '取消分配', no);
    await expect.poll(() => statusTag().innerText()).toBe('新建');
    await card('分配明细').getByText('尚未分配库存').waitFor();

    // Stock by SKU (its tag kept from before, so reloaded): nothing allocated any more.
    await openFromMenu(page, '库存', '按 SKU');
    await page.getByRole('button', { name: '刷新' }).click();
    await settled(page);
    for (const lot of [`LOT-OLD-${U}`, `LOT-NEW-${U}`, `LOT-B-${U}`])
      await expect.poll(() => cellOf(lot, '已分配数量')).toBe('0');
  });

  it('offers a forced deallocation naming the tasks it cancels (issue 26 §4)', { timeout: 120_000 }, async () => {
    const api = apiSetup(page, c.baseUrl);
    const u = Date.now().toString(36).toUpperCase();
    const wh = await api.first('/setting/warehouse', 'code', 'WH-SH');
    const it1 = await api.first('/product/sku', 'no', 'IT-1001');
    const loc = await api.first('/setting/location', 'code', 'SH-01-02');
    const skuNo = `E2E-OB-F-${u}`;
    const sku = (await api.addSkus([skuNo], it1, wh.id))[skuNo]!;
    await api.putAway(wh.id, [{ sku, qty: 3, location: loc.id, lotNo: `LOT-F-${u}` }], `E2E-OB-F-${u}`);
    const order = (
      await api.post('/outbound/ob/order/~add', {
        extRef: `SO-F-${u}`,
        extDocNo: `DN-F-${u}`,
        warehouse: wh.id,
        postingDate: '2026-11-22',
        items: [{ sku, qty: 2 }],
      })
    ).data as { id: number; no: string };
    await api.post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [order.id] });
    // A pick task done, then a pack task open: both stand in the way of a plain deallocation.
    const task = async (type: string) =>
      (await api.post(`/outbound/ob/order/~multi/task/add?task=${type}`, { ids: [order.id] })).data.tasks[0] as {
        id: number;
        no: string;
      };
    const pick = await task('picking');
    await api.post('/outbound/ob/task/~finish', { id: pick.id });
    const pack = await task('packing');

    await page.goto(`/outbound/order/${order.id}`);
    await expect.poll(() => statusTag().innerText()).toBe('已拣货');
    await settled(page);
    await clickAndConfirm(page, page, '取消分配', order.no);
    const ask = page.getByTestId('force-deallocate');
    await ask.waitFor();
    expect(await ask.innerText()).toContain(`出库单 ${order.no} 有以下 2 个任务，强制取消分配将同时取消它们`);
    expect(await ask.locator('li').allInnerTexts()).toEqual([`${pick.no}（拣货）`, `${pack.no}（装箱）`]);
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '强制取消分配' }).click();
    await page
      .locator('.ant-message-notice')
      .filter({ hasText: `已取消分配，并取消了任务 ${pick.no}、${pack.no}` })
      .waitFor();
    await expect.poll(() => statusTag().innerText()).toBe('新建');
    const tasks = (
      await api.post('/outbound/ob/task/~page/get', { filter: [{ field: 'orderNo', operator: 'eq', value: order.no }] })
    ).data.rows as { status: number }[];
    expect(tasks.map((x) => x.status)).toEqual([0, 0]);
  });

  it('allocates selected orders from the list toolbar, after a preview', { timeout: 120_000 }, async () => {
    const wh = (
      await apiPost(page, c.baseUrl, '/setting/warehouse/~page/get', {
        filter: [{ field: 'code', operator: 'eq', value: 'WH-SH' }],
      })
    ).data.rows[0];
    const skuB = (
      await apiPost(page, c.baseUrl, '/product/sku/~page/get', { filter: [{ field: 'no', operator: 'eq', value: SKU_B }] })
    ).data.rows[0];
    const made = await apiPost(page, c.baseUrl, '/outbound/ob/order/~add', {
      extRef: 'SO-E2E-2',
      extDocNo: 'DN-E2E-2',
      warehouse: wh.id,
      postingDate: '2026-11-22',
      items: [{ sku: skuB.id, qty: 1 }],
    });
    const no = made.data.no as string;

    await page.goto('/dashboard');
    await openFromMenu(page, '出库', '出库单');
    await page.getByRole('button', { name: '刷新' }).click();
    await settled(page);
    const row = rowWith(page, no);
    await row.locator('input[type="checkbox"]').check();
    await clickButton(page, '分配所选（1）');
    const d = await dialog(page, '分配库存');
    await d.getByText(`出库单：${no}`).waitFor();
    await clickButton(d, '预览');
    await d.getByTestId('alloc-preview').locator('.ant-table-row').filter({ hasText: 'LOT-B' }).waitFor();
    await clickButton(d, '确认分配');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => row.locator('.ant-tag').first().innerText()).toBe('已分配');
  });
});
