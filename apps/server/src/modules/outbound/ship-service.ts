import type { Db } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { allow } from './order-guard.ts';
import { outboundRepository as orders } from './outbound-repository.ts';

/**
 * Shipping (120 outbound → 130 shipped) and finishing (130 → 200) of orders (issue 10 §5), through
 * the pure status machine. Kept apart from outbound-service so the order workflow after stock out
 * stays one small file. Orders are locked in id order and moved all or nothing.
 */
export class ShipService {
  constructor(private readonly db: Db) {}

  async move(ids: number[], action: 'ship' | 'finish', lang: Lang) {
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
      return { orders: out };
    });
  }
}
