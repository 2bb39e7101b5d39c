import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, listLoaded, openFromMenu, rowWith, settled, toast, tokenOf } from './ui.ts';

/**
 * The inventory journey (issue 11 §1, §2, §7): on Stock by SKU a stock row is adjusted, held and
 * released (allocation skips it while held), scrapped and restored; on Stock by pallet a pallet is
 * unbound into loose stock; the drift report says all rows agree. Chinese first, then English.
 * Setup reads and writes through the API; every checked step is taken on screen.
 */
let c: Console;
let zhPage: Page;
type Rows<T> = { data: { rows: T[] } };
const LOT = 'E2E-INV-LOT';
const PALLET = 'E2E-INV-P1';
let sku: { id: number; no: string };
let loc: { id: number; code: string };
let wh: { id: number };

const post = <T = unknown>(path: string, body: unknown) => apiPost<T>(zhPage, c.baseUrl, path, body);
const first = async <T>(path: string, filter: unknown[], extra: object = {}) =>
  (await post<Rows<T>>(`${path}/~page/get`, { page: 1, length: 1, filter, ...extra })).data.rows[0]!;
const stockOf = async (filter: unknown[]) =>
  (
    await post<Rows<{ id: number; qoh: number; qal: number; status: string; lpn: string | null }>>('/inventory/stock/~page/get', {
      page: 1,
      length: 50,
      filter,
    })
  ).data.rows;

beforeAll(async () => {
  c = await startConsole({ SEED_DEMO: '1' });
  ({ page: zhPage } = await c.newPage({ locale: 'zh-CN' }));
  zhPage.setDefaultTimeout(15_000);
  await c.signIn(zhPage);
  wh = await first('/setting/warehouse', [{ field: 'code', operator: 'eq', value: 'WH-SH' }]);
  sku = await first('/product/sku', [{ field: 'warehouse', operator: 'include', value: [wh.id] }], { prop: 'no', order: 'asc' });
  loc = await first('/setting/location', [{ field: 'warehouse', operator: 'include', value: [wh.id] }], {
    prop: 'code',
    order: 'asc',
  });
  // Loose stock of one lot (a new-row adjustment), and a pallet put away through inbound MU.
  await post('/inventory/stock/~adjust', {
    warehouse: wh.id,
    location: loc.id,
    sku: sku.id,
    lotNo: LOT,
    qty: 30,
    comment: 'e2e',
  });
  const order = (
    await post<{ data: { id: number } }>('/inbound/ib/order/~add', {
      extRef: 'E2E-INV',
      extDocNo: 'E2E-INV',
      warehouse: wh.id,
      postingDate: '2026-11-22',
      items: [{ sku: sku.id, shipQty: 12, lpn: PALLET, lotNo: 'E2E-PAL-LOT', shipBoxLbl: 'E2E-INV-BOX' }],
    })
  ).data;
  await post('/inbound/ib/order/~approve', { id: order.id });
  await post('/inbound/ib/mu/~store', { lpn: PALLET, location: loc.id });
}, 180_000);

afterAll(async () => {
  await c?.close();
});

/** Answers the confirmation that asks `text`. */
async function confirm(page: Page, text: string | RegExp, ok: RegExp) {
  const box = page.locator('.ant-modal-confirm');
  await box.waitFor();
  await expect.poll(() => box.textContent()).toMatch(text);
  await settled(page);
  await box.getByRole('button', { name: ok }).click();
  await box.waitFor({ state: 'hidden' });
}

const lotRow = (page: Page): Locator => rowWith(page, LOT);
const button = (row: Locator, name: string) => row.getByRole('button', { name: new RegExp(`^${[...name].join('\\s?')}$`) });

