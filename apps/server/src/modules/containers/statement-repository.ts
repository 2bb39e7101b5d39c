import type { PackagingType } from '@wms/contract/containers/container-account';
import { type StatementStatus, ctrStatement as statementDef } from '@wms/contract/containers/statement';
import type {
  TStatementLine,
  TStatementPosting,
  TStatementQuery,
  TStatementRow,
} from '@wms/contract/containers/statement-schema';
import type { TFilterItem, TTableQuery } from '@wms/contract/table';
import { and, asc, eq, getTableColumns, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigintArray, codeArray, intArray } from '../../db/arrays.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ctrPartner, ctrStatement, ctrStatementLine } from '../../db/schema/index.ts';
import { filterItems } from '../resources/query-builder.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import type { ServerResource } from '../resources/server-resource.ts';

/** A line as computed from the postings and lots, before it is written. */
export interface ComputedLine extends TStatementLine {
  partner: number;
}

/** A partner's terms when its statement is made. */
export interface PartnerTerms {
  id: number;
  charged: boolean;
  freeDays: number;
}

/** A statement as it is written (totals are the sums of its lines). */
export interface NewStatement {
  partner: number;
  month: string;
  charged: boolean;
  freeDays: number;
  opening: number;
  outQty: number;
  backQty: number;
  closing: number;
  rent: number;
  lossValue: number;
  total: number;
  /** The site's currency when it is made (ISO 4217). */
  currency: string;
  lastPosting: number;
  madeBy: string | null;
  interim: boolean;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as Rows<T>).rows;
/** bigint sums arrive as text from node-postgres; the database's checks keep them within safe integers. */
const n = (v: unknown) => Number(v ?? 0);

/** The partner's kind, code and name beside a statement row (read for the page's rows only). */
const partnerColumns = () => {
  // Qualified by hand: drizzle writes a lone table's column unqualified.
  const of = (c: string) => sql.raw(`(select p.${c} from ctr_partner p where p.id = "ctr_statement"."partner_id")`);
  return { partnerKind: of('kind'), partnerCode: of('code'), partnerName: of('name') };
};

const rowSelection = {
  id: ctrStatement.id,
  partner: ctrStatement.partner,
  partnerKind: sql<string>`${ctrPartner.kind}`,
  partnerCode: ctrPartner.code,
  partnerName: ctrPartner.name,
  month: sql<string>`${ctrStatement.month}::text`,
  status: ctrStatement.status,
  charged: ctrStatement.charged,
  freeDays: ctrStatement.freeDays,
  opening: ctrStatement.opening,
  outQty: ctrStatement.outQty,
  backQty: ctrStatement.backQty,
  closing: ctrStatement.closing,
  rent: ctrStatement.rent,
  lossValue: ctrStatement.lossValue,
  total: ctrStatement.total,
  currency: ctrStatement.currency,
  madeAt: sql<string>`${ctrStatement.madeAt}::text`,
  madeBy: ctrStatement.madeBy,
  interim: ctrStatement.interim,
  version: ctrStatement.version,
  respondedOn: sql<string | null>`${ctrStatement.respondedOn}::text`,
  responseComment: ctrStatement.responseComment,
  respondedBy: ctrStatement.respondedBy,
  respondedAt: sql<string | null>`${ctrStatement.respondedAt}::text`,
};

