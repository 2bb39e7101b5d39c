import type { TContainers } from '@wms/contract/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/** Movements per day, type and consignee, from `rows` of stock_ledger (outbound ones carry their order's consignee). */
const perDay = (where: SQL) => sql`
  select l.ledger_date::date as day, l.type, coalesce(ol.consignee_id, o.consignee_id, 0) as consignee_id,
    sum(l.qty)::bigint as qty, count(*)::int as moves
  from stock_ledger l
    left join outbound_order_line ol on l.type = 'outbound' and ol.id = l.order_line
    left join outbound_order o on o.id = ol.order_id
  where ${where}
  group by 1, 2, 3`;

/** Open units of lots opened more than 90 days ago (the balance screen's age91); only open lots are read (ctr_lot_open_idx). */
const past90Lots = sql`ctr_lot where open > 0 and opened_on < current_date - 90`;

/**
 * Per account holding units: its balance and its units past 90 days. The old open lots are summed
 * once and hash-joined: a probe per account (35,000 of them) read the lots' pages at random and was
 * several times slower on a 3-million-lot table (docs/decisions/containers.md "Container accounts on the dashboard and screens").
 */
const heldPerAccount = sql`
  select a.partner_id, a.packaging_type, a.balance::bigint as units, coalesce(o.past90, 0)::bigint as past90
  from ctr_account a
    left join (select account_id, sum(open) as past90 from ${past90Lots} group by account_id) o on o.account_id = a.id
  where a.balance > 0`;

/**
 * All SQL of the dashboards. Totals of days that have ended come from ledger_rollup (filled on first
 * read, once per day); yesterday and today are read from the ledger itself, so a movement committed
 * around midnight is never missed. See docs/decisions/stock-and-counts.md "Dashboards".
 */
