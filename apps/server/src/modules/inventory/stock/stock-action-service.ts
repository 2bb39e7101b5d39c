import type { TAdjust, TBarrier, TRestore, TScrap } from '@wms/contract/inventory/stock-actions';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { emitEvent } from '../../integration/events.ts';
import { stockActionRepository as reads } from './stock-action-repository.ts';
import { type StockRow, stockRepository } from './stock-repository.ts';
import { type Booking, stockService } from './stock-service.ts';

type User = { id: number; name: string } | null | undefined;

const booking = (user: User, comment?: string | null): Booking => ({ user: user ?? null, comment: comment || null });

/** The event an adjust or scrap reports (docs/api.md "Webhooks"), in the action's transaction; returns the row. */
async function reported(tx: DbOrTx, type: 'stock.adjusted' | 'stock.scrapped', row: StockRow, qty: number, b: Booking) {
  const { sku, location } = await stockRepository.describe(tx, row.id);
  await emitEvent(tx, type, `stock:${row.id}`, {
    stock: { id: row.id, warehouse: row.warehouse, location, sku, lotNo: row.lotNo, lpn: row.lpn, status: row.status },
    qty,
    onHand: row.qoh,
    comment: b.comment ?? null,
  });
  return row;
}

/**
 * The stock actions of the Stock by SKU / by location screens (spec §4): adjust, barrier and
 * release, scrap, restore. Each call is one transaction around stockService movements, which
 * write the ledger rows and refuse (nothing changed) when a rule would break.
 */
export class StockActionService {
  constructor(private readonly db: Db) {}

  private tx<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as DbOrTx));
  }

  /** ± a stock row (a minus never below its allocation), or + a new row named by its place, SKU and lot. */
  adjust(body: TAdjust, user: User) {
    const b = booking(user, body.comment);
    return this.tx(async (tx) => {
      if (body.id !== undefined) {
        const [row] = await stockService.lock(tx, [body.id]);
        if (!row) throw notFound();
        return reported(tx, 'stock.adjusted', await stockService.adjust(tx, body.id, body.qty, b), body.qty, b);
      }
      const loc = await stockRepository.location(tx, body.location!);
      if (!loc) throw badRequest('ref.missing', { field: 'location' }, { field: 'location' });
      if (loc.warehouse !== body.warehouse) {
        const warehouse = (await reads.warehouseCode(tx, body.warehouse!)) ?? String(body.warehouse);
        throw badRequest('stock.adjustWarehouse', { location: loc.code, warehouse }, { field: 'location' });
      }
      const line = { location: loc.id, sku: body.sku!, lotNo: body.lotNo ?? null, qty: body.qty };
      return reported(tx, 'stock.adjusted', await stockService.receive(tx, line, b, 'adjustment'), body.qty, b);
    });
  }

  /**
   * Holds each row's unallocated stock (it moves to the row's barrier twin, so allocation never
   * takes it), or with `release` frees held rows whole. All rows or none.
   */
  barrier(body: TBarrier, user: User) {
    const b = booking(user);
    const ids = [...new Set(body.ids)].sort((x, y) => x - y);
    return this.tx(async (tx) => {
      const rows = new Map((await stockService.lock(tx, ids)).map((r) => [r.id, r]));
      const out = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) throw notFound();
        const where = async () => stockRepository.describe(tx, id);
        const params = async () => ({ ...(await where()), onHand: row.qoh, allocated: row.qal });
        if (body.release) {
          if (row.status !== 'barrier') throw new AppError(409, 'stock.notHeld', await where());
          out.push((await stockService.setStatus(tx, id, 'available', row.qoh, b)).to);
        } else {
          if (row.status === 'barrier') throw new AppError(409, 'stock.status', await where());
          if (row.qoh - row.qal <= 0) throw new AppError(409, 'stock.nothingToHold', await params());
          out.push((await stockService.setStatus(tx, id, 'barrier', row.qoh - row.qal, b)).to);
        }
      }
      return { rows: out };
    });
  }

  scrap(body: TScrap, user: User) {
    const b = booking(user, body.comment);
    return this.tx(async (tx) =>
      reported(tx, 'stock.scrapped', await stockService.scrap(tx, body.id, body.qty, b), -body.qty, b),
    );
  }

  /** Only what was scrapped from this row and not yet restored (stock-service restore). */
  restore(body: TRestore, user: User) {
    return this.tx((tx) => stockService.restore(tx, body.id, body.qty, booking(user, body.comment)));
  }

  async allocations(id: number) {
    if (!(await reads.stockExists(this.db, id))) throw notFound();
    return reads.allocationsOf(this.db, id);
  }
}