/** All SQL of the monthly statements. Reads postings and lots; writes only statements and their lines. */
export const statementRepository = {
  /** The database's day: postings are dated by it (posted_on defaults to current_date). */
  async today(db: DbOrTx): Promise<string> {
    return String((await rowsOf<{ d: string }>(db.execute(sql`select current_date::text as d`)))[0]!.d);
  },

  /** Partner ids after `after`, in id order: the batches of "every partner". */
  async partnerIds(db: DbOrTx, after: number, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: ctrPartner.id })
      .from(ctrPartner)
      .where(gt(ctrPartner.id, after))
      .orderBy(asc(ctrPartner.id))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async partnerCount(db: DbOrTx): Promise<number> {
    return (await db.select({ n: sql<number>`count(*)::int` }).from(ctrPartner))[0]!.n;
  },

  async terms(db: DbOrTx, ids: number[]): Promise<PartnerTerms[]> {
    if (!ids.length) return [];
    return db
      .select({ id: ctrPartner.id, charged: ctrPartner.charged, freeDays: ctrPartner.freeDays })
      .from(ctrPartner)
      .where(inArray(ctrPartner.id, ids))
      .orderBy(asc(ctrPartner.id));
  },

  /**
   * The month's lines of a batch of partners, in one statement (one snapshot): per packaging type the
   * balance before the month, units out (+) and back (−) in it, units written off (and of those the
   * chargeable ones), and — for charged partners — the unit-days held past the free days, first in first
   * out (statement-rules.ts says the rule: a lot's portion counts on days d with d >= opened_on + free_days
   * and d < taken_on, or to the month's end while still out). The free days are the type's own
   * (`ctr_price.free_days`), else the partner's. Only types with a balance or postings get a line. `last`
   * is the highest posting id the snapshot saw.
   */
  async compute(db: DbOrTx, ids: number[], month: string, end: string): Promise<{ lines: ComputedLine[]; last: number }> {
    if (!ids.length) return { lines: [], last: 0 };
    const idList = sql`${`{${ids.join(',')}}`}::int[]`;
    const start = sql`${month}::date`;
    const stop = sql`${end}::date`;
    const rows = await rowsOf<Record<string, unknown>>(
      db.execute(sql`
      with p as (select id, free_days, charged from ctr_partner where id = any(${idList})),
      acc as not materialized (
        select a.id, a.partner_id, a.packaging_type, coalesce(pr.free_days, p.free_days) as free_days
          from ctr_account a
          join p on p.id = a.partner_id and p.charged
          left join ctr_price pr on pr.partner_id = a.partner_id and pr.packaging_type = a.packaging_type),
      mv as (
        select po.partner_id, po.packaging_type,
               coalesce(sum(po.qty) filter (where po.posted_on < ${start}), 0) as opening,
               coalesce(sum(po.qty) filter (where po.posted_on >= ${start} and po.qty > 0), 0) as out_qty,
               coalesce(-sum(po.qty) filter (where po.posted_on >= ${start} and po.qty < 0), 0) as back_qty,
               coalesce(-sum(po.qty) filter (where po.posted_on >= ${start} and po.kind = 'writeOff'), 0) as written_off,
               coalesce(-sum(po.qty) filter (where po.posted_on >= ${start} and po.kind = 'writeOff' and po.chargeable), 0)
                 as charged_off,
               count(*) filter (where po.posted_on >= ${start}) as moves
          from ctr_posting po
         where po.partner_id = any(${idList}) and po.posted_on < ${stop}
         group by po.partner_id, po.packaging_type),
      portions as (
        select a.partner_id, a.packaging_type, l.opened_on + a.free_days as from_day, t.taken_on as to_day, t.qty
          from ctr_lot_take t
          join ctr_lot l on l.id = t.lot_id
          join acc a on a.id = l.account_id
         where t.taken_on > ${start} and l.opened_on + a.free_days < ${stop}
        union all
        select a.partner_id, a.packaging_type, l.opened_on + a.free_days, ${stop}, l.open
          from acc a
          join ctr_lot l on l.account_id = a.id and l.open > 0
         where l.opened_on + a.free_days < ${stop}),
      rent as (
        select partner_id, packaging_type,
               sum(qty::bigint * greatest(0, least(to_day, ${stop}) - greatest(from_day, ${start}))) as unit_days
          from portions group by partner_id, packaging_type)
      select mv.partner_id as partner, mv.packaging_type as "packagingType", mv.opening::int as opening,
             mv.out_qty as "outQty", mv.back_qty as "backQty", (mv.opening + mv.out_qty - mv.back_qty)::int as closing,
             mv.written_off as "writtenOff", mv.charged_off as "chargedOff",
             coalesce(pr.free_days, p.free_days) as "freeDays",
             coalesce(r.unit_days, 0) as "unitDays",
             coalesce(pr.daily_rent, 0) as "dailyRent", coalesce(pr.loss_price, 0) as "lossPrice",
             (select coalesce(max(id), 0) from ctr_posting) as last
        from mv
        join p on p.id = mv.partner_id
        left join rent r on r.partner_id = mv.partner_id and r.packaging_type = mv.packaging_type
        left join ctr_price pr on p.charged and pr.partner_id = mv.partner_id and pr.packaging_type = mv.packaging_type
       where mv.opening <> 0 or mv.moves > 0
       order by mv.partner_id, mv.packaging_type`),
    );
    let last = 0;
    const lines = rows.map((r) => {
      last = Math.max(last, n(r.last));
      const unitDays = n(r.unitDays);
      const writtenOff = n(r.writtenOff);
      const chargedOff = n(r.chargedOff);
      const dailyRent = n(r.dailyRent);
      const lossPrice = n(r.lossPrice);
      return {
        partner: n(r.partner),
        packagingType: r.packagingType as PackagingType,
        opening: n(r.opening),
        outQty: n(r.outQty),
        backQty: n(r.backQty),
        closing: n(r.closing),
        writtenOff,
        chargedOff,
        freeDays: n(r.freeDays),
        unitDays,
        dailyRent,
        lossPrice,
        rent: unitDays * dailyRent,
        lossValue: chargedOff * lossPrice,
      };
    });
    if (!rows.length)
      last = n((await rowsOf<{ last: unknown }>(db.execute(sql`select coalesce(max(id), 0) as last from ctr_posting`)))[0]?.last);
    return { lines, last };
  },

  /**
   * Writes the statements, each made again in place when it exists and is not confirmed (its answer cleared, its
   * version counted on: the caller kept the one before). Returns the ids written by partner; confirmed ones are left.
   */
  async upsert(tx: DbOrTx, rows: NewStatement[]): Promise<Map<number, number>> {
    if (!rows.length) return new Map();
    const ex = (c: string) => sql.raw(`excluded.${c}`);
    const written = await tx
      .insert(ctrStatement)
      .values(rows.map((r) => ({ ...r, status: 'issued', madeAt: new Date() })))
      .onConflictDoUpdate({
        target: [ctrStatement.partner, ctrStatement.month],
        set: {
          status: 'issued',
          charged: ex('charged'),
          freeDays: ex('free_days'),
          opening: ex('opening'),
          outQty: ex('out_qty'),
          backQty: ex('back_qty'),
          closing: ex('closing'),
          rent: ex('rent'),
          lossValue: ex('loss_value'),
          total: ex('total'),
          currency: ex('currency'),
          lastPosting: ex('last_posting'),
          madeAt: ex('made_at'),
          madeBy: ex('made_by'),
          version: sql`${ctrStatement.version} + 1`,
          interim: ex('interim'),
          respondedOn: null,
          responseComment: null,
          respondedBy: null,
          respondedAt: null,
        },
        setWhere: ne(ctrStatement.status, 'confirmed'),
      })
      .returning({ id: ctrStatement.id, partner: ctrStatement.partner });
    return new Map(written.map((w) => [w.partner, w.id]));
  },

  /** Replaces the lines of statements just written, all in one insert. */
  async replaceLines(tx: DbOrTx, lines: (TStatementLine & { statement: number })[], statements: number[]) {
    if (statements.length) await tx.delete(ctrStatementLine).where(inArray(ctrStatementLine.statement, statements));
    if (!lines.length) return;
    // One array parameter per column: the ORM's multi-row insert made an object per value (a run's heap rose 71 MB, now 25).
    const ints = (f: (l: (typeof lines)[number]) => number) => intArray(lines.map(f));
    const bigs = (f: (l: (typeof lines)[number]) => number) => bigintArray(lines.map(f));
    await tx.execute(sql`insert into ctr_statement_line (statement_id, packaging_type, opening, out_qty, back_qty, closing,
        written_off, charged_off, free_days, unit_days, daily_rent, loss_price, rent, loss_value)
      select * from unnest(${ints((l) => l.statement)}, ${codeArray(lines.map((l) => l.packagingType))},
        ${ints((l) => l.opening)}, ${bigs((l) => l.outQty)}, ${bigs((l) => l.backQty)}, ${ints((l) => l.closing)},
        ${bigs((l) => l.writtenOff)}, ${bigs((l) => l.chargedOff)}, ${ints((l) => l.freeDays)}, ${bigs((l) => l.unitDays)},
        ${ints((l) => l.dailyRent)}, ${ints((l) => l.lossPrice)}, ${bigs((l) => l.rent)}, ${bigs((l) => l.lossValue)})`);
  },

  async row(db: DbOrTx, id: number, lock = false): Promise<TStatementRow | undefined> {
    const q = db
      .select(rowSelection)
      .from(ctrStatement)
      .innerJoin(ctrPartner, eq(ctrPartner.id, ctrStatement.partner))
      .where(eq(ctrStatement.id, id));
    const [r] = lock ? await q.for('update', { of: ctrStatement }) : await q;
    return r as TStatementRow | undefined;
  },

  async byPartnerMonth(db: DbOrTx, partner: number, month: string): Promise<number | undefined> {
    const [r] = await db
      .select({ id: ctrStatement.id })
      .from(ctrStatement)
      .where(and(eq(ctrStatement.partner, partner), eq(ctrStatement.month, month)));
    return r?.id;
  },

  async lines(db: DbOrTx, statement: number): Promise<TStatementLine[]> {
    const { id: _id, statement: _s, ...cols } = getTableColumns(ctrStatementLine);
    const rows = await db
      .select(cols)
      .from(ctrStatementLine)
      .where(eq(ctrStatementLine.statement, statement))
      .orderBy(asc(ctrStatementLine.packagingType));
    return rows as TStatementLine[];
  },

  /**
   * The month's postings the statement saw, by packaging type, day and posting, each with its running
   * balance from the line's opening (a posting dated back into the month keeps the days in order).
   */
  async postings(db: DbOrTx, s: { id: number; partner: number; month: string; lastPosting: number }, end: string) {
    return rowsOf<TStatementPosting>(
      db.execute(sql`
      select po.id, po.packaging_type as "packagingType", po.kind, po.posted_on::text as "postedOn", po.qty,
             (l.opening + sum(po.qty) over (partition by po.packaging_type order by po.posted_on, po.id))::int as balance,
             po.order_no as "orderNo", po.reason, po.chargeable
        from ctr_posting po
        join ctr_statement_line l on l.statement_id = ${s.id} and l.packaging_type = po.packaging_type
       where po.partner_id = ${s.partner} and po.posted_on >= ${s.month}::date and po.posted_on < ${end}::date
         and po.id <= ${s.lastPosting}
       order by po.packaging_type, po.posted_on, po.id`),
    );
  },

  async lastPosting(db: DbOrTx, id: number): Promise<number> {
    const [r] = await db.select({ last: ctrStatement.lastPosting }).from(ctrStatement).where(eq(ctrStatement.id, id));
    return r?.last ?? 0;
  },

  /** Records the partner's answer on a statement locked by `row(…, true)`. */
  async answer(
    tx: DbOrTx,
    id: number,
    a: { status: StatementStatus; respondedOn: string; comment: string | null; by: string | null },
  ) {
    await tx
      .update(ctrStatement)
      .set({
        status: a.status,
        respondedOn: a.respondedOn,
        responseComment: a.comment,
        respondedBy: a.by,
        respondedAt: new Date(),
      })
      .where(eq(ctrStatement.id, id));
  },
};

/** The statements list through the generic engine (filter, sort, page). */
export function statementList(lookup: (name: string) => ServerResource) {
  const columns = {
    ...(getTableColumns(ctrStatement) as Record<string, AnyPgColumn>),
    ...(partnerColumns() as unknown as Record<string, AnyPgColumn>),
  };
  const repo = new ResourceRepository({ def: statementDef, table: ctrStatement, columns, hooks: {} }, lookup);
  const query = (q: TStatementQuery): TTableQuery => {
    const items: TFilterItem[] = [...filterItems(q)];
    if (q.partner) items.push({ field: 'partner', operator: 'eq', value: q.partner });
    if (q.month) items.push({ field: 'month', operator: 'eq', value: q.month });
    if (q.status) items.push({ field: 'status', operator: 'eq', value: q.status });
    return { ...q, filter: items };
  };
  return { repo, query };
}
