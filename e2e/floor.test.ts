import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { allocatedOrder, deskReads, floorPutAway, NEXT_CARTON_MS, openCount, scan as wedgeScan } from './floor-kit.ts';
import { type Console, startConsole } from './harness.ts';

/**
 * The floor on a handheld (a 390 × 844 touch screen, Chinese): sign-in, the tiles, and the
 * operations done by typed scans as a keyboard-wedge scanner sends them (a fast burst and Enter).
 * Its data is made through the API on a warehouse of its own; after each journey the ledger must
 * still equal every balance.
 */
let c: Console;
let desk: { context: BrowserContext; page: Page };
let hand: { context: BrowserContext; page: Page };
let api: ReturnType<typeof apiSetup>;
let fx: Awaited<ReturnType<ReturnType<typeof apiSetup>['ownWarehouse']>>;
let reads: ReturnType<typeof deskReads>;

/** A GS1 SSCC with a right check digit: the pallet's LPN. */
const SSCC = '106141411234567897';

beforeAll(async () => {
  c = await startConsole();
  desk = await c.newPage();
  await c.signIn(desk.page);
  api = apiSetup(desk.page, c.baseUrl);
  reads = deskReads(c, desk);
  fx = await api.ownWarehouse('FL', '作业', ['FL-A-01', 'FL-B-01', 'FL-C-01']);
  // A pallet of 20 on FL-A-01, received under its SSCC.
  const order = (
    await api.post('/inbound/ib/order/~add', {
      extRef: 'E2E-FLOOR',
      extDocNo: 'E2E-FLOOR',
      warehouse: fx.wh.id,
      postingDate: '2026-11-27',
      items: [{ sku: fx.sku.id, shipQty: 20, lpn: SSCC }],
    })
  ).data;
  await api.post('/inbound/ib/order/~approve', { id: order.id });
  await api.post('/inbound/ib/order/~store', {
    id: order.id,
    items: [{ id: order.items[0].id, stockQty: 20, location: fx.locs[0]!.id, lotNo: 'L1', shipBoxLbl: `${order.no}-1` }],
  });
  hand = await c.newPage({ handheld: true });
});
afterAll(() => c?.close());

const scan = (page: Page, code: string, afterMs?: number) => wedgeScan(page, code, { afterMs });
const read = (url: string) => reads.read(url);
const noDrift = () => reads.noDrift();

