import { allowedActions, FLOW_ACTIONS, type FlowAction, nextStatus, type RequestKind } from '@wms/contract/request/flow';
import { flowRoute } from '@wms/contract/request/req-order';
import { REQ_STATUS_CODES } from '@wms/contract/request/status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { mrOrder, stock, stockLedger, trOrder, trOrderLine } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfSymbols, pdfText } from '../../test/pdf.ts';
import { requestFixture } from '../../test/request.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof requestFixture>>;
let token: string;
const readers = pdfReaders('request orders');

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await requestFixture(db);
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const PATH = { tr: '/inbound/tr/order', mr: '/outbound/mr/order' } as const;
const post = (kind: RequestKind, url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url: `${PATH[kind]}/${url}`, payload, headers: auth(tok, lang) });
const get = (kind: RequestKind, url: string, lang = 'en', tok = token) =>
  t.app.inject({ method: 'GET', url: `${PATH[kind]}/${url}`, headers: auth(tok, lang) });
const act = (kind: RequestKind, action: FlowAction, id: number, extra: object = {}, lang = 'en') =>
  post(kind, `~${flowRoute(action)}`, { id, ...extra }, lang);

async function add(kind: RequestKind, items: object[] = [{ packaging: fx.pal, qty: 5 }], extra: object = {}) {
  const r = await post(kind, '~add', { customer: fx.customer, warehouse: fx.wh, orderDate: '2026-11-22', items, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; no: string; status: number; qty: number };
}

/** Brings a new order to `status` along the main flow (default transfer targets). */
async function bring(kind: RequestKind, id: number, status: number) {
  const path: [FlowAction, number][] = [
    ['ack', 200],
    ['transfer', kind === 'tr' ? 400 : 600],
    ['transfer', 500],
    ['transfer', 700],
    ['invUpdate', 800],
    ...(kind === 'mr' ? ([['delivery', 900]] as [FlowAction, number][]) : []),
    ['close', 1000],
  ];
  for (const [action, reached] of path) {
    if (status === 100) return;
    const r = await act(kind, action, id);
    expect(r.statusCode, r.body).toBe(200);
    if (reached === status) return;
  }
}

const onHand = async (sku: number) =>
  Number(
    (
      await db
        .select({ n: sql<number>`coalesce(sum(${stock.qoh}), 0)` })
        .from(stock)
        .where(eq(stock.sku, sku))
    )[0]!.n,
  );
const ledger = (no: string) => db.select().from(stockLedger).where(eq(stockLedger.orderNo, no));

describe('request orders', () => {
  it('transit order: ordered to completed; inv/update receives at the receive location with ledger rows; route', async () => {
    const before = await onHand(fx.sku);
    const o = await add('tr', [
      { packaging: fx.pal, qty: 5 },
      { material: fx.lid, qty: 3, comment: 'lids' },
    ]);
    expect(o.no).toMatch(/^TR\d{12}$/);
    expect(o).toMatchObject({ status: 100, qty: 8 });
    let r = await act('tr', 'ack', o.id, { comment: 'seen' });
    expect(r.json().data).toMatchObject({ status: 200, actions: allowedActions('tr', 200) });
    r = await act('tr', 'transfer', o.id, { to: 300 });
    expect(r.json().data.status).toBe(300);
    for (const s of [500, 700]) expect((await act('tr', 'transfer', o.id)).json().data.status).toBe(s);
    expect(await ledger(o.no)).toEqual([]);
    r = await act('tr', 'invUpdate', o.id, { comment: 'arrived' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ status: 800, qty: 8, doneQty: 8 });
    expect(d.items.map((l: { doneQty: number; skuLabel: string }) => [l.skuLabel, l.doneQty])).toEqual([
      ['PAL-1200', 5],
      ['LID-1200', 3],
    ]);
    expect(await onHand(fx.sku)).toBe(before + 5);
    const led = await ledger(o.no);
    expect(led.map((l) => [l.type, l.qty, l.location, l.comment])).toEqual([
      ['inbound', 5, fx.recv, 'arrived'],
      ['inbound', 3, fx.recv, 'arrived'],
    ]);
    // Booked to the order number only: the journal reads order_line as an outbound order line.
    expect(led.every((l) => l.userId !== null && l.orderLine === null)).toBe(true);
    r = await act('tr', 'close', o.id);
    expect(r.json().data.status).toBe(1000);
    const route = (await get('tr', `_route/get?id=${o.id}`)).json().data;
    expect(
      route.map((s: { fromStatus: number | null; status: number; action: string }) => [s.fromStatus, s.status, s.action]),
    ).toEqual([
      [null, 100, 'add'],
      [100, 200, 'ack'],
      [200, 300, 'transfer'],
      [300, 500, 'transfer'],
      [500, 700, 'transfer'],
      [700, 800, 'invUpdate'],
      [800, 1000, 'close'],
    ]);
    expect(route[1]).toMatchObject({ comment: 'seen', userId: expect.any(Number), userName: expect.any(String) });
    expect(new Date(route[0].at).getTime()).toBeGreaterThan(0);
    const detail = (await get('tr', `_detail/get?id=${o.id}`)).json().data;
    expect(detail).toMatchObject({ status: 1000, actions: [], customerLabel: 'Plant One' });
    expect(detail.route).toHaveLength(7);
  });

  it('transit order: inv/update at the order location when it names one', async () => {
    const o = await add('tr', [{ packaging: fx.pal, qty: 2 }], { location: fx.locB });
    await bring('tr', o.id, 800);
    expect((await ledger(o.no)).map((l) => l.location)).toEqual([fx.locB]);
  });

  it('material request: ordered to completed; delivery issues oldest stock first with ledger rows; delivery note', async () => {
    await db.transaction(async (tx) => {
      await stockService.receive(tx, { location: fx.locA, sku: fx.lidSku, qty: 4, lotNo: 'OLD' });
      await stockService.receive(tx, { location: fx.locB, sku: fx.lidSku, qty: 10, lotNo: 'NEW' });
    });
    const before = await onHand(fx.lidSku);
    const o = await add('mr', [{ material: fx.lid, qty: 6 }], { address: 'Gate 3', contact: 'Li' });
    expect(o.no).toMatch(/^MR\d{12}$/);
    await bring('mr', o.id, 700);
    // inv/update only checks the stock is there.
    let r = await act('mr', 'invUpdate', o.id);
    expect(r.json().data).toMatchObject({ status: 800, doneQty: 0 });
    expect(await onHand(fx.lidSku)).toBe(before);
    expect((await get('mr', `~print?id=${o.id}`)).statusCode).toBe(409);
    r = await act('mr', 'delivery', o.id, { comment: 'truck 7' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 900, doneQty: 6, actions: ['close', 'print'] });
    expect(await onHand(fx.lidSku)).toBe(before - 6);
    const led = await ledger(o.no);
    expect(led.reduce((n, l) => n + l.qty, 0)).toBe(-6);
    expect(led.every((l) => l.type === 'outbound' && l.comment === 'truck 7' && l.orderLine === null)).toBe(true);
    // Older stock goes first: the newest lot, received last, is untouched while older rows suffice.
    expect(led.some((l) => l.lotNo === 'OLD')).toBe(true);
    expect(led.some((l) => l.lotNo === 'NEW')).toBe(false);
    const [noAlloc] = await db.select({ n: sql<number>`coalesce(sum(${stock.qal}), 0)::int` }).from(stock);
    expect(noAlloc!.n).toBe(0);
    const pdf = await get('mr', `~print?id=${o.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    if (readers) {
      const text = pdfText(pdf.rawPayload, true);
      for (const s of ['Delivery note', o.no, 'Plant One', 'Gate 3', 'Lid 1200', 'LID-1200']) expect(text).toContain(s);
      expect(pdfSymbols(pdf.rawPayload, 1)).toContain(`CODE-128:${o.no}`);
    }
    const zh = await get('mr', `~print?id=${o.id}`, 'zh');
    if (readers) expect(pdfText(zh.rawPayload)).toContain('发货单');
    r = await act('mr', 'close', o.id);
    expect(r.json().data.status).toBe(1000);
    expect((await get('mr', `~print?id=${o.id}`)).statusCode).toBe(200);
  });

  it('refuses a delivery beyond the stock, changing nothing; inv/update says so first', async () => {
    const have = await onHand(fx.lidSku);
    const o = await add('mr', [{ material: fx.lid, qty: have + 1 }]);
    await bring('mr', o.id, 700);
    let r = await act('mr', 'invUpdate', o.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Not enough stock of LID-1200: ${have + 1} needed, ${have} available`);
    // Made ready by hand to check the delivery's own refusal.
    await db.update(mrOrder).set({ status: 800 }).where(eq(mrOrder.id, o.id));
    r = await act('mr', 'delivery', o.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('Not enough stock of LID-1200');
    expect(await onHand(fx.lidSku)).toBe(have);
    expect((await get('mr', `_detail/get?id=${o.id}`)).json().data).toMatchObject({ status: 800, doneQty: 0 });
    expect(await ledger(o.no)).toEqual([]);
    const zh = await act('mr', 'delivery', o.id, {}, 'zh');
    expect(zh.json().message).toBe(`库存不足：LID-1200 需要 ${have + 1}，可用 ${have}`);
  });

  it('transit order: a packaging or material without a SKU in the warehouse is refused at add and update', async () => {
    const base = { customer: fx.customer, warehouse: fx.wh, orderDate: '2026-11-22' };
    let r = await post('tr', '~add', {
      ...base,
      items: [
        { packaging: fx.pal, qty: 1 },
        { packaging: fx.noSku, qty: 1 },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      field: 'items.1.packaging',
      message: 'Packaging BOX-9 (Box without SKU) has no SKU in warehouse WH1: add a SKU numbered BOX-9 there first',
    });
    r = await post('tr', '~add', { ...base, items: [{ packaging: fx.noSku, qty: 1 }] }, 'zh');
    expect(r.json().message).toBe('包装 BOX-9（Box without SKU）在仓库 WH1 中没有 SKU，请先在该仓库添加编号为 BOX-9 的 SKU');
    const o = await add('tr', [{ packaging: fx.pal, qty: 1 }]);
    const line = (await get('tr', `_detail/get?id=${o.id}`)).json().data.items[0].id;
    const refusals: [string, object, string][] = [
      ['~update', { id: o.id, items: [{ packaging: fx.noSku, qty: 2 }] }, 'items.0.packaging'],
      ['~update', { id: o.id, items: [{ id: line, packaging: fx.noSku }] }, 'items.0.packaging'],
      ['~item/add', { id: o.id, items: [{ packaging: fx.noSku, qty: 2 }] }, 'items.0.packaging'],
      ['~item/update', { id: line, packaging: fx.noSku }, 'packaging'],
    ];
    for (const [url, body, field] of refusals) {
      r = await post('tr', url, body);
      expect(r.statusCode, `${url} ${r.body}`).toBe(400);
      expect(r.json()).toMatchObject({ field, message: expect.stringContaining('BOX-9') });
    }
    // LID-1200 has a SKU in WH1 only: the order cannot move to WH2 with it.
    expect((await post('tr', '~update', { id: o.id, items: [{ material: fx.lid, qty: 1 }] })).statusCode).toBe(200);
    r = await post('tr', '~update', { id: o.id, warehouse: fx.wh2 });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({
      field: 'items.1.material',
      message: 'Packaging material LID-1200 (Lid 1200) has no SKU in warehouse WH2: add a SKU numbered LID-1200 there first',
    });
    const d = (await get('tr', `_detail/get?id=${o.id}`)).json().data;
    expect(d.warehouse).toBe(fx.wh);
    expect(d.items.map((l: { packaging: number | null; qty: number }) => [l.packaging, l.qty])).toEqual([
      [fx.pal, 1],
      [null, 1],
    ]);
    // A material request issues what is in stock: its lines are not held to a SKU when written.
    expect((await post('mr', '~add', { ...base, items: [{ packaging: fx.noSku, qty: 1 }] })).statusCode).toBe(200);
  });

  it('refuses stock moves for a code without a SKU in the warehouse, naming the line', async () => {
    const o = await add('tr', [
      { packaging: fx.pal, qty: 1 },
      { packaging: fx.pal, qty: 1 },
    ]);
    // Written before the line check existed (or the SKU removed since): the receipt still refuses it.
    const lines = (await get('tr', `_detail/get?id=${o.id}`)).json().data.items;
    await db.update(trOrderLine).set({ packaging: fx.noSku }).where(eq(trOrderLine.id, lines[1].id));
    await bring('tr', o.id, 700);
    const r = await act('tr', 'invUpdate', o.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Line 2: warehouse WH1 has no SKU numbered BOX-9');
    expect(await ledger(o.no)).toEqual([]);
    expect((await get('tr', `_detail/get?id=${o.id}`)).json().data.status).toBe(700);
  });

  for (const kind of ['tr', 'mr'] as const) {
    it(`${kind}: cancel at each allowed status, refused after stock moved`, async () => {
      for (const s of REQ_STATUS_CODES.filter((x) => x >= 100)) {
        if (s === 300 || s === 400 || s === 600 || (kind === 'tr' && s === 900)) continue;
        const o = await add(kind, [{ packaging: fx.pal, qty: 1 }]);
        if (kind === 'mr' && s >= 800) {
          await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.sku, qty: 1 }));
        }
        await bring(kind, o.id, s);
        const r = await act(kind, 'cancel', o.id, { comment: 'not needed' });
        if (nextStatus(kind, 'cancel', s) === null) {
          expect(r.statusCode, `${kind} ${s}`).toBe(409);
          expect((await get(kind, `_detail/get?id=${o.id}`)).json().data.status).toBe(s);
        } else {
          expect(r.statusCode, `${kind} ${s} ${r.body}`).toBe(200);
          expect(r.json().data.status).toBe(0);
          expect(r.json().data.route.at(-1)).toMatchObject({ fromStatus: s, status: 0, action: 'cancel', comment: 'not needed' });
        }
      }
      // Each sourced status (300, 400, 600) may be cancelled too.
      for (const to of [300, 400, 600]) {
        const o = await add(kind);
        await act(kind, 'ack', o.id);
        expect((await act(kind, 'transfer', o.id, { to })).json().data.status).toBe(to);
        expect((await act(kind, 'cancel', o.id)).json().data.status).toBe(0);
      }
    });

    it(`${kind}: every flow action refused in every status it is not allowed in, naming the status, changing nothing`, async () => {
      const o = await add(kind, [{ packaging: fx.pal, qty: 1 }]);
      for (const s of REQ_STATUS_CODES) {
        const table = (kind === 'tr' ? trOrder : mrOrder) as typeof trOrder;
        await db.update(table).set({ status: s }).where(eq(table.id, o.id));
        for (const action of FLOW_ACTIONS) {
          if (nextStatus(kind, action, s) !== null) continue;
          if (action === 'delivery' && kind === 'tr') continue;
          const r = await act(kind, action, o.id);
          expect(r.statusCode, `${kind} ${action} at ${s}`).toBe(409);
          expect(r.json().message).toMatch(new RegExp(`^(Transit order|Material request) ${o.no} is "[A-Za-z -]+": cannot `));
        }
        const d = (await get(kind, `_detail/get?id=${o.id}`)).json().data;
        expect(d.status).toBe(s);
        expect(d.route).toHaveLength(1);
      }
      const zh = await act(kind, 'ack', o.id, {}, 'zh');
      expect(zh.json().message).toBe(`${kind === 'tr' ? '包装申请单' : '领料单'} ${o.no} 当前状态为「已完成」，不能接单`);
      expect((await post(kind, '~update', { id: o.id, comment: 'x' })).statusCode).toBe(409);
    });
  }

  it('edits header and lines while ordered or accepted; item add/update/delete; delete', async () => {
    const o = await add('mr');
    let r = await post('mr', '~item/add', { id: o.id, items: [{ material: fx.lid, qty: 2 }] });
    expect(r.statusCode, r.body).toBe(200);
    const items = r.json().data.items;
    expect(items.map((l: { lineNo: number; qty: number }) => [l.lineNo, l.qty])).toEqual([
      [1, 5],
      [2, 2],
    ]);
    expect(r.json().data.qty).toBe(7);
    r = await post('mr', '~item/update', { id: items[1].id, packaging: fx.pal, qty: 4 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.items[1]).toMatchObject({ packaging: fx.pal, material: null, packagingLabel: 'Pallet 1200', qty: 4 });
    await act('mr', 'ack', o.id);
    r = await post('mr', '~update', { id: o.id, requiredDate: '2026-12-01', contact: 'Wang' });
    expect(r.json().data).toMatchObject({ requiredDate: '2026-12-01', contact: 'Wang' });
    expect((await post('mr', '~item/delete', { id: items[1].id })).statusCode).toBe(200);
    r = await post('mr', '~item/delete', { id: items[0].id });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('An order needs at least one line');
    await act('mr', 'transfer', o.id);
    r = await post('mr', '~item/add', { id: o.id, items: [{ material: fx.lid, qty: 2 }] });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Material request ${o.no} is "Spot stock": cannot add lines`);
    expect((await post('mr', '~delete', { id: o.id })).statusCode).toBe(409);
    await act('mr', 'cancel', o.id);
    expect((await post('mr', '~delete', { id: o.id })).statusCode).toBe(200);
    expect((await get('mr', `_route/get?id=${o.id}`)).statusCode).toBe(404);
  });

  it('validates bodies with messages naming the field', async () => {
    const base = { customer: fx.customer, warehouse: fx.wh, items: [{ packaging: fx.pal, qty: 1 }] };
    const cases: [string, object, string, RegExp | string][] = [
      ['~add', { ...base, customer: undefined }, 'customer', /Customer/],
      ['~add', { ...base, items: [] }, 'items', /items|lines|Line/i],
      ['~add', { ...base, items: [{ packaging: fx.pal }] }, 'items.0.qty', /qty/i],
      ['~add', { ...base, items: [{ packaging: fx.pal, qty: 0 }] }, 'items.0.qty', /qty/i],
      [
        '~add',
        { ...base, items: [{ qty: 1 }] },
        'items.0.packaging',
        'Line 1, Packaging: name a packaging or a packaging material, exactly one of them',
      ],
      ['~add', { ...base, items: [{ packaging: fx.pal, material: fx.lid, qty: 1 }] }, 'items.0.packaging', /exactly one/],
      ['~add', { ...base, items: [{ packaging: 2147483000, qty: 1 }] }, 'items.0.packaging', /Packaging/],
      ['~add', { ...base, customer: 2147483000 }, 'customer', /Customer/],
      ['~add', { ...base, location: fx.locC }, 'location', "Location C-01 is not in the order's warehouse WH1"],
      ['~transfer', { id: 1, to: 500 }, 'to', /to/],
      ['~ack', { id: 'x' }, 'id', /id/i],
      ['~ack', { id: 1, comment: 'x'.repeat(501) }, 'comment', /Comment|comment/],
    ];
    const o = await add('tr');
    cases.push(['~update', { id: o.id, location: fx.locC }, 'location', "Location C-01 is not in the order's warehouse WH1"]);
    for (const [url, body, field, message] of cases) {
      const r = await post('tr', url, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)} ${r.body}`).toBe(400);
      expect(r.json().field, r.body).toBe(field);
      if (typeof message === 'string') expect(r.json().message).toBe(message);
      else expect(r.json().message).toMatch(message);
    }
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    const o = await add('tr');
    expect((await t.app.inject({ method: 'POST', url: `${PATH.tr}/~ack`, payload: { id: o.id } })).statusCode).toBe(401);
    const viewer = await t.userWith('tr-viewer', ['inbound/trOrder/view']);
    expect((await get('tr', `_detail/get?id=${o.id}`, 'en', viewer)).statusCode).toBe(200);
    expect((await post('tr', '~ack', { id: o.id }, 'en', viewer)).statusCode).toBe(403);
    const clerk = await t.userWith('mr-clerk', ['outbound/mrOrder/view', 'outbound/mrOrder/ack']);
    expect((await post('mr', '~delivery', { id: o.id }, 'en', clerk)).statusCode).toBe(403);
    expect((await post('tr', '~ack', { id: o.id }, 'en', clerk)).statusCode).toBe(403);
    const acker = await t.userWith('tr-acker', ['inbound/trOrder/ack']);
    expect((await post('tr', '~ack', { id: o.id }, 'en', acker)).statusCode).toBe(200);
  });

  it('lists with the generic table: filter by status and customer, export', async () => {
    const o = await add('mr');
    const r = await post('mr', '~page/get', {
      page: 1,
      length: 20,
      filter: { status: `100|eq`, customer: `${fx.customer}|eq` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data.rows;
    expect(rows.map((x: { no: string }) => x.no)).toContain(o.no);
    expect(rows.every((x: { status: number }) => x.status === 100)).toBe(true);
    expect(rows[0]).toMatchObject({ customerLabel: 'Plant One', warehouseLabel: expect.any(String) });
    const x = await post('mr', '~export', { filter: { status: '100|eq' } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
  });
});
