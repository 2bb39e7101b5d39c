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
    /**
     * A warehouse of the journey's own, made the user's default, with store locations and one item
     * (and its unit) whose SKU there is returned: `prefix` names them all (`${prefix}W`, `${prefix}U`,
     * `${prefix}-ITEM`).
     */
    async ownWarehouse(prefix: string, name: string, locations: string[]) {
      const data = async (p: string, body: unknown) => (await post(p, body)).data;
      const wh = await data('/setting/warehouse/~add', { code: `${prefix}W`, name: `${name}仓` });
      await post('/setting/warehouse/~default/set', { id: wh.id });
      const locs: { id: number }[] = [];
      for (const code of locations) locs.push(await data('/setting/location/~add', { code, warehouse: wh.id, type: 'store' }));
      const unit = await data('/bas/unit/~add', { code: `${prefix}U`, name: '件', unitClass: 'quantity' });
      const item = await data('/product/item/~add', {
        code: `${prefix}-ITEM`,
        name: `${name}测试件`,
        unit: unit.id,
        warehouse: wh.id,
      });
      const sku: { id: number; no: string } = await data(`/product/item/~sku/add?wh=${wh.id}`, { id: item.id });
      return { wh, locs, sku };
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
