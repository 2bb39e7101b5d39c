import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { deskReads, floorPutAway, NEXT_CARTON_MS, scan } from './floor-kit.ts';
import { type Console, startConsole } from './harness.ts';

/**
 * Issue 35, the ERP journey: an ERP holding an API key sends an inbound order (twice: one order), the floor
 * receives it by scans and puts it away on a handheld, the ERP sends an outbound order and has it allocated, issued
 * and shipped. A receiver on the loopback, refusing one request in five, verifies every webhook with the
 * `standardwebhooks` library: it hears each event once by id, signed, one order's events in the order they happened.
 * (The same outbox through two processes, one killed with -9 mid-delivery: modules/integration/webhook-crash.test.ts.)
 */
interface Heard {
  id: string;
  type: string;
  data: { order?: { id: number; no: string; extRef: string }; lines?: { qty: number; sku: string }[] };
}

let c: Console;
let desk: { context: BrowserContext; page: Page };
let api: ReturnType<typeof apiSetup>;
let receiver: http.Server;
let rxUrl = '';
const secrets: string[] = [];
const heard: Heard[] = [];
let requests = 0;
let unverified = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (b: Buffer) => chunks.push(b));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]),
      );
      if (++requests % 5 === 0) return void res.writeHead(500).end();
      try {
        const msg = new Webhook(secrets[0]!).verify(body, headers) as Omit<Heard, 'id'>;
        heard.push({ id: headers['webhook-id']!, type: msg.type, data: msg.data });
        res.writeHead(204).end();
      } catch {
        unverified++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  rxUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/wms`;
  c = await startConsole({ WEBHOOKS: '1', WEBHOOK_ALLOW: '127.0.0.1', WEBHOOK_RETRY_SCALE: '0.01' });
  desk = await c.newPage();
  await c.signIn(desk.page);
  api = apiSetup(desk.page, c.baseUrl);
});
afterAll(async () => {
  await c?.close();
  receiver?.close();
});

describe('an ERP sends orders by API key and hears what happened by webhook', () => {
  it('inbound by key, received and stored on the floor, shipped by key; every event heard once, signed, in order', {
    timeout: 240_000,
  }, async () => {
    const fx = await api.ownWarehouse('ER', 'ERP', ['ER-A-01', 'ER-B-01']);
    const role = await api.post('/system/role/~add', {
      code: 'erp-orders',
      name: 'ERP',
      permissions: [
        'inbound/ibOrder/view',
        'inbound/ibOrder/add',
        'inbound/ibOrder/approve',
        'outbound/obOrder/view',
        'outbound/obOrder/add',
        'outbound/obOrder/allocate',
        'outbound/obOrder/stock',
        'outbound/obOrder/ship',
      ],
    });
    const key = (
      await api.post('/system/apikey/~add', {
        name: 'erp',
        role: role.data.id,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
    ).data.token as string;
    const hook = await api.post('/system/webhook/~add', {
      name: 'erp',
      url: rxUrl,
      events: ['inbound.received', 'inbound.stored', 'outbound.shipped'],
    });
    secrets.push(hook.data.secret);

    const erp = async (path: string, body: unknown) => {
      const res = await fetch(`${c.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'accept-language': 'en' },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(200);
      return json.data;
    };
    const po = {
      extRef: 'PO-4711',
      extDocNo: 'ASN-4711',
      warehouse: fx.wh.id,
      postingDate: '2026-11-29',
      items: [{ sku: fx.sku.id, shipQty: 6 }],
    };
    const ib = await erp('/inbound/ib/order/~add', po);
    // The ERP's retry after a lost answer: the same order, not a second one.
    expect((await erp('/inbound/ib/order/~add', po)).id).toBe(ib.id);
    await erp('/inbound/ib/order/~approve', { id: ib.id });

    // The floor receives it by two carton scans and puts it away.
    const hand = await c.newPage({ handheld: true });
    const { page } = hand;
    await page.goto('/floor');
    await page.waitForURL((u) => u.pathname === '/floor/login');
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('Admin12345');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((u) => u.pathname === '/floor/');
    await page.locator('.floor-tile', { hasText: '收货' }).click();
    await page.getByText('扫描入库单号或从今日列表选择').waitFor();
    await scan(page, ib.no);
    await page.getByText('扫描 SKU 或条码').waitFor();
    await page.getByTestId('qty-input').fill('4');
    await scan(page, fx.sku.no);
    await page.locator('.floor-feedback', { hasText: '已收 4 / 6' }).waitFor();
    await page.getByTestId('qty-input').fill('2');
    await scan(page, fx.sku.no, { afterMs: NEXT_CARTON_MS });
    await page.locator('.floor-feedback', { hasText: '已收 6 / 6' }).waitFor();
    await floorPutAway(page, ib.no, fx.sku.no, 'ER-B-01');
    await c.shot(page, 'erp-floor-putaway');

    // The ERP's sales order leaves.
    const so = await erp('/outbound/ob/order/~add', {
      extRef: 'SO-0815',
      extDocNo: 'SO-0815',
      warehouse: fx.wh.id,
      postingDate: '2026-11-29',
      items: [{ sku: fx.sku.id, qty: 5 }],
    });
    await erp('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [so.id] });
    await erp('/outbound/ob/order/~stock', { ids: [so.id] });
    await erp('/outbound/ob/order/~ship', { ids: [so.id] });

    await expect
      .poll(() => heard.map((h) => h.type), { timeout: 30_000 })
      .toEqual(['inbound.received', 'inbound.received', 'inbound.stored', 'outbound.shipped']);
    expect(unverified).toBe(0);
    expect(new Set(heard.map((h) => h.id)).size).toBe(heard.length);
    expect(requests).toBeGreaterThan(heard.length - 1);
    expect(heard.map((h) => [h.data.order?.no, h.data.order?.extRef])).toEqual([
      [ib.no, 'PO-4711'],
      [ib.no, 'PO-4711'],
      [ib.no, 'PO-4711'],
      [so.no, 'SO-0815'],
    ]);
    expect(heard.map((h) => h.data.lines?.map((l) => l.qty))).toEqual([[4], [2], [6], [5]]);
    // The console shows the deliveries, each delivered.
    const rows = (await api.post('/system/webhook/delivery/~page/get', { page: 1, length: 20 })).data.rows as {
      status: string;
    }[];
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    await deskReads(c, desk).noDrift();
  });
});
