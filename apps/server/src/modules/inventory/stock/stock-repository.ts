import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { boolArray, intArray } from '../../../db/arrays.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { item, location, productSku, stock, stockLedger, warehouse } from '../../../db/schema/index.ts';
import { type MovementKind, STOCK_MAX } from './stock-rules.ts';

export type StockRow = typeof stock.$inferSelect;

/** What identifies a stock row (the unique key `stock_key_uq`, NULLs equal). */
export interface StockKey {
  warehouse: number;
  location: number;
  sku: number;
  lotNo: string | null;
  lpn: string | null;
  shipBoxLbl: string | null;
  status: string;
}

/** A new row's copies of its SKU and its pack. */
export interface StockCopies {
  itemName: string | null;
  description: string | null;
  unit: number | null;
  snp: number | null;
  packType: string | null;
  packCode: string | null;
}

export interface LedgerEntry {
  stockId: number;
  type: string;
  qty: number;
  orderNo?: string | null;
  orderLine?: number | null;
  userId?: number | null;
  userName?: string | null;
  comment?: string | null;
}

/** The column's limit as a literal, so PostgreSQL compares in int4 without a typed parameter. */
const MAX = sql.raw(String(STOCK_MAX));

/**
 * The conditional update of each movement: it changes the row only when the rule still holds at that
 * instant. An add stays within STOCK_MAX (`MAX - n`, never `qoh + n`, which would overflow first).
 */
const CHANGE: Record<MovementKind, (n: number) => { set: Record<string, unknown>; when?: ReturnType<typeof sql> }> = {
  add: (n) => ({ set: { qoh: sql`${stock.qoh} + ${n}` }, when: sql`${stock.qoh} <= ${MAX} - ${n}` }),
  take: (n) => ({ set: { qoh: sql`${stock.qoh} - ${n}` }, when: sql`${stock.qoh} - ${stock.qal} >= ${n}` }),
  allocate: (n) => ({
    set: { qal: sql`${stock.qal} + ${n}` },
    when: sql`${stock.status} = 'available' and ${stock.qoh} - ${stock.qal} >= ${n}`,
  }),
  release: (n) => ({ set: { qal: sql`${stock.qal} - ${n}` }, when: sql`${stock.qal} >= ${n}` }),
  issue: (n) => ({ set: { qoh: sql`${stock.qoh} - ${n}`, qal: sql`${stock.qal} - ${n}` }, when: sql`${stock.qal} >= ${n}` }),
};

/** All SQL that writes stock and its ledger. Nothing outside modules/inventory/stock may write these tables. */
const locationColumns = { id: location.id, code: location.code, warehouse: location.warehouse };
const skuColumns = {
  id: productSku.id,
  no: productSku.no,
  item: productSku.item,
  itemCode: item.code,
  warehouse: productSku.warehouse,
  itemName: productSku.itemName,
  description: productSku.description,
  unit: productSku.unit,
  snp: productSku.snp,
  packType: productSku.packType,
  packCode: productSku.packCode,
};

// The schema's snake_case casing applies to the SQL drizzle writes; a raw row has the column names.
const STOCK_COLUMNS = Object.entries(getTableColumns(stock)).map(
  ([key, col]) => [key, col, col.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] as const,
);

