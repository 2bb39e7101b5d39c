import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { addDays } from './period-rules.ts';
import { statementRepository } from './statement-repository.ts';

// Fixed past months below: the accounts open early enough for them whatever year the tests run in.
const OPEN_2020 = sql`update ctr_period set closed_through = null, opened_on = '2020-01-01'`;

let t: TestApp;
let db: Db;
let token: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  token = await t.login();
  today = await statementRepository.today(db);
  await db.execute(OPEN_2020);
});
afterAll(() => t.close());
afterEach(async () => {
  await assertNoDrift(db);
  // Each test closes what it needs; none leaves a lock date to the next.
  await db.execute(OPEN_2020);
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

describe('container accounts: dates in range (issue 34 §2) and strict numbers (§6)', () => {
  it('refuses a posting dated after today or before the opening date, naming both, and changes nothing', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 5, '2025-03-01'));
    const before = await postings();
    const tomorrow = addDays(today, 1);
    for (const [day, message] of [
      [tomorrow, `${tomorrow} is after today (${today}): nothing can be dated on a day still to come`],
      ['2099-12-31', `2099-12-31 is after today (${today}): nothing can be dated on a day still to come`],
      ['1900-01-01', '1900-01-01 is before the container accounts opened on 2020-01-01: the earliest day is 2020-01-01'],
    ]) {
      const r = await book(plant, 1, day);
      expect([r.statusCode, r.json().field, r.json().message]).toEqual([400, 'postedOn', message]);
    }
    const wo = await post(`${A}/~writeOff`, {
      partnerKind: 'customer',
      refId: plant,
      packagingType: 'pallet',
      qty: 1,
      postedOn: tomorrow,
      reason: 'lost',
    });
    expect([wo.statusCode, wo.json().field]).toEqual([400, 'postedOn']);
    expect(await postings()).toBe(before);
    await ok(await book(plant, 1, today));
  });

  it('moves the opening date only to a day not after today, the lock date or the first posting', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 2, '2024-06-10'));
    const refusals: [object, string, string][] = [
      [
        { closedThrough: null, openedOn: addDays(today, 1) },
        'openedOn',
        `${addDays(today, 1)} is after today (${today}): nothing can be dated on a day still to come`,
      ],
      [
        { closedThrough: '2024-01-31', openedOn: '2024-02-01' },
        'closedThrough',
        '2024-01-31 is before the container accounts opened on 2024-02-01: the earliest day is 2024-02-01',
      ],
      [
        { closedThrough: null, openedOn: '2024-06-11' },
        'openedOn',
        'The opening date cannot be after the first posting, dated 2024-06-10',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const r = await post(`${A}/~close`, body);
      expect([r.statusCode, r.json().field, r.json().message]).toEqual([400, field, message]);
    }
    const period = await ok(await t.app.inject({ method: 'GET', url: `${A}/_period`, headers: auth(token) }));
    expect(period).toMatchObject({ openedOn: '2020-01-01', closedThrough: null });
    expect((await ok(await post(`${A}/~close`, { closedThrough: null, openedOn: '2024-06-10' }))).openedOn).toBe('2024-06-10');
    const early = await book(plant, 1, '2024-06-09');
    expect([early.statusCode, early.json().field]).toEqual([400, 'postedOn']);
    // No statement of a month wholly before the accounts opened: the 1999 one the 1900 posting made possible.
    const old = await post(`${S}/~make`, { month: '2024-05' });
    expect([old.statusCode, old.json().message]).toEqual([
      400,
      '2024-05 is before the container accounts opened on 2024-06-10: no statement can be made for it',
    ]);
    await ok(await post(`${S}/~make`, { month: '2024-06', partner: await partnerOf(plant) }));
  });

  it('refuses an answer dated after today or before its statement month began', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 3, '2025-04-02'));
    const april = await statement('2025-04', await partnerOf(plant));
    for (const [action, day, message] of [
      ['confirm', '2099-01-01', `2099-01-01 is after today (${today}): nothing can be dated on a day still to come`],
      ['dispute', '2025-03-31', 'The answer date 2025-03-31 is before the statement month 2025-04 began'],
    ]) {
      const r = await post(`${S}/~${action}`, { id: april.id, respondedOn: day, comment: 'we count 2' });
      expect([r.statusCode, r.json().field, r.json().message]).toEqual([400, 'respondedOn', message]);
    }
    const row = await statement('2025-04', await partnerOf(plant));
    expect(row).toMatchObject({ id: april.id });
    const detail = await ok(await t.app.inject({ method: 'GET', url: `${S}/_detail/get?id=${april.id}`, headers: auth(token) }));
    expect(detail.statement).toMatchObject({ status: 'issued', respondedOn: null });
  });

  it('takes numbers only as JSON numbers', async () => {
    const plant = await newCustomer();
    const before = await postings();
    for (const [url, body] of [
      [
        `${A}/~post`,
        { partnerKind: 'customer', refId: plant, packagingType: 'pallet', kind: 'correction', qty: '3', reason: 'typed' },
      ],
      [`${A}/~writeOff`, { partnerKind: 'customer', refId: plant, packagingType: 'pallet', qty: '3', reason: 'typed' }],
      [
        `${A}/~post`,
        { partnerKind: 'customer', refId: String(plant), packagingType: 'pallet', kind: 'found', qty: 3, reason: 'typed' },
      ],
      [`${A}/partner/~charges/update`, { partnerKind: 'customer', refId: plant, freeDays: '5', charged: true, prices: [] }],
    ] as const) {
      const r = await post(url, body);
      expect(r.statusCode, url).toBe(400);
    }
    expect(await postings()).toBe(before);
  });

  it('refuses a write-off above the balance with advice that does not inflate it', async () => {
    const plant = await newCustomer();
    await ok(await book(plant, 4, '2025-05-01'));
    const r = await post(`${A}/~writeOff`, {
      partnerKind: 'customer',
      refId: plant,
      packagingType: 'pallet',
      qty: 6,
      reason: 'lost',
    });
    expect([r.statusCode, r.json().field]).toEqual([409, 'qty']);
    expect(r.json().message).toBe(
      `C-PER${seq} Period plant ${seq} holds only 4 Pallet: Write-off of 6 would take it below zero; 4 at most, and if the partner really holds more, check the postings that made its balance`,
    );
    expect(r.json().message).not.toMatch(/correction/);
  });
});
