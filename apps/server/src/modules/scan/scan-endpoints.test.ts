import { randomUUID } from 'node:crypto';
import { withCheckDigit } from '@wms/contract/scan/parse-scan';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { inboundOrderLine, outboundTaskItem, productSku, stock } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { putStock } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Every endpoint that takes a scan reads the labels that really arrive (modules/scan): a supplier's
 * GS1-128 carton and logistic labels, a DataMatrix, a Digital Link URL, and the SSCC of a label this
 * console printed. Refusals change nothing.
 */
let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

const GS = '\u001d';
/** PAL-1200's EAN-13 on file, and the 14-digit GTIN a carton label carries for it. */
const EAN = '9506000134352';
const GTIN = `0${EAN}`;
/** A supplier's SSCC (not ours): the logistic label of a carton of 12 PAL-1200, lot LOT7. */
const SUPPLIER_SSCC = withCheckDigit('03761234500000001');

const LABELS = {
  carton: `]C101${GTIN}10LOT7`,
  logistic: `]C100${SUPPLIER_SSCC}02${GTIN}3712${GS}10LOT7`,
  counted: `]C101${GTIN}3005${GS}10LOT7`,
  dataMatrix: `]d201${GTIN}21SN0003${GS}10LOT7`,
  digitalLink: `https://id.gs1.org/01/${GTIN}/10/LOT7`,
  bracketed: `(01)${GTIN}(10)LOT7`,
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  await db.update(productSku).set({ barCode: EAN }).where(eq(productSku.id, fx.sku));
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth(token, lang), 'idempotency-key': randomUUID() } });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
const ok = <T>(r: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

/** A pallet label printed by this console (`/inbound/ib/lpn`), and its SSCC. */
async function printedLabel(): Promise<{ no: string; sscc: string }> {
  const [made] = ok<{ id: number; sscc: string }[]>(await get('/inbound/ib/lpn/~add?qty=1&print=0'));
  const rows = ok<{ rows: { id: number; no: string }[] }>(
    await post('/inbound/ib/lpn/~page/get', { page: 1, length: 1, filter: [{ field: 'id', operator: 'eq', value: made!.id }] }),
  ).rows;
  return { no: rows[0]!.no, sscc: made!.sscc };
}

describe(`scanned labels at every endpoint (${DB_KIND})`, () => {
  it('receive: a carton label fills the lot, the logistic label the count, a typed quantity wins', async () => {
    const o = ok<{ id: number; no: string; items: { id: number }[] }>(
      await post('/inbound/ib/order/~add', {
        extRef: 'R',
        extDocNo: 'D',
        warehouse: fx.wh,
        postingDate: '2026-11-28',
        items: [{ sku: fx.sku, shipQty: 40 }],
      }),
    );
    ok(await post('/inbound/ib/order/~approve', { id: o.id }));
    const scan = (code: string, qty?: number, lang = 'en') => post('/inbound/ib/order/~scan', { id: o.id, code, qty }, lang);
    const line = async () => (await db.select().from(inboundOrderLine).where(eq(inboundOrderLine.order, o.id)))[0]!;

    const first = ok<{ line: { recvQty: number; lotNo: string }; label: object }>(await scan(LABELS.carton));
    expect([first.line.recvQty, first.line.lotNo, first.label]).toEqual([1, 'LOT7', { gtin: GTIN, lot: 'LOT7' }]);
    expect(ok<{ line: { recvQty: number } }>(await scan(LABELS.logistic)).line.recvQty).toBe(13);
    expect(ok<{ line: { recvQty: number } }>(await scan(LABELS.counted)).line.recvQty).toBe(18);
    expect(ok<{ line: { recvQty: number } }>(await scan(LABELS.dataMatrix, 2)).line.recvQty).toBe(20);
    expect(ok<{ line: { recvQty: number } }>(await scan(LABELS.digitalLink)).line.recvQty).toBe(21);
    expect(ok<{ line: { recvQty: number } }>(await scan(LABELS.bracketed)).line.recvQty).toBe(22);

    // The line took LOT7 from the first label: another lot, our pallet's SSCC, a bad check digit are refused.
    const before = await line();
    const otherLot = await scan(`https://id.gs1.org/01/${GTIN}/10/LOT8`);
    expect([otherLot.statusCode, otherLot.json().message]).toEqual([
      400,
      'Wrong lot: the label says lot LOT8, line 1 of PAL-1200 is for lot LOT7',
    ]);
    const label = await printedLabel();
    const pallet = await scan(`]C100${label.sscc}`, undefined, 'zh');
    expect([pallet.statusCode, pallet.json().message]).toEqual([
      400,
      `${label.sscc} 是托盘标签 (SSCC)，收货请扫描箱标签或 SKU 条码`,
    ]);
    const broken = await scan(`]C101${GTIN.slice(0, 13)}3`);
    expect([broken.statusCode, broken.json().field]).toEqual([400, 'code']);
    expect(broken.json().message).toContain('(01)');
    expect(await line()).toEqual(before);
  });

  it('count: a carton label names the SKU and its lot, a pallet of one SKU its SKU and lot; another pallet neither', async () => {
    await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.sku, lotNo: 'LOT7', qty: 6 }));
    const onShelf = await printedLabel();
    await db.transaction((tx) =>
      stockService.receive(tx, { location: fx.locA, sku: fx.sku, lotNo: 'P9', lpn: onShelf.no, qty: 3 }),
    );
    const task = ok<{ id: number }>(await post('/inventory/count/~add', { warehouse: fx.wh, locations: [fx.locA] }));
    for (const code of Object.values(LABELS)) {
      const named = ok<{ kind: string; code: string; label: { lot: string } }>(
        await get(`/inventory/count/~scan?id=${task.id}&code=${encodeURIComponent(code)}`),
      );
      expect([named.kind, named.code, named.label.lot], code).toEqual(['sku', 'PAL-1200', 'LOT7']);
    }
    const ofPallet = ok<{ kind: string; code: string; label: { lot: string } }>(
      await get(`/inventory/count/~scan?id=${task.id}&code=${encodeURIComponent(`]C100${onShelf.sscc}`)}`),
    );
    expect([ofPallet.kind, ofPallet.code, ofPallet.label.lot]).toEqual(['sku', 'PAL-1200', 'P9']);
    const label = await printedLabel();
    const pallet = await get(`/inventory/count/~scan?id=${task.id}&code=${encodeURIComponent(`(00)${label.sscc}`)}`);
    expect([pallet.statusCode, pallet.json().field]).toEqual([400, 'code']);
    expect(pallet.json().message).toContain('is a pallet label');

    const counted = await post('/inventory/count/~item/add', {
      id: task.id,
      items: [{ location: 'A-01', sku: LABELS.dataMatrix, qty: 6 }],
    });
    const item = ok<{ items: { skuLabel: string; lotNo: string; counted: number; barCode: string }[] }>(counted).items.find(
      (i) => i.skuLabel === 'PAL-1200' && i.lotNo === 'LOT7',
    );
    expect([item?.counted, item?.barCode]).toEqual([6, EAN]);
    const notPlace = await post('/inventory/count/~item/add', {
      id: task.id,
      items: [{ location: LABELS.carton, sku: 'PAL-1200', qty: 1 }],
    });
    expect([notPlace.statusCode, notPlace.json().field]).toEqual([400, 'items.0.location']);
  });

  it('pick and pack: the GTIN in any symbol is the SKU, a label of another lot is refused, AI 21 is the serial', async () => {
    const [row] = await putStock(db, fx.sku, [{ qty: 3, date: '2026-01-01T08:00:00Z', location: fx.locB, lotNo: 'LOT7' }]);
    const order = ok<{ id: number }>(
      await post('/outbound/ob/order/~add', {
        extRef: 'R',
        extDocNo: 'D',
        warehouse: fx.wh,
        postingDate: '2026-11-28',
        items: [{ sku: fx.sku, qty: 3, lotNo: 'LOT7' }],
      }),
    );
    ok(await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [order.id] }));
    const task = async (type: string) => {
      const made = ok<{ tasks: { id: number }[] }>(
        await post(`/outbound/ob/order/~multi/task/add?task=${type}`, { ids: [order.id] }),
      );
      return ok<{ id: number; items: { id: number; lotNo: string; locationLabel: string }[] }>(
        await get(`/outbound/ob/task/~item/get?id=${made.tasks[0]!.id}`),
      );
    };
    const pick = await task('picking');
    const item = pick.items.find((i) => i.lotNo === 'LOT7')!;
    expect(item.locationLabel).toBe('B-01');
    const scan = (body: object) => post('/outbound/ob/task/~item/scan', { id: item.id, location: 'B-01', ...body });
    const wrongLot = await scan({ code: `(01)${GTIN}(10)LOT9` });
    expect([wrongLot.statusCode, wrongLot.json().message]).toEqual([
      400,
      'Wrong lot: the label says lot LOT9, this PAL-1200 is lot LOT7',
    ]);
    const wrongSku = await scan({ code: '(01)04006381333931' });
    expect([wrongSku.statusCode, wrongSku.json().message]).toEqual([400, 'Scanned code 04006381333931 is not PAL-1200']);
    const stateBefore = await db.select().from(outboundTaskItem).where(eq(outboundTaskItem.id, item.id));
    expect(stateBefore[0]!.status).toBe(10);
    expect(await db.select({ qal: stock.qal }).from(stock).where(eq(stock.id, row!))).toEqual([{ qal: 3 }]);
    ok(await scan({ code: LABELS.digitalLink }));

    const pack = await task('packing');
    const packItem = pack.items[0]!;
    const box = ok<{ shipBoxLbl: string }>(await post('/outbound/ob/task/~label/add', { id: pack.id }));
    const packed = ok<{ items: { sn: string }[] }>(
      await post('/outbound/ob/task/~item/scan', {
        id: packItem.id,
        code: LABELS.dataMatrix,
        shipBoxLbl: box.shipBoxLbl,
        volume: 0.5,
        weight: 12,
      }),
    );
    expect(packed.items[0]!.sn).toBe('SN0003');
  });

  it('floor and pallet screens: our SSCC finds the pallet received under the label number, and back', async () => {
    const label = await printedLabel();
    await db.transaction((tx) =>
      stockService.receive(tx, { location: fx.locA, sku: fx.sku, lotNo: 'P1', lpn: label.no, qty: 4 }),
    );
    for (const code of [
      label.sscc,
      `00${label.sscc}`,
      `]C100${label.sscc}`,
      `(00)${label.sscc}`,
      `https://id.gs1.org/00/${label.sscc}`,
    ]) {
      const found = ok<{ kind: string; code: string; rows: unknown[] }>(
        await get(`/inventory/floor/~lookup?code=${encodeURIComponent(code)}`),
      );
      expect([found.kind, found.code, found.rows.length], code).toEqual(['lpn', label.no, 1]);
    }
    const moved = ok<{ qty: number }>(await post('/inventory/floor/~move', { lpn: `]C100${label.sscc}`, to: 'B-01' }));
    expect(moved.qty).toBe(4);
    const notPlace = await post('/inventory/floor/~move', { lpn: label.no, to: LABELS.carton });
    expect([notPlace.statusCode, notPlace.json().field]).toEqual([400, 'to']);

    // A pallet received under the SSCC text is found by the label's number.
    const other = await printedLabel();
    await db.transaction((tx) =>
      stockService.receive(tx, { location: fx.locA, sku: fx.sku, lotNo: 'P2', lpn: other.sscc, qty: 2 }),
    );
    const byNo = ok<{ kind: string; code: string }>(await get(`/inventory/floor/~lookup?code=${other.no}`));
    expect([byNo.kind, byNo.code]).toEqual(['lpn', other.sscc]);
    const mu = ok<{ lpn: string }>(await get(`/inventory/mu/get?id=${encodeURIComponent(other.sscc)}`));
    expect(mu.lpn).toBe(other.sscc);
  });

  it("a GS1 symbol with a fault is refused naming the AI, in the reader's language", async () => {
    const bad = await get(`/inventory/floor/~lookup?code=${encodeURIComponent(`]C101${GTIN}17261340`)}`, 'zh');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'code']);
    expect(bad.json().message).toContain('(17)');
  });
});
