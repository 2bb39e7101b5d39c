import type { PackagingType, PartnerKind, PostingKind } from '@wms/contract/containers/container-account';
import type { TContainerAccountRow, TPartner, TPrice } from '@wms/contract/containers/container-account-schema';
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle, unnamed } from '../../db/prepared.ts';
import {
  carrier,
  consignee,
  consignor,
  ctrAccount,
  ctrLot,
  ctrPartner,
  ctrPosting,
  ctrPrice,
  customer,
  productSku,
} from '../../db/schema/index.ts';

/** The master table and the partner column of each partner kind. */
const MASTER = { customer, consignee, consignor, carrier } as const;
const REF_COLUMN = {
  customer: ctrPartner.customer,
  consignee: ctrPartner.consignee,
  consignor: ctrPartner.consignor,
  carrier: ctrPartner.carrier,
} as const;

export interface NewPosting {
  account: number;
  partner: number;
  packagingType: PackagingType;
  kind: PostingKind;
  qty: number;
  postedOn?: string;
  orderNo?: string | null;
  reason?: string | null;
  userId?: number | null;
  userName?: string | null;
  /** A write-off the partner is charged for (the default); only a write-off may be false. */
  chargeable?: boolean;
}

export interface LockedAccount {
  id: number;
  partner: number;
  packagingType: PackagingType;
  balance: number;
}

/** Open units by age bucket of an account (0–30, 31–60, 61–90, over 90 days), and its oldest open day. */
const ageOf = () => {
  // Qualified by hand: drizzle writes a lone table's column unqualified, which inside the subquery would be ctr_lot's id.
  const account = sql.raw('"ctr_account"."id"');
  const bucket = (from: number, to: number | null) =>
    sql<number>`coalesce((select sum(l.open) from ${ctrLot} l where l.account_id = ${account} and l.open > 0
      and l.opened_on <= current_date - ${from}::int ${to === null ? sql`` : sql`and l.opened_on > current_date - ${to + 1}::int`}), 0)::int`;
  return {
    age0: bucket(0, 30),
    age31: bucket(31, 60),
    age61: bucket(61, 90),
    age91: bucket(91, null),
    oldestOn: sql<string | null>`(select min(l.opened_on)::text from ${ctrLot} l where l.account_id = ${account} and l.open > 0)`,
  };
};
export const containerAccountAge = ageOf;

/** The statements of a partner's account page header (the benchmark sends them through pg to compare). */
export function detailQueries(db: DbOrTx, id: number | Placeholder) {
  return {
    partner: db
      .select({
        id: ctrPartner.id,
        partnerKind: sql<PartnerKind>`${ctrPartner.kind}`,
        refId: sql<number>`coalesce(${ctrPartner.customer}, ${ctrPartner.consignee}, ${ctrPartner.consignor}, ${ctrPartner.carrier})`,
        code: ctrPartner.code,
        name: ctrPartner.name,
        freeDays: ctrPartner.freeDays,
        charged: ctrPartner.charged,
        statementEmail: ctrPartner.statementEmail,
        // The site's currency, which the prices are in: one row, read beside the partner rather than in a call of its own.
        currency: sql<string>`(select cp.currency from ctr_period cp where cp.id = 1)`,
      })
      .from(ctrPartner)
      .where(eq(ctrPartner.id, id)),
    accounts: db
      .select({
        id: ctrAccount.id,
        packagingType: ctrAccount.packagingType,
        balance: ctrAccount.balance,
        lastPostedAt: sql<string | null>`to_json(${ctrAccount.lastPostedAt}) #>> '{}'`,
        ...ageOf(),
      })
      .from(ctrAccount)
      .where(eq(ctrAccount.partner, id))
      .orderBy(asc(ctrAccount.packagingType)),
    prices: db
      .select({
        packagingType: ctrPrice.packagingType,
        dailyRent: ctrPrice.dailyRent,
        lossPrice: ctrPrice.lossPrice,
        freeDays: ctrPrice.freeDays,
      })
      .from(ctrPrice)
      .where(eq(ctrPrice.partner, id))
      .orderBy(asc(ctrPrice.packagingType)),
  };
}

/** The header's statements built once per database handle, run with the partner's id (`id`). */
const preparedDetail = new WeakMap<DbOrTx, Record<'partner' | 'accounts' | 'prices', ReturnType<typeof unnamed>>>();
const detailStatements = (db: DbOrTx) =>
  perHandle(preparedDetail, db, () => {
    const q = detailQueries(db, sql.placeholder('id'));
    return { partner: unnamed(q.partner), accounts: unnamed(q.accounts), prices: unnamed(q.prices) };
  });

