import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { addDays } from './period-rules.ts';
import { statementRepository } from './statement-repository.ts';

let t: TestApp;
let db: Db;
let token: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  token = await t.login();
  today = await statementRepository.today(db);
});
afterAll(() => t.close());
afterEach(async () => {
  await assertNoDrift(db);
  // Each test closes what it needs; none leaves a lock date to the next.
  await db.execute(sql`update ctr_period set closed_through = null`);
});

const A = '/inventory/account';
const S = `${A}/statement`;
const post = (url: string, payload: object, as = token) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(as, 'en') });
const ok = async (r: Awaited<ReturnType<typeof post>>) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

let seq = 0;
async function newCustomer() {
  const [c] = await db
    .insert(customer)
    .values({ code: `C-PER${++seq}`, name: `Period plant ${seq}` })
    .returning();
  return c!.id;
}
const book = (refId: number, qty: number, postedOn?: string) =>
  post(`${A}/~post`, {
    partnerKind: 'customer',
    refId,
    packagingType: 'pallet',
    kind: 'correction',
    qty,
    postedOn,
    reason: 'period test',
  });
const postings = async () =>
  Number(
    ((await db.execute(sql`select count(*)::int as n from ctr_posting`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
  );
const partnerOf = async (refId: number) =>
  ((await db.execute(sql`select id from ctr_partner where customer_id = ${refId}`)) as unknown as { rows: { id: number }[] })
    .rows[0]!.id;
const statement = async (month: string, partner: number) => {
  await ok(await post(`${S}/~make`, { month, partner }));
  const rows = (await ok(await post(`${S}/~page/get`, { page: 1, length: 50, partner }))).rows as {
    id: number;
    month: string;
    opening: number;
    closing: number;
    rent: number;
    interim: boolean;
  }[];
  return rows.find((r) => r.month === `${month}-01`)!;
};

describe('container accounts: closed periods (issue 34 §1)', () => {
  it('refuses a posting dated on or before the lock date, naming the first open day, and changes nothing', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 10, '2025-06-01'));
    const closed = await ok(await post(`${A}/~close`, { closedThrough: '2025-06-30' }));
    expect(closed).toMatchObject({ closedThrough: '2025-06-30', firstOpen: '2025-07-01', closedBy: expect.any(String) });
    expect((await ok(await t.app.inject({ method: 'GET', url: `${A}/_period`, headers: auth(token) }))).firstOpen).toBe(
      '2025-07-01',
    );
    const before = await postings();
    for (const day of ['2025-06-30', '2025-01-15']) {
      const r = await book(plant, -1, day);
      expect([r.statusCode, r.json().field]).toEqual([409, 'postedOn']);
      expect(r.json().message).toBe(`The period of ${day} is closed: the first open day is 2025-07-01`);
    }
    expect(await postings()).toBe(before);
    await ok(await book(plant, -1, '2025-07-01'));
    // Reopened by moving the date back: the administrator's choice, in the audit log like every write.
    await ok(await post(`${A}/~close`, { closedThrough: null }));
    await ok(await book(plant, 1, '2025-06-30'));
  });

  it('closes only days that have ended, and only for who may close', async () => {
    for (const day of [today, addDays(today, 30)]) {
      const r = await post(`${A}/~close`, { closedThrough: day });
      expect([r.statusCode, r.json().field]).toEqual([400, 'closedThrough']);
    }
    const clerk = await t.userWith('period-clerk', ['inventory/account/view', 'inventory/account/post']);
    expect((await post(`${A}/~close`, { closedThrough: '2025-01-31' }, clerk)).statusCode).toBe(403);
    expect((await ok(await t.app.inject({ method: 'GET', url: `${A}/_period`, headers: auth(token) }))).closedThrough).toBe(null);
  });

  it('closes a partner’s month once its statement is confirmed, so statements chain across a late posting', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 10, '2025-08-05'));
    await ok(await book(plant, -3, '2025-08-20'));
    const partner = await partnerOf(plant);
    const august = await statement('2025-08', partner);
    expect([august.opening, august.closing]).toEqual([0, 7]);
    await ok(await post(`${S}/~confirm`, { id: august.id, respondedOn: '2025-09-10' }));
    const late = await book(plant, 5, '2025-08-25');
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'The period of 2025-08-25 is closed: the first open day is 2025-09-01',
    ]);
    // Another partner's August stays open.
    const other = await newCustomer();
    await ok(await book(other, 2, '2025-08-25'));
    await ok(await book(plant, 5, '2025-09-03'));
    const september = await statement('2025-09', partner);
    expect([september.opening, september.closing]).toEqual([august.closing, 12]);
  });

  it('confirms only a statement made after every posting that changes it, and only for a month that has ended', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 4, '2025-10-05'));
    const partner = await partnerOf(plant);
    const october = await statement('2025-10', partner);
    await ok(await book(plant, 1, '2025-09-30'));
    const stale = await post(`${S}/~confirm`, { id: october.id, respondedOn: '2025-11-05' });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      `1 postings were made after the statement of C-PER${seq} Period plant ${seq} for 2025-10: make it again, then confirm it`,
    ]);
    const remade = await statement('2025-10', partner);
    expect([remade.opening, remade.closing]).toEqual([1, 5]);
    await ok(await post(`${S}/~confirm`, { id: remade.id, respondedOn: '2025-11-05' }));

    await ok(await book(plant, 1));
    const current = await statement(today.slice(0, 7), partner);
    const interim = await post(`${S}/~confirm`, { id: current.id, respondedOn: today });
    expect([interim.statusCode, interim.json().message]).toEqual([
      409,
      `The statement of C-PER${seq} Period plant ${seq} for ${today.slice(0, 7)} is interim: it can be confirmed once the month has ended`,
    ]);
    // A dispute may come any day.
    await ok(await post(`${S}/~dispute`, { id: current.id, respondedOn: today, comment: 'we count 4' }));
  });

  it('makes the month not yet ended an interim statement: rent up to today, marked on the list and the PDF', async () => {
    const plant = await newCustomer();
    const monthStart = `${today.slice(0, 8)}01`;
    await ok(await book(plant, 1, monthStart));
    await ok(
      await post(`${A}/partner/~charges/update`, {
        partnerKind: 'customer',
        refId: plant,
        freeDays: 0,
        charged: true,
        prices: [{ packagingType: 'pallet', dailyRent: 100, lossPrice: 1000 }],
      }),
    );
    const partner = await partnerOf(plant);
    const current = await statement(today.slice(0, 7), partner);
    // One pallet out since the first: each day through today, not the days still to come.
    expect(current).toMatchObject({ interim: true, rent: 100 * Number(today.slice(8, 10)) });
    const last = await statement('2025-01', partner);
    expect(last.interim).toBe(false);
    for (const [lang, words] of [
      ['zh', ['包装往来对账单（期中）', `租金计至 ${today}`]],
      ['en', ['Container statement (interim)', `rent is counted through ${today}`]],
    ] as const) {
      const r = await t.app.inject({ method: 'GET', url: `${S}/~print?id=${current.id}&lang=${lang}`, headers: auth(token) });
      expect(r.statusCode).toBe(200);
      if (!pdfReaders('interim statement print')) continue;
      const text = pdfText(r.rawPayload).replace(/\s+/g, ' ');
      for (const w of words) expect(text).toContain(w);
    }
  });

  it('refuses in the database too a posting written around the service into a closed period', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 3, '2025-05-10'));
    await ok(await post(`${A}/~close`, { closedThrough: '2025-05-31' }));
    const into = db.execute(sql`
      insert into ctr_posting (account_id, partner_id, packaging_type, kind, qty, posted_on, reason)
      select id, partner_id, packaging_type, 'correction', 1, '2025-05-20', 'around' from ctr_account
       where partner_id = ${await partnerOf(plant)}`);
    const err = await into.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(err).toMatch(/closed through 2025-05-31/);
  });
});
