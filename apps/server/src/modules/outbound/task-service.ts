import { ORDER_STATUS } from '@wms/contract/outbound/status';
import type { ShortReason, TaskType, TTaskFinishBody, TTaskItemFacts, TTaskScanBody } from '@wms/contract/outbound/task';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { addLabels } from '../resources/overrides/lpn-labels.ts';
import { type ScanRead, sameProduct, scanResolver as scans } from '../scan/scan-resolver.ts';
import { allow } from './order-guard.ts';
import { type OrderRow, outboundRepository as orders } from './outbound-repository.ts';
import type { OutboundAction } from './outbound-status.ts';
import { taskRepository as repo, type TaskItemInsert, type TaskRowDb } from './task-repository.ts';

type User = { id: number; name: string } | null | undefined;

const ACTION: Record<TaskType, OutboundAction> = { picking: 'pick', packing: 'pack', sealing: 'seal' };
const PREFIX: Record<TaskType, string> = { picking: 'PK', packing: 'PA', sealing: 'SE' };
/** Spec §5: a pack item needs sn, volume, weight and its ship-box label; a seal item closes a box by weight and volume. */
const REQUIRED: Record<TaskType, (keyof TTaskItemFacts)[]> = {
  picking: [],
  packing: ['sn', 'volume', 'weight', 'shipBoxLbl'],
  sealing: ['volume', 'weight'],
};

const FACTS = ['sn', 'dn', 'shipBoxLbl', 'lpn', 'volume', 'weight'] as const;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A scanned serial number: AI 21 of a GS1 symbol (a DataMatrix on the product), else the code as typed. */
function serialOf(read: ScanRead): string | undefined {
  if (!read.gs1) return read.code || undefined;
  if (read.serial === undefined) throw badRequest('outbound.snNotSerial', { code: read.code }, { field: 'sn' });
  return read.serial;
}

function taskNo(type: TaskType, seq: number, now: Date): string {
  const d = now.toISOString();
  return `${PREFIX[type]}${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${String(seq % 1_000_000).padStart(6, '0')}`;
}

/**
 * Pick, pack and seal tasks (issue 10 §4; docs/decisions/outbound-and-allocation.md "Outbound tasks"). Every call locks the
 * order first, then the task, as allocation and deallocation lock the order: a task is never worked
 * on while its order is being deallocated or issued.
 */
export class TaskService {
  constructor(private readonly db: Db) {}

