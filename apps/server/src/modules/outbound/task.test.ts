import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { outboundAllocation, outboundTask, outboundTaskItem, stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku, putStock, qalOf } from '../../test/outbound.ts';
import { pdfImageCount, pdfReaders, pdfSymbols, pdfText } from '../../test/pdf.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';

const TOOLS = pdfReaders('task.test');
let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
});
afterAll(() => t.close());
afterEach(async () => {
  await assertNoDrift(db);
  expect(await allocationDrift(db)).toEqual([]);
});

const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
const O = '/outbound/ob/order';
const T = '/outbound/ob/task';

type Item = {
  id: number;
  qty: number;
  actQty: number | null;
  status: number;
  locationLabel: string | null;
  skuLabel: string | null;
  shortReason: string | null;
};
type Task = { id: number; no: string; type: string; status: number; progress: number; items: Item[] };

let seq = 0;
/** A SKU of its own with rows A-01: 10 (Jan) and B-01: 5 (Feb), and an order of `qty` of it allocated fifo. */
async function allocated(qty: number) {
  seq++;
  const code = `TSK-${seq}`;
  const sku = await freshSku(db, code, fx.wh, fx.unit);
  const rows = await putStock(db, sku, [
    { qty: 10, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'LA' },
    { qty: 5, date: '2026-02-01T08:00:00Z', location: fx.locB, lotNo: 'LB' },
  ]);
  const add = await post(`${O}/~add`, {
    no: `OBT-${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    items: [{ sku, qty }],
  });
  expect(add.statusCode, add.body).toBe(200);
  const order = add.json().data as { id: number; no: string; items: { id: number }[] };
  const res = await post(`${O}/~allocate?strategy=fifo&shortage=error`, { ids: [order.id] });
  expect(res.statusCode, res.body).toBe(200);
  return { sku, code, rows, order };
}
const orderOf = async (id: number) => (await get(`${O}/~item/get?id=${id}`)).json().data;
const taskOf = async (id: number): Promise<Task> => (await get(`${T}/~item/get?id=${id}`)).json().data;
async function makeTask(orderId: number, type: string): Promise<Task> {
  const res = await post(`${O}/~multi/task/add?task=${type}`, { ids: [orderId] });
  expect(res.statusCode, res.body).toBe(200);
  return taskOf(res.json().data.tasks[0].id);
}
const qohOf = async (ids: number[]) => {
  const rows = await db.select({ id: stock.id, qoh: stock.qoh }).from(stock);
  return ids.map((id) => rows.find((r) => r.id === id)!.qoh);
};

describe('outbound tasks and stock out', () => {
  it('runs allocate → pick (scanned) → pack → seal → stock out, with prints', async () => {
    const { code, rows, order } = await allocated(12);
    const pick = await makeTask(order.id, 'picking');
    expect(pick.no).toMatch(/^PK\d{12}$/);
    // One item per allocation, in location order: A-01 takes 10 (oldest), B-01 the other 2.
    expect(pick.items.map((i) => [i.locationLabel, i.qty])).toEqual([
      ['A-01', 10],
      ['B-01', 2],
    ]);
    expect((await orderOf(order.id)).status).toBe(80);

    // A wrong location or code is refused and changes nothing.
    const [a, b] = pick.items;
    const wrongLoc = await post(`${T}/~item/scan`, { id: a!.id, location: 'B-01', code });
    expect([wrongLoc.statusCode, wrongLoc.json().field]).toEqual([400, 'location']);
    const wrongCode = await post(`${T}/~item/scan`, { id: a!.id, location: 'a-01', code: 'NOPE' });
    expect([wrongCode.statusCode, wrongCode.json().field]).toEqual([400, 'code']);
    expect((await taskOf(pick.id)).items.every((i) => i.status === 10)).toBe(true);

    const s1 = await post(`${T}/~item/scan`, { id: a!.id, location: 'a-01', code: code.toLowerCase() }, 'zh');
    expect(s1.statusCode, s1.body).toBe(200);
    expect(s1.json().data).toMatchObject({ status: 20, progress: 50 });
    const again = await post(`${T}/~item/scan`, { id: a!.id, location: 'A-01', code });
    expect(again.statusCode).toBe(409);
    // A reason given with the full quantity is no short pick: nothing is kept.
    const s2 = await post(`${T}/~item/scan`, { id: b!.id, location: 'B-01', code, actQty: 2, shortReason: 'short' });
    expect(s2.json().data).toMatchObject({ status: 100, progress: 100, actQty: 12 });
    expect(s2.json().data.items.map((i: Item) => i.shortReason)).toEqual([null, null]);
    expect((await orderOf(order.id)).status).toBe(90);

    const sheet = await get(`${T}/~pick/print?id=${pick.id}`);
    expect(sheet.headers['content-disposition']).toContain(`Pick sheet-${order.no}.pdf`);
    const sheetZh = await get(`${T}/~pick/print?id=${pick.id}`, 'zh');
    expect(sheetZh.headers['content-disposition']).toContain(encodeURIComponent(`拣货单-${order.no}.pdf`));
    if (TOOLS) {
      expect(sheet.headers['content-type']).toBe('application/pdf');
      const text = pdfText(sheet.rawPayload);
      expect(text.indexOf('A-01')).toBeLessThan(text.indexOf('B-01'));
      expect(pdfSymbols(sheet.rawPayload, 1)).toContain(`CODE-128:${pick.no}`);
    }

    // Pack: spec §5 fields required; the item left out of the body needs them too.
    const pack = await makeTask(order.id, 'packing');
    const bare = await post(`${T}/~finish`, { id: pack.id });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('sn');
    const facts = { sn: 'SN-1', volume: 0.5, weight: 12.5, shipBoxLbl: 'BOX-1' };
    const packed = await post(`${T}/~finish`, {
      id: pack.id,
      items: pack.items.map((i, n) => ({ id: i.id, ...facts, shipBoxLbl: `BOX-${n + 1}` })),
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect((await orderOf(order.id)).status).toBe(100);

    const seal = await makeTask(order.id, 'sealing');
    expect(seal.items.map((i) => i.qty).sort()).toEqual([10, 2].sort());
    const noWeight = await post(`${T}/~finish`, { id: seal.id, items: [{ id: seal.items[0]!.id, volume: 1 }] });
    expect([noWeight.statusCode, noWeight.json().field]).toEqual([400, 'weight']);
    const sealed = await post(`${T}/~finish`, {
      id: seal.id,
      items: seal.items.map((i) => ({ id: i.id, volume: 1.2, weight: 30 })),
    });
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect((await orderOf(order.id)).status).toBe(110);

    const list = (await post(`${T}/~page/get`, { filter: [{ field: 'orderNo', operator: 'eq', value: order.no }] })).json();
    expect(list.count).toBe(3);
    expect(list.data.rows.map((r: Task) => [r.type, r.status, r.progress])).toEqual([
      ['sealing', 100, 100],
      ['packing', 100, 100],
      ['picking', 100, 100],
    ]);

    const out = await post(`${O}/~stock`, { ids: [order.id] });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.orders[0]).toMatchObject({ status: 120, issued: 12 });
    expect(await qohOf(rows)).toEqual([0, 3]);
    expect(await qalOf(db, rows)).toEqual([0, 0]);
    const ledger = await db
      .select({ qty: stockLedger.qty })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderNo, order.no), eq(stockLedger.type, 'outbound')));
    expect(ledger.map((l) => l.qty).sort()).toEqual([-10, -2]);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 120, allocQty: 0 });
    expect(after.items[0]).toMatchObject({ issuedQty: 12, allocQty: 0 });
    // Twice is refused: nothing is held any more and the status has moved on.
    expect((await post(`${O}/~stock`, { ids: [order.id] })).statusCode).toBe(409);

    const packing = await get(`${O}/~packing/print?id=${order.id}`);
    expect(packing.headers['content-disposition']).toContain(`Packing list-${order.no}.pdf`);
    const packingZh = await get(`${O}/~packing/print?id=${order.id}`, 'zh');
    expect(packingZh.headers['content-disposition']).toContain(encodeURIComponent(`装箱单-${order.no}.pdf`));
    if (TOOLS) {
      const text = pdfText(packing.rawPayload);
      expect(text).toContain('BOX-1');
      expect(text).toContain('SN-1');
      expect(pdfSymbols(packing.rawPayload, 1)).toContain(`CODE-128:${order.no}`);
    }
  });

  it('a short pick releases the unpicked quantity; stock out issues what was picked', async () => {
    const { code, rows, order } = await allocated(12);
    const pick = await makeTask(order.id, 'picking');
    const [a] = pick.items;
    const over = await post(`${T}/~item/scan`, { id: a!.id, location: 'A-01', code, actQty: 11 });
    expect([over.statusCode, over.json().field]).toEqual([400, 'actQty']);
    const badReason = await post(`${T}/~item/scan`, { id: a!.id, location: 'A-01', code, actQty: 7, shortReason: 'lost' });
    expect([badReason.statusCode, badReason.json().field]).toEqual([400, 'shortReason']);
    const short = await post(`${T}/~item/scan`, { id: a!.id, location: 'A-01', code, actQty: 7, shortReason: 'damaged' });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().data.items[0]).toMatchObject({ id: a!.id, actQty: 7, shortReason: 'damaged' });
    expect(await qalOf(db, rows)).toEqual([7, 2]);
    expect((await orderOf(order.id)).allocQty).toBe(9);
    const done = await post(`${T}/~finish`, { id: pick.id });
    expect(done.statusCode, done.body).toBe(200);
    // The reason stays with the short item; an item picked in full has none.
    expect(done.json().data.items.map((i: Item) => [i.actQty, i.shortReason])).toEqual([
      [7, 'damaged'],
      [2, null],
    ]);
    // Open tasks refuse stock out; the order is picked, so it may ship without pack and seal.
    expect((await orderOf(order.id)).status).toBe(90);
    const out = await post(`${O}/~stock`, { ids: [order.id] });
    expect(out.json().data.orders[0]).toMatchObject({ status: 120, issued: 9 });
    expect(await qohOf(rows)).toEqual([3, 3]);
  });

  it('deallocation is refused while tasks exist; with force the tasks are cancelled in the same call', async () => {
    const { code, rows, order } = await allocated(6);
    const pick = await makeTask(order.id, 'picking');
    const refused = await post(`${O}/~deallocate`, { ids: [order.id] }, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(pick.no);
    expect(await qalOf(db, rows)).toEqual([6, 0]);
    // Allocating again (a top-up) would hold stock no pick item covers: refused too.
    expect((await post(`${O}/~allocate?strategy=fifo&shortage=always`, { ids: [order.id] })).statusCode).toBe(409);
    // Open tasks stop stock out.
    const blocked = await post(`${O}/~stock`, { ids: [order.id] });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(pick.no);

    const forced = await post(`${O}/~deallocate`, { ids: [order.id], force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    // The reply names the tasks the force cancelled (issue 26 §4: the screen reports them).
    expect(forced.json().data.orders).toEqual([
      { id: order.id, no: order.no, status: 10, released: 6, cancelledTasks: [pick.no] },
    ]);
    expect(await qalOf(db, rows)).toEqual([0, 0]);
    expect((await orderOf(order.id)).status).toBe(10);
    const [task] = await db.select().from(outboundTask).where(eq(outboundTask.id, pick.id));
    expect(task!.status).toBe(0);
    expect(await db.select().from(outboundAllocation).where(eq(outboundAllocation.order, order.id))).toEqual([]);
    // A cancelled task takes no more scans.
    const scan = await post(`${T}/~item/scan`, { id: pick.items[0]!.id, location: 'A-01', code });
    expect(scan.statusCode).toBe(409);
    // Allocated again, new tasks can be made.
    expect((await post(`${O}/~allocate?strategy=fifo&shortage=error`, { ids: [order.id] })).statusCode).toBe(200);
    await makeTask(order.id, 'picking');
    await post(`${O}/~deallocate`, { ids: [order.id], force: true });
  });

  it('refuses bad input and wrong states with nothing changed', async () => {
    const { rows, order } = await allocated(3);
    expect((await post(`${O}/~multi/task/add?task=boxing`, { ids: [order.id] })).statusCode).toBe(400);
    expect((await post(`${O}/~multi/task/add?task=packing`, { ids: [order.id] })).statusCode).toBe(409);
    expect((await post(`${O}/~multi/task/add?task=picking`, { ids: [999999] })).statusCode).toBe(404);
    const pick = await makeTask(order.id, 'picking');
    const twice = await post(`${O}/~multi/task/add?task=picking`, { ids: [order.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(pick.no);
    const alien = await post(`${T}/~finish`, { id: pick.id, items: [{ id: 999999 }] });
    expect([alien.statusCode, alien.json().field]).toEqual([400, 'items']);
    // Issue 26 item 15: the same item twice is refused whole, in the caller's language.
    const itemId = pick.items[0]!.id;
    const twiceItem = {
      id: pick.id,
      items: [
        { id: itemId, actQty: 1 },
        { id: itemId, actQty: 2 },
      ],
    };
    const dup = await post(`${T}/~finish`, twiceItem);
    expect(dup.statusCode, dup.body).toBe(400);
    expect(dup.json().message).toContain(`ID ${itemId} is listed more than once`);
    expect((await post(`${T}/~finish`, twiceItem, 'zh')).json().message).toContain(`ID ${itemId} 出现了不止一次`);
    const negative = await post(`${T}/~finish`, { id: pick.id, items: [{ id: pick.items[0]!.id, actQty: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect((await taskOf(pick.id)).status).toBe(10);
    // A task not started can be deleted; a started one cannot.
    expect((await post(`${T}/~delete`, { ids: [pick.id] })).statusCode).toBe(200);
    const again = await makeTask(order.id, 'picking');
    await post(`${T}/~finish`, { id: again.id });
    expect((await post(`${T}/~delete`, { ids: [again.id] })).statusCode).toBe(409);

    // A new order cannot be stocked out.
    const fresh = await post(`${O}/~add`, {
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items: [{ sku: fx.sku, qty: 1 }],
    });
    const refused = await post(`${O}/~stock`, { ids: [fresh.json().data.id] });
    expect(refused.statusCode).toBe(409);
    expect(await qohOf(rows)).toEqual([10, 5]);

    // Delivery numbers: set on a line of the order, cleared; a line of another order is refused.
    const line = (await orderOf(order.id)).items[0].id;
    expect((await post(`${O}/~dn/update`, { id: order.id, items: [{ id: line, dn: 'DN-9' }] })).statusCode).toBe(200);
    expect((await orderOf(order.id)).items[0].dn).toBe('DN-9');
    const other = await post(`${O}/~dn/update`, { id: order.id, items: [{ id: fresh.json().data.items[0].id, dn: 'X' }] });
    expect(other.statusCode).toBe(400);
    expect((await post(`${O}/~dn/delete`, { id: order.id, lines: [line] })).statusCode).toBe(200);
    expect((await orderOf(order.id)).items[0].dn).toBeNull();
    await post(`${O}/~deallocate`, { ids: [order.id], force: true });
  });

  it('refuses a seal task before packing, and every scan refusal is a finished sentence (issue 26 §3)', async () => {
    const { code, order } = await allocated(3);
    const pick = await makeTask(order.id, 'picking');
    // A pick scan without its location asks for the location instead of "… is not A-01".
    const noLoc = await post(`${T}/~item/scan`, { id: pick.items[0]!.id, code }, 'zh');
    expect([noLoc.statusCode, noLoc.json().field, noLoc.json().message]).toEqual([400, 'location', '请先扫描库位 A-01']);
    expect((await post(`${T}/~item/scan`, { id: pick.items[0]!.id, code }, 'en')).json().message).toBe(
      'Scan location A-01 first',
    );
    await post(`${T}/~finish`, { id: pick.id });
    expect((await orderOf(order.id)).status).toBe(90);

    // Picked, not packed: no seal task (it would have no box labels to scan).
    for (const [lang, text] of [
      ['zh', `出库单 ${order.no} 尚未装箱完成，不能生成封箱任务：封箱按装箱时的箱标签逐箱扫描，请先完成装箱任务`],
      [
        'en',
        `Outbound order ${order.no} is not packed yet: seal tasks are made per packed ship box, so finish its pack task first`,
      ],
    ] as const) {
      const refused = await post(`${O}/~multi/task/add?task=sealing`, { ids: [order.id] }, lang);
      expect([refused.statusCode, refused.json().message]).toEqual([409, text]);
    }
    expect((await post(`${T}/~page/get`, { filter: [{ field: 'orderNo', operator: 'eq', value: order.no }] })).json().count).toBe(
      1,
    );

    const pack = await makeTask(order.id, 'packing');
    await post(`${T}/~finish`, {
      id: pack.id,
      items: pack.items.map((i) => ({ id: i.id, sn: 'SN', volume: 1, weight: 1, shipBoxLbl: 'SB-26-1' })),
    });
    const seal = await makeTask(order.id, 'sealing');
    const item = seal.items[0]!.id;
    // A seal item without a box (made before this refusal existed) says how to finish it, not "… is not".
    await db.update(outboundTaskItem).set({ shipBoxLbl: null }).where(eq(outboundTaskItem.id, item));
    const bare = await post(`${T}/~item/scan`, { id: item, code: 'SB-26-1' }, 'zh');
    expect([bare.statusCode, bare.json().message]).toEqual([
      400,
      `扫描的条码 SB-26-1 无法核对：任务 ${seal.no} 的该明细没有 SKU 或箱标签，请填写后点“完成任务”`,
    ]);
    await db.update(outboundTaskItem).set({ shipBoxLbl: 'SB-26-1' }).where(eq(outboundTaskItem.id, item));
    // A seal item is its box: a wrong code names the box label; the label itself seals it.
    const wrong = await post(`${T}/~item/scan`, { id: item, code, volume: 1, weight: 2 }, 'zh');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, `扫描的条码 ${code} 不是 SB-26-1`]);
    const ok = await post(`${T}/~item/scan`, { id: item, code: 'sb-26-1', volume: 1, weight: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await orderOf(order.id)).status).toBe(110);
    await post(`${O}/~deallocate`, { ids: [order.id], force: true });
  });

  it('ships an allocated order straight away and prints the order, with the print logo on logo=1 only', async () => {
    const { rows, order } = await allocated(4);
    const out = await post(`${O}/~stock`, { ids: [order.id] });
    expect(out.json().data.orders[0]).toMatchObject({ status: 120, issued: 4 });
    expect(await qohOf(rows)).toEqual([6, 5]);
    const res = await get(`${O}/print?id=${order.id}&logo=1`, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`出库单-${order.no}.pdf`)}`);
    const plain = await get(`${O}/print?id=${order.id}`);
    expect(plain.headers['content-disposition']).toContain(`Outbound order-${order.no}.pdf`);
    if (TOOLS) {
      // The logo is the one raster image (barcodes are vectors).
      expect(pdfImageCount(res.rawPayload)).toBe(1);
      expect(pdfImageCount(plain.rawPayload)).toBe(0);
      expect(pdfImageCount((await get(`${O}/print?id=${order.id}&logo=0`)).rawPayload)).toBe(0);
      expect(pdfText(res.rawPayload)).toContain(order.no);
      // The lines' dn column is the delivery number the order's dialog edits (issue 26 item 10).
      expect(pdfText(res.rawPayload)).toContain('送货单号');
      expect(pdfText(plain.rawPayload)).toContain('Delivery no.');
      expect(pdfSymbols(res.rawPayload, 1)).toContain(`CODE-128:${order.no}`);
    }
  });
});
