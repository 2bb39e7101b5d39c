import type { ResourceDef } from '@wms/contract/resource';
import type { StockGroup, TLedgerQuery, TStockQuery } from '@wms/contract/stock';
import { stockLedger as ledgerDef, stockScrapped as scrappedDef, stock as stockDef } from '@wms/contract/stock';
import type { TFilterItem, TTableQuery } from '@wms/contract/table';
import { asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { location, productSku, stock, stockLedger, unit, warehouse } from '../../../db/schema/index.ts';
import type { CountPolicy } from '../../resources/count-policy.ts';
import { KEY, keysetBatches, keyText } from '../../resources/keyset.ts';
import { filterItems, ownEntry } from '../../resources/query-builder.ts';
import type { PageResult } from '../../resources/resource-list-reads.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';
import type { Row, ServerResource } from '../../resources/server-resource.ts';
import { exportKeys } from '../../resources/xlsx.ts';

type Lookup = (name: string) => ServerResource;

/** Whole days since the row's first receipt (spec: age, filtered by ageStart and ageEnd). */
const age = sql<number>`floor(extract(epoch from (now() - ${stock.inboundDate})) / 86400)::int`;

/** What the row's scrap ledger rows took out less what restore rows brought back: what `~restore` may still return. */
const scrapped = sql<number>`(select coalesce(-sum(l.qty), 0)::int from ${stockLedger} l where l.stock_id = ${stock.id} and l.type in ('scrap', 'restore'))`;

function resource(def: ResourceDef, table: PgTable, extra: Record<string, SQL> = {}): ServerResource {
  const columns = {
    ...(getTableColumns(table) as Record<string, AnyPgColumn>),
    ...(extra as unknown as Record<string, AnyPgColumn>),
  };
  return { def, table, columns, hooks: {} };
}

/** The list filter plus the body's own conditions, as filter items the generic builder validates. */
function stockFilter(q: TStockQuery): TFilterItem[] {
  const items = [...filterItems(q)];
  // Emptied rows stay for their ledger history but are not stock: the lists show what is on hand,
  // except the scrapped list, where a row scrapped whole is what there is to restore.
  if (q.scrapped) items.push({ field: 'scrapped', operator: 'gt', value: 0 });
  else items.push({ field: 'qoh', operator: 'gt', value: 0 });
  if (q.ageStart !== undefined) items.push({ field: 'age', operator: 'ge', value: q.ageStart });
  if (q.ageEnd !== undefined) items.push({ field: 'age', operator: 'le', value: q.ageEnd });
  return items;
}

function ledgerFilter(q: TLedgerQuery): TFilterItem[] {
  const items = [...filterItems(q)];
  if (q.type) items.push({ field: 'type', operator: 'include', value: [q.type].flat() });
  if (q.start || q.end) items.push({ field: 'ledgerDate', operator: 'include', value: [q.start ?? '', q.end ?? ''] });
  return items;
}

/** Sortable columns of the grouped views. */
const GROUP_SORT: Record<string, SQL> = {
  qoh: sql`sum(${stock.qoh})`,
  qal: sql`sum(${stock.qal})`,
  qty: sql`sum(${stock.qty})`,
  box: sql`sum(${stock.box})`,
  inboundDate: sql`min(${stock.inboundDate})`,
  age: sql`max(${age})`,
  warehouse: sql`min(${warehouse.name})`,
  sku: sql`min(${productSku.no})`,
  itemName: sql`min(${stock.itemName})`,
  location: sql`min(${location.code})`,
};

/** Reads of stock and ledger for the screens; the generic engine does filter, sort, page and export. */
export class StockListRepository {
  readonly stockRepo: ResourceRepository;
  readonly ledgerRepo: ResourceRepository;
  readonly scrappedRepo: ResourceRepository;

  constructor(lookup: Lookup) {
    this.stockRepo = new ResourceRepository(resource(stockDef, stock, { age }), lookup);
    this.scrappedRepo = new ResourceRepository(resource(scrappedDef, stock, { age, scrapped }), lookup);
    this.ledgerRepo = new ResourceRepository(resource(ledgerDef, stockLedger), lookup);
  }

  stockQuery = (q: TStockQuery): TTableQuery => ({ ...q, filter: stockFilter(q) });
  ledgerQuery = (q: TLedgerQuery): TTableQuery => ({ ...q, filter: ledgerFilter(q) });

  /** Grouped totals always count exactly: a count of distinct groups has no cheap estimate. */
  async stockPage(db: DbOrTx, q: TStockQuery, policy?: CountPolicy): Promise<PageResult> {
    if (q.group) return this.groupPage(db, q, q.group);
    return (q.scrapped ? this.scrappedRepo : this.stockRepo).page(db, this.stockQuery(q), policy);
  }

  /** Totals per SKU (and warehouse) or per location, over the stock rows the filter keeps. */
  async groupPage(db: DbOrTx, q: TStockQuery, group: StockGroup) {
    const { rowsQ, countQ, sumQ } = this.groupQueries(db, q, group);
    const [rows, [c], sums] = await Promise.all([rowsQ, countQ, sumQ]);
    return { rows: rows as Row[], count: Number(c?.count ?? 0), ...(sums?.[0] ? { summary: sums[0] } : {}) };
  }

  /** The statements behind a grouped page; the benchmark runs them directly to compare. */
  groupQueries(db: DbOrTx, q: TStockQuery, group: StockGroup) {
    const { where } = this.stockRepo.whereOf(this.stockQuery(q));
    const bySku = group === 'sku';
    const keys = bySku ? [stock.warehouse, stock.sku] : [stock.warehouse, stock.location];
    const by = ownEntry(GROUP_SORT, q.prop || (bySku ? 'sku' : 'location'));
    const dir = q.order === 'desc' || q.order === 'descending' ? desc : asc;
    const selection = {
      id: sql<string>`${stock.warehouse} || '-' || ${bySku ? stock.sku : stock.location}`,
      warehouse: stock.warehouse,
      warehouseLabel: sql<string>`min(${warehouse.name})`,
      // Exports write a reference as its code (see xlsx.ts).
      warehouse$code: sql<string>`min(${warehouse.code})`,
      ...(bySku
        ? {
            sku: stock.sku,
            skuLabel: sql<string>`min(${productSku.no})`,
            itemName: sql<string>`min(${stock.itemName})`,
            description: sql<string>`min(${stock.description})`,
            unit: sql<number>`min(${stock.unit})`,
            unitLabel: sql<string>`min(${unit.name})`,
            sku$code: sql<string>`min(${productSku.no})`,
            unit$code: sql<string>`min(${unit.code})`,
          }
        : {
            location: stock.location,
            locationLabel: sql<string>`min(${location.code})`,
            location$code: sql<string>`min(${location.code})`,
          }),
      // A group's sums pass int4 (rows each up to its limit): float8 holds them exactly to 2^53, and both drivers give numbers.
      qoh: sql<number>`sum(${stock.qoh})::float8`,
      qal: sql<number>`sum(${stock.qal})::float8`,
      qty: sql<number>`sum(${stock.qty})::float8`,
      box: sql<number>`sum(${stock.box})::float8`,
      inboundDate: sql<Date>`min(${stock.inboundDate})`,
      age: sql<number>`max(${age})`,
      rows: sql<number>`count(*)::int`,
    };
    const base = db
      .select(selection)
      .from(stock)
      .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .innerJoin(location, eq(location.id, stock.location))
      .leftJoin(unit, eq(unit.id, stock.unit))
      .where(where)
      .groupBy(...keys);
    const order = [dir(by), ...keys.map(asc)];
    const rowsQ = base
      .orderBy(...order)
      .limit(q.length)
      .offset((q.page - 1) * q.length);
    const countQ = db
      .select({ count: sql<number>`count(distinct (${keys[0]}, ${keys[1]}))::int` })
      .from(stock)
      .where(where);
    const sumQ = q.summary
      ? db
          .select({
            qoh: sql<number>`coalesce(sum(${stock.qoh}), 0)::float8`,
            qal: sql<number>`coalesce(sum(${stock.qal}), 0)::float8`,
            qty: sql<number>`coalesce(sum(${stock.qty}), 0)::float8`,
            box: sql<number>`coalesce(sum(${stock.box}), 0)::float8`,
          })
          .from(stock)
          .where(where)
      : undefined;
    /** A keyset batch (stockBatches): the groups after `cond` (a HAVING condition), in the page's order. */
    const batchQ = (cond: SQL | undefined, size: number) =>
      db
        .select({ ...selection, [KEY]: keyText(by) })
        .from(stock)
        .innerJoin(warehouse, eq(warehouse.id, stock.warehouse))
        .innerJoin(productSku, eq(productSku.id, stock.sku))
        .innerJoin(location, eq(location.id, stock.location))
        .leftJoin(unit, eq(unit.id, stock.unit))
        .where(where)
        .groupBy(...keys)
        .having(cond)
        .orderBy(...order)
        .limit(size) as Promise<Row[]>;
    const keyset = {
      key: by,
      dir: q.order === 'desc' || q.order === 'descending' ? ('desc' as const) : ('asc' as const),
      nullable: true,
      // The group's keys break ties, ascending whatever the sort's direction (as on the page).
      tieAfter: (row: Row) => sql`(${keys[0]}, ${keys[1]}) > (${row.warehouse}, ${bySku ? row.sku : row.location})`,
    };
    return { rowsQ, countQ, sumQ, batchQ, keyset };
  }

  /** Export batches: stock rows, or the grouped totals, both by keyset. */
  async *stockBatches(db: DbOrTx, q: TStockQuery, size = 2000): AsyncGenerator<Row[]> {
    if (!q.group) {
      yield* this.stockRepo.batches(db, this.stockQuery(q), size, exportKeys(stockDef));
      return;
    }
    // Keyset over the groups, never OFFSET: each batch starts after the last group read.
    const { batchQ, keyset } = this.groupQueries(db, { ...q, page: 1, length: size, summary: false }, q.group);
    yield* keysetBatches((cond) => batchQ(cond, size), keyset, size);
  }
}
