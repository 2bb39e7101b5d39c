import type { TMuStore } from '@wms/contract/inbound/mu';
import { orderStatusLabel } from '@wms/contract/inbound/status';
import { fieldLabel } from '@wms/contract/locales/index';
import type { TTableQuery } from '@wms/contract/table';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { scanResolver as scans } from '../scan/scan-resolver.ts';
import { inboundRepository } from './inbound-repository.ts';
import { ACTION_LABELS, type InboundService, type User } from './inbound-service.ts';
import { CLOSED_ORDER, muRepository as repo } from './mu-repository.ts';

const blank = (s: string | null) => s === null || s.trim() === '';
const closed = (status: number) => (CLOSED_ORDER as number[]).includes(status);

/**
 * Multi-unit pallets (issue 9 §4, docs/decisions/inbound.md "MU pallet inbound"): the lines of inbound
 * orders that carry one LPN, put away together at one location through the order put-away.
 */
export class MuService {
  constructor(
    private readonly db: Db,
    private readonly inbound: InboundService,
  ) {}

  page = (q: TTableQuery) => repo.page(this.db, q);

  /** What is on the pallet in that warehouse: the lines of its live orders. */
  async items(scanned: string, warehouse: number) {
    const read = scans.read(scanned, 'lpn');
    const lpn = read.code;
    const names = await scans.labelNames(this.db, read);
    const lines = (await repo.lines(this.db, names)).filter((l) => l.warehouse === warehouse && !closed(l.orderStatus));
    if (!lines.length) throw new AppError(404, 'mu.notFound', { lpn }, { field: 'lpn' });
    return lines;
  }

  /**
   * Every open line on the pallet is stored in full at `location`, under the pallet's LPN, in one
   * transaction: the orders are locked in id order, then each order's lines go through its own
   * put-away (line quantities, stock and ledger rows by the stock module, order status).
   */
  async store(body: TMuStore, user: User, lang: Lang) {
    const read = scans.read(body.lpn, 'lpn');
    const lpn = read.code;
    return this.db.transaction(async (tx) => {
      const names = await scans.labelNames(tx, read);
      const loc = (await inboundRepository.locations(tx, [body.location])).get(body.location);
      if (!loc) throw badRequest('ref.missing', { field: fieldLabel(lang, 'ibOrderLine', 'location') }, { field: 'location' });
      const all = await repo.lines(tx, names);
      if (!all.length) throw new AppError(404, 'mu.notFound', { lpn }, { field: 'lpn' });
      const here = all.filter((l) => l.warehouse === loc.warehouse);
      if (!here.length) {
        const warehouse = (await inboundRepository.warehouseCode(tx, all[0]!.warehouse)) ?? '';
        throw badRequest('mu.otherWarehouse', { location: loc.code, lpn, warehouse }, { field: 'location' });
      }
      const live = here.filter((l) => !closed(l.orderStatus));
      if (!live.length) {
        // Only cancelled or finished orders carry it: say which, as the order put-away would.
        const o = here[0]!;
        throw new AppError(409, 'inbound.wrongStatus', {
          no: o.orderNo,
          status: orderStatusLabel(o.orderStatus, lang),
          action: ACTION_LABELS.store[lang],
        });
      }
      const orderIds = [...new Set(live.map((l) => l.order))].sort((a, b) => a - b);
      await inboundRepository.lockOrders(tx, orderIds);
      // Read again under the locks: a put-away of the same order may have finished meanwhile.
      const open = (await repo.lines(tx, names, orderIds)).filter((l) => l.openQty > 0);
      if (!open.length) throw new AppError(409, 'mu.stored', { lpn }, { field: 'lpn' });
      // The caller's lot and label for a line win over the order's; a line of another pallet is refused.
      const given = new Map((body.items ?? []).map((it, i) => [it.id, { ...it, i }]));
      for (const [id, it] of given) {
        if (!open.some((l) => l.id === id)) {
          throw badRequest('mu.lineNotOnPallet', { line: id, lpn }, { field: `items.${it.i}.id` });
        }
      }
      const plan = open.map((l) => {
        const it = given.get(l.id);
        const lotNo = blank(it?.lotNo ?? null) ? l.lotNo : it!.lotNo!;
        const shipBoxLbl = blank(it?.shipBoxLbl ?? null) ? l.shipBoxLbl : it!.shipBoxLbl!;
        if (blank(lotNo) || blank(shipBoxLbl)) {
          const field = it ? `items.${it.i}.${blank(lotNo) ? 'lotNo' : 'shipBoxLbl'}` : 'lpn';
          throw badRequest('mu.lineIncomplete', { lpn, no: l.orderNo, line: l.lineNo, sku: l.skuLabel }, { field });
        }
        return { ...l, lotNo, shipBoxLbl };
      });
      const orders = [];
      for (const id of orderIds) {
        const lines = plan.filter((l) => l.order === id);
        if (!lines.length) continue;
        const status = await this.inbound.storeIn(
          tx,
          {
            id,
            items: lines.map((l) => ({
              id: l.id,
              stockQty: l.openQty,
              location: loc.id,
              lotNo: l.lotNo,
              shipBoxLbl: l.shipBoxLbl,
            })),
          },
          user,
          lang,
        );
        orders.push({ id, no: lines[0]!.orderNo, status });
      }
      return { lpn, location: loc.id, lines: open.length, qty: open.reduce((s, l) => s + l.openQty, 0), orders };
    });
  }
}
