import type { AllocStrategy, ShortagePolicy, TAllocOutcome, TPreviewResult, TShortage } from '@wms/contract/outbound/allocation';
import type { Db } from '../../db/client.ts';
import { isRetryable } from '../../db/retry.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { type Candidate, planOrder, type Take } from './allocation-plan.ts';
import { allocationRepository, type SkuNeed } from './allocation-repository.ts';
import { allow, lot } from './order-guard.ts';
import { outboundRepository as repo } from './outbound-repository.ts';
import { taskRepository } from './task-repository.ts';

/** Thrown inside the fast path's savepoint when a planned row changed: caught, then the plan is made again. */
const STALE = new Error('allocation plan stale');
/** Fast-path tries before the full path; under contention a try loses only to a commit, so others progress. */
const FAST_ATTEMPTS = 3;

/**
 * Allocation, its preview and deallocation of outbound orders (issue 10 §2, §3). Orders are locked
 * first (id order), then any stock rows through the stock module (id order), so calls over the
 * same orders or stock run one after another across processes and never deadlock.
 */
export class AllocationService {
  constructor(private readonly db: Db) {}

  /**
   * Allocation (issue 10 §2), the whole call in one transaction. Orders are locked (id order); the
   * plan is made from the candidate rows and the rows it takes are reserved through the stock module
   * in one conditional statement (fast path, below), or, when rows keep changing under it, from every
   * candidate locked in id order (full path). Either way no other allocator changes a row between the
   * check and the reservation, so a request that lost a race simply sees less available (a shortage
   * per its policy, never an oversell or a database error). Orders are planned one after the other, in
   * id order, each from what the earlier ones left. `error`: any short order refuses the call (409
   * naming each short SKU and quantity) and nothing is allocated.
   */
  async allocate(ids: number[], strategy: AllocStrategy, shortage: ShortagePolicy, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const orders = await repo.lockOrders(tx, wanted);
      if (orders.length !== wanted.length) throw notFound();
      for (const o of orders) allow(o, 'allocate', lang, { allocated: true });
      // A top-up after tasks were made would hold stock no pick task covers.
      const tasks = await taskRepository.liveTasks(tx, wanted);
      if (tasks.length) {
        const o = orders.find((x) => x.id === tasks[0]!.order)!;
        const own = tasks.filter((x) => x.order === o.id).map((x) => x.no);
        throw new AppError(409, 'outbound.tasksExist', { no: o.no, tasks: own.join(', ') });
      }
      const lines = await repo.linesOf(tx, wanted);
      const candidates = new Map<number, (Candidate & { available: number })[]>();
      // `within`: only the rows a plan can reach (the fast path); otherwise every candidate.
      const readCandidates = async (within: boolean) => {
        candidates.clear();
        for (const wh of new Set(orders.map((o) => o.warehouse))) {
          const own = lines.filter((l) => orders.find((o) => o.id === l.order)!.warehouse === wh);
          const need = new Map<number, SkuNeed>();
          for (const l of own) {
            const n = need.get(l.sku) ?? { sku: l.sku, qty: 0, lines: 0, lot: false };
            need.set(l.sku, { ...n, qty: n.qty + l.qty - l.allocQty, lines: n.lines + 1, lot: n.lot || !!lot(l.lotNo) });
          }
          const open = [...need.values()].filter((n) => n.qty > 0);
          candidates.set(
            wh,
            within
              ? await allocationRepository.candidatesWithin(tx, wh, open, strategy)
              : (await repo.candidates(tx, wh, [...need.keys()])).map((c) => ({ ...c, inboundDate: new Date(c.inboundDate) })),
          );
        }
      };
      // Every order planned in id order, each from what the earlier ones left.
      const planAll = (start: Map<number, number>) => {
        let available = start;
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
        return { takes, planned, failed };
      };
      // Fast path (docs/decisions/outbound-and-allocation.md "Allocation at scale"): plan from the reachable rows as committed
      // (read without locks, one snapshot), then reserve what the plan takes in one all-or-nothing
      // statement that locks those rows and checks each still has what the plan counted on (exactly, for
      // a row taken whole). The plan, shortages included, is then that of the snapshot, and the rows it
      // takes are reserved as planned. A row changed in between: the savepoint goes (its locks with it)
      // and the plan is made again from a fresh read, a few times; then the full path locks every
      // candidate in id order and plans from the locked rows, which always ends.
      let result: ReturnType<typeof planAll> | undefined;
      let reserved = false;
      for (let attempt = 0; attempt < FAST_ATTEMPTS && !reserved; attempt++) {
        await readCandidates(true);
        result = planAll(new Map([...candidates.values()].flat().map((c) => [c.id, c.available])));
        if (result.failed.length) break;
        const takes = result.takes;
        reserved = await tx
          .transaction(async (sp) => {
            const ok = await stockService.allocateAll(
              sp,
              takes.map((t) => ({ id: t.stock, qty: t.qty, exact: t.reason === 'whole' })),
            );
            if (!ok) throw STALE;
            return true;
          })
          .catch((e) => {
            // A deadlock here is the reservation meeting another writer's in a cycle (its plan need not
            // visit rows in id order): the savepoint went, with its locks, so the other side goes on and
            // this one plans again, like a stale plan, and then takes the full path's ordered locks.
            if (e === STALE || isRetryable(e)) return false;
            throw e;
          });
      }
      if (!reserved && !result?.failed.length) {
        await readCandidates(false);
        const locked = await stockService.lock(
          tx,
          [...candidates.values()].flat().map((c) => c.id),
        );
        result = planAll(new Map(locked.map((r) => [r.id, r.status === 'available' ? r.qoh - r.qal : 0])));
      }
      const { takes, planned, failed } = result!;
      if (failed.length) throw new AppError(409, 'outbound.short', { items: failed.join(lang === 'zh' ? '；' : '; ') });
      if (!reserved)
        await stockService.allocateMany(
          tx,
          takes.map((t) => ({ id: t.stock, qty: t.qty })),
        );
      await repo.addAllocations(
        tx,
        takes.map((x) => ({ order: x.order, line: x.line, stock: x.stock, qty: x.qty })),
        lines.some((l) => l.allocQty > 0),
      );
      // The lines as the allocation leaves them (the database's trigger adds the same to allocQty).
      const gained = new Map<number, number>();
      for (const x of takes) gained.set(x.line, (gained.get(x.line) ?? 0) + x.qty);
      const after = new Map(lines.map((l) => [l.id, { ...l, allocQty: l.allocQty + (gained.get(l.id) ?? 0) }]));
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
   * and the orders return to new, in one transaction. Pick, pack and seal tasks of the orders (open or
   * done) refuse the call, naming them; with `force` they are cancelled in the same transaction.
   */
  async deallocate(ids: number[], force: boolean, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const orders = await repo.lockOrders(tx, wanted);
      if (orders.length !== wanted.length) throw notFound();
      const tasks = await taskRepository.liveTasks(tx, wanted);
      for (const o of orders) {
        const own = tasks.filter((x) => x.order === o.id);
        allow(o, 'deallocate', lang, { openTasks: false });
        // Never leave a pick task behind: refused, naming the tasks, or (force) cancelled right here.
        if (own.length && !force)
          throw new AppError(409, 'outbound.tasksExist', { no: o.no, tasks: own.map((x) => x.no).join(', ') });
      }
      await taskRepository.cancelLive(tx, wanted);
      const rows = await repo.allocations(tx, wanted);
      await stockService.releaseMany(
        tx,
        rows.map((r) => ({ id: r.stock, qty: r.qty })),
      );
      await repo.deleteAllocations(tx, wanted);
      const outcomes = [];
      for (const o of orders) {
        await repo.refreshTotals(tx, o.id);
        const next = allow(o, 'deallocate', lang, { openTasks: false });
        await repo.updateOrder(tx, o.id, { status: next, allocatDate: null });
        const released = rows.filter((r) => r.order === o.id).reduce((s, r) => s + r.qty, 0);
        const cancelledTasks = tasks.filter((x) => x.order === o.id).map((x) => x.no);
        outcomes.push({ id: o.id, no: o.no, status: next, released, cancelledTasks });
      }
      return { orders: outcomes };
    });
  }
}
