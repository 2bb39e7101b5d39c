import { withCheckDigit } from '@wms/contract/scan/parse-scan';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { allocatedOrder, deskReads, openCount, scan } from './floor-kit.ts';
import { type Console, startConsole } from './harness.ts';

/**
 * A shift on a handheld (390 × 844 touch, Chinese) done only with the labels that really arrive (issue 32):
 * a supplier's GS1-128 carton and logistic labels, a DataMatrix with serials, and this console's own SSCC
 * pallet label, typed as a keyboard-wedge scanner types them (FNC1 as GS). Count goes on with the network cut
 * and a reload; a wrong SKU at pick is refused at once; a page stalled mid-scan still reads one code.
 */
let c: Console;
let desk: { context: BrowserContext; page: Page };
let hand: { context: BrowserContext; page: Page };
let api: ReturnType<typeof apiSetup>;
let fx: Awaited<ReturnType<ReturnType<typeof apiSetup>['ownWarehouse']>>;
/** This console's pallet label: its number (the pallet's LPN) and the SSCC printed on it. */
let label: { no: string; sscc: string };
let reads: ReturnType<typeof deskReads>;

const GS = '\u001d';
const EAN = withCheckDigit('690123456001');
const GTIN = `0${EAN}`;
/** Another product's carton: a wrong scan at pick. */
const OTHER = '(01)04006381333931';
const SUPPLIER_SSCC = withCheckDigit('03761234500000017');
const CARTON_8 = `]C101${GTIN}10LOT7${GS}3008`;
const LOGISTIC_12 = `]C100${SUPPLIER_SSCC}02${GTIN}3712${GS}10LOT7`;

beforeAll(async () => {
  c = await startConsole();
  desk = await c.newPage();
  await c.signIn(desk.page);
  api = apiSetup(desk.page, c.baseUrl);
  reads = deskReads(c, desk);
  fx = await api.ownWarehouse('FG', '标签', ['FG-A-01', 'FG-B-01', 'FG-C-01']);
  await api.post('/product/sku/~update', { id: fx.sku.id, barCode: EAN });
  const [made] = (await read('/inbound/ib/lpn/~add?qty=1&print=0')) as { id: number; sscc: string }[];
  const rows = (
    await api.post('/inbound/ib/lpn/~page/get', {
      page: 1,
      length: 1,
      filter: [{ field: 'id', operator: 'eq', value: made!.id }],
    })
  ).data.rows as { no: string }[];
  label = { no: rows[0]!.no, sscc: made!.sscc };
  hand = await c.newPage({ handheld: true });
  await c.signIn(hand.page);
});
afterAll(() => c?.close());

const read = (url: string) => reads.read(url);
const feedback = (page: Page, text: string) => page.locator('.floor-feedback', { hasText: text }).waitFor();

