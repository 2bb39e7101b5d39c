import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { containerAccountService } from '../containers/container-account-service.ts';
import { emitEvent } from '../integration/events.ts';
import { allow } from './order-guard.ts';
import { type OrderRow, outboundRepository as orders } from './outbound-repository.ts';

/**
 * Shipping (120 outbound → 130 shipped) and finishing (130 → 200) of orders (issue 10 §5), through
 * the pure status machine. Kept apart from outbound-service so the order workflow after stock out
 * stays one small file. Orders are locked in id order and moved all or nothing.
 */
export class ShipService {
  constructor(private readonly db: Db) {}

  async move(ids: number[], action: 'ship' | 'finish', lang: Lang, user: { id: number; name: string } | null = null) {
    return this.db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const locked = await orders.lockOrders(tx, wanted);
      if (locked.length !== wanted.length) throw notFound();
      const out = [];
      for (const o of locked) {
        const status = allow(o, action, lang);
        // The ship date is when it left, unless the clerk set one on the order already.
        const shipDate = action === 'ship' && !o.shipDate ? new Date().toISOString().slice(0, 10) : undefined;
        await orders.updateOrder(tx, o.id, { status, ...(shipDate ? { shipDate } : {}) });
        out.push({ id: o.id, no: o.no, status });
      }
      if (action === 'ship') await this.shipped(tx, locked, out, user, lang);
      return { orders: out };
    });
  }

  /**
   * What left: one `outbound.shipped` event per order (docs/api.md "Webhooks"), and the returnable packaging each
   * consignee received onto its container account (+), booked with its order's number. Posted by consignee in id order
   * across all the orders, so two ships of several orders lock the same accounts in the same order and cannot deadlock.
   */
  private async shipped(
    tx: DbOrTx,
    locked: OrderRow[],
    out: { id: number; status: number }[],
    user: { id: number; name: string } | null,
    lang: Lang,
  ) {
    const today = new Date().toISOString().slice(0, 10);
    const postings: { consignee: number; order: OrderRow; lines: { sku: number; qty: number }[] }[] = [];
    for (const o of locked) {
      const lines = await orders.shipped(tx, o);
      await emitEvent(tx, 'outbound.shipped', `obOrder:${o.id}`, {
        order: {
          id: o.id,
          no: o.no,
          extRef: o.extRef,
          status: out.find((x) => x.id === o.id)!.status,
          shipDate: o.shipDate ?? today,
        },
        lines: lines.map((l) => ({
          id: l.id,
          lineNo: l.lineNo,
          sku: l.skuNo,
          lotNo: l.lotNo,
          qty: l.qty,
          issuedQty: l.issuedQty,
        })),
      });
      const byConsignee = new Map<number, { sku: number; qty: number }[]>();
      for (const l of lines) {
        if (l.consignee === null || l.issuedQty <= 0) continue;
        byConsignee.set(l.consignee, [...(byConsignee.get(l.consignee) ?? []), { sku: l.sku, qty: l.issuedQty }]);
      }
      for (const [consignee, posted] of byConsignee) postings.push({ consignee, order: o, lines: posted });
    }
    postings.sort((a, b) => a.consignee - b.consignee || a.order.id - b.order.id);
    for (const p of postings) {
      const who = { partnerKind: 'consignee' as const, refId: p.consignee };
      await containerAccountService.postSkus(tx, who, 'shipment', p.lines, { orderNo: p.order.no, user, lang });
    }
  }
}
