import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, rowWith, settled, toast } from './ui.ts';

/**
 * Inbound MU through the screen: an approved order whose two lines ride one pallet (seeded through
 * the API on the demo data), put away whole from the pallet's row at one location; the stock rows
 * then sit there under the pallet's LPN. Lines announced without lot or box label get them in the dialog.
 */
let c: Console;
let zh: { context: BrowserContext; page: Page };

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  zh = await c.newPage({ locale: 'zh-CN' });
  zh.page.setDefaultTimeout(15_000);
  await c.signIn(zh.page);
});

afterAll(async () => {
  await c?.close();
});

type Rows<T> = { data: { rows: T[] } };
const eqFilter = (field: string, value: unknown) => [{ field, operator: 'eq', value }];

type Post = <T>(path: string, body: unknown) => Promise<T>;

/** What both journeys put on a pallet: the demo warehouse WH-SH, two of its SKUs and its first location. */
async function palletStock(post: Post) {
  const [wh] = (
    await post<Rows<{ id: number }>>('/setting/warehouse/~page/get', { page: 1, length: 1, filter: eqFilter('code', 'WH-SH') })
  ).data.rows;
  const inWarehouse = [{ field: 'warehouse', operator: 'include', value: [wh!.id] }];
  const skus = (
    await post<Rows<{ id: number; no: string }>>('/product/sku/~page/get', { page: 1, length: 2, filter: inWarehouse })
  ).data.rows;
  expect(skus).toHaveLength(2);
  const [loc] = (
    await post<Rows<{ id: number; code: string }>>('/setting/location/~page/get', {
      page: 1,
      length: 1,
      prop: 'code',
      order: 'asc',
      filter: inWarehouse,
    })
  ).data.rows;
  return { wh: wh!, skus, loc: loc! };
}

describe('Inbound MU screen', () => {
  it('puts a two-SKU pallet away at one location from its row', async () => {
    const { page } = zh;
    const post = <T>(path: string, body: unknown) => apiPost<T>(page, c.baseUrl, path, body);
    const { wh, skus, loc } = await palletStock(post);
    const order = (
      await post<{ data: { id: number; no: string } }>('/inbound/ib/order/~add', {
        extRef: 'E2E-MU',
        extDocNo: 'E2E-MU',
        warehouse: wh!.id,
        postingDate: '2026-11-22',
        items: skus.map((s, i) => ({
          sku: s.id,
          shipQty: 5 + i,
          lpn: 'E2E-PALLET-01',
          lotNo: 'LOT-E2E',
          shipBoxLbl: `E2E-BOX-${i}`,
        })),
      })
    ).data;
    await post('/inbound/ib/order/~approve', { id: order.id });

    await openFromMenu(page, '入库', '多单位入库');
    const row = rowWith(page, 'E2E-PALLET-01');
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('待上架');
    await row.getByRole('button', { name: /^上\s?架$/ }).click();
    const d = await dialog(page, '托盘上架：E2E-PALLET-01');
    // The pallet's contents: both SKUs with their open quantities.
    for (const s of skus) await d.locator('.ant-table-row').filter({ hasText: s.no }).waitFor();
    await d.getByLabel('上架库位', { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${loc!.code}"]`).click();
    await clickButton(d, '上架');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await expect.poll(() => confirm.textContent()).toContain(`共 11 件全部上架到 ${loc!.code}`);
    await settled(page);
    await confirm.getByRole('button', { name: /^确\s?定$/ }).click();
    await toast(page, '托盘 E2E-PALLET-01 已上架：2 行，共 11 件');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('已上架');

    const stock = (
      await post<Rows<{ sku: number; location: number; qoh: number; lpn: string }>>('/inventory/stock/~page/get', {
        page: 1,
        length: 10,
        filter: eqFilter('lpn', 'E2E-PALLET-01'),
      })
    ).data.rows;
    expect(stock.map((s) => [s.sku, s.location, s.qoh]).sort()).toEqual(skus.map((s, i) => [s.id, loc!.id, 5 + i]).sort());
    const detail = await post<Rows<{ status: number }>>('/inbound/ib/order/~page/get', {
      page: 1,
      length: 1,
      filter: eqFilter('no', order.no),
    });
    expect(detail.data.rows[0]!.status).toBe(70);
  });

  it('asks for the lot and box label the lines lack, proposing the order number and the pallet, and stores them', async () => {
    const { page } = zh;
    const post = <T>(path: string, body: unknown) => apiPost<T>(page, c.baseUrl, path, body);
    const { wh, skus, loc } = await palletStock(post);
    // As an ASN often announces a mixed pallet: the lines name the pallet but no lot or box label.
    const order = (
      await post<{ data: { id: number; no: string } }>('/inbound/ib/order/~add', {
        extRef: 'E2E-MU-2',
        extDocNo: 'E2E-MU-2',
        warehouse: wh!.id,
        postingDate: '2026-11-22',
        items: skus.map((s, i) => ({ sku: s.id, shipQty: 2 + i, lpn: 'E2E-PALLET-02' })),
      })
    ).data;
    await post('/inbound/ib/order/~approve', { id: order.id });

    await openFromMenu(page, '入库', '多单位入库');
    // The screen stays open from the case before: refresh it for the new pallet.
    await settled(page);
    await page.getByRole('button', { name: '刷新' }).click();
    await listLoaded(page);
    const row = rowWith(page, 'E2E-PALLET-02');
    await row.waitFor();
    await row.getByRole('button', { name: /^上\s?架$/ }).click();
    const d = await dialog(page, '托盘上架：E2E-PALLET-02');
    const lot1 = d.getByLabel(`批次号 ${order.no}-1`, { exact: true });
    await expect.poll(() => lot1.inputValue()).toBe(order.no);
    expect(await d.getByLabel(`箱标签 ${order.no}-1`, { exact: true }).inputValue()).toBe('E2E-PALLET-02');
    expect(await d.getByLabel(`批次号 ${order.no}-2`, { exact: true }).inputValue()).toBe(order.no);
    expect(await d.getByLabel(`箱标签 ${order.no}-2`, { exact: true }).inputValue()).toBe('E2E-PALLET-02');
    await lot1.fill('LOT-E2E-2');
    await d.getByLabel('上架库位', { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${loc!.code}"]`).click();
    await clickButton(d, '上架');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await settled(page);
    await confirm.getByRole('button', { name: /^确\s?定$/ }).click();
    await toast(page, '托盘 E2E-PALLET-02 已上架：2 行，共 5 件');
    await d.waitFor({ state: 'hidden' });

    const stock = (
      await post<Rows<{ sku: number; lotNo: string; shipBoxLbl: string; qoh: number }>>('/inventory/stock/~page/get', {
        page: 1,
        length: 10,
        filter: eqFilter('lpn', 'E2E-PALLET-02'),
      })
    ).data.rows;
    expect(stock.map((s) => [s.sku, s.lotNo, s.shipBoxLbl, s.qoh]).sort()).toEqual(
      [
        [skus[0]!.id, 'LOT-E2E-2', 'E2E-PALLET-02', 2],
        [skus[1]!.id, order.no, 'E2E-PALLET-02', 3],
      ].sort(),
    );
  });
});
