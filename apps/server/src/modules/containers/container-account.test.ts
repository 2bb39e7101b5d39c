import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { consignee, consignor, ctrPosting, customer, productSku, stock } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { freshSku, putStock } from '../../test/outbound.ts';
import { requestFixture } from '../../test/request.ts';
import { assertNoDrift } from '../../test/stock.ts';

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof requestFixture>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await requestFixture(db);
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const A = '/inventory/account';
const post = (url: string, payload: object, lang = 'en', tok = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(tok, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const postingCount = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(ctrPosting))[0]!.n);

let seq = 0;
async function newCustomer() {
  seq++;
  const [c] = await db
    .insert(customer)
    .values({ code: `C-ACC${seq}`, name: `Plant ${seq}` })
    .returning();
  return c!.id;
}
const manual = (refId: number, body: object, lang = 'en', tok = token) =>
  post(
    `${A}/~post`,
    { partnerKind: 'customer', refId, packagingType: 'plasticBox', reason: 'count at the plant', ...body },
    lang,
    tok,
  );
const writeOff = (refId: number, body: object, lang = 'en', tok = token) =>
  post(`${A}/~writeOff`, { partnerKind: 'customer', refId, packagingType: 'plasticBox', reason: 'lost', ...body }, lang, tok);
async function partnerOf() {
  const r = await post(`${A}/balance/~page/get`, { page: 1, length: 50, open: false });
  const row = r.json().data.rows.find((x: { partnerCode: string }) => x.partnerCode === `C-ACC${seq}`);
  return row?.partner as number;
}