describe('inventory journey', () => {
  it('adjusts stock on Stock by SKU: quantity required, confirmed, booked as an adjustment', async () => {
    const page = zhPage;
    await openFromMenu(page, '库存', '按 SKU');
    await lotRow(page).waitFor();
    await button(lotRow(page), '调整').click();
    const d = await dialog(page, `库存调整：${sku.no} @ ${loc.code}`);
    await expect.poll(() => d.textContent()).toContain('在库 30，已分配 0，可用 30');
    await clickButton(d, '调整');
    await d.getByText('请输入数量').waitFor();
    await d.getByLabel('调整数量（正数增加，负数减少）').fill('-31');
    await d.getByLabel('原因').fill('盘点差异');
    await clickButton(d, '调整');
    await d.getByText('最多可减少 30（已分配的 0 不能减少）').waitFor();
    await d.getByLabel('调整数量（正数增加，负数减少）').fill('5');
    await clickButton(d, '调整');
    await confirm(page, `确定将 ${sku.no} 在库位 ${loc.code} 的库存调整 +5？`, /^确\s?定$/);
    await toast(page, '操作成功');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await stockOf([{ field: 'lotNo', operator: 'eq', value: LOT }]))[0]?.qoh).toBe(35);
    await expect.poll(() => lotRow(page).textContent()).toContain('35');
    await c.shot(page, 'inventory-adjusted-zh');
  });

  it('holds the row (allocation skips it) and releases it', async () => {
    const page = zhPage;
    await button(lotRow(page), '冻结').click();
    await confirm(page, /确定冻结 .* 的可用库存 35？冻结的库存仍在库，但不会被分配。/, /^确\s?定$/);
    await toast(page, '操作成功');
    await expect.poll(() => lotRow(page).textContent()).toContain('冻结');
    const [held] = await stockOf([{ field: 'lotNo', operator: 'eq', value: LOT }]);
    expect(held).toMatchObject({ qoh: 35, status: 'barrier' });
    // An outbound order for that lot finds nothing to allocate while it is held.
    const ob = (
      await post<{ data: { id: number } }>('/outbound/ob/order/~add', {
        extRef: 'E2E-INV',
        extDocNo: 'E2E-INV',
        warehouse: wh.id,
        postingDate: '2026-11-22',
        items: [{ sku: sku.id, qty: 1, lotNo: LOT }],
      })
    ).data;
    const alloc = await fetch(`${c.baseUrl}/outbound/ob/order/~allocate?strategy=fifo&shortage=error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': await tokenOf(page) },
      body: JSON.stringify({ ids: [ob.id] }),
    });
    expect(alloc.status).toBe(409);
    await button(lotRow(page), '解冻').click();
    await confirm(page, /确定解冻 .* 的 35，使其可再分配？/, /^确\s?定$/);
    await toast(page, '操作成功');
    await expect.poll(async () => (await stockOf([{ field: 'lotNo', operator: 'eq', value: LOT }]))[0]?.status).toBe('available');
  });

  it('scraps and restores in English', async () => {
    const { context, page } = await c.newPage({ locale: 'en' });
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
    await c.signIn(page);
    await openFromMenu(page, 'Inventory', 'Stock by SKU');
    await lotRow(page).waitFor();
    // The spec's term: "Barrier" and "Release barrier", never "Hold" (issue 26 item 10).
    await button(lotRow(page), 'Barrier').waitFor();
    expect(await lotRow(page).getByRole('button', { name: /hold/i }).count()).toBe(0);
    await button(lotRow(page), 'Scrap').click();
    let d = await dialog(page, `Scrap: ${sku.no} at ${loc.code}`);
    await d.getByLabel('Quantity').fill('4');
    await clickButton(d, 'Scrap');
    await d.getByText('Enter a reason').waitFor();
    await d.getByLabel('Reason').fill('crushed');
    await clickButton(d, 'Scrap');
    await confirm(page, `Scrap 4 of ${sku.no} at ${loc.code}?`, /^OK$/);
    await toast(page, 'Done');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await stockOf([{ field: 'lotNo', operator: 'eq', value: LOT }]))[0]?.qoh).toBe(31);

    await button(lotRow(page), 'Restore').click();
    d = await dialog(page, `Restore scrapped stock: ${sku.no} at ${loc.code}`);
    await d.getByLabel('Quantity').fill('5');
    await clickButton(d, 'Restore');
    await confirm(page, `Restore 5 scrapped ${sku.no} at ${loc.code}?`, /^OK$/);
    // The server refuses more than was scrapped from the row, on the quantity.
    await page.getByText('Cannot restore 5: only 4 was scrapped from this stock').first().waitFor();
    await d.getByLabel('Quantity').fill('3');
    await clickButton(d, 'Restore');
    await confirm(page, `Restore 3 scrapped ${sku.no} at ${loc.code}?`, /^OK$/);
    await toast(page, 'Done');
    await expect.poll(async () => (await stockOf([{ field: 'lotNo', operator: 'eq', value: LOT }]))[0]?.qoh).toBe(34);
    await c.shot(page, 'inventory-restored-en');

    // The ledger drift report agrees with every row.
    await openFromMenu(page, 'System', 'Ledger drift');
    await page.getByText('All stock rows agree with their ledger').first().waitFor();
    await c.shot(page, 'inventory-drift-en');
    await context.close();
  });

  it('restores a row scrapped whole from the scrapped view of Stock by SKU (issue 26 item 10)', async () => {
    const page = zhPage;
    const lot = 'E2E-SCRAP-ALL';
    await post('/inventory/stock/~adjust', {
      warehouse: wh.id,
      location: loc.id,
      sku: sku.id,
      lotNo: lot,
      qty: 3,
      comment: 'e2e',
    });
    await page.goto('/inventory/sku');
    const row = rowWith(page, lot);
    await button(row, '报废').click();
    let d = await dialog(page, `报废：${sku.no} @ ${loc.code}`);
    await d.getByLabel('数量').fill('3');
    await d.getByLabel('原因').fill('压坏');
    await clickButton(d, '报废');
    await confirm(page, /确定报废/, /^确\s?定$/);
    await toast(page, '操作成功');
    await d.waitFor({ state: 'hidden' });
    // Nothing on hand: the stock list no longer shows it, the scrapped view does.
    await row.waitFor({ state: 'detached' });
    await page.locator('.ant-segmented').getByText('已报废', { exact: true }).click();
    await expect.poll(() => row.textContent()).toContain('3');
    expect(await button(row, '报废').count()).toBe(0);
    await button(row, '恢复').click();
    d = await dialog(page, `恢复报废：${sku.no} @ ${loc.code}`);
    await d.getByLabel('数量').fill('4');
    await clickButton(d, '恢复');
    await d.getByText('最多可恢复 3（此库存仍报废的数量）').waitFor();
    await d.getByLabel('数量').fill('3');
    await clickButton(d, '恢复');
    await confirm(page, `确定恢复 ${sku.no} 在库位 ${loc.code} 已报废的 3？`, /^确\s?定$/);
    await toast(page, '操作成功');
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stockOf([{ field: 'lotNo', operator: 'eq', value: lot }]))[0]?.qoh).toBe(3);
  });

  it('unbinds a pallet on Stock by pallet into loose stock at the same location', async () => {
    const page = zhPage;
    await openFromMenu(page, '库存', '按托盘');
    const row = rowWith(page, PALLET);
    await row.waitFor();
    await c.shot(page, 'inventory-pallets-zh');
    await button(row, '明细').click();
    const d = await dialog(page, `托盘 ${PALLET}`);
    await d.locator('.ant-table-row').filter({ hasText: 'E2E-PAL-LOT' }).waitFor();
    await d.getByRole('button', { name: /close|关闭/i }).click();
    await d.waitFor({ state: 'hidden' });
    await button(row, '拆托').click();
    await confirm(page, `确定拆托 ${PALLET}？其 1 行库存共 12 将成为同一库位的散货。`, /^确\s?定$/);
    await toast(page, `托盘 ${PALLET} 已拆托：1 行，共 12`);
    await row.waitFor({ state: 'detached' });
    const loose = await stockOf([{ field: 'lotNo', operator: 'eq', value: 'E2E-PAL-LOT' }]);
    expect(loose.map((s) => [s.lpn, s.qoh])).toEqual([[null, 12]]);
    await listLoaded(page);
    await c.shot(page, 'inventory-unbound-zh');
  });
});
