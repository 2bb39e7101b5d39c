import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, pagerTotal, toast, tokenOf } from './ui.ts';

/**
 * The dashboards (issue 11 §6): with a receipt, a delivery to a plant and a production plan made
 * through the API, the home dashboard shows today's figures and the full-screen visualisation draws
 * its six charts (the sixth: packaging out at partners, from the demo's opening balances), in Chinese and in English, light and in night mode (screenshots in
 * test-results/screenshots, looked at by a person).
 */
let c: Console;
let page: Page;

async function get(path: string) {
  const res = await fetch(`${c.baseUrl}${path}`, { headers: { 'x-auth-token': await tokenOf(page) } });
  return (await res.json()).data;
}

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page } = await c.newPage({ locale: 'zh-CN' }));
  page.setDefaultTimeout(20_000);
  await c.signIn(page);
  const first = async (p: string, body: object = {}) => (await apiPost(page, c.baseUrl, `${p}/~page/get`, body)).data.rows[0];
  const wh = await first('/setting/warehouse', { filter: [{ field: 'code', operator: 'eq', value: 'WH-SH' }] });
  const sku = await first('/product/sku', { filter: [{ field: 'no', operator: 'eq', value: 'IT-1001' }] });
  const loc = await first('/setting/location', {
    filter: [
      { field: 'warehouse', operator: 'eq', value: wh.id },
      { field: 'type', operator: 'include', value: ['store'] },
    ],
  });
  const plant = await first('/setting/consignee');
  const owner = await first('/setting/consignor');
  const today = new Date().toISOString().slice(0, 10);
  await apiSetup(page, c.baseUrl).putAway(wh.id, [{ sku: sku.id, qty: 60, location: loc.id, lotNo: 'DASH' }], 'DASH');
  const ob = (
    await apiPost(page, c.baseUrl, '/outbound/ob/order/~add', {
      extRef: 'DASH',
      extDocNo: 'DASH',
      warehouse: wh.id,
      consignee: plant.id,
      postingDate: today,
      items: [{ sku: sku.id, qty: 25 }],
    })
  ).data;
  await apiPost(page, c.baseUrl, '/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [ob.id] });
  await apiPost(page, c.baseUrl, '/outbound/ob/order/~stock', { ids: [ob.id] });
  await apiPost(page, c.baseUrl, '/inventory/plan/~add', {
    planDate: today,
    consignor: owner.id,
    consignee: plant.id,
    sku: sku.id,
    qty: 30,
  });
}, 180_000);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-dash-'));

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The visualisation in one language and theme: six drawn charts, its titles, a screenshot. */
async function visualisation(lang: 'zh' | 'en', theme: 'light' | 'dark', titles: string[]) {
  await page.evaluate(
    ([l, th]) => {
      localStorage.setItem('APP_LANG', JSON.stringify({ v: l, e: 0 }));
      localStorage.setItem('APP_LAYOUT', JSON.stringify({ v: { theme: th }, e: 0 }));
    },
    [lang, theme],
  );
  await page.goto('/inventory/dash');
  await expect.poll(() => page.locator('canvas').count(), { timeout: 20_000 }).toBe(6);
  for (const title of titles) await page.getByText(title, { exact: true }).waitFor();
  // Charts animate in; the screenshot shows them drawn.
  await page.waitForTimeout(1500);
  await c.shot(page, `dash-${lang}-${theme}`);
}

describe('dashboards', () => {
  it('uploads a production plan into the downloaded template, and it counts on the wall screen', async () => {
    await page.goto('/dashboard');
    await openFromMenu(page, '库存', '生产计划');
    await listLoaded(page);
    const before = await pagerTotal(page);
    const [download] = await Promise.all([page.waitForEvent('download'), clickButton(page, '下载模板')]);
    const template = path.join(tmp, download.suggestedFilename());
    await download.saveAs(template);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(template);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1, 6).map(String)).toEqual([
      '计划日期*',
      '客户*',
      '工厂*',
      '包装 SKU*',
      '需求数量*',
    ]);
    // Three days from the day after tomorrow, for the Chongqing plant (the demo plans the assembly plant).
    const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
    for (const k of [2, 3, 4]) ws.addRow([day(k), 'CN-SVW', 'CE-CQ', 'IT-1001', 10 * k, `E2E-${k}`]);
    const filled = path.join(tmp, 'plan.xlsx');
    await wb.xlsx.writeFile(filled);
    await clickButton(page, '导入');
    const d = await dialog(page, '导入数据');
    await d.locator('input[type="file"]').setInputFiles(filled);
    await d.getByText('将新增 3 条，更新 0 条，0 条无变化（尚未导入）').waitFor();
    await d.getByRole('button', { name: '确认导入' }).click();
    await toast(page, '导入成功：新增 3 条，更新 0 条');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => pagerTotal(page)).toBe(before + 3);
    const plan = await get('/inventory/dash/plan');
    expect(plan.find((r: { day: string }) => r.day === day(4))?.planned).toBeGreaterThanOrEqual(40);
  });

  it('the API figures include today’s receipt, delivery and plan', async () => {
    const daily = await get('/inventory/dash/daily?days=7');
    expect(daily.at(-1)).toMatchObject({ inbound: 60, outbound: 25 });
    const plan = await get('/inventory/dash/plan');
    // Today's plan: the demo week's first day (40) and this test's 30.
    const today = new Date().toISOString().slice(0, 10);
    expect(plan.find((r: { day: string }) => r.day === today)).toEqual({ day: today, planned: 70, delivered: 25 });
  });

  it('the home dashboard shows today’s inbound and outbound and the open orders', async () => {
    await page.goto('/dashboard');
    const today = page.locator('.ant-card', { hasText: '今日出入库' });
    await today.waitFor();
    await expect.poll(() => today.innerText()).toContain('60');
    expect(await today.innerText()).toContain('25');
    const open = page.locator('.ant-card', { hasText: '未完成出库单' });
    await expect.poll(() => open.innerText()).toMatch(/已出库\s+1/);
    // Packaging out at partners (the demo's opening balances), linking to the container accounts.
    const out = await get('/inventory/dash/containers');
    expect(out.partners).toBeGreaterThan(0);
    const containers = page.locator('.ant-card', { hasText: '包装在外' });
    // How many partners hold packaging: a count, not pallets and lids added up (issue 34 §6).
    await expect.poll(() => containers.innerText()).toMatch(new RegExp(`持有包装的往来方\\s+${out.partners}`));
    expect(await containers.getByRole('link', { name: '查看包装往来' }).getAttribute('href')).toBe('/inventory/account');
    await c.shot(page, 'home-dashboard-zh');
  });

  it('the visualisation draws its charts in Chinese and English, light and at night', async () => {
    await visualisation('zh', 'light', ['近 30 天出入库', '客户库存', '生产计划与发货', '本月发货分布', '包装在外']);
    // The ten partners holding most: the demo's plants, by name.
    const out = await get('/inventory/dash/containers');
    const top = page.getByTestId('containers-top');
    for (const p of out.top) await top.getByText(p.name, { exact: false }).first().waitFor();
    await top.scrollIntoViewIfNeeded();
    await c.shot(page, 'dash-containers-zh-light');
    await visualisation('zh', 'dark', ['近 12 个月出入库']);
    await visualisation('en', 'dark', [
      'Inbound and outbound, last 30 days',
      'Stock by customer',
      'Deliveries this month',
      'Packaging out at partners',
    ]);
    await visualisation('en', 'light', ['Production plan and deliveries']);
    expect(await page.title()).toContain('Packaging management visualisation');
  });
});
