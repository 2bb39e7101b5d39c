import type { TCountLocations } from '@wms/contract/inventory/count';
import { eq, type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { countTask, warehouse } from '../../../db/schema/index.ts';

export type TaskRow = typeof countTask.$inferSelect;
type Raw = Record<string, unknown>;

const rowsOf = async <T = Raw>(db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** An item as the count code works with it: its key, book, counted, and the stock row's state now. */
export interface ItemState {
  id: number;
  stock: number | null;
  location: number;
  sku: number;
  lotNo: string | null;
  book: number;
  counted: number | null;
  found: boolean;
  qoh: number;
  qal: number;
  /** The stock row it stands for now (for found stock, a row that appeared since; else null). */
  current: number | null;
}

/** The location scope as a condition on `location l` (list of ids, code range, or zone as a code prefix). */
export function locationScope(locs: TCountLocations | undefined): SQL {
  if (!locs) return sql`true`;
  if (Array.isArray(locs)) return sql`l.id = any(${intArray(locs)})`;
  if ('zone' in locs) return sql`l.code like ${`${locs.zone.replace(/[\\%_]/g, '\\$&')}%`}`;
  return sql`l.code between ${locs.from} and ${locs.to}`;
}

/**
 * The stock row an item stands for now: its own, or for found stock the row the merge would add to
 * (same place, SKU and lot; no LPN, no label, available), joined as `s` and `k`. The LIMIT keeps the
 * lateral subquery from being flattened into a join, so it runs per found item only: flattened, with
 * fresh tables' statistics, the planner nested-looped 10,000 × 10,000 rows (20 s for a 10,000-item merge).
 */
const CURRENT = sql`
  left join stock s on s.id = i.stock_id
  left join lateral (
    select k.id, k.qoh, k.qal from stock k
    where i.stock_id is null and k.location_id = i.location_id and k.sku_id = i.sku_id and k.lot_no is not distinct from i.lot_no
      and k.lpn is null and k.ship_box_lbl is null and k.status = 'available'
    limit 1
  ) k on true`;
const QOH = sql`coalesce(s.qoh, k.qoh, 0)`;
const QAL = sql`coalesce(s.qal, k.qal, 0)`;

/** All SQL of stock counts; stock itself changes only through the stock module. */
export const countRepository = {
  async nextSeq(db: DbOrTx): Promise<number> {
    const [r] = await rowsOf<{ seq: string }>(db, sql`select nextval('count_task_no_seq') as seq`);
    return Number(r!.seq);
  },

  async warehouseCode(db: DbOrTx, id: number): Promise<string | undefined> {
    return (await db.select({ code: warehouse.code }).from(warehouse).where(eq(warehouse.id, id)))[0]?.code;
  },

  async insertTask(tx: DbOrTx, values: typeof countTask.$inferInsert): Promise<TaskRow> {
    return (await tx.insert(countTask).values(values).returning())[0]!;
  },

  async task(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
    return (await db.select().from(countTask).where(eq(countTask.id, id)))[0];
  },

  async lockTask(tx: DbOrTx, id: number): Promise<TaskRow | undefined> {
    return (await tx.select().from(countTask).where(eq(countTask.id, id)).for('update'))[0];
  },

  async setTask(tx: DbOrTx, id: number, values: Partial<typeof countTask.$inferInsert>): Promise<void> {
    await tx
      .update(countTask)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(countTask.id, id));
  },

  /** The snapshot: one item per stock row on hand in scope, its qoh as the book, in one statement. */
  async snapshot(tx: DbOrTx, task: number, wh: number, locs: TCountLocations | undefined, skus?: number[]): Promise<number> {
    const skuWhere = skus ? sql`s.sku_id = any(${intArray(skus)})` : sql`true`;
    const [r] = await rowsOf<{ n: number }>(
      tx,
      sql`with ins as (
        insert into count_item (task_id, stock_id, location_id, sku_id, lot_no, lpn, ship_box_lbl, stock_status, book)
        select ${task}, s.id, s.location_id, s.sku_id, s.lot_no, s.lpn, s.ship_box_lbl, s.status, s.qoh
        from stock s join location l on l.id = s.location_id
        where s.warehouse_id = ${wh} and s.qoh > 0 and ${locationScope(locs)} and ${skuWhere}
        order by l.code, s.sku_id, s.id
        returning 1)
      select count(*)::int as n from ins`,
    );
    return Number(r!.n);
  },

  /** A location of the warehouse by id or code, and whether it is in the task's scope. */
  async location(db: DbOrTx, wh: number, ref: number | string, locs: TCountLocations | undefined) {
    const by = typeof ref === 'number' ? sql`l.id = ${ref}` : sql`l.code = ${ref}`;
    const [r] = await rowsOf<{ id: number; code: string; inScope: boolean }>(
      db,
      sql`select l.id, l.code, (${locationScope(locs)}) as "inScope" from location l where l.warehouse_id = ${wh} and ${by}`,
    );
    return r;
  },

  /** A SKU of the warehouse by id. */
  async sku(db: DbOrTx, wh: number, id: number) {
    const [r] = await rowsOf<{ id: number; no: string }>(
      db,
      sql`select p.id, p.no from product_sku p where p.warehouse_id = ${wh} and p.id = ${id}`,
    );
    return r;
  },

  /** The SKUs and lots of the task's items carrying one of these LPN texts (a pallet's names, modules/scan). */
  async onPallet(db: DbOrTx, task: number, lpns: string[]) {
    if (!lpns.length) return [];
    return rowsOf<{ no: string; lotNo: string | null }>(
      db,
      sql`select distinct p.no, i.lot_no as "lotNo" from count_item i join product_sku p on p.id = i.sku_id
        where i.task_id = ${task} and i.lpn in (${sql.join(
          lpns.map((l) => sql`${l}`),
          sql`, `,
        )})`,
    );
  },

  /** Items at these places and SKUs, with their stock rows' state now (allocated first, then stock row order). */
  async itemsAt(db: DbOrTx, task: number, pairs: { location: number; sku: number }[]): Promise<ItemState[]> {
    const json = JSON.stringify(pairs);
    return rowsOf<ItemState>(
      db,
      sql`select i.id, i.stock_id as stock, i.location_id as location, i.sku_id as sku, i.lot_no as "lotNo",
          i.book, i.counted, i.found, ${QOH}::int as qoh, ${QAL}::int as qal, coalesce(s.id, k.id) as current
        from count_item i ${CURRENT}
        where i.task_id = ${task}
          and (i.location_id, i.sku_id) in (select v.location, v.sku from jsonb_to_recordset(${json}::jsonb) as v(location int, sku int))
        order by (${QAL} > 0) desc, i.stock_id nulls last, i.id`,
    );
  },

  async insertFound(tx: DbOrTx, task: number, location: number, sku: number, lotNo: string | null): Promise<ItemState> {
    const [r] = await rowsOf<ItemState>(
      tx,
      sql`insert into count_item (task_id, location_id, sku_id, lot_no, book, found)
        values (${task}, ${location}, ${sku}, ${lotNo}, 0, true)
        returning id, stock_id as stock, location_id as location, sku_id as sku, lot_no as "lotNo", book, counted, found, 0 as qoh, 0 as qal, null::int as current`,
    );
    return r!;
  },

  /**
   * Writes what was counted (one statement for the items, one for their records). A recount sets
   * `book` afresh: the stock row's qoh now (and links found stock to the row that appeared since).
   */
  async record(
    tx: DbOrTx,
    changes: { id: number; counted: number; book: number; stock: number | null; posted: number; recount: boolean }[],
    user: { id: number; name: string } | null,
  ): Promise<void> {
    if (!changes.length) return;
    const json = JSON.stringify(changes);
    await tx.execute(sql`
      update count_item i set counted = v.counted, book = v.book, stock_id = v.stock,
        counted_by = ${user?.name ?? null}, counted_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(id int, counted int, book int, stock int)
      where i.id = v.id`);
    await tx.execute(sql`
      insert into count_record (item_id, qty, recount, user_id, user_name)
      select v.id, v.posted, v.recount, ${user?.id ?? null}::int, ${user?.name ?? null}
      from jsonb_to_recordset(${json}::jsonb) as v(id int, posted int, recount boolean) order by v.id`);
  },

  /** Item and counted totals of a task, kept on the task for the list's progress. */
  async refreshCounts(tx: DbOrTx, task: number): Promise<void> {
    await tx.execute(sql`
      update count_task t set item_count = c.items, counted_count = c.counted, updated_at = now()
      from (select count(*)::int as items, count(counted)::int as counted from count_item where task_id = ${task}) c
      where t.id = ${task}`);
  },

  /** The task's items with labels; `moved` when the stock row no longer holds the book (until merged). */
  async items(db: DbOrTx, task: number) {
    return rowsOf<Raw>(
      db,
      sql`select i.id, i.stock_id as stock, i.location_id as location, l.code as "locationLabel", i.sku_id as sku,
          p.no as "skuLabel", p.bar_code as "barCode", p.item_name as "itemName", i.lot_no as "lotNo", i.lpn, i.stock_status as "stockStatus",
          i.book, i.counted, i.found, i.counted_by as "countedBy", i.counted_at as "countedAt", i.merged,
          (i.merged is null and ${QOH} <> i.book) as moved
        from count_item i join location l on l.id = i.location_id join product_sku p on p.id = i.sku_id ${CURRENT}
        where i.task_id = ${task}
        order by l.code, p.no, i.id`,
    );
  },

  /** The counted records of one item of a task (sub detail). */
  async records(db: DbOrTx, task: number, item: number) {
    return rowsOf<Raw>(
      db,
      sql`select r.id, r.item_id as item, r.qty, r.recount, r.user_name as "userName", r.created_at as "createdAt"
        from count_record r join count_item i on i.id = r.item_id
        where i.task_id = ${task} and r.item_id = ${item} order by r.id`,
    );
  },

  /** Stock row ids of the counted items (to lock before the merge). */
  async countedStockIds(tx: DbOrTx, task: number): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`select stock_id as id from count_item where task_id = ${task} and counted is not null and stock_id is not null`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Counted items a merge must refuse: moved since the book was taken, or counted below what is allocated. */
  async problems(tx: DbOrTx, task: number) {
    return rowsOf<{ sku: string; location: string; book: number; counted: number; qoh: number; qal: number }>(
      tx,
      sql`select p.no as sku, l.code as location, i.book, i.counted, ${QOH}::int as qoh, ${QAL}::int as qal
        from count_item i join location l on l.id = i.location_id join product_sku p on p.id = i.sku_id ${CURRENT}
        where i.task_id = ${task} and i.counted is not null and (${QOH} <> i.book or i.counted < ${QAL})
        order by l.code, p.no, i.id`,
    );
  },

  /** What the merge posts: every counted item whose count differs from its book. */
  async differences(tx: DbOrTx, task: number) {
    return rowsOf<{ id: number; stock: number | null; location: number; sku: number; lotNo: string | null; delta: number }>(
      tx,
      sql`select id, stock_id as stock, location_id as location, sku_id as sku, lot_no as "lotNo", (counted - book)::int as delta
        from count_item where task_id = ${task} and counted is not null and counted <> book order by id`,
    );
  },

  /** Marks every counted item merged (what it posted) and links found stock to the rows made for it. */
  async markMerged(tx: DbOrTx, task: number, links: { id: number; stock: number }[]): Promise<void> {
    await tx.execute(sql`
      update count_item i set merged = i.counted - i.book,
        stock_id = coalesce(i.stock_id, (select v.stock from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(id int, stock int) where v.id = i.id))
      where i.task_id = ${task} and i.counted is not null`);
  },

  /** Location codes and SKU numbers, for the task's scope text. */
  async codes(db: DbOrTx, locations: number[], skus: number[]) {
    const [r] = await rowsOf<{ locs: string[] | null; skus: string[] | null }>(
      db,
      sql`select (select array_agg(code order by code) from location where id = any(${intArray(locations)})) as locs,
        (select array_agg(no order by no) from product_sku where id = any(${intArray(skus)})) as skus`,
    );
    return { locs: r?.locs ?? [], skus: r?.skus ?? [] };
  },

  /** Signed-in users by account or name (the count screen's counter lookup). */
  async users(db: DbOrTx, key: string) {
    const k = `${key.trim().replace(/[\\%_]/g, '\\$&')}%`;
    return rowsOf<{ id: number; value: string; label: string }>(
      db,
      sql`select id, account as value, name as label from sys_user
        where not machine and (account ilike ${k} or name ilike ${k}) order by account limit 20`,
    );
  },
};
