import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, webhookDelivery, webhookSubscription } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { stockFixture } from '../../test/stock.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { emitEvent } from './events.ts';

let t: TestApp;
let token: string;
let rx: Awaited<ReturnType<typeof startReceiver>>;
/** What the receiver answers next, by request number; 200 unless a test says otherwise. */
let answer: (n: number, body: string) => number = () => 200;

beforeAll(async () => {
  t = await createTestApp({ webhookAllow: ['127.0.0.1'] });
  token = await t.login();
  rx = await startReceiver({ answer: (n, _id, body) => answer(n, body) });
});
afterAll(async () => {
  await rx.close();
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/system/webhook${url}`, payload, headers: auth(token) });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/system/webhook${url}`, headers: auth(token) });

let seq = 0;
async function subscribe(events: string[], url = rx.url) {
  const res = await post('/~add', { name: `erp-${++seq}`, url, events });
  expect(res.statusCode, res.body).toBe(200);
  const { id, secret } = res.json().data as { id: number; secret: string };
  rx.secrets.push(secret);
  return { id, secret };
}
/** Runs delivery passes until nothing is due (a test's stand-in for the worker's loop). */
async function drain() {
  while ((await t.app.webhooks.step()) > 0);
}
const deliveries = (subscriptionId: number) =>
  t.database.db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.subscriptionId, subscriptionId))
    .orderBy(webhookDelivery.id);
const emit = (type: 'stock.adjusted', resource: string, data: Record<string, unknown>) =>
  t.database.db.transaction((tx) => emitEvent(tx, type, resource, data));