describe('container accounts', () => {
  it('posts by hand: correction, found, write-off; running balance, first-in-first-out ages, partner detail', async () => {
    const c = await newCustomer();
    const ok = async (r: Awaited<ReturnType<typeof manual>>) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { balance: number; partner: number };
    };
    expect((await ok(await manual(c, { kind: 'correction', qty: 10, postedOn: daysAgo(100) }))).balance).toBe(10);
    expect((await ok(await manual(c, { kind: 'found', qty: 5, postedOn: daysAgo(40) }))).balance).toBe(15);
    expect((await ok(await manual(c, { kind: 'correction', qty: -3 }))).balance).toBe(12);
    const written = await ok(await writeOff(c, { qty: 2 }));
    expect(written.balance).toBe(10);

    const partner = await partnerOf();
    expect(written.partner).toBe(partner);
    const detail = (await get(`${A}/partner/_detail/get?id=${partner}`)).json().data;
    expect(detail.partner).toMatchObject({ partnerKind: 'customer', refId: c, code: `C-ACC${seq}`, name: `Plant ${seq}` });
    // The 3 back and the 2 written off came from the oldest units (100 days out): 5 of them are left, and the 5 found.
    expect(detail.accounts).toEqual([
      expect.objectContaining({
        packagingType: 'plasticBox',
        balance: 10,
        age0: 0,
        age31: 5,
        age61: 0,
        age91: 5,
        oldestOn: daysAgo(100),
      }),
    ]);

    const page = (await post(`${A}/posting/~page/get`, { page: 1, length: 10, partner })).json();
    expect(page.data.rows.map((r: { kind: string; qty: number; balance: number }) => [r.kind, r.qty, r.balance])).toEqual([
      ['writeOff', -2, 10],
      ['correction', -3, 12],
      ['found', 5, 15],
      ['correction', 10, 10],
    ]);
    const balances = (await post(`${A}/balance/~page/get`, { page: 1, length: 10, partner, summary: true })).json();
    expect(balances.data.rows).toEqual([
      expect.objectContaining({ partnerKind: 'customer', packagingType: 'plasticBox', balance: 10, age91: 5 }),
    ]);
    const xlsx = await post(`${A}/posting/~export`, { partner });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("refuses what would take a balance below zero, naming partner, packaging and quantities in the user's language; nothing changes", async () => {
    const c = await newCustomer();
    await manual(c, { kind: 'correction', qty: 4 });
    const before = await postingCount();
    const en = await writeOff(c, { qty: 6 });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      `C-ACC${seq} Plant ${seq} holds only 4 Plastic box: Write-off of 6 would take it below zero; 4 at most, and if the partner really holds more, check the postings that made its balance`,
    );
    const zh = await manual(c, { kind: 'correction', qty: -5 }, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toContain(`C-ACC${seq} Plant ${seq} 只持有塑料箱 4 个`);
    expect(zh.json().message).toContain('最多 4 个');
    expect((await manual(c, { kind: 'found', qty: -1 })).statusCode).toBe(400);
    expect((await manual(c, { kind: 'correction', qty: 0 })).statusCode).toBe(400);
    expect((await manual(c, { kind: 'correction', qty: 1, reason: '  ' })).statusCode).toBe(400);
    expect((await manual(c, { kind: 'writeOff', qty: 1 })).statusCode).toBe(400);
    const nobody = await manual(999999, { kind: 'correction', qty: 1 });
    expect([nobody.statusCode, nobody.json().field]).toEqual([400, 'refId']);
    expect(await postingCount()).toBe(before);
  });

  it('a write-off takes its own permission; viewing takes view', async () => {
    const c = await newCustomer();
    const clerk = await t.userWith('acct-clerk', ['inventory/account/view', 'inventory/account/post']);
    expect((await manual(c, { kind: 'correction', qty: 3 }, 'en', clerk)).statusCode).toBe(200);
    expect((await writeOff(c, { qty: 1 }, 'en', clerk)).statusCode).toBe(403);
    const viewer = await t.userWith('acct-viewer', ['inventory/account/view']);
    expect((await manual(c, { kind: 'correction', qty: 3 }, 'en', viewer)).statusCode).toBe(403);
    expect((await post(`${A}/balance/~page/get`, { page: 1, length: 5 }, 'en', viewer)).statusCode).toBe(200);
    expect(
      (
        await post(
          `${A}/partner/~charges/update`,
          { partnerKind: 'customer', refId: c, freeDays: 1, charged: true, prices: [] },
          'en',
          clerk,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('the database keeps balances: no direct change of a balance, a posting or a lot; no posting below zero', async () => {
    const c = await newCustomer();
    const r = await manual(c, { kind: 'correction', qty: 2 });
    const [p] = await db.select().from(ctrPosting).where(eq(ctrPosting.id, r.json().data.id));
    const refused = async (q: ReturnType<typeof sql>) => {
      await expect(db.execute(q)).rejects.toThrow();
    };
    await refused(sql`update ctr_account set balance = 99 where id = ${p!.account}`);
    await refused(sql`update ctr_posting set qty = 3 where id = ${p!.id}`);
    await refused(sql`delete from ctr_posting where id = ${p!.id}`);
    await refused(sql`update ctr_lot set open = 0 where account_id = ${p!.account}`);
    await refused(
      sql`insert into ctr_posting (account_id, partner_id, packaging_type, kind, qty) values (${p!.account}, ${p!.partner}, 'plasticBox', 'correction', -3)`,
    );
    await refused(
      sql`insert into ctr_posting (account_id, partner_id, packaging_type, kind, qty) values (${p!.account}, ${p!.partner}, 'plasticBox', 'delivery', -1)`,
    );
  });

  it('charges: free days, charged, prices per packaging type in minor units; a type given twice is refused', async () => {
    const c = await newCustomer();
    const body = {
      partnerKind: 'customer',
      refId: c,
      freeDays: 14,
      charged: true,
      prices: [{ packagingType: 'pallet', dailyRent: 150, lossPrice: 18_000 }],
    };
    const r = await post(`${A}/partner/~charges/update`, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ partner: { freeDays: 14, charged: true }, prices: body.prices, accounts: [] });
    const twice = await post(`${A}/partner/~charges/update`, { ...body, prices: [...body.prices, body.prices[0]] });
    expect([twice.statusCode, twice.json().field]).toEqual([400, 'prices.1.packagingType']);
    expect(
      (await post(`${A}/partner/~charges/update`, { ...body, prices: [{ ...body.prices[0], dailyRent: 1.5 }] })).statusCode,
    ).toBe(400);
  });
});

describe('postings made by the workflows', () => {
  const R = { tr: '/inbound/tr/order', mr: '/outbound/mr/order' } as const;
  async function request(kind: 'tr' | 'mr', qty: number, to: 'invUpdate' | 'delivery') {
    const add = await post(`${R[kind]}/~add`, {
      customer: fx.customer,
      warehouse: fx.wh,
      orderDate: '2026-11-22',
      items: [{ packaging: fx.pal, qty }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const o = add.json().data as { id: number; no: string };
    for (const a of ['~ack', '~transfer', '~transfer', '~transfer'])
      expect((await post(`${R[kind]}/${a}`, { id: o.id })).statusCode).toBe(200);
    const last = to === 'invUpdate' ? ['~inv/update'] : ['~inv/update', '~delivery'];
    let r = { statusCode: 200, body: '' } as Awaited<ReturnType<typeof post>>;
    for (const a of last) r = await post(`${R[kind]}/${a}`, { id: o.id });
    return { o, r };
  }
  const pallets = async () =>
    (
      await post(`${A}/posting/~page/get`, {
        page: 1,
        length: 5,
        packagingType: 'pallet',
        filter: [{ field: 'partnerCode', operator: 'eq', value: 'C-PLANT' }],
      })
    ).json().data.rows as { kind: string; qty: number; balance: number; orderNo: string }[];

  it('a material request delivery posts out to the customer, a transit order posts back; beyond the balance the transit order is refused and nothing moves', async () => {
    await putStock(db, fx.sku, [{ qty: 20, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'ACC' }]);
    const mr = await request('mr', 6, 'delivery');
    expect(mr.r.statusCode, mr.r.body).toBe(200);
    expect((await pallets())[0]).toMatchObject({ kind: 'delivery', qty: 6, balance: 1006, orderNo: mr.o.no });
    const tr = await request('tr', 4, 'invUpdate');
    expect(tr.r.statusCode, tr.r.body).toBe(200);
    expect((await pallets())[0]).toMatchObject({ kind: 'transitReceipt', qty: -4, balance: 1002, orderNo: tr.o.no });

    const onHand = async () =>
      Number((await db.select({ n: sql<number>`sum(qoh)` }).from(stock).where(eq(stock.sku, fx.sku)))[0]!.n);
    const [before, postings] = [await onHand(), await postingCount()];
    const over = await request('tr', 1003, 'invUpdate');
    expect(over.r.statusCode).toBe(409);
    expect(over.r.json().message).toBe(
      'C-PLANT Plant One holds 1002 Pallet; Transit return of 1003 would leave -1: a balance cannot go below zero, post a correction (+1) first',
    );
    expect([await onHand(), await postingCount()]).toEqual([before, postings]);
    const status = (await get(`${R.tr}/~item/get?id=${over.o.id}`)).json().data.status;
    expect(status).toBe(700);
  });

  it("an outbound shipment posts returnable packaging (SKUs with a pack type) to the line's or order's consignee", async () => {
    const [plant] = await db.insert(consignee).values({ code: 'CE-ACC', name: 'Assembly plant' }).returning();
    const sku = await freshSku(db, 'ACC-BOX', fx.wh, fx.unit);
    await db.update(productSku).set({ packType: 'plasticBox' }).where(eq(productSku.id, sku));
    const goods = await freshSku(db, 'ACC-GOODS', fx.wh, fx.unit);
    for (const s of [sku, goods])
      await putStock(db, s, [{ qty: 9, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'L' }]);
    const O = '/outbound/ob/order';
    const add = await post(`${O}/~add`, {
      no: 'OB-ACC-1',
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      consignee: plant!.id,
      postingDate: '2026-11-22',
      items: [
        { sku, qty: 7 },
        { sku: goods, qty: 2 },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data.id as number;
    expect((await post(`${O}/~allocate?strategy=fifo&shortage=error`, { ids: [id] })).statusCode).toBe(200);
    expect((await post(`${O}/~stock`, { ids: [id] })).statusCode).toBe(200);
    const shipped = await post(`${O}/~ship`, { ids: [id] });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const rows = (
      await post(`${A}/posting/~page/get`, {
        page: 1,
        length: 5,
        filter: [{ field: 'orderNo', operator: 'eq', value: 'OB-ACC-1' }],
      })
    ).json().data.rows;
    expect(rows).toEqual([
      expect.objectContaining({
        partnerKind: 'consignee',
        partnerCode: 'CE-ACC',
        packagingType: 'plasticBox',
        kind: 'shipment',
        qty: 7,
        balance: 7,
      }),
    ]);
  });

  it("an inbound put-away posts empties back off a consignor's account only when it holds that packaging of ours", async () => {
    const [sender] = await db.insert(consignor).values({ code: 'CR-ACC', name: 'Returns sender' }).returning();
    await db.update(productSku).set({ packType: 'pallet' }).where(eq(productSku.id, fx.sku));
    const I = '/inbound/ib/order';
    let n = 0;
    async function receive(qty: number) {
      n++;
      const add = await post(`${I}/~add`, {
        no: `IB-ACC-${n}`,
        extRef: 'R',
        extDocNo: 'D',
        warehouse: fx.wh,
        consignor: sender!.id,
        postingDate: '2026-11-22',
        items: [{ sku: fx.sku, shipQty: qty }],
      });
      expect(add.statusCode, add.body).toBe(200);
      const o = add.json().data as { id: number; items: { id: number }[] };
      expect((await post(`${I}/~approve`, { id: o.id })).statusCode).toBe(200);
      return post(`${I}/~store`, {
        id: o.id,
        items: [{ id: o.items[0]!.id, stockQty: qty, location: fx.locA, lotNo: 'E', shipBoxLbl: `EB-${n}` }],
      });
    }
    const before = await postingCount();
    expect((await receive(3)).statusCode).toBe(200);
    expect(await postingCount()).toBe(before);
    expect(
      (
        await post(`${A}/~post`, {
          partnerKind: 'consignor',
          refId: sender!.id,
          packagingType: 'pallet',
          kind: 'correction',
          qty: 5,
          reason: 'lent',
        })
      ).statusCode,
    ).toBe(200);
    expect((await receive(4)).statusCode).toBe(200);
    const over = await receive(2);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('CR-ACC Returns sender holds 1 Pallet');
    await db.update(productSku).set({ packType: null }).where(eq(productSku.id, fx.sku));
  });
});