/** A stock row as the driver returns it (column names, driver values) in drizzle's shape. */
function stockRowOf(raw: Record<string, unknown>): StockRow {
  const row: Record<string, unknown> = {};
  for (const [key, col, name] of STOCK_COLUMNS) {
    const v = raw[name];
    row[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return row as StockRow;
}

export const stockRepository = {
  async location(db: DbOrTx, id: number) {
    return (await stockRepository.locations(db, [id])).get(id);
  },

  async sku(db: DbOrTx, id: number) {
    return (await stockRepository.skus(db, [id])).get(id);
  },

  async locations(db: DbOrTx, ids: number[]) {
    const rows = ids.length ? await db.select(locationColumns).from(location).where(inArray(location.id, ids)) : [];
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** The SKU's copies that a stock row and its ledger carry, with the item's code. */
  async skus(db: DbOrTx, ids: number[]) {
    const rows = ids.length
      ? await db
          .select(skuColumns)
          .from(productSku)
          .innerJoin(item, eq(item.id, productSku.item))
          .where(inArray(productSku.id, ids))
      : [];
    return new Map(rows.map((r) => [r.id, r]));
  },

  /**
   * Adds to many rows in one statement, creating the new ones; each key at most once (the caller
   * sums, each sum at most STOCK_MAX). A row the add would take past STOCK_MAX is left as it is and
   * not returned: the caller refuses it. Rows are written, and so locked, in the order given: callers sort by key, so two
   * concurrent batches over the same rows lock them in the same order and never deadlock.
   */
  async addMany(
    db: DbOrTx,
    adds: { key: StockKey; copies: StockCopies; qty: number; inboundDate?: Date }[],
  ): Promise<StockRow[]> {
    if (!adds.length) return [];
    // One JSON parameter rather than a VALUES list: a 1,000-row put-away spent most of its time
    // building and binding ~17,000 parameters, not in the database.
    const json = JSON.stringify(
      adds.map((a, n) => ({
        n,
        warehouse_id: a.key.warehouse,
        location_id: a.key.location,
        sku_id: a.key.sku,
        lot_no: a.key.lotNo,
        lpn: a.key.lpn,
        ship_box_lbl: a.key.shipBoxLbl,
        status: a.key.status,
        item_name: a.copies.itemName,
        description: a.copies.description,
        unit_id: a.copies.unit,
        snp: a.copies.snp,
        pack_type: a.copies.packType,
        pack_code: a.copies.packCode,
        qoh: a.qty,
        inbound_date: a.inboundDate?.toISOString() ?? null,
      })),
    );
    const res = await db.execute(sql`
      insert into stock (warehouse_id, location_id, sku_id, lot_no, lpn, ship_box_lbl, status,
        item_name, description, unit_id, snp, pack_type, pack_code, qoh, inbound_date)
      select v.warehouse_id, v.location_id, v.sku_id, v.lot_no, v.lpn, v.ship_box_lbl, v.status,
        v.item_name, v.description, v.unit_id, v.snp, v.pack_type, v.pack_code, v.qoh, coalesce(v.inbound_date, now())
      from json_to_recordset(${json}::json) as v(n int, warehouse_id int, location_id int, sku_id int,
        lot_no text, lpn text, ship_box_lbl text, status text, item_name text, description text, unit_id int, snp int,
        pack_type text, pack_code text, qoh int, inbound_date timestamptz)
      order by v.n
      on conflict on constraint stock_key_uq do update set
        qoh = stock.qoh + excluded.qoh,
        inbound_date = least(stock.inbound_date, excluded.inbound_date),
        updated_at = now()
      where stock.qoh <= ${MAX} - excluded.qoh
      returning *`);
    return (res as unknown as { rows: Record<string, unknown>[] }).rows.map(stockRowOf);
  },

  /** The SKU of an item in a warehouse (a move to another warehouse books onto that warehouse's SKU). */
  async skuOfItem(db: DbOrTx, itemId: number, warehouseId: number) {
    const [row] = await db
      .select({ id: productSku.id })
      .from(productSku)
      .where(and(eq(productSku.item, itemId), eq(productSku.warehouse, warehouseId)))
      .limit(1);
    return row?.id;
  },

  async warehouseCode(db: DbOrTx, id: number) {
    const [row] = await db.select({ code: warehouse.code }).from(warehouse).where(eq(warehouse.id, id));
    return row?.code ?? String(id);
  },

  async byId(db: DbOrTx, id: number): Promise<StockRow | undefined> {
    const [row] = await db.select().from(stock).where(eq(stock.id, id));
    return row;
  },

  /** SKU number and location code of a row, for messages. */
  async describe(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ sku: productSku.no, location: location.code })
      .from(stock)
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .innerJoin(location, eq(location.id, stock.location))
      .where(eq(stock.id, id));
    return row ?? { sku: '', location: '' };
  },

  /** Rows on hand that carry this LPN (a pallet), every warehouse and location. */
  async idsOfLpn(db: DbOrTx, lpnNo: string): Promise<number[]> {
    const rows = await db
      .select({ id: stock.id })
      .from(stock)
      .where(and(eq(stock.lpn, lpnNo), sql`${stock.qoh} > 0`));
    return rows.map((r) => r.id);
  },

  /** Row locks in id order: two movements over the same rows wait for each other instead of deadlocking. */
  async lock(db: DbOrTx, ids: number[]): Promise<StockRow[]> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (!sorted.length) return [];
    // One array parameter rather than one per id: an allocation may lock thousands of rows.
    return db
      .select()
      .from(stock)
      .where(sql`${stock.id} = any(${intArray(sorted)})`)
      .orderBy(stock.id)
      .for('update');
  },

  /** The row of `key`, created empty when missing (the destination of a move, before both rows are locked). */
  async ensure(db: DbOrTx, key: StockKey, copies: StockCopies, inboundDate: Date): Promise<number> {
    await db
      .insert(stock)
      .values({ ...key, ...copies, qoh: 0, inboundDate })
      .onConflictDoNothing();
    return (await stockRepository.idOf(db, key))!;
  },

  /** The row of `key`, if there is one. */
  async idOf(db: DbOrTx, key: StockKey): Promise<number | undefined> {
    const [row] = await db
      .select({ id: stock.id })
      .from(stock)
      .where(
        and(
          eq(stock.warehouse, key.warehouse),
          eq(stock.location, key.location),
          eq(stock.sku, key.sku),
          sql`${stock.lotNo} is not distinct from ${key.lotNo}`,
          sql`${stock.lpn} is not distinct from ${key.lpn}`,
          sql`${stock.shipBoxLbl} is not distinct from ${key.shipBoxLbl}`,
          eq(stock.status, key.status),
        ),
      );
    return row?.id;
  },

  /** One movement on one row, applied only if its rule still holds; undefined when it does not. */
  async change(db: DbOrTx, id: number, kind: MovementKind, qty: number, inboundDate?: Date): Promise<StockRow | undefined> {
    // No row can take or give more than a row holds; bound as int4, the quantity itself would fail.
    if (qty > STOCK_MAX) return undefined;
    const { set, when } = CHANGE[kind](qty);
    const extra = inboundDate ? { inboundDate: sql`least(${stock.inboundDate}, ${inboundDate})` } : {};
    const [row] = await db
      .update(stock)
      .set({ ...set, ...extra, updatedAt: sql`now()` } as never)
      .where(when ? and(eq(stock.id, id), when) : eq(stock.id, id))
      .returning();
    return row;
  },

  /**
   * Allocates, releases or issues many rows in one statement, each by its own quantity and only where
   * the rule still holds for it (as `change` does for one). Returns the ids changed; the caller refuses
   * the rest. The rows are locked first, in id order, inside the statement (a materialized FOR UPDATE),
   * as every multi-row writer locks them, so two such calls wait rather than deadlock; an UPDATE … FROM
   * alone locks in whatever order its join yields. One statement, not a lock query and an update.
   */
  async changeMany(
    db: DbOrTx,
    kind: 'allocate' | 'release' | 'issue',
    items: { id: number; qty: number }[],
  ): Promise<Set<number>> {
    // A quantity past STOCK_MAX fits no row (and no int4 array): left out, so refused.
    items = items.filter((i) => i.qty <= STOCK_MAX);
    if (!items.length) return new Set();
    const { set, when } = {
      allocate: { set: sql`qal = s.qal + v.qty`, when: sql`s.status = 'available' and s.qoh - s.qal >= v.qty` },
      release: { set: sql`qal = s.qal - v.qty`, when: sql`s.qal >= v.qty` },
      issue: { set: sql`qoh = s.qoh - v.qty, qal = s.qal - v.qty`, when: sql`s.qal >= v.qty` },
    }[kind];
    const res = await db.execute(sql`
      with v as (select v.id, v.qty from unnest(${intArray(items.map((i) => i.id))}, ${intArray(items.map((i) => i.qty))}) as v(id, qty)),
      l as materialized (select s.id from stock s where s.id in (select id from v) order by s.id for update)
      update stock s set ${set}, updated_at = now()
      from v join l on l.id = v.id
      where s.id = v.id and ${when}
      returning s.id`);
    return new Set((res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  },

  /**
   * Adds a signed quantity to many rows' on hand in one statement (a stock count's merge), each only
   * where the rule still holds: never below what is allocated, never above STOCK_MAX (compared in
   * bigint, as int4 the sum would overflow first). Returns the ids changed.
   */
  async adjustMany(db: DbOrTx, items: { id: number; delta: number }[]): Promise<Set<number>> {
    items = items.filter((i) => Math.abs(i.delta) <= STOCK_MAX);
    if (!items.length) return new Set();
    const res = await db.execute(sql`
      update stock s set qoh = s.qoh + v.qty, updated_at = now()
      from unnest(${intArray(items.map((i) => i.id))}, ${intArray(items.map((i) => i.delta))}) as v(id, qty)
      where s.id = v.id and s.qoh::bigint + v.qty between s.qal and ${MAX}
      returning s.id`);
    return new Set((res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  },

  /**
   * Allocates every item, in one statement: each row must be available with at least its quantity
   * unallocated, and an `exact` item exactly its quantity. Returns false when any row falls short; the
   * others are changed all the same, so the caller must roll its savepoint back (it always does).
   * No separate lock pass, unlike changeMany: the UPDATE visits the items sorted by id through the
   * primary key (a nested loop over a few thousand of a table's rows), so it locks in id order as
   * every multi-row writer does. On a small table the planner hashes instead, visits rows in their
   * physical order and can meet another writer in a cycle; PostgreSQL then undoes one side, whose
   * caller (allocation's fast path, in a savepoint) plans again and ends on ordered locks. The lock
   * pass cost as much as the update (docs/decisions/outbound-and-allocation.md "Allocation at scale").
   */
  async allocateAll(db: DbOrTx, items: { id: number; qty: number; exact: boolean }[]): Promise<boolean> {
    if (!items.length) return true;
    if (items.some((i) => i.qty > STOCK_MAX)) return false;
    const ids = intArray(items.map((i) => i.id));
    const qtys = intArray(items.map((i) => i.qty));
    const res = await db.execute(sql`
      with u as (
        update stock s set qal = s.qal + v.qty, updated_at = now()
        from (select * from unnest(${ids}, ${qtys}, ${boolArray(items.map((i) => i.exact))}) as v(id, qty, x) order by v.id) v
        where s.id = v.id and s.status = 'available'
          and (case when v.x then s.qoh - s.qal = v.qty else s.qoh - s.qal >= v.qty end)
        returning 1)
      select count(*)::int as n from u`);
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n) === items.length;
  },

  /** Appends ledger rows, each copying its stock row's key, item and unit as they are now. */
  async appendLedger(db: DbOrTx, entries: LedgerEntry[]): Promise<void> {
    if (!entries.length) return;
    const json = JSON.stringify(
      entries.map((e, n) => ({
        n,
        stock_id: e.stockId,
        type: e.type,
        qty: e.qty,
        order_no: e.orderNo ?? null,
        order_line: e.orderLine ?? null,
        user_id: e.userId ?? null,
        user_name: e.userName ?? null,
        comment: e.comment ?? null,
      })),
    );
    const res = await db.execute(sql`
      insert into stock_ledger (type, qty, stock_id, warehouse_id, location_id, sku_id, lot_no, lpn, ship_box_lbl, status,
        item_name, item_code, unit_id, order_no, order_line, user_id, user_name, comment)
      select e.type, e.qty, s.id, s.warehouse_id, s.location_id, s.sku_id, s.lot_no, s.lpn, s.ship_box_lbl, s.status,
        s.item_name, i.code, s.unit_id, e.order_no, e.order_line, e.user_id, e.user_name, e.comment
      from json_to_recordset(${json}::json) as e(n int, stock_id int, type text, qty int, order_no text,
        order_line int, user_id int, user_name text, comment text)
      join stock s on s.id = e.stock_id
      join product_sku p on p.id = s.sku_id
      join item i on i.id = p.item_id
      order by e.n`);
    const count =
      (res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows;
    if (count !== entries.length) throw new Error(`ledger: ${count} of ${entries.length} rows written`);
  },

  /** Scrapped from a row and not yet restored. */
  async scrappedOpen(db: DbOrTx, id: number): Promise<number> {
    const [row] = await db
      // Scrap rows are negative and restore rows positive, so what is still out is minus their sum.
      .select({ n: sql<number>`coalesce(-sum(${stockLedger.qty}), 0)::float8` })
      .from(stockLedger)
      .where(and(eq(stockLedger.stock, id), inArray(stockLedger.type, ['scrap', 'restore'])));
    return Number(row?.n ?? 0);
  },

  /** Stock rows whose on-hand quantity differs from the sum of their ledger. */
  async drift(db: DbOrTx) {
    const ledger = db
      .select({ stockId: stockLedger.stock, total: sql<number>`sum(${stockLedger.qty})`.as('total') })
      .from(stockLedger)
      .groupBy(stockLedger.stock)
      .as('l');
    return db
      .select({
        id: stock.id,
        sku: productSku.no,
        location: location.code,
        qoh: stock.qoh,
        ledger: sql<number>`coalesce(${ledger.total}, 0)::float8`,
      })
      .from(stock)
      .leftJoin(ledger, eq(ledger.stockId, stock.id))
      .innerJoin(productSku, eq(productSku.id, stock.sku))
      .innerJoin(location, eq(location.id, stock.location))
      .where(sql`${stock.qoh} <> coalesce(${ledger.total}, 0)`)
      .orderBy(stock.id);
  },
};
