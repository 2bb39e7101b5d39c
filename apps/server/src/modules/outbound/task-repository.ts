import { obTask, type TaskType, type TTaskPageQuery } from '@wms/contract/outbound/task';
import type { TFilterItem, TTableQuery } from '@wms/contract/table';
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  location,
  outboundAllocation,
  outboundOrder,
  outboundOrderLine,
  outboundTask,
  outboundTaskItem,
  productSku,
  stock,
} from '../../db/schema/index.ts';
import { filterItems } from '../resources/query-builder.ts';
import type { ServerResource } from '../resources/server-resource.ts';

export type TaskRowDb = typeof outboundTask.$inferSelect;
export type TaskItemDb = typeof outboundTaskItem.$inferSelect;
export type TaskItemInsert = typeof outboundTaskItem.$inferInsert;

const LIVE = [10, 20];
/**
 * The listed task's own columns, named with the table: a select from one table renders
 * `${outboundTask.id}` unqualified, and inside a subquery over task items (or tasks) that name
 * binds to the inner row, so the sums ran over every order (issue 26 §9: a new task showed 59).
 */
const TASK_ID = sql.raw('"outbound_task"."id"');
const TASK_ORDER = sql.raw('"outbound_task"."order_id"');

/** A task as listed: the row, its order's number and progress (done items over live items). */
const taskSelection = {
  task: outboundTask,
  orderNo: outboundOrder.no,
  progress: sql<number>`(select case when count(*) filter (where i.status <> 0) = 0 then 0
    else (100 * count(*) filter (where i.status = 100) / count(*) filter (where i.status <> 0))::int end
    from outbound_task_item i where i.task_id = ${TASK_ID})`,
};

/**
 * The task list for the generic engine: the table plus the computed columns the list shows and
 * filters on (the order's number, progress, what its pick task picked, minutes from start to finish).
 */
export function taskListResource(): ServerResource {
  const extra = {
    orderNo: sql<string>`(select o.no from outbound_order o where o.id = ${TASK_ORDER})`,
    progress: taskSelection.progress,
    pickedQty: sql<number>`(select coalesce(sum(i.act_qty), 0)::int from outbound_task_item i
      join outbound_task p on p.id = i.task_id
      where p.order_id = ${TASK_ORDER} and p.type = 'picking' and p.status <> 0 and i.status = 100)`,
    taskTime: sql<number>`(floor(extract(epoch from (${outboundTask.finishTime} - ${outboundTask.startTime})) / 60))::int`,
  };
  const columns = { ...getTableColumns(outboundTask), ...(extra as unknown as Record<string, AnyPgColumn>) };
  return { def: obTask, table: outboundTask, columns, hooks: {} };
}

/** The page body as the generic engine's query: the screen's type and the issueTime range become filter items. */
export function taskListQuery(q: TTaskPageQuery): TTableQuery {
  const items: TFilterItem[] = [...filterItems(q)];
  if (q.type) items.push({ field: 'type', operator: 'eq', value: q.type });
  if (q.issueStart || q.issueEnd)
    items.push({ field: 'issueTime', operator: 'include', value: [q.issueStart ?? '', q.issueEnd ?? ''] });
  return { ...q, filter: items };
}

