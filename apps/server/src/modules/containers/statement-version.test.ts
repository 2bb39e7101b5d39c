import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { assertNoDrift } from '../../test/stock.ts';

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
afterEach(() => assertNoDrift(db));

const A = '/inventory/account';
const S = `${A}/statement`;
const post = (url: string, payload: object, as = token, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(as, lang) });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token, 'en') });
const ok = async (r: Awaited<ReturnType<typeof post>>) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

let seq = 0;
async function newPlant() {
  seq++;
  const [c] = await db
    .insert(customer)
    .values({ code: `C-VER${seq}`, name: `Version plant ${seq}` })
    .returning();
  return c!.id;
}
const correction = (refId: number, packagingType: string, qty: number, postedOn: string) =>
  post(`${A}/~post`, { partnerKind: 'customer', refId, packagingType, kind: 'correction', qty, postedOn, reason: 'crafted' });
const partnerOf = async (refId: number) =>
  ((await db.execute(sql`select id from ctr_partner where customer_id = ${refId}`)) as unknown as { rows: { id: number }[] })
    .rows[0]!.id;
const detail = async (id: number) => ok(await get(`${S}/_detail/get?id=${id}`));
const statementOf = async (partner: number, month: string) => {
  const made = await ok(await post(`${S}/~make`, { month, partner }));
  const rows = (await ok(await post(`${S}/~page/get`, { page: 1, length: 10, partner }))).rows as { id: number; month: string }[];
  return { made, id: rows.find((r) => r.month === `${month}-01`)!.id };
};

describe('statement versions, counts and accepted differences (issue 34 §3)', () => {
  it('keeps a disputed version with its counts when a make changes it; an accepted count becomes a correction', async () => {
    const plant = await newPlant();
    await ok(await correction(plant, 'pallet', 10, '2025-02-03'));
    await ok(await correction(plant, 'plasticBox', 4, '2025-02-04'));
    const partner = await partnerOf(plant);
    const { id } = await statementOf(partner, '2025-02');

    const counts = [
      { packagingType: 'pallet', counted: 8 },
      { packagingType: 'plasticBox', counted: 4 },
    ];
    const disputed = await ok(
      await post(`${S}/~dispute`, { id, respondedOn: '2025-03-05', comment: 'we count 8 pallets', counts }),
    );
    expect(disputed.statement).toMatchObject({ status: 'disputed', version: 1 });
    expect(disputed.counts).toEqual([
      { packagingType: 'pallet', ours: 10, counted: 8, difference: -2, posting: null },
      { packagingType: 'plasticBox', ours: 4, counted: 4, difference: 0, posting: null },
    ]);

    // Nothing changed: the make leaves the statement, its version and its answer as they are.
    const again = await statementOf(partner, '2025-02');
    expect(again.made).toMatchObject({ made: 0, unchanged: 1, kept: 0 });
    expect((await detail(id)).statement).toMatchObject({ status: 'disputed', version: 1, responseComment: 'we count 8 pallets' });

    const clerk = await t.userWith('ver-clerk', ['inventory/account/view', 'inventory/accountStatement/view']);
    expect((await post(`${S}/~accept`, { id, packagingType: 'pallet' }, clerk)).statusCode).toBe(403);
    const none = await post(`${S}/~accept`, { id, packagingType: 'plasticBox' });
    expect([none.statusCode, none.json().message]).toEqual([
      400,
      `The count of Plastic box on the statement of C-VER${seq} Version plant ${seq} for 2025-02 equals our closing: there is no difference to accept`,
    ]);
    const accepted = await ok(await post(`${S}/~accept`, { id, packagingType: 'pallet' }));
    const posting = accepted.counts[0].posting as number;
    expect(posting).toEqual(expect.any(Number));
    expect(accepted.events.map((e: { kind: string }) => e.kind)).toEqual(['accepted', 'disputed', 'made']);
    const booked = (
      (await db.execute(
        sql`select kind, qty, posted_on::text as day, order_no as "orderNo", reason from ctr_posting where id = ${posting}`,
      )) as unknown as { rows: object[] }
    ).rows[0];
    expect(booked).toEqual({
      kind: 'correction',
      qty: -2,
      day: '2025-02-28',
      orderNo: `ST${id}`,
      reason: `Statement difference ST${id} v1: 10 → 8`,
    });
    const twice = await post(`${S}/~accept`, { id, packagingType: 'pallet' });
    expect(twice.statusCode).toBe(409);

    // The correction changes February: made again, version 2 closes at the partner's count, version 1 is kept.
    const remade = await statementOf(partner, '2025-02');
    expect(remade.made).toMatchObject({ made: 1, unchanged: 0 });
    const d = await detail(id);
    expect(d.statement).toMatchObject({ status: 'issued', version: 2, closing: 12, respondedOn: null });
    expect(d.counts).toEqual([]);
    expect(d.versions).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'disputed',
        closing: 14,
        responseComment: 'we count 8 pallets',
        counts: expect.arrayContaining([expect.objectContaining({ packagingType: 'pallet', counted: 8, posting })]),
      }),
    ]);
    expect(d.events.map((e: { kind: string; version: number }) => `${e.kind} v${e.version}`)).toEqual([
      'remade v2',
      'accepted v1',
      'disputed v1',
      'made v1',
    ]);
    await ok(await post(`${S}/~confirm`, { id, respondedOn: '2025-03-20' }));

    // Each version prints as it was.
    for (const [version, words] of [
      [1, ['Status: Disputed', 'Pallet 0 10 0 10']],
      [2, ['Status: Confirmed', 'Pallet 0 10 2 8']],
    ] as const) {
      const r = await get(`${S}/~print?id=${id}&version=${version}&lang=en`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-disposition']).toContain(version === 2 ? '-v2.pdf' : '2025-02.pdf');
      if (!pdfReaders('statement versions')) continue;
      const text = pdfText(r.rawPayload).replace(/\s+/g, ' ');
      for (const w of words) expect(text).toContain(w);
      // Pallets and boxes make no sum: no units total row (issue 34 §6).
      expect(text).not.toMatch(/Total 0 14|Total 0 1[24] /);
    }
    expect((await get(`${S}/~print?id=${id}&version=7`)).statusCode).toBe(404);
  });

  it('refuses counts that are not whole JSON numbers, or name a type twice, and changes nothing', async () => {
    const plant = await newPlant();
    await ok(await correction(plant, 'pallet', 3, '2025-04-03'));
    const { id } = await statementOf(await partnerOf(plant), '2025-04');
    for (const counts of [
      [{ packagingType: 'pallet', counted: '2' }],
      [{ packagingType: 'pallet', counted: -1 }],
      [
        { packagingType: 'pallet', counted: 1 },
        { packagingType: 'pallet', counted: 2 },
      ],
    ]) {
      const r = await post(`${S}/~dispute`, { id, respondedOn: '2025-05-02', comment: 'count', counts });
      expect(r.statusCode, JSON.stringify(counts)).toBe(400);
    }
    expect((await detail(id)).statement).toMatchObject({ status: 'issued', respondedOn: null });
    const notDisputed = await post(`${S}/~accept`, { id, packagingType: 'pallet' });
    expect(notDisputed.statusCode).toBe(409);
  });
});
