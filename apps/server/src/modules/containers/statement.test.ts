import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ctrStatement, customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { JOBS } from '../system/tasks/jobs.ts';
import { statementRepository } from './statement-repository.ts';
import { chargeableUnitDays, type Portion } from './statement-rules.ts';

let t: TestApp;
let db: Db;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  token = await t.login();
  // Fixed past months below: the accounts open early enough for them whatever year the tests run in.
  await db.execute(sql`update ctr_period set opened_on = '2020-01-01'`);
});
afterAll(() => t.close());
// Statements read postings and lots; they never move them.
afterEach(() => assertNoDrift(db));

const A = '/inventory/account';
const S = `${A}/statement`;
const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token, lang) });
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: auth(token, lang) });
const ok = async (r: Awaited<ReturnType<typeof post>>) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

let seq = 0;
async function newCustomer() {
  seq++;
  const [c] = await db
    .insert(customer)
    .values({ code: `C-STM${seq}`, name: `Statement plant ${seq}` })
    .returning();
  return c!.id;
}
const book = (refId: number, packagingType: string, kind: string, qty: number, postedOn: string) =>
  kind === 'writeOff'
    ? post(`${A}/~writeOff`, { partnerKind: 'customer', refId, packagingType, qty, postedOn, reason: 'lost at the plant' })
    : post(`${A}/~post`, { partnerKind: 'customer', refId, packagingType, kind, qty, postedOn, reason: 'crafted' });

async function partnerOf(refId: number): Promise<number> {
  const rows = (await ok(await post(`${A}/balance/~page/get`, { page: 1, length: 100, open: false }))).rows as {
    partner: number;
    partnerCode: string;
  }[];
  const code = (await db.select({ code: customer.code }).from(customer).where(eq(customer.id, refId)))[0]!.code;
  return rows.find((r) => r.partnerCode === code)!.partner;
}

