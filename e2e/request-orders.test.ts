import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, pickFromTableSelect, rowWith, settled } from './ui.ts';

/**
 * A material request through its whole flow on the screens (issue 13, Tests → Browser): made on
 * the add screen with a packaging-material line, then acknowledged, transferred to spot stock,
 * to preparing, to processing, its inventory updated, delivered (the delivery note PDF downloads)
 * and closed, each step confirmed in its dialog, one with a comment; the detail's route timeline
 * shows every status reached. Then the same screens in English: the route of that order, and a
 * second order acknowledged and cancelled. Stock is put away through the API; checks read the API.
 */
let c: Console;
let page: Page;
const MATERIAL = 'PM-BOX';
let skuId = 0;
let orderNo = '';

const stockOf = async (p: Page) =>
  (
    (
      await apiPost(p, c.baseUrl, '/inventory/stock/~page/get', {
        filter: [{ field: 'sku', operator: 'eq', value: skuId }],
      })
    ).data.rows as { qty: number }[]
  ).reduce((sum, r) => sum + Number(r.qty), 0);

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(15_000);
  await c.signIn(page);
  const api = apiSetup(page, c.baseUrl);
  const wh = await api.first('/setting/warehouse', 'code', 'WH-SH');
  const it1 = await api.first('/product/sku', 'no', 'IT-1001');
  const loc = await api.first('/setting/location', 'code', 'SH-01-02');
  // The line's stock is the warehouse's SKU numbered with the material's code (the demo may have it).
  const skus = (
    await api.post('/product/sku/~page/get', { filter: [{ field: 'no', operator: 'eq', value: MATERIAL }] })
  ).data.rows.filter((s: { warehouse: number }) => s.warehouse === wh.id);
  skuId = skus[0]?.id ?? (await api.addSkus([MATERIAL], it1, wh.id))[MATERIAL]!;
  await api.putAway(wh.id, [{ sku: skuId, qty: 20, location: loc.id, lotNo: 'LOT-MR' }], 'E2E-MR-IN');
}, 120_000);

afterAll(async () => {
  await c?.close();
});

// Visible only: a list kept alive behind the detail has tags too.
const statusTag = (p: Page) => p.locator('.ant-tag:visible').first();
const routeSteps = (p: Page) => p.getByTestId('req-route-step');

