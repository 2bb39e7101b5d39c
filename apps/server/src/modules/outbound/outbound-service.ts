import { fieldLabel } from '@wms/contract/locales/index';
import type { AllocStrategy, ShortagePolicy, TAllocOutcome, TPreviewResult, TShortage } from '@wms/contract/outbound/allocation';
import type { TObLine, TObOrderAdd, TObOrderUpdate } from '@wms/contract/outbound/ob-order';
import { ORDER_STATUS, orderStatusLabel } from '@wms/contract/outbound/status';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { stockService } from '../stock/stock-service.ts';
import { type Candidate, planOrder, type Take } from './allocation-plan.ts';
import { type LineValues, type OrderRow, outboundRepository as repo } from './outbound-repository.ts';
import { type OutboundAction, type OutboundFacts, outboundTransition } from './outbound-status.ts';

/** What the refused action is called in a message ("cannot <action>"). */
const ACTION_LABELS: Record<OutboundAction, Record<Lang, string>> = {
  update: { zh: '修改', en: 'edit it' },
  addLine: { zh: '添加明细', en: 'add lines' },
  updateLine: { zh: '修改明细', en: 'change lines' },
  removeLine: { zh: '删除明细', en: 'remove lines' },
  delete: { zh: '删除', en: 'delete it' },
  cancel: { zh: '取消', en: 'cancel it' },
  allocate: { zh: '分配', en: 'allocate it' },
  deallocate: { zh: '取消分配', en: 'deallocate it' },
  pick: { zh: '拣货', en: 'pick it' },
  pack: { zh: '装箱', en: 'pack it' },
  seal: { zh: '封箱', en: 'seal it' },
  stockOut: { zh: '出库', en: 'stock it out' },
  ship: { zh: '发运', en: 'ship it' },
  finish: { zh: '完结', en: 'finish it' },
};

/** The status after `action`, or a 409 naming the order's status in the user's language. */
function allow(order: OrderRow, action: OutboundAction, lang: Lang, facts: OutboundFacts = {}): number {
  const v = outboundTransition(order.status, action, facts);
  if (v.ok) return v.next;
  const params = { no: order.no, status: orderStatusLabel(order.status, lang), action: ACTION_LABELS[action][lang] };
  throw new AppError(409, 'outbound.wrongStatus', params);
}

/** `OB` + yyMMdd (server local day) + a 6-digit sequence, as inbound orders are numbered. */
export function orderNo(seq: number, now = new Date()): string {
  const day = [now.getFullYear() % 100, now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, '0')).join('');
  return `OB${day}${String(seq).padStart(6, '0')}`;
}

const lot = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());
const today = () => {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((p) => String(p).padStart(2, '0')).join('-');
};

/**
 * Outbound orders: header and lines, the status machine, allocation and deallocation. Every action
 * locks its orders first (id order), then any stock rows through the stock module (id order), so
 * actions on one order run one after another across processes and never deadlock.
 */
export class OutboundService {
  constructor(
    private readonly db: Db,
    /** The order list through the generic engine (labels of references, filters, paging). */
    readonly list: ResourceRepository,
    private readonly exists: (db: DbOrTx, resource: string, id: number) => Promise<boolean>,
  ) {}

  page = (q: TTableQuery) => this.list.page(this.db, q);

  async newNo(db: DbOrTx = this.db): Promise<string> {
    return orderNo(await repo.nextSeq(db));
  }

  /** The order with its lines (detail and edit screens). */
  async detail(id: number, db: DbOrTx = this.db) {
    const order = await this.list.findById(db, id);
    if (!order) throw notFound();
    return { ...order, items: await repo.lines(db, id) };
  }