describe('the floor on a handheld', () => {
  it('signs in on a phone-sized screen, shows the operations the worker holds, and installs as an app', async () => {
    const { page } = hand;
    await page.goto('/floor');
    await page.waitForURL((u) => u.pathname === '/floor/login');
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('Admin12345');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((u) => u.pathname === '/floor/');
    const tiles = page.locator('.floor-tile');
    await expect.poll(() => tiles.allInnerTexts()).toEqual(['收货', '上架', '移库', '拣货', '装箱', '封箱', '盘点', '查询']);
    // Large touch targets, and nothing wider than the screen.
    const box = (await tiles.first().boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const manifest = await (await fetch(`${c.baseUrl}/floor/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/floor/', scope: '/floor/', display: 'standalone' });
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker?.getRegistration('/floor/')))).toBe(true);
    // Neither antd nor zod on the floor: its JavaScript is the floor's own (docs/decisions/floor.md "Floor").
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((s) => /\/assets\/(antd|zod)-/.test(s))).toEqual([]);
    await c.shot(page, 'floor-home');
  });

  it('receives an inbound order by scans, then puts it away at a scanned location', async () => {
    const { page } = hand;
    const order = (
      await api.post('/inbound/ib/order/~add', {
        extRef: 'E2E-RCV',
        extDocNo: 'E2E-RCV',
        warehouse: fx.wh.id,
        postingDate: '2026-11-27',
        items: [{ sku: fx.sku.id, shipQty: 10 }],
      })
    ).data;
    await api.post('/inbound/ib/order/~approve', { id: order.id });
    await page.goto('/floor/');
    await page.locator('.floor-tile', { hasText: '收货' }).click();
    await page.getByText('扫描入库单号或从今日列表选择').waitFor();
    await scan(page, order.no);
    await page.getByText('扫描 SKU 或条码').waitFor();
    // The quantity has focus when the scanner fires: the scan still counts, and the quantity stays.
    await page.getByTestId('qty-input').fill('4');
    await scan(page, fx.sku.no);
    await page.locator('.floor-feedback', { hasText: '已收 4 / 10' }).waitFor();
    expect(await page.getByTestId('qty-input').inputValue()).toBe('4');
    await page.getByTestId('qty-input').fill('6');
    await scan(page, fx.sku.no);
    await page.locator('.floor-feedback', { hasText: '已收 10 / 10' }).waitFor();
    await c.shot(page, 'floor-receive');

    await floorPutAway(page, order.no, fx.sku.no, 'FL-B-01');
    await c.shot(page, 'floor-putaway');
    const stored = await api.post('/inventory/stock/~page/get', {
      page: 1,
      length: 10,
      filter: [{ field: 'location', operator: 'eq', value: fx.locs[1]!.id }],
    });
    expect(stored.data.rows.map((r: { qoh: number }) => r.qoh)).toEqual([10]);
    await noDrift();
  });

  it('moves a pallet by its SSCC in a GS1-128 scan, and back with the network away at the target scan; looks it up where it went', async () => {
    const { page } = hand;
    await page.goto('/floor/move');
    await page.getByText('扫描托盘、库位或 SKU').waitFor();
    await scan(page, `]C100${SSCC}`);
    await page.getByText('扫描目标库位').waitFor();
    // A pallet's target scan is its move: no tap.
    await scan(page, 'FL-C-01');
    await page.locator('.floor-feedback', { hasText: '已移至 FL-C-01' }).waitFor();

    // And back, the target scanned while the network is away: it waits, then goes once.
    await page.getByText('扫描托盘、库位或 SKU').waitFor();
    await scan(page, SSCC);
    await page.getByText('扫描目标库位').waitFor();
    await hand.context.setOffline(true);
    await scan(page, 'FL-A-01');
    await page.getByRole('status', { name: '1 条扫描待发送' }).waitFor();
    await hand.context.setOffline(false);
    await page.locator('.floor-feedback', { hasText: '已移至 FL-A-01' }).waitFor();
    await scan(page, SSCC);
    await page.getByText('扫描目标库位').waitFor();
    await scan(page, 'FL-C-01');
    await page.locator('.floor-feedback', { hasText: '已移至 FL-C-01' }).waitFor();

    await page.goto('/floor/lookup');
    await page.getByText('扫描库位、SKU 或托盘').waitFor();
    await scan(page, SSCC);
    await page.locator('.floor-feedback', { hasText: `托盘 ${SSCC}` }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('FL-C-01');
    await c.shot(page, 'floor-lookup');
    await noDrift();
  });

  it('keeps scans made while the network is away, shows them pending, and sends each once when it is back', async () => {
    const { page, context } = hand;
    const order = (
      await api.post('/inbound/ib/order/~add', {
        extRef: 'E2E-OFF',
        extDocNo: 'E2E-OFF',
        warehouse: fx.wh.id,
        postingDate: '2026-11-27',
        items: [{ sku: fx.sku.id, shipQty: 12 }],
      })
    ).data;
    await api.post('/inbound/ib/order/~approve', { id: order.id });
    await page.goto('/floor/receive');
    await page.getByText('扫描入库单号或从今日列表选择').waitFor();
    await scan(page, order.no);
    await page.getByText('扫描 SKU 或条码').waitFor();
    await page.getByTestId('qty-input').fill('3');
    await context.setOffline(true);
    // Four cartons of one SKU, each brought to the scanner in turn: no double read.
    for (let i = 0; i < 4; i++) await scan(page, fx.sku.no, NEXT_CARTON_MS);
    await page.getByRole('status', { name: '4 条扫描待发送' }).waitFor();
    await c.shot(page, 'floor-offline');
    await context.setOffline(false);
    await expect.poll(() => page.locator('.floor-badge').count(), { timeout: 20_000 }).toBe(0);
    expect((await read(`/inbound/ib/order/~item/get?id=${order.id}`)).items[0].recvQty).toBe(12);
    await noDrift();
  });

  it('counts two locations of a count task, a location scan switching between them', async () => {
    const { page } = hand;
    const task = (await api.post('/inventory/count/~add', { warehouse: fx.wh.id, locations: [fx.locs[1]!.id, fx.locs[2]!.id] }))
      .data;
    const get = () => read(`/inventory/count/~item/get?id=${task.id}`);
    const { no } = await get();
    await openCount(page, no);
    for (const [location, qty] of [
      ['FL-B-01', '10'],
      ['FL-C-01', '19'],
    ] as const) {
      await scan(page, location);
      await page.getByText('扫描 SKU', { exact: true }).waitFor();
      await scan(page, fx.sku.no);
      await page.getByTestId('qty-input').fill(qty);
      await page.getByRole('button', { name: '确认数量' }).click();
      await page.locator('.floor-feedback', { hasText: `已盘 ${qty}` }).waitFor();
    }
    await c.shot(page, 'floor-count');
    const items = (await get()).items as { locationLabel: string; counted: number | null }[];
    expect(items.map((i) => [i.locationLabel, i.counted]).sort()).toEqual([
      ['FL-B-01', 10],
      ['FL-C-01', 19],
    ]);
  });

  it('picks, packs and seals an outbound order by scans', async () => {
    const { page } = hand;
    const { order, task } = await allocatedOrder(api, read, 'E2E-FLOOR-OUT', fx.wh.id, [{ sku: fx.sku.id, qty: 3 }]);

    const pick = await task('picking');
    await page.goto('/floor/pick');
    await page.getByText('扫描拣货任务号或从列表选择').waitFor();
    await scan(page, pick.no);
    for (const item of pick.items as { locationLabel: string; qty: number }[]) {
      await page.getByText(`扫描库位 ${item.locationLabel}`).waitFor();
      await scan(page, item.locationLabel);
      await page.getByText('扫描 SKU 或托盘').waitFor();
      await scan(page, fx.sku.no);
      await page.getByRole('button', { name: `确认拣货 ${item.qty} 件` }).click();
      // The last item's answer closes the task, and the banner says so.
      await page.locator('.floor-feedback', { hasText: new RegExp(`已拣 ${item.qty}|已全部完成`) }).waitFor();
    }
    await expect.poll(async () => (await read(`/outbound/ob/order/~item/get?id=${order.id}`)).status).toBe(90);

    const pack = await task('packing');
    await page.goto('/floor/pack');
    await page.getByText('扫描装箱任务号或从列表选择').waitFor();
    await scan(page, pack.no);
    await page.getByText('扫描箱标签', { exact: true }).waitFor();
    await page.getByRole('button', { name: '新箱标签' }).click();
    await page.getByText('扫描 SKU', { exact: true }).waitFor();
    await scan(page, fx.sku.no);
    await page.getByText('扫描序列号，完成后点下一步').waitFor();
    await scan(page, 'SN-0001');
    await scan(page, 'SN-0002');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('重量（kg）').fill('12.5');
    await page.getByLabel('体积（m³）').fill('0.3');
    await page.getByRole('button', { name: '装箱', exact: true }).click();
    await page.locator('.floor-feedback', { hasText: /已装入|已全部完成/ }).waitFor();
    await expect.poll(async () => (await read(`/outbound/ob/order/~item/get?id=${order.id}`)).status).toBe(100);
    const packed = await read(`/outbound/ob/task/~item/get?id=${pack.id}`);
    expect(packed.items[0]).toMatchObject({ sn: 'SN-0001,SN-0002', weight: 12.5 });
    const box = packed.items[0].shipBoxLbl as string;

    const seal = await task('sealing');
    await page.goto('/floor/seal');
    await page.getByText('扫描封箱任务号或从列表选择').waitFor();
    await scan(page, seal.no);
    await page.getByText('扫描箱标签', { exact: true }).waitFor();
    await scan(page, box);
    await page.getByText('输入整箱重量和体积').waitFor();
    await page.getByLabel('重量（kg）').fill('13');
    await page.getByLabel('体积（m³）').fill('0.3');
    await page.getByRole('button', { name: '封箱', exact: true }).click();
    await page.locator('.floor-feedback', { hasText: new RegExp(`箱 ${box} 已封箱|已全部完成`) }).waitFor();
    await expect.poll(async () => (await read(`/outbound/ob/order/~item/get?id=${order.id}`)).status).toBe(110);
    await c.shot(page, 'floor-seal');
    await noDrift();
  });

  it('picks, packs and counts with the network cut mid-way: scans wait, counted, and go once when it is back', async () => {
    const { page, context } = hand;
    const pending = (n: number) => page.getByRole('status', { name: `${n} 条扫描待发送` }).waitFor();
    const sentAll = () => expect.poll(() => page.locator('.floor-badge').count(), { timeout: 20_000 }).toBe(0);
    // Three lines of one: a task of three items, the first done online, the others with the network away.
    const { order, task } = await allocatedOrder(
      api,
      read,
      'E2E-FLOOR-OFF',
      fx.wh.id,
      [1, 2, 3].map(() => ({ sku: fx.sku.id, qty: 1 })),
    );

    const pick = await task('picking');
    expect(pick.items).toHaveLength(3);
    await page.goto('/floor/pick');
    await page.getByText('扫描拣货任务号或从列表选择').waitFor();
    await scan(page, pick.no);
    for (const [i, item] of (pick.items as { locationLabel: string }[]).entries()) {
      if (i === 1) await context.setOffline(true);
      await page.getByText(`扫描库位 ${item.locationLabel}`).waitFor();
      await scan(page, item.locationLabel);
      await page.getByText('扫描 SKU 或托盘').waitFor();
      await scan(page, fx.sku.no);
      await page.getByRole('button', { name: '确认拣货 1 件' }).click();
      await page.getByText(`${i + 1} / 3 项`).waitFor();
      if (i === 0) await page.locator('.floor-feedback', { hasText: '已拣 1' }).waitFor();
    }
    await pending(2);
    await page.getByText('等待服务器确认 2 项').waitFor();
    await context.setOffline(false);
    await sentAll();
    // The last answer closed the task: the screen says so, with nothing left to finish.
    await page.getByRole('heading', { name: `任务 ${pick.no} 已全部完成` }).waitFor();
    expect(await page.getByRole('button', { name: '完成任务' }).count()).toBe(0);
    const picked = await read(`/outbound/ob/task/~item/get?id=${pick.id}`);
    expect(picked.items.map((i: { actQty: number; status: number }) => [i.actQty, i.status])).toEqual([
      [1, 100],
      [1, 100],
      [1, 100],
    ]);
    expect((await read(`/outbound/ob/order/~item/get?id=${order.id}`)).status).toBe(90);

    const pack = await task('packing');
    await page.goto('/floor/pack');
    await page.getByText('扫描装箱任务号或从列表选择').waitFor();
    await scan(page, pack.no);
    await page.getByText('扫描箱标签', { exact: true }).waitFor();
    await page.getByRole('button', { name: '新箱标签' }).click();
    for (const i of [0, 1, 2]) {
      if (i === 1) await context.setOffline(true);
      await page.getByText('扫描 SKU', { exact: true }).waitFor();
      await scan(page, fx.sku.no);
      await page.getByText('扫描序列号，完成后点下一步').waitFor();
      // One piece, one serial: the weight and volume follow by themselves.
      await scan(page, `SN-OFF-${i}`);
      await page.getByLabel('重量（kg）').fill('2');
      await page.getByLabel('体积（m³）').fill('0.1');
      await page.getByRole('button', { name: '装箱', exact: true }).click();
      await page.getByText(`${i + 1} / 3 项`).waitFor();
      if (i === 0) await page.locator('.floor-feedback', { hasText: '已装入' }).waitFor();
    }
    await pending(2);
    await context.setOffline(false);
    await sentAll();
    await page.getByRole('heading', { name: `任务 ${pack.no} 已全部完成` }).waitFor();
    const packed = await read(`/outbound/ob/task/~item/get?id=${pack.id}`);
    expect(packed.items.map((i: { sn: string }) => i.sn).sort()).toEqual(['SN-OFF-0', 'SN-OFF-1', 'SN-OFF-2']);
    expect((await read(`/outbound/ob/order/~item/get?id=${order.id}`)).status).toBe(100);

    // A count opened online, both its locations counted with the network away.
    const count = (await api.post('/inventory/count/~add', { warehouse: fx.wh.id, locations: [fx.locs[1]!.id, fx.locs[2]!.id] }))
      .data;
    const { no } = await read(`/inventory/count/~item/get?id=${count.id}`);
    await openCount(page, no);
    await context.setOffline(true);
    for (const [location, qty] of [
      ['FL-B-01', '7'],
      ['FL-C-01', '16'],
    ] as const) {
      await scan(page, location);
      await page.getByText('扫描 SKU', { exact: true }).waitFor();
      await scan(page, fx.sku.no);
      await page.getByTestId('qty-input').fill(qty);
      await page.getByRole('button', { name: '确认数量' }).click();
      // Never "sent" while the outbox waits for the network: the banner says why it waits.
      await page.locator('.floor-feedback', { hasText: `无网络：${location === 'FL-B-01' ? 1 : 2} 条扫描等待发送` }).waitFor();
    }
    await pending(2);
    await context.setOffline(false);
    await sentAll();
    await page.locator('.floor-feedback', { hasText: '@ FL-C-01 已盘 16' }).waitFor();
    const counted = (await read(`/inventory/count/~item/get?id=${count.id}`)).items as {
      locationLabel: string;
      counted: number | null;
    }[];
    expect(counted.map((i) => [i.locationLabel, i.counted]).sort()).toEqual([
      ['FL-B-01', 7],
      ['FL-C-01', 16],
    ]);
    // Nothing refused, nothing applied twice, and the ledger still equals every balance.
    expect(await page.locator('.floor-refused-item').count()).toBe(0);
    await noDrift();
  });
});