/** All SQL of outbound tasks and task items. Stock is only read here; it changes through the stock module. */
export const taskRepository = {
  async nextSeq(db: DbOrTx): Promise<number> {
    const [r] = await db.select({ seq: sql<string>`nextval('outbound_task_no_seq')` }).from(sql`(select 1) as one`);
    return Number(r!.seq);
  },

  async insertTask(tx: DbOrTx, values: typeof outboundTask.$inferInsert): Promise<TaskRowDb> {
    return (await tx.insert(outboundTask).values(values).returning())[0]!;
  },

  async insertItems(tx: DbOrTx, rows: TaskItemInsert[]): Promise<void> {
    // Chunks keep a 1,000-line order's pick items well under the bind-parameter limit.
    for (let i = 0; i < rows.length; i += 500) await tx.insert(outboundTaskItem).values(rows.slice(i, i + 500));
  },

  /** Tasks of these orders not yet done nor cancelled (they stand in the way of deallocation and stock out). */
  async openTasks(db: DbOrTx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return db
      .select({ id: outboundTask.id, no: outboundTask.no, type: outboundTask.type, order: outboundTask.order })
      .from(outboundTask)
      .where(and(inArray(outboundTask.order, orderIds), inArray(outboundTask.status, LIVE)))
      .orderBy(asc(outboundTask.id));
  },

  /** Live (not cancelled) tasks of an order of one type: a type is created once per order. */
  async liveOfType(db: DbOrTx, orderId: number, type: TaskType) {
    return db
      .select({ id: outboundTask.id, no: outboundTask.no, status: outboundTask.status })
      .from(outboundTask)
      .where(and(eq(outboundTask.order, orderId), eq(outboundTask.type, type), ne(outboundTask.status, 0)));
  },

  /** Tasks of these orders not cancelled, open or done (they stand in the way of deallocation). */
  async liveTasks(db: DbOrTx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return db
      .select({ id: outboundTask.id, no: outboundTask.no, type: outboundTask.type, order: outboundTask.order })
      .from(outboundTask)
      .where(and(inArray(outboundTask.order, orderIds), ne(outboundTask.status, 0)))
      .orderBy(asc(outboundTask.id));
  },

  /** Cancels every live task of these orders and their open items (forced deallocation). */
  async cancelLive(tx: DbOrTx, orderIds: number[]): Promise<void> {
    const ids = (await this.liveTasks(tx, orderIds)).map((t) => t.id);
    if (!ids.length) return;
    await tx
      .update(outboundTaskItem)
      .set({ status: 0, updatedAt: new Date() })
      .where(and(inArray(outboundTaskItem.task, ids), eq(outboundTaskItem.status, 10)));
    await tx.update(outboundTask).set({ status: 0, updatedAt: new Date() }).where(inArray(outboundTask.id, ids));
  },

  async lockTask(tx: DbOrTx, id: number): Promise<TaskRowDb | undefined> {
    return (await tx.select().from(outboundTask).where(eq(outboundTask.id, id)).for('update'))[0];
  },

  async taskOfItem(db: DbOrTx, itemId: number): Promise<number | undefined> {
    const [r] = await db.select({ task: outboundTaskItem.task }).from(outboundTaskItem).where(eq(outboundTaskItem.id, itemId));
    return r?.task;
  },

  /** A task's items with what a worker checks a scan against: location code, SKU number and barcode, the stock row's LPN. */
  async items(db: DbOrTx, taskId: number) {
    const rows = await db
      .select({
        item: outboundTaskItem,
        skuLabel: productSku.no,
        barCode: productSku.barCode,
        serialTracked: productSku.serialTracked,
        locationLabel: location.code,
        stockLpn: stock.lpn,
      })
      .from(outboundTaskItem)
      .leftJoin(productSku, eq(productSku.id, outboundTaskItem.sku))
      .leftJoin(location, eq(location.id, outboundTaskItem.location))
      .leftJoin(stock, eq(stock.id, outboundTaskItem.stock))
      .where(eq(outboundTaskItem.task, taskId))
      // Location order: the pick sheet and the scan screen walk the aisles once.
      .orderBy(asc(location.code), asc(outboundTaskItem.id));
    return rows.map(({ item, ...rest }) => ({ ...item, ...rest }));
  },

  async updateItem(tx: DbOrTx, id: number, values: Partial<TaskItemInsert>): Promise<void> {
    await tx
      .update(outboundTaskItem)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(outboundTaskItem.id, id));
  },

  /** Recomputes a task's quantities and status from its items; returns the status. */
  async refreshTask(tx: DbOrTx, taskId: number, now: Date): Promise<number> {
    const [t] = await tx
      .select({
        itemQty: sql<number>`coalesce(sum(${outboundTaskItem.qty}) filter (where ${outboundTaskItem.status} <> 0), 0)::int`,
        actQty: sql<number>`coalesce(sum(${outboundTaskItem.actQty}) filter (where ${outboundTaskItem.status} = 100), 0)::int`,
        open: sql<number>`count(*) filter (where ${outboundTaskItem.status} = 10)::int`,
        done: sql<number>`count(*) filter (where ${outboundTaskItem.status} = 100)::int`,
      })
      .from(outboundTaskItem)
      .where(eq(outboundTaskItem.task, taskId));
    const status = t!.open === 0 ? 100 : t!.done > 0 ? 20 : 10;
    await tx
      .update(outboundTask)
      .set({
        itemQty: t!.itemQty,
        actQty: t!.actQty,
        status,
        updatedAt: now,
        ...(status === 100 ? { finishTime: now } : {}),
        ...(t!.done > 0 ? { startTime: sql`coalesce(${outboundTask.startTime}, ${now.toISOString()}::timestamptz)` } : {}),
      })
      .where(eq(outboundTask.id, taskId));
    return status;
  },

  /** The order's allocation rows with their stock row's place, for pick items. */
  async allocationsToPick(db: DbOrTx, orderId: number) {
    return db
      .select({
        id: outboundAllocation.id,
        line: outboundAllocation.line,
        stock: outboundAllocation.stock,
        qty: outboundAllocation.qty,
        sku: stock.sku,
        location: stock.location,
        lotNo: stock.lotNo,
        lpn: stock.lpn,
        sn: outboundOrderLine.sn,
        dn: outboundOrderLine.dn,
      })
      .from(outboundAllocation)
      .innerJoin(stock, eq(stock.id, outboundAllocation.stock))
      .innerJoin(outboundOrderLine, eq(outboundOrderLine.id, outboundAllocation.line))
      .where(eq(outboundAllocation.order, orderId))
      .orderBy(asc(outboundAllocation.id));
  },

  /** Done items (actQty > 0) of the order's live tasks of a type: what the next step works on. */
  async doneItems(db: DbOrTx, orderId: number, type: TaskType) {
    return db
      .select({ item: outboundTaskItem })
      .from(outboundTaskItem)
      .innerJoin(outboundTask, eq(outboundTask.id, outboundTaskItem.task))
      .where(
        and(
          eq(outboundTask.order, orderId),
          eq(outboundTask.type, type),
          ne(outboundTask.status, 0),
          eq(outboundTaskItem.status, 100),
          sql`${outboundTaskItem.actQty} > 0`,
        ),
      )
      .orderBy(asc(outboundTaskItem.id))
      .then((rows) => rows.map((r) => r.item));
  },

  /** The order's packed items with their SKU numbers, by ship box (the packing list). */
  async packedItems(db: DbOrTx, orderId: number) {
    const rows = await db
      .select({ item: outboundTaskItem, skuLabel: productSku.no })
      .from(outboundTaskItem)
      .innerJoin(outboundTask, eq(outboundTask.id, outboundTaskItem.task))
      .leftJoin(productSku, eq(productSku.id, outboundTaskItem.sku))
      .where(and(eq(outboundTask.order, orderId), eq(outboundTask.type, 'packing'), eq(outboundTaskItem.status, 100)))
      .orderBy(asc(outboundTaskItem.shipBoxLbl), asc(outboundTaskItem.id));
    return rows.map(({ item, skuLabel }) => ({ ...item, skuLabel }));
  },

  /** Shrinks an allocation row by a short pick (deleted when nothing is left); the trigger keeps the line's allocQty. */
  async shrinkAllocation(tx: DbOrTx, id: number, by: number): Promise<void> {
    await tx.delete(outboundAllocation).where(and(eq(outboundAllocation.id, id), eq(outboundAllocation.qty, by)));
    await tx
      .update(outboundAllocation)
      .set({ qty: sql`${outboundAllocation.qty} - ${by}`, updatedAt: new Date() })
      .where(and(eq(outboundAllocation.id, id), sql`${outboundAllocation.qty} > ${by}`));
  },

  async allocation(db: DbOrTx, id: number) {
    return (await db.select().from(outboundAllocation).where(eq(outboundAllocation.id, id)))[0];
  },

  async task(db: DbOrTx, id: number) {
    const [r] = await db
      .select(taskSelection)
      .from(outboundTask)
      .innerJoin(outboundOrder, eq(outboundOrder.id, outboundTask.order))
      .where(eq(outboundTask.id, id));
    return r ? { ...r.task, orderNo: r.orderNo, progress: r.progress } : undefined;
  },

  async lockTasks(tx: DbOrTx, ids: number[]): Promise<TaskRowDb[]> {
    return tx.select().from(outboundTask).where(inArray(outboundTask.id, ids)).orderBy(asc(outboundTask.id)).for('update');
  },

  async deleteTasks(tx: DbOrTx, ids: number[]): Promise<void> {
    await tx.delete(outboundTask).where(inArray(outboundTask.id, ids));
  },
};
