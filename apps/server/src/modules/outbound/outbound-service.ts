import { fieldLabel } from '@wms/contract/locales/index';
import type { TObLine, TObOrderAdd, TObOrderUpdate } from '@wms/contract/outbound/ob-order';
import { ORDER_STATUS } from '@wms/contract/outbound/status';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { allow, lot } from './order-guard.ts';
import { type LineValues, type OrderRow, outboundRepository as repo } from './outbound-repository.ts';

/** `OB` + yyMMdd (server local day) + a 6-digit sequence, as inbound orders are numbered. */
export function orderNo(seq: number, now = new Date()): string {
  const day = [now.getFullYear() % 100, now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, '0')).join('');
  return `OB${day}${String(seq).padStart(6, '0')}`;
}

const today = () => {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((p) => String(p).padStart(2, '0')).join('-');
};

/**
 * Outbound orders: header and lines and the status machine (allocation: allocation-service.ts).
 * Every action locks its orders first (id order), so actions on one order run one after another
 * across processes.
 */
export class OutboundService {
  constructor(
    private readonly db: Db,
    /** The order list through the generic engine (labels of references, filters, paging). */
    readonly list: ResourceRepository,
    private readonly exists: (db: DbOrTx, resource: string, id: number) => Promise<boolean>,
  ) {}

  page = (q: TTableQuery) => this.list.page(this.db, q);

  async newNo(db: DbOrTx = this.db): Promise<string> {
    return orderNo(await repo.nextSeq(db));
  }

  /** The order with its lines (detail and edit screens). */
  async detail(id: number, db: DbOrTx = this.db) {
    const order = await this.list.findById(db, id);
    if (!order) throw notFound();
    return { ...order, items: await repo.lines(db, id) };
  }

