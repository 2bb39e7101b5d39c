import { ORDER_STATUS, orderStatusLabel } from '@wms/contract/inbound/status';
import type { TTfOrderAdd } from '@wms/contract/inbound/tf-order';
import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { dayNo } from '../orders/day-no.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { transferRepository as repo, type TransferRow } from './transfer-repository.ts';

type User = { id: number; name: string } | null | undefined;

const ACTIONS = { store: { zh: '执行调拨', en: 'carry it out' }, delete: { zh: '删除', en: 'delete it' } } as const;

/** Only a new transfer (10) is carried out (→ 70 stored) or deleted. */
function mustBeNew(o: TransferRow, action: keyof typeof ACTIONS, lang: Lang) {
  if (o.status === ORDER_STATUS.new) return;
  throw new AppError(409, 'transfer.wrongStatus', {
    no: o.no,
    status: orderStatusLabel(o.status, lang),
    action: ACTIONS[action][lang],
  });
}

export const transferNo = (seq: number, now = new Date()) => dayNo('TF', seq, now);

/** Transfer orders: lines name a stock row, a destination and a quantity; `store` moves them all in one transaction. */
export class TransferService {
  constructor(
    private readonly db: Db,
    readonly list: ResourceRepository,
    private readonly warehouseCode: (db: DbOrTx, id: number) => Promise<string | undefined>,
  ) {}

  page = (q: TTableQuery) => this.list.page(this.db, q);

  async detail(id: number, db: DbOrTx = this.db) {
    const order = await this.list.findById(db, id);
    if (!order) throw notFound();
    return { ...order, items: await repo.lines(db, id) };
  }

  async add(body: TTfOrderAdd, lang: Lang) {
    const id = await this.db.transaction(async (tx) => {
      const wh = await this.warehouseCode(tx, body.warehouse);
      if (wh === undefined)
        throw badRequest('ref.missing', { field: fieldLabel(lang, 'tfOrder', 'warehouse') }, { field: 'warehouse' });
      const no = body.no?.trim() || transferNo(await repo.nextSeq(tx));
      if (await repo.noTaken(tx, no)) {
        throw new AppError(409, 'unique.violation', { fields: fieldLabel(lang, 'tfOrder', 'no'), value: no }, { field: 'no' });
      }
      const rows = await repo.stockRows(
        tx,
        body.items.map((i) => i.stock),
      );
      const locs = await repo.locations(
        tx,
        body.items.map((i) => i.location),
      );
      // Not a reservation (the store checks again): an order that could not be carried out now is refused at once.
      const asked = new Map<number, number>();
      const lines = body.items.map((it, i) => {
        const src = rows.get(it.stock);
        if (!src) throw badRequest('ref.missing', { field: resourceTitle(lang, 'stock') }, { field: `items.${i}.stock` });
        if (src.warehouse !== body.warehouse) {
          throw badRequest('transfer.stockWarehouse', { line: i + 1, warehouse: wh }, { field: `items.${i}.stock` });
        }
        if (!locs.has(it.location)) {
          throw badRequest('ref.missing', { field: fieldLabel(lang, 'stock', 'location') }, { field: `items.${i}.location` });
        }
        if (it.location === src.location)
          throw badRequest('transfer.sameLocation', { line: i + 1 }, { field: `items.${i}.location` });
        const total = (asked.get(src.id) ?? 0) + it.qty;
        asked.set(src.id, total);
        if (total > (src.qty ?? 0)) {
          throw badRequest(
            'transfer.overAvailable',
            { line: i + 1, qty: total, available: src.qty ?? 0 },
            { field: `items.${i}.qty` },
          );
        }
        return { lineNo: i + 1, stock: src.id, sku: src.sku, fromLocation: src.location, location: it.location, qty: it.qty };
      });
      const qty = lines.reduce((n, l) => n + l.qty, 0);
      const order = await repo.insert(tx, {
        no,
        warehouse: body.warehouse,
        postingDate: body.postingDate,
        comment: body.comment ?? null,
        qty,
      });
      await repo.insertLines(
        tx,
        lines.map((l) => ({ ...l, order: order.id })),
      );
      return order.id;
    });
    return this.detail(id);
  }

  /**
   * Carries the order out: every line a stock move (−/+ transfer ledger pair) in one transaction,
   * in stock-row order so concurrent transfers lock rows alike; a source short of available
   * (unallocated) stock refuses the whole order (409) and nothing moves.
   */
  async store(id: number, user: User, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const order = await repo.lock(tx, id);
      if (!order) throw notFound();
      mustBeNew(order, 'store', lang);
      const lines = (await repo.lines(tx, id)).sort((a, b) => a.stock - b.stock || a.lineNo - b.lineNo);
      for (const l of lines) {
        await stockService.move(
          tx,
          l.stock,
          l.qty,
          { location: l.location },
          { orderNo: order.no, orderLine: l.id, user: user ?? null },
        );
      }
      await repo.setStatus(tx, id, ORDER_STATUS.stored);
    });
    return this.detail(id);
  }

  async delete(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const orders = await repo.lockMany(tx, [...new Set(ids)]);
      if (orders.length !== new Set(ids).size) throw notFound();
      for (const o of orders) mustBeNew(o, 'delete', lang);
      await repo.remove(tx, ids);
    });
  }
}