describe(`webhooks (${DB_KIND})`, () => {
  it('refuses addresses that are not http(s), carry credentials, or are private and not allowed', async () => {
    for (const [url, message] of [
      ['ftp://example.com/x', 'The address "ftp://example.com/x" is not valid: it must start with http:// or https://'],
      [
        'http://u:p@example.com/x',
        'The address "http://u:p@example.com/x" may not contain a user name or password: receivers verify the signature instead',
      ],
      [
        'http://10.1.2.3/hook',
        'The address "http://10.1.2.3/hook" is on this machine or a private network, where webhooks are not sent; list it in the WEBHOOK_ALLOW setting if it must be',
      ],
      [
        'http://[::1]:9/hook',
        'The address "http://[::1]:9/hook" is on this machine or a private network, where webhooks are not sent; list it in the WEBHOOK_ALLOW setting if it must be',
      ],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/system/webhook/~add',
        payload: { name: 'bad', url, events: ['stock.adjusted'] },
        headers: { ...auth(token), 'accept-language': 'en' },
      });
      expect([res.statusCode, res.json().message], url).toEqual([400, message]);
    }
    expect((await get('/_all')).json().data).toEqual([]);
  });

  it('delivers an event signed as Standard Webhooks says, once, with its id, type and data', async () => {
    const s = await subscribe(['stock.adjusted']);
    await emit('stock.adjusted', 'stock:1', { stock: 1, qty: 5 });
    await drain();
    const got = rx.received.filter((r) => r.data.stock === 1);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'stock.adjusted', verified: true, data: { stock: 1, qty: 5 } });
    expect(got[0]!.id).toMatch(/^msg_[0-9a-f]{32}$/);
    const [d] = await deliveries(s.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, msgId: got[0]!.id });
    const res = await get(`/delivery/attempts?id=${d!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const attempts = res.json().data;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 200, error: null });
    await post('/~update', { id: s.id, enabled: false });
  });

  it('keeps one resource in order: a later event waits while an earlier one is retried', async () => {
    const s = await subscribe(['stock.adjusted']);
    let failed = false;
    answer = (_n, body) => {
      if (failed || !body.includes('"seq":1')) return 200;
      failed = true;
      return 500;
    };
    await emit('stock.adjusted', 'stock:2', { seq: 1 });
    await emit('stock.adjusted', 'stock:2', { seq: 2 });
    await emit('stock.adjusted', 'stock:3', { seq: 3 });
    await drain();
    let rows = await deliveries(s.id);
    expect(rows.map((r) => [r.resource, r.status, r.attempts, r.lastStatus])).toEqual([
      ['stock:2', 'pending', 1, 500],
      ['stock:2', 'pending', 0, null],
      ['stock:3', 'delivered', 1, 200],
    ]);
    // The first retry is due after 5 s; the console's resend makes it due now.
    expect(rows[0]!.nextAt.getTime() - Date.now()).toBeGreaterThan(3000);
    const resend = await post('/delivery/~resend', { ids: [rows[0]!.id] });
    expect(resend.statusCode).toBe(200);
    await drain();
    rows = await deliveries(s.id);
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const seqs = rx.received.filter((r) => r.data.seq !== undefined).map((r) => r.data.seq);
    expect(seqs.indexOf(1)).toBeLessThan(seqs.indexOf(2));
    expect((await get(`/delivery/attempts?id=${rows[0]!.id}`)).json().data.map((a: { status: number }) => a.status)).toEqual([
      500, 200,
    ]);
    answer = () => 200;
    await post('/~update', { id: s.id, enabled: false });
  });

  it('disables a subscription whose receiver answers 410, and resumes where it stopped when enabled again', async () => {
    const s = await subscribe(['stock.adjusted']);
    answer = () => 410;
    await emit('stock.adjusted', 'stock:4', { gone: true });
    await drain();
    let [row] = await t.database.db.select().from(webhookSubscription).where(eq(webhookSubscription.id, s.id));
    expect([row!.enabled, row!.disabledReason]).toEqual([false, 'gone']);
    expect((await deliveries(s.id))[0]).toMatchObject({ status: 'pending', lastStatus: 410 });
    answer = () => 200;
    await post('/~update', { id: s.id, enabled: true });
    await post('/delivery/~resend', { ids: [(await deliveries(s.id))[0]!.id] });
    await drain();
    [row] = await t.database.db.select().from(webhookSubscription).where(eq(webhookSubscription.id, s.id));
    expect([row!.enabled, row!.disabledReason]).toEqual([true, null]);
    expect((await deliveries(s.id))[0]).toMatchObject({ status: 'delivered' });
    await post('/~update', { id: s.id, enabled: false });
  });

  it('rotates the secret: for a day each message is signed by the new and the old one', async () => {
    const s = await subscribe(['stock.scrapped']);
    const rotated = await post('/~rotate', { id: s.id });
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(s.secret);
    // A receiver that knows only the new secret verifies, and one that knows only the old one too.
    rx.secrets.splice(0, rx.secrets.length, fresh);
    await post('/~test', { id: s.id });
    await drain();
    expect(rx.received.at(-1)).toMatchObject({ type: 'webhook.test', verified: true });
    rx.secrets.splice(0, rx.secrets.length, s.secret);
    await post('/~test', { id: s.id });
    await drain();
    expect(rx.received.at(-1)).toMatchObject({ type: 'webhook.test', verified: true });
    const list = (await get('/_all')).json().data as { id: number; previousUntil: string | null; pending: number }[];
    const mine = list.find((x) => x.id === s.id)!;
    expect(mine.previousUntil).not.toBeNull();
    expect(mine.pending).toBe(0);
    expect(JSON.stringify(list)).not.toContain(s.secret.slice(6));
    await post('/~update', { id: s.id, enabled: false });
  });

  it('hears the workflows: receipt, put-away, shipment, adjust and scrap, each once, in order per order', async () => {
    const fx = await stockFixture(t.database.db);
    const s = await subscribe(['inbound.received', 'inbound.stored', 'outbound.shipped', 'stock.adjusted', 'stock.scrapped']);
    const since = rx.received.length;
    const ok = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data;
    };
    const ib = await ok('/inbound/ib/order/~add', {
      no: 'IB-WH1',
      extRef: 'ERP-IB-1',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-29',
      items: [{ sku: fx.sku, shipQty: 5 }],
    });
    await ok('/inbound/ib/order/~approve', { id: ib.id });
    await ok('/inbound/ib/order/~scan', { id: ib.id, code: 'PAL-1200', qty: 5 });
    await ok('/inbound/ib/order/~store', {
      id: ib.id,
      items: [{ id: ib.items[0].id, stockQty: 5, location: fx.locA, lotNo: 'L1', shipBoxLbl: 'B1' }],
    });
    const ob = await ok('/outbound/ob/order/~add', {
      no: 'OB-WH1',
      extRef: 'ERP-OB-1',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-29',
      items: [{ sku: fx.sku, qty: 3 }],
    });
    await ok('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [ob.id] });
    await ok('/outbound/ob/order/~stock', { ids: [ob.id] });
    await ok('/outbound/ob/order/~ship', { ids: [ob.id] });
    const row = await ok('/inventory/stock/~adjust', {
      warehouse: fx.wh,
      location: fx.locB,
      sku: fx.sku,
      lotNo: 'L2',
      qty: 4,
      comment: 'found',
    });
    await ok('/inventory/stock/~scrap', { id: row.id, qty: 1, comment: 'broken' });
    await drain();
    const got = rx.received.slice(since);
    expect(got.every((r) => r.verified)).toBe(true);
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    expect(got.map((r) => r.type).sort()).toEqual(
      ['inbound.received', 'inbound.stored', 'outbound.shipped', 'stock.adjusted', 'stock.scrapped'].sort(),
    );
    const of = (type: string) => got.find((r) => r.type === type)!.data;
    expect(of('inbound.received')).toMatchObject({
      order: { id: ib.id, no: 'IB-WH1', extRef: 'ERP-IB-1' },
      lines: [{ sku: 'PAL-1200', qty: 5, recvQty: 5 }],
    });
    expect(of('inbound.stored')).toMatchObject({ lines: [{ sku: 'PAL-1200', qty: 5, location: 'A-01', lotNo: 'L1' }] });
    expect(got.findIndex((r) => r.type === 'inbound.received')).toBeLessThan(got.findIndex((r) => r.type === 'inbound.stored'));
    expect(of('outbound.shipped')).toMatchObject({
      order: { id: ob.id, no: 'OB-WH1', extRef: 'ERP-OB-1' },
      lines: [{ sku: 'PAL-1200', qty: 3, issuedQty: 3 }],
    });
    expect(of('stock.adjusted')).toMatchObject({ stock: { location: 'B-01', sku: 'PAL-1200', lotNo: 'L2' }, qty: 4, onHand: 4 });
    expect(of('stock.scrapped')).toMatchObject({ qty: -1, onHand: 3, comment: 'broken' });
    await post('/~update', { id: s.id, enabled: false });
  });

  it('hears the container accounts: a posting, a statement issued and its answer, in order per statement', async () => {
    await t.database.db.execute(sql`update ctr_period set opened_on = '2020-01-01'`);
    const [plant] = await t.database.db.insert(customer).values({ code: 'C-WH1', name: 'Webhook plant' }).returning();
    const s = await subscribe(['container.posted', 'statement.issued', 'statement.answered']);
    const since = rx.received.length;
    const ok = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data;
    };
    const A = '/inventory/account';
    await ok(`${A}/~post`, {
      partnerKind: 'customer',
      refId: plant!.id,
      packagingType: 'pallet',
      kind: 'correction',
      qty: 5,
      postedOn: '2025-02-10',
      reason: 'opening count',
    });
    const [partner] = (
      (await t.database.db.execute(sql`select id from ctr_partner where customer_id = ${plant!.id}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await ok(`${A}/statement/~make`, { month: '2025-02', partner: partner!.id });
    const list = await ok(`${A}/statement/~page/get`, { page: 1, length: 10, partner: partner!.id, month: '2025-02' });
    await ok(`${A}/statement/~confirm`, { id: list.rows[0].id, respondedOn: '2025-03-10', comment: 'signed' });
    await drain();
    const got = rx.received.slice(since);
    expect(got.map((r) => r.type)).toEqual(['container.posted', 'statement.issued', 'statement.answered']);
    expect(got[0]!.data).toMatchObject({
      partner: { id: partner!.id, kind: 'customer', refId: plant!.id },
      kind: 'correction',
      postedOn: '2025-02-10',
      postings: [{ packagingType: 'pallet', qty: 5, balance: 5 }],
    });
    expect(got[1]!.data).toMatchObject({
      statement: { id: list.rows[0].id, partner: partner!.id, month: '2025-02', version: 1 },
    });
    expect(got[2]!.data).toMatchObject({ answer: 'confirmed', respondedOn: '2025-03-10', comment: 'signed', channel: 'console' });
    await post('/~update', { id: s.id, enabled: false });
  });

  it('lists deliveries through the table query and refuses a name taken', async () => {
    const page = await post('/delivery/~page/get', {
      page: 1,
      length: 5,
      filter: [{ field: 'status', operator: 'eq', value: 'delivered' }],
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().count).toBeGreaterThan(0);
    const dup = await post('/~add', { name: 'erp-1', url: rx.url, events: ['stock.adjusted'] });
    expect(dup.statusCode).toBe(409);
  });
});