  private async lockedOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw notFound();
    return order;
  }

  private async checkRefs(
    tx: DbOrTx,
    values: Record<string, unknown>,
    refs: readonly (readonly [string, string])[],
    lang: Lang,
    resource: string,
    path = '',
  ) {
    for (const [field, ref] of refs) {
      const id = values[field];
      if (typeof id === 'number' && !(await this.exists(tx, ref, id))) {
        throw badRequest('ref.missing', { field: fieldLabel(lang, resource, field) }, { field: `${path}${field}` });
      }
    }
  }

  private async checkNo(tx: DbOrTx, no: string, lang: Lang, exceptId?: number) {
    if (await repo.noTaken(tx, no, exceptId)) {
      throw new AppError(409, 'unique.violation', { fields: fieldLabel(lang, 'obOrder', 'no'), value: no }, { field: 'no' });
    }
  }

  /** Line values checked against the order's warehouse: the SKU must be in it; a named consignee must exist. */
  private async lineValues(tx: DbOrTx, order: OrderRow, items: TObLine[], lang: Lang, path = 'items') {
    const skus = await repo.skus(tx, [...new Set(items.flatMap((i) => (i.sku ? [i.sku] : [])))]);
    const whCode = (await repo.warehouseCode(tx, order.warehouse)) ?? '';
    const out: LineValues[] = [];
    for (const [i, item] of items.entries()) {
      const { id: _id, ...values } = item;
      const at = path === 'item' ? '' : `${path}.${i}.`;
      if (item.sku !== undefined) {
        const sku = skus.get(item.sku);
        if (!sku) throw badRequest('ref.missing', { field: 'SKU' }, { field: `${at}sku` });
        if (sku.warehouse !== order.warehouse) {
          throw badRequest('outbound.skuWarehouse', { sku: sku.no, warehouse: whCode }, { field: `${at}sku` });
        }
        // The item's own texts unless the order gives its own.
        values.itemName ??= sku.itemName;
        values.itemCode ??= sku.no;
        values.itemDesc ??= sku.description;
      }
      await this.checkRefs(tx, values, [['consignee', 'consignee']], lang, 'obOrderLine', at);
      if (values.lotNo !== undefined) values.lotNo = lot(values.lotNo as string | null);
      out.push(values as LineValues);
    }
    return out;
  }

  async add(body: TObOrderAdd, lang: Lang) {
    const id = await this.db.transaction(async (tx) => {
      const { items, no: given, ...header } = body;
      await this.checkRefs(tx, header, HEADER_REFS, lang, 'obOrder');
      const no = given?.trim() || (await this.newNo(tx));
      await this.checkNo(tx, no, lang);
      const order = await repo.insertOrder(tx, { ...header, no, status: ORDER_STATUS.new } as never);
      const values = await this.lineValues(tx, order, items, lang);
      await repo.insertLines(
        tx,
        values.map((v, i) => ({ ...v, order: order.id, lineNo: i + 1 }) as never),
      );
      await repo.refreshTotals(tx, order.id);
      return order.id;
    });
    return this.detail(id);
  }

  /** Header changes and line changes/additions (`items` with or without an id); a new order only. */
  async update(body: TObOrderUpdate, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const { id, items, ...header } = body;
      const order = await this.lockedOrder(tx, id);
      const changes = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        allow(order, 'update', lang);
        await this.checkRefs(tx, changes, HEADER_REFS, lang, 'obOrder');
        if (typeof changes.no === 'string') await this.checkNo(tx, changes.no, lang, id);
        if (changes.warehouse !== undefined && changes.warehouse !== order.warehouse) {
          // Lines must follow: their SKUs are checked against the new warehouse.
          const lines = await repo.lines(tx, id);
          await this.lineValues(
            tx,
            { ...order, warehouse: changes.warehouse as number },
            lines.map((l) => ({ sku: l.sku })),
            lang,
          );
        }
        await repo.updateOrder(tx, id, changes);
      }
      if (items?.length) await this.changeLines(tx, { ...order, ...(changes as Partial<OrderRow>) }, items, lang);
      await repo.refreshTotals(tx, id);
    });
    return this.detail(body.id);
  }

  private async changeLines(tx: DbOrTx, order: OrderRow, items: TObLine[], lang: Lang, path = 'items') {
    const values = await this.lineValues(tx, order, items, lang, path);
    const existing = new Map(
      (
        await repo.linesByIds(
          tx,
          items.flatMap((i) => (i.id ? [i.id] : [])),
        )
      ).map((l) => [l.id, l]),
    );
    let next = await repo.maxLineNo(tx, order.id);
    const added = [];
    for (const [i, item] of items.entries()) {
      const at = path === 'item' ? '' : `${path}.${i}.`;
      const v = Object.fromEntries(Object.entries(values[i]!).filter(([, x]) => x !== undefined)) as LineValues;
      if (item.id === undefined) {
        allow(order, 'addLine', lang);
        if (!item.sku) throw badRequest('outbound.lineRequired', {}, { field: `${at}sku` });
        if (!item.qty) throw badRequest('outbound.lineRequired', {}, { field: `${at}qty` });
        added.push({ ...v, order: order.id, lineNo: ++next });
        continue;
      }
      const line = existing.get(item.id);
      if (!line || line.order !== order.id) {
        throw badRequest('outbound.lineNotInOrder', { line: item.id, no: order.no }, { field: `${at}id` });
      }
      allow(order, 'updateLine', lang);
      if (v.qty !== undefined && v.qty !== null && v.qty < line.allocQty) {
        throw badRequest('outbound.qtyBelowAllocated', { line: line.lineNo, allocQty: line.allocQty }, { field: `${at}qty` });
      }
      if (Object.keys(v).length) await repo.updateLine(tx, line.id, v);
    }
    await repo.insertLines(tx, added as never);
  }

  /** `~item/update`: one line, as `~update` would change it. */
  async updateLine(body: TObLine & { id: number }, lang: Lang) {
    const orderId = await this.db.transaction(async (tx) => {
      const [line] = await repo.linesByIds(tx, [body.id]);
      if (!line) throw notFound();
      const order = await this.lockedOrder(tx, line.order);
      await this.changeLines(tx, order, [body], lang, 'item');
      await repo.refreshTotals(tx, order.id);
      return order.id;
    });
    return this.detail(orderId);
  }

  /** `~item/delete`: lines of new orders; each order keeps at least one. */
  async deleteLines(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const lines = await repo.linesByIds(tx, ids);
      if (lines.length !== new Set(ids).size) throw notFound();
      for (const orderId of [...new Set(lines.map((l) => l.order))].sort((a, b) => a - b)) {
        const order = await this.lockedOrder(tx, orderId);
        allow(order, 'removeLine', lang);
        await repo.deleteLines(
          tx,
          lines.filter((l) => l.order === orderId).map((l) => l.id),
        );
        const t = await repo.refreshTotals(tx, orderId);
        if (!t.lines) throw badRequest('outbound.lastLine');
      }
    });
  }

  /** New or cancelled orders (nothing allocated), with their lines. */
  async delete(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const orders = await repo.lockOrders(tx, [...new Set(ids)]);
      if (orders.length !== new Set(ids).size) throw notFound();
      for (const o of orders) allow(o, 'delete', lang);
      await repo.deleteOrders(tx, ids);
    });
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

const HEADER_REFS = [
  ['warehouse', 'warehouse'],
  ['consignor', 'consignor'],
  ['consignee', 'consignee'],
] as const;