  /** One task of `type` per order, its items from the order's allocations (pick) or the previous step's done items. */
  async create(ids: number[], type: TaskType, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const locked = await orders.lockOrders(tx, wanted);
      if (locked.length !== wanted.length) throw notFound();
      const made: number[] = [];
      const now = new Date();
      for (const o of locked) {
        // A seal item is a packed box, scanned by its box label: before packing there are no labels to scan.
        if (type === 'sealing' && o.status === ORDER_STATUS.picked)
          throw new AppError(409, 'outbound.sealNotPacked', { no: o.no });
        allow(o, ACTION[type], lang);
        const existing = await repo.liveOfType(tx, o.id, type);
        if (existing.length) throw new AppError(409, 'outbound.taskExists', { no: o.no, task: existing[0]!.no });
        const items = await this.itemsFor(tx, o, type);
        if (!items.length) throw new AppError(409, 'outbound.nothingToTask', { no: o.no });
        const task = await repo.insertTask(tx, {
          no: taskNo(type, await repo.nextSeq(tx), now),
          type,
          order: o.id,
          orderQty: o.allocQty,
          itemQty: items.reduce((s, i) => s + i.qty, 0),
          issueTime: now,
        });
        await repo.insertItems(
          tx,
          items.map((i) => ({ ...i, task: task.id, issueTime: now })),
        );
        made.push(task.id);
      }
      const tasks = [];
      for (const id of made) tasks.push((await repo.task(tx, id))!);
      return { tasks };
    });
  }

  private async itemsFor(tx: DbOrTx, o: OrderRow, type: TaskType): Promise<Omit<TaskItemInsert, 'task'>[]> {
    if (type === 'sealing') {
      // One seal item per ship box packed (create refuses an order not packed).
      const packed = await repo.doneItems(tx, o.id, 'packing');
      const boxes = new Map<string, number>();
      for (const p of packed) boxes.set(p.shipBoxLbl ?? '', (boxes.get(p.shipBoxLbl ?? '') ?? 0) + (p.actQty ?? 0));
      return [...boxes].map(([box, qty]) => ({ qty, shipBoxLbl: box || null }));
    }
    if (type === 'packing') {
      const picked = await repo.doneItems(tx, o.id, 'picking');
      if (picked.length)
        return picked.map((p) => ({
          orderItemId: p.orderItemId,
          allocation: p.allocation,
          stock: p.stock,
          sku: p.sku,
          location: p.location,
          lotNo: p.lotNo,
          qty: p.actQty ?? p.qty,
          sn: p.sn,
          dn: p.dn,
        }));
    }
    return (await repo.allocationsToPick(tx, o.id)).map((a) => ({
      orderItemId: a.line,
      allocation: a.id,
      stock: a.stock,
      sku: a.sku,
      location: a.location,
      lotNo: a.lotNo,
      lpn: a.lpn,
      qty: a.qty,
      sn: a.sn,
      dn: a.dn,
    }));
  }

  /**
   * A scanned item (keyboard wedge; codes read by modules/scan): the location must be the item's, the
   * code its SKU number or bar code (any GTIN form), its stock row's LPN, or (pack, seal) its ship-box
   * label, by text or by the label's SSCC; a label's lot must be the item's. Then it is confirmed; a
   * pack scan's serial (AI 21, of `sn` or of the code) is the item's.
   */
  async scan(body: TTaskScanBody, user: User, lang: Lang) {
    const read = scans.read(body.code, 'code');
    const place = body.location === undefined ? undefined : scans.read(body.location, 'location');
    const sn = body.sn === undefined ? undefined : serialOf(scans.read(body.sn, 'sn'));
    const taskId = await repo.taskOfItem(this.db, body.id);
    if (!taskId) throw notFound();
    return this.work(taskId, lang, async (tx, task, items, now) => {
      const item = items.find((i) => i.id === body.id)!;
      // The location is the picker's: pack and seal happen at a station, away from the stock's location.
      if (task.type === 'picking' && item.locationLabel && (place?.gs1 || !same(place?.code, item.locationLabel)))
        throw badRequest(
          place?.code ? 'outbound.scanLocation' : 'outbound.scanLocationFirst',
          { scanned: place?.code ?? '', location: item.locationLabel },
          { field: 'location' },
        );
      const names = await scans.labelNames(tx, read);
      const labels = [item.stockLpn, item.lpn, item.shipBoxLbl];
      if (
        !sameProduct(read, item.skuLabel) &&
        !sameProduct(read, item.barCode) &&
        !labels.some((c) => names.some((n) => same(n, c)))
      ) {
        // Seal items name their box, pack and pick items their SKU; an item with neither (a seal
        // task made before packing, before this was refused) is finished by hand, not by scan.
        const expected = task.type === 'sealing' ? (item.shipBoxLbl ?? item.skuLabel) : (item.skuLabel ?? item.shipBoxLbl);
        throw badRequest(
          expected ? 'outbound.scanCode' : 'outbound.scanNothingToMatch',
          { scanned: read.gtin ?? read.code, sku: expected ?? '', task: task.no },
          { field: 'code' },
        );
      }
      if (read.lot && item.lotNo && read.lot !== item.lotNo)
        throw badRequest('outbound.scanLot', { lot: read.lot, sku: item.skuLabel ?? '', itemLot: item.lotNo }, { field: 'code' });
      const serial = sn ?? (task.type === 'packing' ? read.serial : undefined);
      await this.confirm(tx, task, item, { ...body, sn: serial }, user, now);
    });
  }

  /** Finishes a task: the listed items with what they carry, the others at their planned quantity. */
  async finish(body: TTaskFinishBody, user: User, lang: Lang) {
    return this.work(body.id, lang, async (tx, task, items, now) => {
      const given = new Map((body.items ?? []).map((i) => [i.id, i]));
      for (const id of given.keys())
        if (!items.some((i) => i.id === id))
          throw badRequest('outbound.itemNotInTask', { item: id, task: task.no }, { field: 'items' });
      for (const item of items.filter((i) => i.status === 10)) {
        await this.confirm(tx, task, item, given.get(item.id) ?? { id: item.id }, user, now);
      }
    });
  }

  /** Locks order then task, refuses a closed task, runs `fn`, then moves the task and the order on. */
  private async work(
    taskId: number,
    lang: Lang,
    fn: (tx: DbOrTx, task: TaskRowDb, items: Awaited<ReturnType<typeof repo.items>>, now: Date) => Promise<void>,
  ) {
    return this.db.transaction(async (tx) => {
      const peek = await repo.task(tx, taskId);
      if (!peek) throw notFound();
      const order = (await orders.lockOrder(tx, peek.order))!;
      const task = (await repo.lockTask(tx, taskId))!;
      if (task.status === 0 || task.status === 100)
        throw new AppError(409, task.status === 0 ? 'outbound.taskCancelled' : 'outbound.taskDone', { task: task.no });
      const type = task.type as TaskType;
      allow(order, ACTION[type], lang);
      const now = new Date();
      await fn(tx, task, await repo.items(tx, taskId), now);
      const status = await repo.refreshTask(tx, taskId, now);
      if (type === 'picking') await orders.refreshTotals(tx, order.id);
      if (status === 100) {
        const next = allow(order, ACTION[type], lang, { done: true });
        await orders.updateOrder(tx, order.id, { status: next });
      }
      return { ...(await repo.task(tx, taskId))!, items: await repo.items(tx, taskId) };
    });
  }

  private async confirm(
    tx: DbOrTx,
    task: TaskRowDb,
    item: Awaited<ReturnType<typeof repo.items>>[number],
    facts: TTaskItemFacts & { shortReason?: ShortReason },
    user: User,
    now: Date,
  ) {
    if (item.status !== 10) throw new AppError(409, 'outbound.itemDone', { task: task.no });
    const type = task.type as TaskType;
    const actQty = facts.actQty ?? item.qty;
    if (actQty > item.qty) throw badRequest('outbound.actQtyOver', { actQty, qty: item.qty }, { field: 'actQty' });
    if (type !== 'picking' && actQty !== item.qty)
      throw badRequest('outbound.actQtyPacked', { actQty, qty: item.qty }, { field: 'actQty' });
    const merged = { ...item, ...Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) };
    // A SKU that carries no serial numbers is packed without one (product SKU `serialTracked`).
    const missing = REQUIRED[type].filter(
      (f) =>
        !(f === 'sn' && item.serialTracked === false) &&
        (merged[f as keyof typeof merged] == null || merged[f as keyof typeof merged] === ''),
    );
    if (missing.length) throw badRequest('outbound.itemRequired', { fields: missing.join(', ') }, { field: missing[0] });
    if (type === 'picking' && actQty < item.qty && item.allocation && item.stock) {
      // A short pick gives the unpicked quantity back at once, so stock out issues only what was picked.
      const short = item.qty - actQty;
      await stockService.releaseMany(tx, [{ id: item.stock, qty: short }]);
      await repo.shrinkAllocation(tx, item.allocation, short);
    }
    // Only the item's own facts are written (a scan body also carries the scanned location and code).
    const written = Object.fromEntries(FACTS.filter((f) => facts[f] !== undefined).map((f) => [f, facts[f]]));
    await repo.updateItem(tx, item.id, {
      ...written,
      actQty,
      // Kept only for a short pick: the reason explains the quantity missing, and a full one has none.
      shortReason: actQty < item.qty ? (facts.shortReason ?? null) : null,
      status: 100,
      startTime: item.startTime ?? now,
      finishTime: now,
      worker: user?.name ?? null,
    });
  }

  /**
   * A new ship-box label for a box of a live pack task (spec §7 pack "label add"): a row of the
   * ship-box labels (`/outbound/ob/label`) numbered `SB` + yyMMdd + 6 digits from the task-number
   * sequence, with its SSCC, so it prints from the pack screen or the label screen. The items carry
   * its number once packed (`shipBoxLbl`).
   */
  /** One transaction: a repeated floor call (Idempotency-Key) takes its key before the label is made, so it makes one. */
  async labelAdd(taskId: number, config: Config) {
    return this.db.transaction(async (tx) => {
      const task = await repo.task(tx, taskId);
      if (!task) throw notFound();
      if (task.type !== 'packing') throw badRequest('outbound.labelNotPack', { task: task.no }, { field: 'id' });
      if (task.status === 0 || task.status === 100)
        throw new AppError(409, task.status === 0 ? 'outbound.taskCancelled' : 'outbound.taskDone', { task: task.no });
      const d = new Date().toISOString();
      const seq = String((await repo.nextSeq(tx)) % 1_000_000).padStart(6, '0');
      const no = `SB${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${seq}`;
      const [label] = await addLabels(tx, config, 'shipBox', [{ no, qty: 1 }]);
      return { shipBoxLbl: no, label: label!.id, sscc: label!.sscc! };
    });
  }

  async detail(id: number) {
    const task = await repo.task(this.db, id);
    if (!task) throw notFound();
    return { ...task, items: await repo.items(this.db, id) };
  }

  /** Deletes tasks not yet started (a started or done task is history; deallocation with force cancels it). */
  async delete(ids: number[]) {
    await this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const tasks = await repo.lockTasks(tx, wanted);
      if (tasks.length !== wanted.length) throw notFound();
      const started = tasks.find((t) => t.status !== 10 && t.status !== 0);
      if (started) throw new AppError(409, 'outbound.taskStarted', { task: started.no });
      await repo.deleteTasks(tx, wanted);
    });
  }
}
