import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ctrPosting, customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { chargeableUnitDays } from './statement-rules.ts';

/**
 * Terms per packaging type, the site's currency, chargeable write-offs (issue 34 §5; docs/decisions/containers.md
 * "Terms per packaging type, currency, chargeable write-offs").
 */
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
    .values({ code: `C-TRM${seq}`, name: `Terms plant ${seq}` })
    .returning();
  return c!.id;
}
const correction = (refId: number, packagingType: string, qty: number, postedOn: string) =>
  post(`${A}/~post`, { partnerKind: 'customer', refId, packagingType, kind: 'correction', qty, postedOn, reason: 'crafted' });
const writeOff = (refId: number, packagingType: string, qty: number, postedOn: string, chargeable?: boolean) =>
  post(`${A}/~writeOff`, {
    partnerKind: 'customer',
    refId,
    packagingType,
    qty,
    postedOn,
    reason: chargeable === false ? 'crushed by our forklift' : 'lost at the plant',
    ...(chargeable === undefined ? {} : { chargeable }),
  });
const charges = (refId: number, freeDays: number, prices: object[]) =>
  post(`${A}/partner/~charges/update`, { partnerKind: 'customer', refId, freeDays, charged: true, prices });
const setCurrency = (currency: string, lang = 'en') => post(`${A}/~close`, { closedThrough: null, currency }, lang);
const statementOf = async (partner: number, month: string) => {
  await ok(await post(`${S}/~make`, { month, partner }));
  const rows = (await ok(await post(`${S}/~page/get`, { page: 1, length: 10, partner, month }))).rows;
  expect(rows).toHaveLength(1);
  return ok(await get(`${S}/_detail/get?id=${rows[0].id}`));
};

