import type { TObLine } from '@wms/contract/outbound/ob-order';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { badRequest } from '../../lib/errors.ts';
import { dayNo } from '../orders/day-no.ts';
import { type LineCheck, type OrderKind, OrderLinesService } from '../orders/order-lines-service.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { allow, lot } from './order-guard.ts';
import { type LineRow, type LineValues, type OrderRow, outboundRepository as repo } from './outbound-repository.ts';

/** `OB` + yyMMdd (server local day) + a 6-digit sequence, as inbound orders are numbered. */
export const orderNo = (seq: number, now = new Date()) => dayNo('OB', seq, now);

const today = () => {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((p) => String(p).padStart(2, '0')).join('-');
};

const KIND: OrderKind<OrderRow, LineRow> = {
  repo: repo as unknown as OrderKind<OrderRow, LineRow>['repo'],
  prefix: 'OB',
  resource: 'obOrder',
  lineResource: 'obOrderLine',
  messages: 'outbound',
  headerRefs: [
    ['warehouse', 'warehouse'],
    ['consignor', 'consignor'],
    ['consignee', 'consignee'],
  ],
  required: ['sku', 'qty'],
  warehouseBound: ['sku'],
  allow: (order, action, lang) => allow(order, action, lang),
  checkLine(line, v, at) {
    const qty = v.qty as number | null | undefined;
    if (qty !== undefined && qty !== null && qty < line.allocQty) {
      throw badRequest('outbound.qtyBelowAllocated', { line: line.lineNo, allocQty: line.allocQty }, { field: `${at}qty` });
    }
  },
};

/**
 * Outbound orders: header and lines (orders/order-lines-service.ts) and the status machine
 * (allocation: allocation-service.ts).
 */
export class OutboundService extends OrderLinesService<OrderRow, LineRow, TObLine> {
  constructor(db: Db, list: ResourceRepository, exists: (db: DbOrTx, resource: string, id: number) => Promise<boolean>) {
    super(db, list, exists, KIND);
  }

  /** A named consignee must exist; a blank lot is none. */
  protected async checkLines(_tx: DbOrTx, _order: OrderRow, _items: TObLine[], values: LineValues[], { lang, path }: LineCheck) {
    for (const [i, v] of values.entries()) {
      await this.checkRefs(_tx, v, [['consignee', 'consignee']], lang, 'obOrderLine', this.at(path, i));
      if (v.lotNo !== undefined) v.lotNo = lot(v.lotNo);
    }
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
}