  private async lockedOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound();
    return order;
  }

  private async checkRefs(
    tx: DbOrTx,
    values: Record<string, unknown>,
    refs: readonly (readonly [string, string])[],
    lang: Lang,
    resource: string,
    path = '',
  ) {
    for (const [field, ref] of refs) {
      const id = values[field];
      if (typeof id === 'number' && !(await this.exists(tx, ref, id))) {
        throw badRequest('ref.missing', { field: fieldLabel(lang, resource, field) }, { field: `${path}${field}` });
      }
    }
  }

  private async checkNo(tx: DbOrTx, no: string, lang: Lang, exceptId?: number) {
    if (await repo.noTaken(tx, no, exceptId)) {
      throw new AppError(409, 'unique.violation', { fields: fieldLabel(lang, 'obOrder', 'no'), value: no }, { field: 'no' });
    }
  }

  /** Line values checked against the order's warehouse: the SKU must be in it; a named consignee must exist. */
  private async lineValues(tx: DbOrTx, order: OrderRow, items: TObLine[], lang: Lang, path = 'items') {
    const skus = await repo.skus(tx, [...new Set(items.flatMap((i) => (i.sku ? [i.sku] : [])))]);
    const whCode = (await repo.warehouseCode(tx, order.warehouse)) ?? '';
    const out: LineValues[] = [];
    for (const [i, item] of items.entries()) {
      const { id: _id, ...values } = item;
      const at = path === 'item' ? '' : `${path}.${i}.`;
      if (item.sku !== undefined) {
        const sku = skus.get(item.sku);
        if (!sku) throw badRequest('ref.missing', { field: 'SKU' }, { field: `${at}sku` });
        if (sku.warehouse !== order.warehouse) {
          throw badRequest('outbound.skuWarehouse', { sku: sku.no, warehouse: whCode }, { field: `${at}sku` });
        }
        // The item's own texts unless the order gives its own.
        values.itemName ??= sku.itemName;
        values.itemCode ??= sku.no;
        values.itemDesc ??= sku.description;
      }
      await this.checkRefs(tx, values, [['consignee', 'consignee']], lang, 'obOrderLine', at);
      if (values.lotNo !== undefined) values.lotNo = lot(values.lotNo as string | null);
      out.push(values as LineValues);
    }
    return out;
  }

  async add(body: TObOrderAdd, lang: Lang) {
    const id = await this.db.transaction(async (tx) => {
      const { items, no: given, ...header } = body;
      await this.checkRefs(tx, header, HEADER_REFS, lang, 'obOrder');
      const no = given?.trim() || (await this.newNo(tx));
      await this.checkNo(tx, no, lang);
      const order = await repo.insertOrder(tx, { ...header, no, status: ORDER_STATUS.new } as never);
      const values = await this.lineValues(tx, order, items, lang);
      await repo.insertLines(
        tx,
        values.map((v, i) => ({ ...v, order: order.id, lineNo: i + 1 }) as never),
      );
      await repo.refreshTotals(tx, order.id);
      return order.id;
    });
    return this.detail(id);
  }

  /** Header changes and line changes/additions (`items` with or without an id); a new order only. */
  async update(body: TObOrderUpdate, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const { id, items, ...header } = body;
      const order = await this.lockedOrder(tx, id);
      const changes = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        allow(order, 'update', lang);
        await this.checkRefs(tx, changes, HEADER_REFS, lang, 'obOrder');
        if (typeof changes.no === 'string') await this.checkNo(tx, changes.no, lang, id);
        if (changes.warehouse !== undefined && changes.warehouse !== order.warehouse) {
          // Lines must follow: their SKUs are checked against the new warehouse.
          const lines = await repo.lines(tx, id);
          await this.lineValues(
            tx,
            { ...order, warehouse: changes.warehouse as number },
            lines.map((l) => ({ sku: l.sku })),
            lang,
          );
        }
        await repo.updateOrder(tx, id, changes);
      }
      if (items?.length) await this.changeLines(tx, { ...order, ...(changes as Partial<OrderRow>) }, items, lang);
      await repo.refreshTotals(tx, id);
    });
    return this.detail(body.id);
  }

  private async changeLines(tx: DbOrTx, order: OrderRow, items: TObLine[], lang: Lang, path = 'items') {
    const values = await this.lineValues(tx, order, items, lang, path);
    const existing = new Map(
      (
        await repo.linesByIds(
          tx,
          items.flatMap((i) => (i.id ? [i.id] : [])),
        )
      ).map((l) => [l.id, l]),
    );
    let next = await repo.maxLineNo(tx, order.id);
    const added = [];
    for (const [i, item] of items.entries()) {
      const at = path === 'item' ? '' : `${path}.${i}.`;
      const v = Object.fromEntries(Object.entries(values[i]!).filter(([, x]) => x !== undefined)) as LineValues;
      if (item.id === undefined) {
        allow(order, 'addLine', lang);
        if (!item.sku) throw badRequest('outbound.lineRequired', {}, { field: `${at}sku` });
        if (!item.qty) throw badRequest('outbound.lineRequired', {}, { field: `${at}qty` });
        added.push({ ...v, order: order.id, lineNo: ++next });
        continue;
      }
      const line = existing.get(item.id);
      if (!line || line.order !== order.id) {
        throw badRequest('outbound.lineNotInOrder', { line: item.id, no: order.no }, { field: `${at}id` });
      }
      allow(order, 'updateLine', lang);
      if (v.qty !== undefined && v.qty !== null && v.qty < line.allocQty) {
        throw badRequest('outbound.qtyBelowAllocated', { line: line.lineNo, allocQty: line.allocQty }, { field: `${at}qty` });
      }
      if (Object.keys(v).length) await repo.updateLine(tx, line.id, v);
    }
    await repo.insertLines(tx, added as never);
  }

  /** `~item/update`: one line, as `~update` would change it. */
  async updateLine(body: TObLine & { id: number }, lang: Lang) {
    const orderId = await this.db.transaction(async (tx) => {
      const [line] = await repo.linesByIds(tx, [body.id]);
      if (!line) throw notFound();
      const order = await this.lockedOrder(tx, line.order);
      await this.changeLines(tx, order, [body], lang, 'item');
      await repo.refreshTotals(tx, order.id);
      return order.id;
    });
    return this.detail(orderId);
  }

  /** `~item/delete`: lines of new orders; each order keeps at least one. */
  async deleteLines(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const lines = await repo.linesByIds(tx, ids);
      if (lines.length !== new Set(ids).size) throw notFound();
      for (const orderId of [...new Set(lines.map((l) => l.order))].sort((a, b) => a - b)) {
        const order = await this.lockedOrder(tx, orderId);
        allow(order, 'removeLine', lang);
        await repo.deleteLines(
          tx,
          lines.filter((l) => l.order === orderId).map((l) => l.id),
        );
        const t = await repo.refreshTotals(tx, orderId);
        if (!t.lines) throw badRequest('outbound.lastLine');
      }
    });
  }

  /** New or cancelled orders (nothing allocated), with their lines. */
  async delete(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const orders = await repo.lockOrders(tx, [...new Set(ids)]);
      if (orders.length !== new Set(ids).size) throw notFound();
      for (const o of orders) allow(o, 'delete', lang);
      await repo.deleteOrders(tx, ids);
    });
  }

  /** A new order is cancelled (0); the cancel date is today unless one was given. */
  async cancel(id: number, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      const next = allow(order, 'cancel', lang);
      await repo.updateOrder(tx, id, { status: next, cancelDate: order.cancelDate ?? today() });
    });
    return this.detail(id);
  }

  /**
   * Allocation (issue 10 §2), the whole call in one transaction. Orders are locked (id order), then
   * every stock row any of their lines could take, through the stock module (id order): from then
   * on no other allocator can change those rows, so the plan made from the locked rows holds, and
   * a request that lost a race simply sees less available (a shortage per its policy, never an
   * oversell or a database error). Orders are planned one after the other, in id order, each from
   * what the earlier ones left. `error`: any short order refuses the call (409 naming each short SKU
   * and quantity) and nothing is allocated.
   */
  async allocate(ids: number[], strategy: AllocStrategy, shortage: ShortagePolicy, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const orders = await repo.lockOrders(tx, wanted);
      if (orders.length !== wanted.length) throw notFound();
      for (const o of orders) allow(o, 'allocate', lang, { allocated: true });
      const lines = await repo.linesOf(tx, wanted);
      const candidates = new Map<number, Candidate[]>();
      for (const wh of new Set(orders.map((o) => o.warehouse))) {
        const skus = [...new Set(lines.filter((l) => orders.find((o) => o.id === l.order)!.warehouse === wh).map((l) => l.sku))];
        candidates.set(
          wh,
          (await repo.candidates(tx, wh, skus)).map((c) => ({ ...c, inboundDate: new Date(c.inboundDate) })),
        );
      }
      const locked = await stockService.lock(
        tx,
        [...candidates.values()].flatMap((cs) => cs.map((c) => c.id)),
      );
      let available = new Map(locked.map((r) => [r.id, r.status === 'available' ? r.qoh - r.qal : 0]));
      const takes: (Take & { order: number })[] = [];
      const planned = new Map<number, ReturnType<typeof planOrder>>();
      const failed: string[] = [];
      for (const o of orders) {
        const own = lines.filter((l) => l.order === o.id);
        const plan = planOrder(
          strategy,
          shortage,
          own.map((l) => ({ id: l.id, sku: l.sku, lotNo: lot(l.lotNo), open: l.qty - l.allocQty })),
          candidates.get(o.warehouse) ?? [],
          available,
        );
        planned.set(o.id, plan);
        if (shortage === 'error' && plan.short) {
          for (const s of plan.lines.filter((x) => x.got < x.want)) {
            const l = own.find((x) => x.id === s.line)!;
            const sku = l.lotNo ? `${l.skuNo} / ${l.lotNo}` : l.skuNo;
            failed.push(msg(lang, 'outbound.shortItem', { no: o.no, sku, short: s.want - s.got, qty: s.want }));
          }
          continue;
        }
        available = plan.available;
        takes.push(...plan.takes.map((t) => ({ ...t, order: o.id })));
      }
      if (failed.length) throw new AppError(409, 'outbound.short', { items: failed.join(lang === 'zh' ? '；' : '; ') });
      await stockService.allocateMany(
        tx,
        takes.map((t) => ({ id: t.stock, qty: t.qty })),
      );
      await repo.addAllocations(
        tx,
        takes.map((x) => ({ order: x.order, line: x.line, stock: x.stock, qty: x.qty })),
      );
      const after = new Map((await repo.linesOf(tx, wanted)).map((l) => [l.id, l]));
      const outcomes: TAllocOutcome[] = [];
      for (const o of orders) {
        const t = await repo.refreshTotals(tx, o.id);
        const taken = takes.filter((x) => x.order === o.id).reduce((s, x) => s + x.qty, 0);
        const next = allow(o, 'allocate', lang, { allocated: t.allocQty > 0 });
        await repo.updateOrder(tx, o.id, { status: next, ...(taken > 0 ? { allocatDate: new Date() } : {}) });
        const shortages: TShortage[] = planned
          .get(o.id)!
          .lines.filter((x) => x.got < x.want)
          .map((x) => {
            const l = after.get(x.line)!;
            return {
              line: l.id,
              lineNo: l.lineNo,
              sku: l.sku,
              skuLabel: l.skuNo,
              lotNo: l.lotNo,
              qty: l.qty,
              allocQty: l.allocQty,
              short: l.qty - l.allocQty,
            };
          });
        outcomes.push({ id: o.id, no: o.no, status: next, qty: t.qty, allocQty: t.allocQty, taken, shortages });
      }
      return { orders: outcomes };
    });
  }

  /**
   * What `~allocate` would take, per strategy (all four when none is given), line and stock row, and
   * why, from the stock as it is now; nothing is locked or written. Orders are planned as `~allocate`
   * plans them (id order, each from what the earlier left), so the preview is the allocation unless
   * stock moves in between.
   */
  async preview(ids: number[], strategies: readonly AllocStrategy[], shortage: ShortagePolicy, lang: Lang) {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    const orders = await repo.orders(this.db, wanted);
    if (orders.length !== wanted.length) throw notFound();
    for (const o of orders) allow(o, 'allocate', lang, { allocated: true });
    const lines = await repo.linesOf(this.db, wanted);
    const candidates = new Map<number, (Candidate & { available: number })[]>();
    for (const wh of new Set(orders.map((o) => o.warehouse))) {
      const whOrders = new Set(orders.filter((o) => o.warehouse === wh).map((o) => o.id));
      const skus = [...new Set(lines.filter((l) => whOrders.has(l.order)).map((l) => l.sku))];
      candidates.set(
        wh,
        (await repo.candidates(this.db, wh, skus)).map((c) => ({ ...c, inboundDate: new Date(c.inboundDate) })),
      );
    }
    const info = new Map([...candidates.values()].flat().map((c) => [c.id, c]));
    const result = new Map<number, TPreviewResult['orders'][number]>(
      orders.map((o) => [o.id, { id: o.id, no: o.no, strategies: [] }]),
    );
    for (const strategy of strategies) {
      let available = new Map([...info.values()].map((c) => [c.id, c.available]));
      for (const o of orders) {
        const own = lines.filter((l) => l.order === o.id);
        const plan = planOrder(
          strategy,
          shortage,
          own.map((l) => ({ id: l.id, sku: l.sku, lotNo: lot(l.lotNo), open: l.qty - l.allocQty })),
          candidates.get(o.warehouse) ?? [],
          available,
        );
        const refused = shortage === 'error' && plan.short;
        result.get(o.id)!.strategies.push({
          strategy,
          short: plan.short,
          refused,
          lines: plan.lines.map((x) => {
            const l = own.find((y) => y.id === x.line)!;
            return {
              line: l.id,
              lineNo: l.lineNo,
              sku: l.sku,
              skuLabel: l.skuNo,
              lotNo: l.lotNo,
              want: x.want,
              got: x.got,
              rows: plan.takes
                .filter((t) => t.line === l.id)
                .map((t) => {
                  const c = info.get(t.stock)!;
                  const date = c.inboundDate.toISOString();
                  const params = { date: date.slice(0, 10), location: c.locationCode, available: available.get(c.id) ?? 0 };
                  return {
                    stock: c.id,
                    locationLabel: c.locationCode,
                    lotNo: c.lotNo,
                    inboundDate: date,
                    available: params.available,
                    qty: t.qty,
                    reason: t.reason,
                    why: msg(lang, `outbound.why.${t.reason}`, params),
                  };
                }),
            };
          }),
        });
        if (!refused) available = plan.available;
      }
    }
    return { orders: [...result.values()] };
  }

  /**
   * Deallocation (issue 10 §3): every allocation of the orders is released (qal falls) and removed,
   * and the orders return to new, in one transaction. `force` is for open pick, pack and seal tasks,
   * which refuse the call without it (the tasks issue adds them; until then no order has any).
   */
  async deallocate(ids: number[], force: boolean, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const orders = await repo.lockOrders(tx, wanted);
      if (orders.length !== wanted.length) throw notFound();
      for (const o of orders) allow(o, 'deallocate', lang, { openTasks: false, force });
      const rows = await repo.allocations(tx, wanted);
      await stockService.releaseMany(
        tx,
        rows.map((r) => ({ id: r.stock, qty: r.qty })),
      );
      await repo.deleteAllocations(tx, wanted);
      const outcomes = [];
      for (const o of orders) {
        await repo.refreshTotals(tx, o.id);
        const next = allow(o, 'deallocate', lang, { openTasks: false, force });
        await repo.updateOrder(tx, o.id, { status: next, allocatDate: null });
        const released = rows.filter((r) => r.order === o.id).reduce((s, r) => s + r.qty, 0);
        outcomes.push({ id: o.id, no: o.no, status: next, released });
      }
      return { orders: outcomes };
    });
  }
}

const HEADER_REFS = [
  ['warehouse', 'warehouse'],
  ['consignor', 'consignor'],
  ['consignee', 'consignee'],
] as const;
