import type { TJournalQuery } from '@wms/contract/inventory/journal';
import { JOURNAL_FILTER_FIELDS } from '@wms/contract/inventory/journal';
import type { ResourceDef } from '@wms/contract/resource';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { productSku } from '../../../db/schema/index.ts';
import { buildWhere, ownEntry, type QueryColumns, unknownField } from '../../resources/query-builder.ts';

type Row = Record<string, unknown>;

/** The journal's filters are the SKU's own fields (as it is now), so a filter keeps or drops whole SKUs. */
const SKU_COLUMNS: Record<string, AnyPgColumn> = {
  warehouse: productSku.warehouse,
  sku: productSku.id,
  itemName: productSku.itemName,
  itemCode: productSku.no,
};
const columns: QueryColumns = {
  column(field) {
    if (!JOURNAL_FILTER_FIELDS.includes(field)) throw unknownField(field);
    return ownEntry(SKU_COLUMNS, field);
  },
  sortColumn: (field) => columns.column(field),
  id: productSku.id,
};

const SUM_SORT: Record<string, SQL> = {
  day: sql`j.day`,
  warehouse: sql`w.name`,
  sku: sql`p.no`,
  itemName: sql`p.item_name`,
  itemCode: sql`p.no`,
  opening: sql`j.opening`,
  inbound: sql`j.inbound`,
  outbound: sql`j.outbound`,
  adjustment: sql`j.adjustment`,
  closing: sql`j.opening + j.net`,
};
const DELIVERY_SORT: Record<string, SQL> = {
  ...SUM_SORT,
  consignee: sql`c.name`,
  qty: sql`d.qty`,
  orders: sql`d.orders`,
  day: sql`d.day`,
};

function orderBy(sorts: Record<string, SQL>, q: TJournalQuery, ties: SQL): SQL {
  const by = ownEntry(sorts, q.prop || 'day');
  const dir = q.order === 'desc' || q.order === 'descending' ? sql`desc` : sql`asc`;
  return sql`${by} ${dir} nulls last, ${ties}`;
}

const rowsOf = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The stock journal, computed from the ledger. A day is the database's calendar day (its time zone).
 * Opening balances come from the stock itself (a row's qoh is the sum of its ledger rows, an
 * invariant the stock module keeps): a SKU's balance at the start of `start` is what it holds now
 * less every movement since then, so a month reads that month's ledger rows and what came after,
 * never the years before it.
 */