/** All SQL of container accounts (the only code that writes postings; the triggers of migration 0034 keep the balance). */
export const containerAccountRepository = {
  async masterExists(db: DbOrTx, kind: PartnerKind, refId: number): Promise<boolean> {
    const t = MASTER[kind];
    return (await db.select({ id: t.id }).from(t).where(eq(t.id, refId))).length > 0;
  },

  /** The partner row of a master row, made on first use (its code and name filled by the database). */
  async ensurePartner(db: DbOrTx, kind: PartnerKind, refId: number): Promise<number> {
    await db
      .insert(ctrPartner)
      .values({ kind, [kind]: refId, code: '', name: '' })
      .onConflictDoNothing();
    const [p] = await db.select({ id: ctrPartner.id }).from(ctrPartner).where(eq(REF_COLUMN[kind], refId));
    return p!.id;
  },

  async partnerOf(db: DbOrTx, kind: PartnerKind, refId: number): Promise<number | undefined> {
    const [p] = await db.select({ id: ctrPartner.id }).from(ctrPartner).where(eq(REF_COLUMN[kind], refId));
    return p?.id;
  },

  async partner(db: DbOrTx, id: number): Promise<TPartner | undefined> {
    const [p] = await detailQueries(db, id).partner;
    if (!p) return undefined;
    const { currency: _c, ...partner } = p;
    return partner as TPartner;
  },

  /**
   * The accounts of (partner, type) pairs locked in id order (FOR UPDATE), made first when missing
   * and `create` is set: two postings to one account wait for each other, never lose one.
   */
  async lockAccounts(
    db: DbOrTx,
    pairs: { partner: number; packagingType: PackagingType }[],
    create: boolean,
  ): Promise<LockedAccount[]> {
    if (!pairs.length) return [];
    if (create) await db.insert(ctrAccount).values(pairs).onConflictDoNothing();
    const keys = pairs.map((p) => sql`(${p.partner}::int, ${p.packagingType}::text)`);
    return (await db
      .select({
        id: ctrAccount.id,
        partner: ctrAccount.partner,
        packagingType: ctrAccount.packagingType,
        balance: ctrAccount.balance,
      })
      .from(ctrAccount)
      .where(sql`(${ctrAccount.partner}, ${ctrAccount.packagingType}::text) in (${sql.join(keys, sql`, `)})`)
      .orderBy(asc(ctrAccount.id))
      .for('update')) as LockedAccount[];
  },

  /** Inserts postings; the database moves each account and its lots. Returns ids (the partner's too) and balances after. */
  async insertPostings(db: DbOrTx, rows: NewPosting[]) {
    if (!rows.length) return [];
    return db.insert(ctrPosting).values(rows).returning({
      id: ctrPosting.id,
      account: ctrPosting.account,
      partner: ctrPosting.partner,
      balance: ctrPosting.balance,
      qty: ctrPosting.qty,
    });
  },

  /** Packaging type of SKUs (their `packType`); SKUs without one are not returnable packaging. */
  async skuTypes(db: DbOrTx, skuIds: number[]): Promise<Map<number, PackagingType>> {
    if (!skuIds.length) return new Map();
    const rows = await db
      .select({ id: productSku.id, type: productSku.packType })
      .from(productSku)
      .where(and(inArray(productSku.id, skuIds), sql`${productSku.packType} is not null`));
    return new Map(rows.map((r) => [r.id, r.type as PackagingType]));
  },

  /** A partner's account page header: the partner, its accounts by packaging type with ages, its prices, the site's currency. */
  async detail(db: DbOrTx, id: number) {
    const q = detailStatements(db);
    const [[row], accounts, prices] = await Promise.all([q.partner, q.accounts, q.prices].map((s) => s.execute({ id })));
    const { currency, ...partner } = (row ?? {}) as TPartner & { currency?: string };
    return {
      partner: row ? (partner as TPartner) : undefined,
      accounts: accounts as TContainerAccountRow[],
      prices: prices as TPrice[],
      currency: currency ?? '',
    };
  },

  /** Free days, whether charged, and the terms per packaging type (replaced whole: a type left out has none). */
  async setCharges(
    db: DbOrTx,
    partner: number,
    t: { freeDays: number; charged: boolean; statementEmail: string | null },
    prices: TPrice[],
  ) {
    await db
      .update(ctrPartner)
      .set({ ...t, updatedAt: new Date() })
      .where(eq(ctrPartner.id, partner));
    await db.delete(ctrPrice).where(eq(ctrPrice.partner, partner));
    if (prices.length) await db.insert(ctrPrice).values(prices.map((p) => ({ ...p, partner })));
  },

  /** Accounts whose balance is not the sum of their postings, or not the sum of their open lots: always empty. */
  async drift(db: DbOrTx) {
    const r = (await db.execute(sql`
      select a.id as account, p.code as partner, a.packaging_type, a.balance,
             coalesce(s.posted, 0)::int as posted, coalesce(l.open, 0)::int as open
        from ${ctrAccount} a
        join ${ctrPartner} p on p.id = a.partner_id
        left join (select account_id, sum(qty) as posted, count(*) as n, max(seq) as last from ${ctrPosting} group by account_id) s
          on s.account_id = a.id
        left join (select account_id, sum(open) as open from ${ctrLot} group by account_id) l on l.account_id = a.id
       where a.balance <> coalesce(s.posted, 0) or a.balance <> coalesce(l.open, 0)
          or a.postings <> coalesce(s.n, 0) or a.postings <> coalesce(s.last, 0)
       order by a.id`)) as unknown as {
      rows: { account: number; partner: string; packaging_type: string; balance: number; posted: number; open: number }[];
    };
    return r.rows.map((x) => ({
      account: x.account,
      partner: x.partner,
      packagingType: x.packaging_type,
      balance: x.balance,
      posted: x.posted,
      open: x.open,
    }));
  },
};