describe('a shift on real labels', () => {
  it('receives cartons by their GS1-128 labels: the label fills the lot and the count', async () => {
    const { page } = hand;
    const order = (
      await api.post('/inbound/ib/order/~add', {
        extRef: 'E2E-GS1',
        extDocNo: 'E2E-GS1',
        warehouse: fx.wh.id,
        postingDate: '2026-11-28',
        items: [{ sku: fx.sku.id, shipQty: 20, lpn: label.no }],
      })
    ).data;
    await api.post('/inbound/ib/order/~approve', { id: order.id });
    await page.goto('/floor/receive');
    await page.getByText('扫描入库单号或从今日列表选择').waitFor();
    await scan(page, order.no);
    await page.getByText('扫描 SKU 或条码').waitFor();
    await scan(page, CARTON_8);
    await feedback(page, '已收 8 / 20');
    await scan(page, LOGISTIC_12);
    await feedback(page, '已收 20 / 20');
    await page.getByText('20 / 20 件已收').waitFor();
    const line = (await read(`/inbound/ib/order/~item/get?id=${order.id}`)).items[0];
    expect([line.recvQty, line.lotNo]).toEqual([20, 'LOT7']);
    // Put away under the pallet label's number, as the dock does once the pallet is built.
    await api.post('/inbound/ib/order/~store', {
      id: order.id,
      items: [{ id: line.id, stockQty: 20, location: fx.locs[0]!.id, lotNo: 'LOT7', shipBoxLbl: `${order.no}-1` }],
    });
  });

  it('reads one code however the page stalls mid-scan, and moves the pallet by the SSCC on its label', async () => {
    const { page } = hand;
    await page.goto('/floor/lookup');
    await page.getByText('扫描库位、SKU 或托盘').waitFor();
    await scan(page, `]C100${label.sscc}`, { stall: { at: 10, ms: 400 } });
    await feedback(page, `托盘 ${label.no}`);
    expect(await page.getByText('未知条码').count()).toBe(0);

    await page.goto('/floor/move');
    await page.getByText('扫描托盘、库位或 SKU').waitFor();
    await scan(page, `]C100${label.sscc}`);
    await page.getByText(`整托 ${label.no}`).waitFor();
    // The target's scan is the move: no tap.
    await scan(page, 'FG-B-01');
    await feedback(page, '已移至 FG-B-01');
    const at = await read(`/inventory/mu/get?id=${encodeURIComponent(label.no)}`);
    expect(at.rows.map((r: { locationLabel: string; qoh: number }) => [r.locationLabel, r.qoh])).toEqual([['FG-B-01', 20]]);
  });

  it('refuses another SKU at pick at once, then takes the right carton; packs with the serials of DataMatrix codes', async () => {
    const { page } = hand;
    const { task } = await allocatedOrder(api, read, 'E2E-GS1-OUT', fx.wh.id, [{ sku: fx.sku.id, qty: 2 }]);
    const pick = await task('picking');
    await page.goto('/floor/pick');
    await page.getByText('扫描拣货任务号或从列表选择').waitFor();
    await scan(page, pick.no);
    await page.getByText('扫描库位 FG-B-01').waitFor();
    await scan(page, 'FG-B-01');
    await page.getByText('扫描 SKU 或托盘').waitFor();
    await scan(page, OTHER);
    await page.locator('.floor-feedback', { hasText: `请扫描 SKU ${fx.sku.no}` }).waitFor();
    await scan(page, `]C101${GTIN}10LOT7`);
    await page.getByRole('button', { name: '确认拣货 2 件' }).click();
    await page.getByRole('heading', { name: `任务 ${pick.no} 已全部完成` }).waitFor();
    const picked = await read(`/outbound/ob/task/~item/get?id=${pick.id}`);
    expect(picked.items.map((i: { actQty: number; status: number }) => [i.actQty, i.status])).toEqual([[2, 100]]);

    const pack = await task('packing');
    await page.goto('/floor/pack');
    await page.getByText('扫描装箱任务号或从列表选择').waitFor();
    await scan(page, pack.no);
    await page.getByRole('button', { name: '新箱标签' }).click();
    await page.getByText('扫描 SKU', { exact: true }).waitFor();
    await scan(page, `]d201${GTIN}21SN0001${GS}10LOT7`);
    await scan(page, `]d201${GTIN}21SN0002${GS}10LOT7`);
    await page.getByLabel('重量（kg）').fill('4');
    await page.getByLabel('体积（m³）').fill('0.2');
    await page.getByRole('button', { name: '装箱', exact: true }).click();
    await page.getByRole('heading', { name: `任务 ${pack.no} 已全部完成` }).waitFor();
    const packed = await read(`/outbound/ob/task/~item/get?id=${pack.id}`);
    expect(packed.items[0].sn).toMatch(/SN0001.*SN0002/);
    expect(packed.items[0].sn).not.toContain(']d2');
  });

  it('counts by a carton label with the network cut and the page reloaded, and sends it once when back', async () => {
    const { page, context } = hand;
    const count = (await api.post('/inventory/count/~add', { warehouse: fx.wh.id, locations: [fx.locs[1]!.id] })).data;
    const { no } = await read(`/inventory/count/~item/get?id=${count.id}`);
    await openCount(page, no);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('扫描库位', { exact: true }).waitFor();
    await scan(page, 'FG-B-01');
    await page.getByText('扫描 SKU', { exact: true }).waitFor();
    // A carton of 18 of the pallet's lot: its count comes from the label.
    await scan(page, `]C101${GTIN}10LOT7${GS}3018`);
    await page.getByRole('button', { name: '确认数量' }).click();
    await feedback(page, '无网络：1 条扫描等待发送');
    await page.getByRole('status', { name: '1 条扫描待发送' }).waitFor();
    await context.setOffline(false);
    await expect.poll(() => page.locator('.floor-badge').count(), { timeout: 20_000 }).toBe(0);
    await feedback(page, '@ FG-B-01 已盘 18');
    const counted = (await read(`/inventory/count/~item/get?id=${count.id}`)).items as {
      counted: number | null;
      lotNo: string;
    }[];
    expect(counted.map((i) => [i.lotNo, i.counted])).toEqual([['LOT7', 18]]);
    expect(await page.locator('.floor-refused-item').count()).toBe(0);
  });
});
