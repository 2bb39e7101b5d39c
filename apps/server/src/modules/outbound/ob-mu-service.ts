import type { TObMuShip } from '@wms/contract/outbound/mu';
import type { TTableQuery } from '@wms/contract/table';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { scanResolver as scans } from '../scan/scan-resolver.ts';
import { obMuRepository as repo } from './ob-mu-repository.ts';
import { allow } from './order-guard.ts';
import { outboundRepository } from './outbound-repository.ts';
import { taskRepository } from './task-repository.ts';

type User = { id: number; name: string } | null | undefined;

/**
 * Multi-unit outbound (issue 10 §6, docs/decisions/outbound-and-allocation.md "MU outbound"): a pallet is the stock rows
 * carrying one LPN in a warehouse; scanning it ships what of it is allocated to an order.
 */
export class ObMuService {
  constructor(private readonly db: Db) {}

  page = (q: TTableQuery) => repo.page(this.db, q);

  /**
   * Issues the order's allocations on the pallet's stock rows, in one transaction, as stock out
   * does for a whole order (stock-out-service.ts): qoh and qal fall together with an outbound ledger
   * row each (stock module), the lines' issuedQty grows, those allocation rows go. When nothing of the
   * order is left allocated it is out (120); until then it keeps its status and ships the rest by
   * further scans or `~stock`. The order lock serialises scans of one order: a second scan of the
   * same pallet finds nothing left and is told it was shipped.
   */
  async ship({ order: orderId, lpn: scanned }: TObMuShip, user: User, lang: Lang) {
    const read = scans.read(scanned, 'lpn');
    const lpn = read.code;
    return this.db.transaction(async (tx) => {
      const names = await scans.labelNames(tx, read);
      const o = await outboundRepository.lockOrder(tx, orderId);
      if (!o) throw notFound();
      allow(o, 'stockOut', lang);
      const open = await taskRepository.openTasks(tx, [o.id]);
      if (open.length) throw new AppError(409, 'outbound.tasksOpen', { no: o.no, tasks: open.map((t) => t.no).join(', ') });
      const mine = await repo.allocationsOnPallet(tx, o.id, o.warehouse, names);
      if (!mine.length) {
        if (await repo.shippedBefore(tx, o.no, o.warehouse, names)) {
          throw new AppError(409, 'obMu.shipped', { lpn, no: o.no }, { field: 'lpn' });
        }
        if (!(await repo.palletInStock(tx, o.warehouse, names))) {
          const warehouse = (await outboundRepository.warehouseCode(tx, o.warehouse)) ?? '';
          throw new AppError(404, 'obMu.notFound', { lpn, warehouse }, { field: 'lpn' });
        }
        throw new AppError(409, 'obMu.notAllocated', { lpn, no: o.no }, { field: 'lpn' });
      }
      await stockService.issueMany(
        tx,
        mine.map((a) => ({ id: a.stock, qty: a.qty, orderLine: a.line })),
        { orderNo: o.no, user: user ?? null },
      );
      await outboundRepository.addIssued(
        tx,
        mine.map((a) => ({ line: a.line, qty: a.qty })),
      );
      await repo.deleteAllocations(
        tx,
        mine.map((a) => a.id),
      );
      await outboundRepository.refreshTotals(tx, o.id);
      const remaining = await repo.remainingAllocations(tx, o.id);
      let status = o.status;
      if (!remaining) {
        status = allow(o, 'stockOut', lang, { openTasks: false });
        await outboundRepository.updateOrder(tx, o.id, { status });
      }
      const qty = mine.reduce((s, a) => s + a.qty, 0);
      return { lpn, rows: mine.length, qty, order: { id: o.id, no: o.no, status }, remaining };
    });
  }
}
