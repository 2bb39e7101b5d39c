import type { Page } from 'playwright-core';
import { apiPost } from './ui.ts';

export interface PutLine {
  sku: number;
  qty: number;
  location: number;
  lotNo: string;
}

/**
 * A journey's setup through the API as the signed-in user (the steps under test go through the
 * screens): the first row a field matches, SKUs of the journey's own, stock put away through an
 * inbound order (added, approved, stored in one call).
 */
export function apiSetup(page: Page, baseUrl: string) {
  const post = (p: string, body: unknown) => apiPost(page, baseUrl, p, body);
  let orders = 0;
  return {
    post,
    async first(p: string, field: string, value: string | number) {
      return (await post(`${p}/~page/get`, { filter: [{ field, operator: 'eq', value }] })).data.rows[0];
    },
    /** New SKUs of an existing one's item and unit, in a warehouse: their ids by number. */
    async addSkus(nos: string[], like: { item: number; unit: number }, warehouse: number) {
      const ids: Record<string, number> = {};
      for (const no of nos) {
        ids[no] = (await post('/product/sku/~add', { item: like.item, warehouse, unit: like.unit, no, itemName: no })).data.id;
      }
      return ids;
    },
    /** One inbound order per call, put away at once: its rows' inbound date is now. */
    async putAway(warehouse: number, lines: PutLine[], ref = 'E2E-IN') {
      orders++;
      const order = (
        await post('/inbound/ib/order/~add', {
          extRef: `${ref}-${orders}`,
          extDocNo: `${ref}-ASN-${orders}`,
          warehouse,
          postingDate: '2026-11-22',
          items: lines.map((l) => ({ sku: l.sku, shipQty: l.qty })),
        })
      ).data;
      await post('/inbound/ib/order/~approve', { id: order.id });
      await post('/inbound/ib/order/~store', {
        id: order.id,
        items: order.items.map((line: { id: number }, i: number) => ({
          id: line.id,
          stockQty: lines[i]!.qty,
          location: lines[i]!.location,
          lotNo: lines[i]!.lotNo,
          shipBoxLbl: `${order.no}-${i + 1}`,
        })),
      });
      return order;
    },
  };
}