export const dashboardRepository = {
  /** Today in the database's time zone: the ledger's days are the database's. */
  async currentDate(db: DbOrTx): Promise<string> {
    return String((await rowsOf(db, sql`select to_char(current_date, 'YYYY-MM-DD') as d`))[0]!.d);
  },

  /** Rolls up the closed days of [from, to] not rolled up yet (to is clipped to the day before yesterday). */
  async rollUp(db: DbOrTx, from: string): Promise<void> {
    await db.execute(sql`
      with missing as (
        select d::date as day from generate_series(${from}::date, current_date - 2, interval '1 day') d
        where not exists (select 1 from ledger_rollup_day r where r.day = d::date)),
      totals as (
        insert into ledger_rollup (day, type, consignee_id, qty, moves)
        ${perDay(sql`l.ledger_date >= (select min(day) from missing) and l.ledger_date < (select max(day) from missing) + 1
          and l.ledger_date::date in (select day from missing)`)}
        on conflict do nothing)
      insert into ledger_rollup_day (day) select day from missing on conflict do nothing`);
  },

  /** Per day, type and consignee from `from` to today: rolled-up days plus the live ledger of yesterday and today. */
  movements(from: string): SQL {
    return sql`(
      select day, type, consignee_id, qty, moves from ledger_rollup where day >= ${from}::date and day < current_date - 1
      union all
      ${perDay(sql`l.ledger_date >= greatest(${from}::date, current_date - 1)`)})`;
  },

  /** Inbound and outbound quantities per day (outbound positive), every day of the range, zero-filled. */
  async daily(db: DbOrTx, from: string) {
    await this.rollUp(db, from);
    return (
      await rowsOf(
        db,
        sql`select to_char(d::date, 'YYYY-MM-DD') as day,
          coalesce(sum(m.qty) filter (where m.type = 'inbound'), 0)::bigint as inbound,
          coalesce(-sum(m.qty) filter (where m.type = 'outbound'), 0)::bigint as outbound
        from generate_series(${from}::date, current_date, interval '1 day') d
          left join ${this.movements(from)} m on m.day = d::date
        group by d order by d`,
      )
    ).map((r) => ({ day: String(r.day), inbound: n(r.inbound), outbound: n(r.outbound) }));
  },

  /** Inbound and outbound per month (YYYY-MM) from the month of `from` to this one. */
  async monthly(db: DbOrTx, from: string) {
    await this.rollUp(db, from);
    return (
      await rowsOf(
        db,
        sql`select to_char(d, 'YYYY-MM') as month,
          coalesce(sum(m.qty) filter (where m.type = 'inbound'), 0)::bigint as inbound,
          coalesce(-sum(m.qty) filter (where m.type = 'outbound'), 0)::bigint as outbound
        from generate_series(date_trunc('month', ${from}::date), date_trunc('month', current_date), interval '1 month') d
          left join ${this.movements(from)} m on date_trunc('month', m.day) = d
        group by d order by d`,
      )
    ).map((r) => ({ month: String(r.month), inbound: n(r.inbound), outbound: n(r.outbound) }));
  },

  /** What went out to each consignee since `from`, largest first; `limit` of them, the rest as one. */
  async delivery(db: DbOrTx, from: string, limit: number) {
    await this.rollUp(db, from);
    const rows = await rowsOf(
      db,
      sql`select m.consignee_id as id, c.name, (-sum(m.qty))::bigint as qty
        from ${this.movements(from)} m left join consignee c on c.id = m.consignee_id
        where m.type = 'outbound' group by m.consignee_id, c.name order by 3 desc, c.name`,
    );
    const all = rows.map((r) => ({ id: n(r.id), name: (r.name as string | null) ?? null, qty: n(r.qty) }));
    const rest = all.slice(limit).reduce((s, r) => s + r.qty, 0);
    return { top: all.slice(0, limit), rest };
  },

  /** Planned (production plan) against delivered (outbound) per day of [from, to]. */
  async plan(db: DbOrTx, from: string, to: string) {
    await this.rollUp(db, from);
    return (
      await rowsOf(
        db,
        sql`with p as (select plan_date as day, sum(qty)::bigint as qty from production_plan
            where plan_date between ${from}::date and ${to}::date group by plan_date),
          o as (select day, -sum(qty)::bigint as qty from ${this.movements(from)} m where m.type = 'outbound' group by day)
        select to_char(d::date, 'YYYY-MM-DD') as day, coalesce(p.qty, 0) as planned, coalesce(o.qty, 0) as delivered
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
          left join p on p.day = d::date left join o on o.day = d::date
        order by d`,
      )
    ).map((r) => ({ day: String(r.day), planned: n(r.planned), delivered: n(r.delivered) }));
  },

  /** Stock on hand per customer (the consignor of the SKU's item), largest first. */
  async customers(db: DbOrTx, limit: number) {
    const rows = await rowsOf(
      db,
      sql`with per_sku as (select sku_id, sum(qoh)::bigint as qoh, sum(qal)::bigint as qal from stock where qoh > 0 group by sku_id)
        select i.consignor_id as id, c.name, sum(s.qoh)::bigint as qoh, sum(s.qal)::bigint as qal, count(*)::int as skus
        from per_sku s join product_sku p on p.id = s.sku_id join item i on i.id = p.item_id
          left join consignor c on c.id = i.consignor_id
        group by i.consignor_id, c.name order by 3 desc, c.name limit ${limit}`,
    );
    return rows.map((r) => ({
      id: r.id === null ? null : n(r.id),
      name: (r.name as string | null) ?? null,
      qoh: n(r.qoh),
      qal: n(r.qal),
      skus: n(r.skus),
    }));
  },

  /** Today's movements per type: quantity (signed as booked) and count. */
  async today(db: DbOrTx) {
    const rows = await rowsOf(
      db,
      sql`select type, sum(qty)::bigint as qty, count(*)::int as moves from stock_ledger
        where ledger_date >= current_date group by type`,
    );
    return Object.fromEntries(rows.map((r) => [String(r.type), { qty: n(r.qty), moves: n(r.moves) }]));
  },

  /** Orders not yet finished or cancelled, per status. */
  async openOrders(db: DbOrTx, table: 'inbound_order' | 'outbound_order') {
    const rows = await rowsOf(
      db,
      sql`select status, count(*)::int as count from ${sql.identifier(table)} where status not in (0, 200) group by status order by status`,
    );
    return rows.map((r) => ({ status: n(r.status), count: n(r.count) }));
  },

  /** Outbound tasks open or started, per type. */
  async openTasks(db: DbOrTx) {
    const rows = await rowsOf(
      db,
      sql`select type, status, count(*)::int as count from outbound_task where status in (10, 20) group by type, status order by type, status`,
    );
    return rows.map((r) => ({ type: String(r.type), status: n(r.status), count: n(r.count) }));
  },

  /** Stock on hand per packaging type of the stock rows (none: null). */
  async stockByPackType(db: DbOrTx) {
    const rows = await rowsOf(
      db,
      sql`select pack_type, sum(qoh)::bigint as qoh, count(*)::int as rows from stock where qoh > 0 group by pack_type order by 2 desc`,
    );
    return rows.map((r) => ({ packType: (r.pack_type as string | null) ?? null, qoh: n(r.qoh), rows: n(r.rows) }));
  },

  /**
   * Packaging out at partners, in one statement over the accounts: per packaging type; the `limit` partners holding
   * most (ranked by their units of all types together, a weight for the order only) with their units per type; and
   * how many partners hold some, and some out over 90 days. No figure adds units of different types.
   */
  async containers(db: DbOrTx, limit = 10): Promise<TContainers> {
    const rows = await rowsOf(
      db,
      sql`with acc as (${heldPerAccount}),
        by_type as (select packaging_type, sum(units) as units, sum(past90) as past90 from acc group by 1),
        by_partner as (select partner_id, row_number() over (order by sum(units) desc, sum(past90) desc, partner_id) as ord
          from acc group by 1 order by 2 limit ${limit})
        select 'type' as k, t.packaging_type as key, t.units::bigint, t.past90::bigint, null::text as ptype,
          null::text as kind, null::text as code, null::text as name,
          row_number() over (order by t.units desc, t.packaging_type) as ord
        from by_type t
        union all
        select 'partner', p.partner_id::text, a.units, a.past90, a.packaging_type, cp.kind, cp.code, cp.name, p.ord
        from by_partner p join acc a on a.partner_id = p.partner_id join ctr_partner cp on cp.id = p.partner_id
        union all
        select 'count', null, count(distinct partner_id), count(distinct partner_id) filter (where past90 > 0), null, null, null,
          null, 0
        from acc
        order by 1 desc, 9, 5`,
    );
    const byType = rows
      .filter((r) => r.k === 'type')
      .map((r) => ({
        packagingType: r.key as TContainers['byType'][number]['packagingType'],
        units: n(r.units),
        past90: n(r.past90),
      }));
    const top: TContainers['top'] = [];
    for (const r of rows.filter((x) => x.k === 'partner')) {
      const partner = n(r.key);
      let row = top.at(-1);
      if (row?.partner !== partner) {
        row = {
          partner,
          partnerKind: r.kind as TContainers['top'][number]['partnerKind'],
          code: String(r.code),
          name: String(r.name),
          types: [],
        };
        top.push(row);
      }
      row.types.push({
        packagingType: r.ptype as TContainers['byType'][number]['packagingType'],
        units: n(r.units),
        past90: n(r.past90),
      });
    }
    const count = rows.find((r) => r.k === 'count');
    return { byType, top, partners: n(count?.units), partnersPast90: n(count?.past90) };
  },

  /** How many partners hold our packaging, and how many some out over 90 days (the home dashboard's card). */
  async containerTotals(db: DbOrTx) {
    const [r] = await rowsOf(
      db,
      sql`select (select count(distinct partner_id) from ctr_account where balance > 0)::bigint as partners,
        (select count(distinct a.partner_id) from ctr_account a where a.balance > 0
          and exists (select 1 from ${past90Lots} and account_id = a.id))::bigint as past90`,
    );
    return { partners: n(r?.partners), partnersPast90: n(r?.past90) };
  },
};