describe('container statements', () => {
  /**
   * February 2025 (28 days) of a charged plant with 10 free days, pallets at 5 a day and 1000 a loss:
   *   lot A +10 on 2024-12-20 (free to 12-30): 4 back on 02-10, 6 written off on 02-15
   *   lot B +5 on 2025-01-25 (free to 02-04): 2 written off on 02-15, 1 back on 03-05, 2 still out
   *   lot C +6 on 2025-02-20 (free to 03-02): nothing chargeable in February
   * and 3 plastic boxes held since 2024-06-01 (free long over: the whole month).
   */
  const PORTIONS: Portion[] = [
    { openedOn: '2024-12-20', takenOn: '2025-02-10', qty: 4 },
    { openedOn: '2024-12-20', takenOn: '2025-02-15', qty: 6 },
    { openedOn: '2025-01-25', takenOn: '2025-02-15', qty: 2 },
    { openedOn: '2025-01-25', takenOn: '2025-03-05', qty: 1 },
    { openedOn: '2025-01-25', takenOn: null, qty: 2 },
    { openedOn: '2025-02-20', takenOn: null, qty: 6 },
  ];
  let plant: number;
  let partner: number;
  let id: number;

  it('makes a statement: opening, postings with running balance, closing, rent first in first out, loss value', async () => {
    plant = await newCustomer();
    for (const [type, kind, qty, on] of [
      ['pallet', 'correction', 10, '2024-12-20'],
      ['pallet', 'found', 5, '2025-01-25'],
      ['pallet', 'correction', -4, '2025-02-10'],
      ['pallet', 'writeOff', 8, '2025-02-15'],
      ['pallet', 'correction', 6, '2025-02-20'],
      ['pallet', 'correction', -1, '2025-03-05'],
      ['plasticBox', 'correction', 3, '2024-06-01'],
    ] as const)
      await ok(await book(plant, type, kind, qty, on));
    await ok(
      await post(`${A}/partner/~charges/update`, {
        partnerKind: 'customer',
        refId: plant,
        freeDays: 10,
        charged: true,
        prices: [
          { packagingType: 'pallet', dailyRent: 5, lossPrice: 1000 },
          { packagingType: 'plasticBox', dailyRent: 2, lossPrice: 300 },
        ],
      }),
    );
    partner = await partnerOf(plant);

    const made = await ok(await post(`${S}/~make`, { month: '2025-02', partner }));
    expect(made).toMatchObject({ month: '2025-02-01', made: 1, kept: 0, partners: 1 });
    const list = await ok(await post(`${S}/~page/get`, { page: 1, length: 10, partner, month: '2025-02' }));
    expect(list.rows).toHaveLength(1);
    id = list.rows[0].id;

    const palletDays = chargeableUnitDays(PORTIONS, '2025-02-01', 10);
    expect(palletDays).toBe(36 + 84 + 22 + 25 + 50);
    const d = await ok(await get(`${S}/_detail/get?id=${id}`));
    expect(d.lines).toEqual([
      {
        packagingType: 'pallet',
        opening: 15,
        outQty: 6,
        backQty: 12,
        closing: 9,
        writtenOff: 8,
        chargedOff: 8,
        freeDays: 10,
        unitDays: palletDays,
        dailyRent: 5,
        lossPrice: 1000,
        rent: palletDays * 5,
        lossValue: 8000,
      },
      {
        packagingType: 'plasticBox',
        opening: 3,
        outQty: 0,
        backQty: 0,
        closing: 3,
        writtenOff: 0,
        chargedOff: 0,
        freeDays: 10,
        unitDays: 3 * 28,
        dailyRent: 2,
        lossPrice: 300,
        rent: 3 * 28 * 2,
        lossValue: 0,
      },
    ]);
    expect(d.statement).toMatchObject({
      partner,
      partnerCode: `C-STM${seq}`,
      month: '2025-02-01',
      status: 'issued',
      charged: true,
      freeDays: 10,
      currency: 'CNY',
      opening: 18,
      closing: 12,
      rent: palletDays * 5 + 168,
      lossValue: 8000,
      total: palletDays * 5 + 168 + 8000,
    });
    expect(
      d.postings.map((p: { postedOn: string; kind: string; qty: number; balance: number }) => [
        p.postedOn,
        p.kind,
        p.qty,
        p.balance,
      ]),
    ).toEqual([
      ['2025-02-10', 'correction', -4, 11],
      ['2025-02-15', 'writeOff', -8, 3],
      ['2025-02-20', 'correction', 6, 9],
    ]);
  });

  it('leaves an unchanged statement as it is; dispute, make again, confirm; a confirmed one is kept and cannot change', async () => {
    expect(await ok(await post(`${S}/~make`, { month: '2025-02-01', partner }))).toMatchObject({
      made: 0,
      unchanged: 1,
      kept: 0,
    });
    expect(
      (await ok(await post(`${S}/~page/get`, { page: 1, length: 10, partner }))).rows.map((r: { id: number }) => r.id),
    ).toEqual([id]);

    const noComment = await post(`${S}/~dispute`, { id, respondedOn: '2025-03-10' });
    expect(noComment.statusCode).toBe(400);
    const disputed = await ok(await post(`${S}/~dispute`, { id, respondedOn: '2025-03-10', comment: 'we count 8 pallets' }));
    expect(disputed.statement).toMatchObject({
      status: 'disputed',
      respondedOn: '2025-03-10',
      responseComment: 'we count 8 pallets',
    });
    expect(disputed.statement.respondedBy).toBeTruthy();

    // Made again with nothing changed: the dispute stands (a changed one: statement-version.test.ts).
    expect(await ok(await post(`${S}/~make`, { month: '2025-02', partner }))).toMatchObject({ made: 0, unchanged: 1 });
    const again = await ok(await get(`${S}/_detail/get?id=${id}`));
    expect(again.statement).toMatchObject({ status: 'disputed', version: 1, responseComment: 'we count 8 pallets' });

    const confirmed = await ok(await post(`${S}/~confirm`, { id, respondedOn: '2025-03-12', comment: 'signed' }));
    expect(confirmed.statement).toMatchObject({ status: 'confirmed', respondedOn: '2025-03-12' });
    expect(await ok(await post(`${S}/~make`, { month: '2025-02', partner }))).toMatchObject({ made: 0, kept: 1 });

    const twice = await post(`${S}/~dispute`, { id, respondedOn: '2025-03-13', comment: 'late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `The statement of C-STM${seq} Statement plant ${seq} for 2025-02 is "Confirmed": it cannot be disputed`,
    );
    const zh = await post(`${S}/~confirm`, { id, respondedOn: '2025-03-13' }, 'zh');
    expect(zh.json().message).toContain('已确认');

    // The database keeps a confirmed statement as it is, whatever code tries.
    await expect(db.update(ctrStatement).set({ rent: 0, total: 8000 }).where(eq(ctrStatement.id, id))).rejects.toThrow();
    await expect(db.execute(sql`delete from ctr_statement_line where statement_id = ${id}`)).rejects.toThrow();
  });

  it('refuses totals that are not the sums of the lines, and lines that do not add up', async () => {
    const c = await newCustomer();
    await ok(await book(c, 'pallet', 'correction', 2, '2025-01-05'));
    const p = await partnerOf(c);
    await ok(await post(`${S}/~make`, { month: '2025-01', partner: p }));
    const sid = (await statementRepository.byPartnerMonth(db, p, '2025-01-01'))!;
    await expect(db.update(ctrStatement).set({ outQty: 3, closing: 3 }).where(eq(ctrStatement.id, sid))).rejects.toThrow();
    await expect(
      db.execute(sql`update ctr_statement_line set closing = closing + 1 where statement_id = ${sid}`),
    ).rejects.toThrow();
  });

  it('an uncharged partner owes nothing; every partner with a balance or postings gets one; a future month is refused', async () => {
    const c = await newCustomer();
    await ok(await book(c, 'liner', 'correction', 7, '2024-11-03'));
    await ok(await book(c, 'liner', 'writeOff', 2, '2025-02-03'));
    const quiet = await newCustomer();
    await ok(await book(quiet, 'liner', 'correction', 1, '2025-04-01'));

    const all = await ok(await post(`${S}/~make`, { month: '2025-02' }));
    expect(all.kept).toBe(1);
    const rows = (await ok(await post(`${S}/~page/get`, { page: 1, length: 100, month: '2025-02' }))).rows as {
      partnerCode: string;
      status: string;
      rent: number;
      total: number;
      closing: number;
    }[];
    expect(rows.find((r) => r.partnerCode === `C-STM${seq - 1}`)).toMatchObject({ closing: 5, rent: 0, total: 0 });
    expect(rows.find((r) => r.partnerCode === `C-STM${seq}`)).toBeUndefined();
    expect(rows.find((r) => r.partnerCode === 'C-STM1')).toMatchObject({ status: 'confirmed' });
    expect(all.made + all.unchanged).toBe(rows.length - 1);

    // Stepping (the console's progress): one batch after `from`; fewer partners than a batch, so done at once.
    const step = await ok(await post(`${S}/~make`, { month: '2025-02', from: 0 }));
    expect(step).toMatchObject({ next: null, made: 0, unchanged: all.made + all.unchanged, kept: 1 });
    expect(step.seen).toBe(step.total);
    expect(await ok(await post(`${S}/~make`, { month: '2025-02', from: 2147483647 }))).toMatchObject({
      next: null,
      seen: 0,
      made: 0,
    });

    const future = await post(`${S}/~make`, { month: '2999-01' });
    expect(future.statusCode).toBe(400);
    expect((await post(`${S}/~make`, { month: '2025-13' })).statusCode).toBe(400);
  });

  it('prints the statement on A4 in both languages with the confirmation box', async () => {
    for (const [lang, words] of [
      [
        'en',
        [
          'Container statement',
          'Opening balance',
          'Closing balance',
          'Signature',
          'Company stamp',
          "Partner's confirmation",
          '2025-02',
        ],
      ],
      ['zh', ['包装往来对账单', '期初结存', '期末结存', '签字', '盖章', '往来方确认', '报损金额']],
    ] as const) {
      const r = await get(`${S}/~print?id=${id}&lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (!pdfReaders('statement print')) continue;
      const text = pdfText(r.rawPayload);
      for (const w of words) expect(text).toContain(w);
      expect(text).toContain(`C-STM1`);
      // Rent and loss in currency units: (217 × 5 + 168) minor units and 8000.
      expect(text).toContain('12.53');
      expect(text).toContain('80.00');
    }
  });

  it('the monthly task makes last month for every partner', async () => {
    const c = await newCustomer();
    const today = await statementRepository.today(db);
    await ok(await book(c, 'pallet', 'correction', 4, today));
    const r = await JOBS.accountStatements.run(db, null);
    expect(r.en).toMatch(/container statements made for \d{4}-\d{2}/);
    // Last month it held nothing yet, so it has no statement of last month; the fixture's older partners have.
    const rows = (await ok(await post(`${S}/~page/get`, { page: 1, length: 100, partner: await partnerOf(c) }))).rows;
    expect(rows).toEqual([]);
  });
});