describe('terms per packaging type, currency, chargeable write-offs', () => {
  it('a packaging type with free days of its own is rented by them; the others by the partner’s', async () => {
    const plant = await newCustomer();
    // March 2025 (31 days): 4 pallets and 2 plastic boxes out on the 1st, still out at the month's end.
    await ok(await correction(plant, 'pallet', 4, '2025-03-01'));
    await ok(await correction(plant, 'plasticBox', 2, '2025-03-01'));
    const saved = await ok(
      await charges(plant, 10, [
        { packagingType: 'pallet', dailyRent: 5, lossPrice: 1000, freeDays: 0 },
        { packagingType: 'plasticBox', dailyRent: 2, lossPrice: 300 },
      ]),
    );
    expect(saved.currency).toBe('CNY');
    expect(saved.prices).toEqual([
      { packagingType: 'pallet', dailyRent: 5, lossPrice: 1000, freeDays: 0 },
      { packagingType: 'plasticBox', dailyRent: 2, lossPrice: 300, freeDays: null },
    ]);
    const detail = await ok(await get(`${A}/partner/_detail/get?id=${saved.partner.id}`));
    expect(detail).toMatchObject({ currency: 'CNY', prices: saved.prices });

    const d = await statementOf(saved.partner.id, '2025-03');
    const out = [{ openedOn: '2025-03-01', takenOn: null, qty: 1 }];
    const pallet = 4 * chargeableUnitDays(out, '2025-03-01', 0);
    const box = 2 * chargeableUnitDays(out, '2025-03-01', 10);
    expect([pallet, box]).toEqual([4 * 31, 2 * 21]);
    expect(d.lines.map((l: Record<string, unknown>) => [l.packagingType, l.freeDays, l.unitDays, l.rent])).toEqual([
      ['pallet', 0, pallet, pallet * 5],
      ['plasticBox', 10, box, box * 2],
    ]);
    expect(d.statement).toMatchObject({ freeDays: 10, currency: 'CNY', rent: pallet * 5 + box * 2 });
  });

  it('a write-off not charged (damaged at our site) is written off but not valued, and tagged so', async () => {
    const plant = await newCustomer();
    await ok(await correction(plant, 'pallet', 4, '2025-03-01'));
    const saved = await ok(await charges(plant, 0, [{ packagingType: 'pallet', dailyRent: 5, lossPrice: 1000 }]));
    const partner = saved.partner.id;
    await ok(await writeOff(plant, 'pallet', 1, '2025-03-20'));
    const free = await ok(await writeOff(plant, 'pallet', 2, '2025-03-20', false));

    const d = await statementOf(partner, '2025-03');
    // The written-off units' rent ends on their write-off day, charged or not: 3 units 19 days, 1 unit 31.
    expect(d.lines).toEqual([
      expect.objectContaining({ packagingType: 'pallet', backQty: 3, closing: 1, writtenOff: 3, chargedOff: 1 }),
    ]);
    expect(d.lines[0]).toMatchObject({ unitDays: 3 * 19 + 31, lossValue: 1000 });
    expect(d.statement).toMatchObject({ lossValue: 1000, total: (3 * 19 + 31) * 5 + 1000 });
    expect(d.postings.map((p: { kind: string; qty: number; chargeable: boolean }) => [p.kind, p.qty, p.chargeable])).toEqual([
      ['correction', 4, true],
      ['writeOff', -1, true],
      ['writeOff', -2, false],
    ]);

    const list = await ok(await post(`${A}/posting/~page/get`, { page: 1, length: 10, partner }));
    expect(list.rows.find((r: { id: number }) => r.id === free.id)).toMatchObject({ kind: 'writeOff', chargeable: false });

    // Only a write-off may go uncharged, whatever code writes the posting.
    const [w] = await db.select().from(ctrPosting).where(eq(ctrPosting.id, free.id));
    await expect(
      db.execute(sql`insert into ctr_posting (account_id, partner_id, packaging_type, kind, qty, posted_on, reason, chargeable)
        values (${w!.account}, ${w!.partner}, 'pallet', 'correction', 1, '2025-03-21', 'crafted', false)`),
    ).rejects.toThrow();

    for (const [lang, words] of [
      ['en', ['Currency: CNY', 'Charges (CNY)', 'Rent (CNY)', 'Charged off', 'Free days', '(not charged)', 'total CNY 14.40']],
      [
        'zh',
        ['币种: CNY', '费用（CNY）', '租金（CNY）', '计费报损', '免费天数', '（不收费）', '合计 CNY 14.40', '金额币种：CNY'],
      ],
    ] as const) {
      const r = await get(`${S}/~print?id=${d.statement.id}&lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      if (!pdfReaders('statement terms print')) continue;
      // Narrow columns wrap their headings: the words are read with the line breaks as spaces.
      const text = pdfText(r.rawPayload).replace(/\s+/g, ' ');
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('the site’s currency names the amounts, with its own minor unit; a statement keeps the one it was made in', async () => {
    const plant = await newCustomer();
    await ok(await correction(plant, 'liner', 3, '2025-04-01'));
    // Prices set (in CNY): the currency stays until they are cleared.
    const saved = await ok(await charges(plant, 0, [{ packagingType: 'liner', dailyRent: 7, lossPrice: 0 }]));
    const refused = await setCurrency('JPY');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/partners have prices in CNY/);
    expect((await setCurrency('JPY', 'zh')).json().message).toContain('CNY');

    // Every partner's prices cleared (the earlier tests' too), the currency moves; prices are then yen.
    for (let s = 1; s <= seq; s++) {
      const [c] = await db
        .select({ id: customer.id })
        .from(customer)
        .where(eq(customer.code, `C-TRM${s}`));
      await ok(await charges(c!.id, 0, []));
    }
    expect(await ok(await setCurrency('JPY'))).toMatchObject({ currency: 'JPY' });
    expect(await ok(await get(`${A}/_period`))).toMatchObject({ currency: 'JPY' });
    await ok(await charges(plant, 0, [{ packagingType: 'liner', dailyRent: 1250, lossPrice: 0 }]));
    const d = await statementOf(saved.partner.id, '2025-04');
    expect(d.statement).toMatchObject({ currency: 'JPY', rent: 3 * 30 * 1250 });
    for (const [lang, words] of [
      ['en', ['Currency: JPY', 'Rent (JPY)', 'total JPY 112,500', 'Amounts in JPY']],
      ['zh', ['币种: JPY', '租金（JPY）', '合计 JPY 112,500', '金额币种：JPY']],
    ] as const) {
      const r = await get(`${S}/~print?id=${d.statement.id}&lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      if (!pdfReaders('statement currency print')) continue;
      const text = pdfText(r.rawPayload).replace(/\s+/g, ' ');
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toContain('112,500.00');
    }

    // Back to yuan: the April statement keeps its yen.
    await ok(await charges(plant, 0, []));
    expect(await ok(await setCurrency('CNY'))).toMatchObject({ currency: 'CNY' });
    expect((await ok(await get(`${S}/_detail/get?id=${d.statement.id}`))).statement.currency).toBe('JPY');
  });

  it('refuses a currency that is no ISO 4217 code, and free days below zero or above ten years', async () => {
    for (const currency of ['XYZ', 'cny', 'RMB', 'CNYY', '']) {
      const r = await setCurrency(currency);
      expect(r.statusCode, currency).toBe(400);
      expect(r.json().message).toContain('ISO 4217');
    }
    expect((await setCurrency('XYZ', 'zh')).json().message).toContain('ISO 4217');
    const plant = await newCustomer();
    for (const body of [
      { freeDays: -1, prices: [] },
      { freeDays: 3651, prices: [] },
      { freeDays: 5, prices: [{ packagingType: 'pallet', dailyRent: 5, lossPrice: 0, freeDays: -1 }] },
      { freeDays: 5, prices: [{ packagingType: 'pallet', dailyRent: 5, lossPrice: 0, freeDays: 3651 }] },
      { freeDays: 5, prices: [{ packagingType: 'pallet', dailyRent: 5, lossPrice: 0, freeDays: 1.5 }] },
    ]) {
      const r = await charges(plant, body.freeDays, body.prices);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await post(`${A}/~writeOff`, {
      partnerKind: 'customer',
      refId: plant,
      packagingType: 'pallet',
      qty: 1,
      reason: 'x',
      chargeable: 'no',
    });
    expect(bad.statusCode).toBe(400);
    // The database refuses them too, whatever code writes.
    await expect(db.execute(sql`update ctr_period set currency = 'cny'`)).rejects.toThrow();
    await ok(await charges(plant, 5, [{ packagingType: 'pallet', dailyRent: 0, lossPrice: 0, freeDays: 3 }]));
    await expect(db.execute(sql`update ctr_price set free_days = -1`)).rejects.toThrow();
  });
});