export const journalRepository = {
  /** The SKUs the filter keeps, as a condition on a ledger's `sku_id` (none when nothing is filtered). */
  skuCondition(def: ResourceDef, q: TJournalQuery, column: SQL): SQL {
    const where = buildWhere(def, columns, q);
    return where ? sql`${column} in (select ${productSku.id} from ${productSku} where ${where})` : sql`true`;
  },

  /**
   * One page of the journal (view sum, inbound or outbound), its row count and the period's totals,
   * in one statement: one pass over the ledger from `start` on (the covering index on ledger_date
   * answers it without the table) gives both the range's days and what came after; totals ride on
   * the page's rows as window sums.
   */
  async page(db: DbOrTx, def: ResourceDef, q: TJournalQuery, limit?: { length: number; offset: number }) {
    const only = q.view === 'inbound' ? sql`j.inbound <> 0` : q.view === 'outbound' ? sql`j.outbound <> 0` : sql`true`;
    // Sums stay bigint inside (a SKU's day or balance passes int4) and leave as float8: exact to 2^53,
    // and a number from both drivers (node-pg gives bigint as text).
    const journal = sql`
      with d as (
        select sku_id, ledger_date::date as day,
          coalesce(sum(qty) filter (where type = 'inbound'), 0) as inbound,
          coalesce(-sum(qty) filter (where type = 'outbound'), 0) as outbound,
          coalesce(sum(qty) filter (where type not in ('inbound', 'outbound')), 0) as adjustment,
          sum(qty) as net
        from stock_ledger
        where ledger_date >= ${q.start}::date and ${this.skuCondition(def, q, sql`sku_id`)}
        group by sku_id, ledger_date::date),
      since as (select sku_id, sum(net)::bigint as q from d group by sku_id),
      mv as (select * from d where day <= ${q.end}::date),
      bal as (select sku_id, sum(qoh)::bigint as q from stock where sku_id in (select sku_id from mv) group by sku_id),
      j as (
        select mv.*, (coalesce(bal.q, 0) - since.q
          + coalesce(sum(mv.net) over (partition by mv.sku_id order by mv.day rows between unbounded preceding and 1 preceding), 0)) as opening
        from mv join since using (sku_id) left join bal using (sku_id))`;
    const from = sql`from j join product_sku p on p.id = j.sku_id join warehouse w on w.id = p.warehouse_id where ${only}`;
    const page = limit ? sql`limit ${limit.length} offset ${limit.offset}` : sql``;
    const rows = await rowsOf(
      db,
      sql`${journal} select j.sku_id || '-' || to_char(j.day, 'YYYY-MM-DD') as id, to_char(j.day, 'YYYY-MM-DD') as day,
        j.sku_id as sku, p.no as "skuLabel", p.no as "sku$code",
        p.warehouse_id as warehouse, w.name as "warehouseLabel", w.code as "warehouse$code",
        p.item_name as "itemName", p.no as "itemCode",
        j.opening::float8 as opening, j.inbound::float8 as inbound, j.outbound::float8 as outbound,
        j.adjustment::float8 as adjustment, (j.opening + j.net)::float8 as closing,
        count(*) over ()::int as "$count", (sum(j.inbound) over ())::float8 as "$inbound",
        (sum(j.outbound) over ())::float8 as "$outbound", (sum(j.adjustment) over ())::float8 as "$adjustment"
        ${from} order by ${orderBy(SUM_SORT, q, sql`p.no, j.day`)} ${page}`,
    );
    // A page past the end carries no totals: count them on their own.
    const totals =
      rows[0] ??
      (limit?.offset
        ? (
            await rowsOf(
              db,
              sql`${journal} select count(*)::int as "$count", sum(j.inbound)::float8 as "$inbound",
                sum(j.outbound)::float8 as "$outbound", sum(j.adjustment)::float8 as "$adjustment" ${from}`,
            )
          )[0]!
        : {});
    return {
      rows: rows.map(({ $count: _c, $inbound: _i, $outbound: _o, $adjustment: _a, ...r }) => r),
      count: n(totals.$count),
      summary: { inbound: n(totals.$inbound), outbound: n(totals.$outbound), adjustment: n(totals.$adjustment) },
    };
  },

  /** Deliveries: outbound ledger rows per day, consignee (the line's, else the order's) and SKU. */
  async delivery(db: DbOrTx, def: ResourceDef, q: TJournalQuery, limit?: { length: number; offset: number }) {
    const where = sql`stock_ledger.type = 'outbound' and stock_ledger.ledger_date >= ${q.start}::date
      and stock_ledger.ledger_date < ${q.end}::date + 1 and ${this.skuCondition(def, q, sql`stock_ledger.sku_id`)}`;
    const d = sql`
      with d as (
        select stock_ledger.ledger_date::date as day, coalesce(ol.consignee_id, o.consignee_id) as consignee_id,
          stock_ledger.sku_id, -sum(stock_ledger.qty) as qty, count(distinct o.id)::int as orders
        from stock_ledger
          left join outbound_order_line ol on ol.id = stock_ledger.order_line
          left join outbound_order o on o.id = ol.order_id
        where ${where}
        group by 1, 2, 3)`;
    const from = sql`from d join product_sku p on p.id = d.sku_id join warehouse w on w.id = p.warehouse_id
      left join consignee c on c.id = d.consignee_id`;
    const page = limit ? sql`limit ${limit.length} offset ${limit.offset}` : sql``;
    const [rows, totals] = await Promise.all([
      rowsOf(
        db,
        sql`${d} select to_char(d.day, 'YYYY-MM-DD') || '-' || coalesce(d.consignee_id, 0) || '-' || d.sku_id as id,
          to_char(d.day, 'YYYY-MM-DD') as day, d.consignee_id as consignee, c.name as "consigneeLabel",
          c.code as "consignee$code", d.sku_id as sku, p.no as "skuLabel", p.no as "sku$code",
          p.warehouse_id as warehouse, w.name as "warehouseLabel", w.code as "warehouse$code",
          p.item_name as "itemName", p.no as "itemCode", d.qty::float8 as qty, d.orders
          ${from} order by ${orderBy(DELIVERY_SORT, q, sql`c.name, p.no, d.day`)} ${page}`,
      ),
      rowsOf(db, sql`${d} select count(*)::int as count, coalesce(sum(d.qty), 0)::float8 as qty ${from}`),
    ]);
    const { count, ...summary } = totals[0] as { count: number; qty: number };
    return { rows, count: Number(count), summary };
  },
};
