import type { Db } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { allow } from './order-guard.ts';
import { outboundRepository as repo } from './outbound-repository.ts';
import { taskRepository } from './task-repository.ts';

type User = { id: number; name: string } | null | undefined;

/** Statuses in which delivery numbers may still be written: from allocation until the order is finished. */
const DN_STATUSES = [80, 90, 100, 110, 120, 130];

/**
 * Stock out and delivery numbers (issue 10 §5; docs/decisions/outbound-and-allocation.md "Outbound stock out").
 */
export class StockOutService {
  constructor(private readonly db: Db) {}

  /**
   * Issues every allocation of the orders, all in one transaction: qoh and qal fall together and an
   * outbound ledger row is written per allocation (stock module), each line's issuedQty grows, the
   * allocation rows go and the order becomes 120 (outbound). Tasks are optional, but open ones refuse
   * the call, naming them; an order holding nothing is refused.
   */
  async stockOut(ids: number[], user: User, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const orders = await repo.lockOrders(tx, wanted);
      if (orders.length !== wanted.length) throw notFound();
      const open = await taskRepository.openTasks(tx, wanted);
      const rows = await repo.allocations(tx, wanted);
      const outcomes = [];
      for (const o of orders) {
        const own = open.filter((t) => t.order === o.id);
        allow(o, 'stockOut', lang);
        if (own.length) throw new AppError(409, 'outbound.tasksOpen', { no: o.no, tasks: own.map((t) => t.no).join(', ') });
        const mine = rows.filter((r) => r.order === o.id);
        if (!mine.length) throw new AppError(409, 'outbound.nothingAllocated', { no: o.no });
        // One statement for the order (rows locked in id order, as every writer locks them), one ledger row per allocation.
        await stockService.issueMany(
          tx,
          mine.map((a) => ({ id: a.stock, qty: a.qty, orderLine: a.line })),
          { orderNo: o.no, user: user ?? null },
        );
        await repo.addIssued(
          tx,
          mine.map((a) => ({ line: a.line, qty: a.qty })),
        );
        const issued = mine.reduce((s, a) => s + a.qty, 0);
        const next = allow(o, 'stockOut', lang, { openTasks: false });
        outcomes.push({ id: o.id, no: o.no, status: next, issued });
      }
      await repo.deleteAllocations(tx, wanted);
      for (const o of outcomes) {
        await repo.refreshTotals(tx, o.id);
        await repo.updateOrder(tx, o.id, { status: o.status });
      }
      return { orders: outcomes };
    });
  }

  /** Sets delivery numbers (a line's `dn`) of an order's lines; `null` clears one (delivery-number delete). */
  async setDn(orderId: number, items: { id: number; dn: string | null }[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound();
      if (!DN_STATUSES.includes(order.status)) allow(order, 'ship', lang);
      const lines = await repo.linesByIds(
        tx,
        items.map((i) => i.id),
      );
      for (const i of items) {
        const l = lines.find((x) => x.id === i.id);
        if (!l || l.order !== orderId)
          throw badRequest('outbound.lineNotInOrder', { line: i.id, no: order.no }, { field: 'items' });
        await repo.updateLine(tx, i.id, { dn: i.dn === null ? null : i.dn.trim() || null });
      }
    });
  }
}
