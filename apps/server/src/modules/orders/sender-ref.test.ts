import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { requestFixture } from '../../test/request.ts';
import { erpKey, ordersUnder, ordersWithExtRef, SENDER_KINDS } from '../../test/sender-ref.ts';

/**
 * Issue 35 §2, orders from an ERP: `~add` of inbound, outbound, transit and material-request orders called with an
 * API key is create-or-return by the key's `extRef`; a person in the console files orders under any extRef, as
 * often as they like. docs/api.md "Orders from an ERP".
 */
let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof requestFixture>>;
let admin: string;
type Headers = (lang?: string) => Record<string, string>;
let erp: Headers;
let erp2: Headers;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await requestFixture(db);
  admin = await t.login();
  erp = await erpKey(t, admin, 'erp');
  erp2 = await erpKey(t, admin, 'erp2');
});
afterAll(() => t.close());

type Order = { id: number; no: string; extRef: string | null; existing?: boolean; items: Record<string, unknown>[] };
type Difference = { field: string; first: unknown; now: unknown };

const seqOf = (no: string) => Number(no.slice(-6));
const person = (lang = 'en') => auth(admin, lang);

describe.each(SENDER_KINDS)('$kind orders: create-or-return by an API key’s extRef', (k) => {
  const post = (url: string, payload: object, headers: Headers = erp, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${k.path}/${url}`, payload, headers: headers(lang) });
  const add = async (payload: object, headers: Headers = erp) => {
    const r = await post('~add', payload, headers);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { message: string; data: Order };
  };
  const ref = `ERP-${k.kind.toUpperCase()}-1`;
  const body = () => ({ ...k.body(fx), extRef: ref });

  it('the same body twice makes one order; the repeat returns it without taking an order number', async () => {
    const first = await add(body());
    expect(first.message).toBe('Saved');
    expect(first.data).toMatchObject({ extRef: ref, existing: false });
    // What only the comparison reads stays in the database.
    for (const hidden of ['senderRef', 'senderId', 'senderHash', 'senderBody']) expect(first.data).not.toHaveProperty(hidden);
    // The same body with its keys in another order, an empty field sent as null and the reference with spaces
    // around it (extRef is trimmed, as everywhere) is the same body.
    const { items, ...header } = body();
    const again = await add({ items, comment: null, ...header, extRef: ` ${ref} ` });
    expect(again.data).toEqual({ ...first.data, existing: true });
    expect(again.message).toBe(
      `This API key already created order ${first.data.no} under ${k.label.en} ${ref}: that order is returned, no second one made`,
    );
    expect(await ordersUnder(db, k.table, ref)).toBe(1);
    const plain = await add(body(), person);
    expect(seqOf(plain.data.no)).toBe(seqOf(first.data.no) + 1);
    expect(plain.data.existing).toBeUndefined();
  });

  it('a different body under the same extRef is refused 409, naming the differences', async () => {
    const first = (await add(body())).data;
    const b = body();
    const changed = { ...b, comment: 'rush', items: [b.items[0], { ...b.items[1], [k.qty]: 7 }] };
    const r = await post('~add', changed);
    expect(r.statusCode, r.body).toBe(409);
    const differences: Difference[] = [
      { field: 'comment', first: null, now: 'rush' },
      { field: `items.1.${k.qty}`, first: 3, now: 7 },
    ];
    expect(r.json()).toEqual({
      action: 'error',
      code: 409,
      message: `This API key already created order ${first.no} under ${k.label.en} ${ref}, sent with another body; nothing was done. Differences: comment: — → "rush"; items.1.${k.qty}: 3 → 7`,
      data: { order: { id: first.id, no: first.no }, differences },
    });
    const zh = await post('~add', changed, erp, 'zh');
    expect(zh.json().message).toBe(
      `此 API 密钥已用${k.label.zh} ${ref} 建过单据 ${first.no}，但本次内容不同，未执行。不同之处：comment: — → "rush"；items.1.${k.qty}: 3 → 7`,
    );
    expect(await ordersUnder(db, k.table, ref)).toBe(1);
  });

  it('a person in the console sending one extRef twice gets two orders', async () => {
    const extRef = `DESK-${k.kind}`;
    const a = await add({ ...k.body(fx), extRef }, person);
    const b = await add({ ...k.body(fx), extRef }, person);
    expect(b.data.id).not.toBe(a.data.id);
    expect([a.data.existing, b.data.existing]).toEqual([undefined, undefined]);
    expect(await ordersWithExtRef(db, k.table, extRef)).toBe(2);
    // Nor does a person's order answer for the key, or the key's for a person.
    expect(await ordersUnder(db, k.table, extRef)).toBe(0);
    expect((await add(body(), person)).data.existing).toBeUndefined();
    expect((await add({ ...k.body(fx), extRef })).data.existing).toBe(false);
  });

  it('two keys sending the same extRef get an order each', async () => {
    const mine = (await add(body())).data;
    const theirs = (await add(body(), erp2)).data;
    expect(theirs.existing).toBe(false);
    expect(theirs.id).not.toBe(mine.id);
    expect((await add(body(), erp2)).data).toMatchObject({ id: theirs.id, existing: true });
    expect((await add(body())).data).toMatchObject({ id: mine.id, existing: true });
    expect(await ordersUnder(db, k.table, ref)).toBe(2);
  });

  it('editing the extRef keeps the reference the key made the order under; a repeat is compared with the body first sent', async () => {
    const r2 = `${ref}-EDIT`;
    const o = (await add({ ...k.body(fx), extRef: r2 })).data;
    const edited = await post('~update', { id: o.id, extRef: 'FIXED-BY-CLERK', comment: 'changed here' }, person);
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await add({ ...k.body(fx), extRef: r2 });
    expect(again.data).toMatchObject({ id: o.id, existing: true, extRef: 'FIXED-BY-CLERK', comment: 'changed here' });
    // The new value is no reference of the key's: sent, it makes an order of its own.
    const other = await add({ ...k.body(fx), extRef: 'FIXED-BY-CLERK' });
    expect(other.data).toMatchObject({ existing: false });
    expect(other.data.id).not.toBe(o.id);
  });

  it('many calls at once under one new extRef make one order, and every reply names it', async () => {
    const r3 = `${ref}-BURST`;
    const replies = await Promise.all(Array.from({ length: 6 }, () => post('~add', { ...k.body(fx), extRef: r3 })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const data = replies.map((r) => r.json().data as Order);
    expect(new Set(data.map((d) => d.id)).size).toBe(1);
    expect(data.filter((d) => !d.existing)).toHaveLength(1);
    expect(await ordersUnder(db, k.table, r3)).toBe(1);
  });

  it('the list and the detail keep the columns of create-or-return to themselves', async () => {
    const r = await post('~page/get', { filter: [{ field: 'extRef', operator: 'eq', value: ref }] });
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data.rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const hidden of ['senderRef', 'senderId', 'senderHash', 'senderBody']) expect(rows[0]).not.toHaveProperty(hidden);
  });

  it('deleting the order frees its extRef: the next call makes a new one', async () => {
    const r4 = `${ref}-DEL`;
    const first = (await add({ ...k.body(fx), extRef: r4 })).data;
    const del = await post('~delete', { ids: [first.id] });
    expect(del.statusCode, del.body).toBe(200);
    const again = (await add({ ...k.body(fx), extRef: r4 })).data;
    expect(again).toMatchObject({ existing: false, extRef: r4 });
    expect(again.id).not.toBe(first.id);
  });
});

describe.each(SENDER_KINDS.filter((k) => k.kind === 'tr' || k.kind === 'mr'))('$kind orders: extRef is optional', (k) => {
  it('a key sending none (or an empty one) makes an order every time', async () => {
    const { extRef: _, ...bare } = k.body(fx);
    for (const payload of [bare, bare, { ...bare, extRef: '' }, { ...bare, extRef: null }]) {
      const r = await t.app.inject({ method: 'POST', url: `${k.path}/~add`, payload, headers: erp() });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.existing).toBeUndefined();
    }
  });
});

describe('inbound and outbound orders: extRef is required', () => {
  it.each(SENDER_KINDS.filter((k) => k.kind === 'ib' || k.kind === 'ob'))('$kind: a key sending none is refused', async (k) => {
    const { extRef: _, ...bare } = k.body(fx);
    const r = await t.app.inject({ method: 'POST', url: `${k.path}/~add`, payload: bare, headers: erp() });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().field).toBe('extRef');
  });
});