/** Picks an option of a select; a searchable one is typed into first (its long list is virtual). */
async function pickOption(p: Page, combo: Locator, text: string, search = false) {
  await combo.click();
  if (search) await combo.fill(text);
  await p.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Clicks a flow button on the detail, confirms its dialog (with a comment if given), waits for the status. */
async function step(p: Page, button: string, status: string, comment?: string, choose?: string) {
  await settled(p);
  await clickButton(p, button);
  const d = await dialog(p, button);
  if (choose) await d.getByLabel(choose).check();
  if (comment) await d.getByLabel(/备注|Comment/).fill(comment);
  await d.getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
  await d.waitFor({ state: 'hidden' });
  await expect.poll(() => statusTag(p).innerText()).toBe(status);
}

describe('Material request screens', () => {
  it('takes a material request from ordered to completed, with its route', { timeout: 240_000 }, async () => {
    const before = await stockOf(page);

    await openFromMenu(page, '出库', '领料单');
    await clickButton(page, '新增');
    await page.waitForURL(/\/outbound\/mr\/add$/);
    await expect.poll(() => page.locator('#mr-order_no').inputValue()).toMatch(/^MR\d+/);
    orderNo = await page.locator('#mr-order_no').inputValue();
    await pickFromTableSelect(page, 'mr-order_customer', 'CU-SVW', '上汽大众汽车有限公司');
    await pickFromTableSelect(page, 'mr-order_warehouse', 'WH-SH', '上海包装中心仓');
    await page.locator('#mr-order_contact').fill('王工');
    await pickFromTableSelect(page, 'mr-order_items_0_material', MATERIAL, '周转箱 600×400');
    await page.locator('#mr-order_items_0_qty').fill('6');
    await settled(page);
    await c.shot(page, 'mr-add');
    await clickButton(page, '保存');
    await page.waitForURL(/\/outbound\/mr\/\d+$/);
    await expect.poll(() => statusTag(page).innerText()).toBe('已下单');
    await expect.poll(() => routeSteps(page).count()).toBe(1);
    expect(await routeSteps(page).first().innerText()).toMatch(/已下单[\s\S]*下单/);

    await step(page, '接单', '已接单', '明早备货');
    await step(page, '转库存', '现货库存', undefined, '现货库存');
    await step(page, '转库存', '备货中');
    await step(page, '转库存', '处理中');
    // A material request's inventory update checks the stock is there; it moves nothing yet.
    await step(page, '更新库存', '待发货');
    expect(await stockOf(page)).toBe(before);

    // Delivery issues the stock and downloads the delivery note.
    const [note] = await Promise.all([page.waitForEvent('download'), step(page, '发货', '配送中')]);
    expect(note.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await stockOf(page)).toBe(before - 6);
    await step(page, '关闭', '已完成', '客户已签收');
    await expect.poll(() => routeSteps(page).count()).toBe(8);

    // The route: every status reached, in order, with its comments; no action is left but the print.
    const texts = await routeSteps(page).allInnerTexts();
    expect(texts.map((t) => t.split(/\s+/)[0])).toEqual([
      '已下单',
      '已接单',
      '现货库存',
      '备货中',
      '处理中',
      '待发货',
      '配送中',
      '已完成',
    ]);
    expect(texts[1]).toContain('明早备货');
    expect(texts[7]).toContain('客户已签收');
    expect(texts[0]).toMatch(/操作人：/);
    expect(await page.getByRole('button', { name: /打印送货单/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(接\s?单|发\s?货|关\s?闭)$/ }).count()).toBe(0);
    await settled(page);
    await c.shot(page, 'mr-detail-completed');

    const order = (
      await apiPost(page, c.baseUrl, '/outbound/mr/order/~page/get', {
        filter: [{ field: 'no', operator: 'eq', value: orderNo }],
      })
    ).data.rows[0];
    expect(order).toMatchObject({ status: 1000, qty: 6, doneQty: 6 });

    // The list shows it completed.
    await clickButton(page, '返回列表');
    await listLoaded(page);
    await page.getByRole('button', { name: '刷新' }).click();
    await listLoaded(page);
    await expect.poll(() => rowWith(page, orderNo).locator('.ant-tag').first().innerText()).toBe('已完成');

    // The filter drawer offers the statuses by name; only completed orders are left.
    await page.getByRole('button', { name: /筛\s?选/ }).click();
    const drawer = await dialog(page, '筛选条件');
    await drawer.getByRole('button', { name: '添加条件' }).click();
    const row0 = drawer.getByTestId('filter-row-0');
    await pickOption(page, row0.getByRole('combobox', { name: '字段' }), '状态', true);
    await pickOption(page, row0.getByRole('combobox').nth(2), '已完成', true);
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: /应\s*用/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    // The rows before the filter stay shown until its reply: wait for the filtered ones.
    const tags = page.locator('.ant-table-tbody tr.ant-table-row .ant-tag');
    await expect.poll(async () => new Set(await tags.allInnerTexts())).toEqual(new Set(['已完成']));
    await listLoaded(page);
    await expect.poll(() => rowWith(page, orderNo).count()).toBe(1);
    await settled(page);
    await c.shot(page, 'mr-list');

    // The list as shown exports to a workbook.
    const [file] = await Promise.all([page.waitForEvent('download'), clickButton(page, '导出')]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('opens the transit order screens: list, and the add form with a packaging line', { timeout: 120_000 }, async () => {
    await openFromMenu(page, '入库', '包装申请单');
    // A kept-alive screen re-renders on return: click once it has settled.
    await settled(page);
    await clickButton(page, '新增');
    await page.waitForURL(/\/inbound\/transit\/add$/);
    await expect.poll(() => page.locator('#tr-order_no').inputValue()).toMatch(/^TR\d+/);
    const no = await page.locator('#tr-order_no').inputValue();
    await pickFromTableSelect(page, 'tr-order_customer', 'CU-SVW', '上汽大众汽车有限公司');
    await pickFromTableSelect(page, 'tr-order_warehouse', 'WH-SH', '上海包装中心仓');
    await pickFromTableSelect(page, 'tr-order_items_0_packaging', 'PK-DOOR', '车门内饰板托盘套装');
    await page.locator('#tr-order_items_0_qty').fill('3');
    await settled(page);
    await clickButton(page, '保存');
    await page.waitForURL(/\/inbound\/transit\/\d+$/);
    await expect.poll(() => statusTag(page).innerText()).toBe('已下单');
    await page.getByRole('button', { name: /接\s?单/ }).waitFor();
    // A transit order is received at inventory update: it never offers a delivery.
    expect(await page.getByRole('button', { name: /^发\s?货$/ }).count()).toBe(0);
    await settled(page);
    await clickButton(page, '返回列表');
    await listLoaded(page);
    await page.getByRole('button', { name: '刷新' }).click();
    await listLoaded(page);
    await expect.poll(() => rowWith(page, no).locator('.ant-tag').first().innerText()).toBe('已下单');
  });

  it('shows the same screens in English: the route, and an order acknowledged then cancelled', { timeout: 180_000 }, async () => {
    const { context, page: en } = await c.newPage({ locale: 'en' });
    en.setDefaultTimeout(15_000);
    await en.goto('/login');
    await en.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
    await c.signIn(en);

    await openFromMenu(en, 'Outbound', 'Material request');
    await rowWith(en, orderNo).getByRole('link', { name: orderNo }).click();
    await en.waitForURL(/\/outbound\/mr\/\d+$/);
    await expect.poll(() => statusTag(en).innerText()).toBe('Completed');
    await expect.poll(() => routeSteps(en).count()).toBe(8);
    const texts = await routeSteps(en).allInnerTexts();
    expect(texts[0]).toMatch(/Ordered[\s\S]*Ordered[\s\S]*by /);
    expect(texts[6]).toMatch(/Delivering[\s\S]*Delivered/);
    await en.getByRole('button', { name: /Print delivery note/ }).waitFor();
    await settled(en);
    await c.shot(en, 'mr-detail-completed-en');

    // A second order, made through the API, acknowledged and cancelled on its detail.
    const first = async (p: string, field: string, value: string) =>
      (await apiPost(en, c.baseUrl, `${p}/~page/get`, { filter: [{ field, operator: 'eq', value }] })).data.rows[0];
    const customer = await first('/setting/customer', 'code', 'CU-SVW');
    const wh = await first('/setting/warehouse', 'code', 'WH-SH');
    const material = await first('/bas/packaging/material', 'code', MATERIAL);
    const made = (
      await apiPost(en, c.baseUrl, '/outbound/mr/order/~add', {
        customer: customer.id,
        warehouse: wh.id,
        items: [{ material: material.id, qty: 2 }],
      })
    ).data;
    await en.goto(`/outbound/mr/${made.id}`);
    await expect.poll(() => statusTag(en).innerText()).toBe('Ordered');
    await settled(en);
    await clickButton(en, 'Acknowledge');
    const d = await dialog(en, 'Acknowledge');
    await d.getByText(`Acknowledge on ${made.no}? Its status goes from “Ordered” to “Accepted”.`).waitFor();
    await clickButton(d, 'Cancel');
    await d.waitFor({ state: 'hidden' });
    await step(en, 'Acknowledge', 'Accepted');
    await step(en, 'Cancel order', 'Cancelled', 'Plant postponed');
    await expect.poll(() => routeSteps(en).count()).toBe(3);
    const steps = await routeSteps(en).allInnerTexts();
    expect(steps.map((t) => t.split(/\s+/)[0])).toEqual(['Ordered', 'Accepted', 'Cancelled']);
    expect(steps[2]).toMatch(/Cancelled[\s\S]*Plant postponed/);
    await context.close();
  });
});
