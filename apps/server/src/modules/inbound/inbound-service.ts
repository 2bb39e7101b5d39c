import type { TIbLine, TIbOrderAdd, TIbOrderUpdate, TIbStore } from '@wms/contract/inbound/ib-order';
import { LINE_PLAN_FIELDS } from '@wms/contract/inbound/ib-order';
import { ORDER_STATUS, orderStatusLabel } from '@wms/contract/inbound/status';
import { fieldLabel } from '@wms/contract/locales/index';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { stockService } from '../stock/stock-service.ts';
import { type LineValues, type OrderRow, inboundRepository as repo } from './inbound-repository.ts';
import { type InboundAction, type InboundFacts, inboundTransition } from './inbound-status.ts';

export type User = { id: number; name: string } | null | undefined;
type LineInput = TIbLine;

/** What the refused action is called in a message ("cannot <action>"). */
export const ACTION_LABELS: Record<InboundAction, Record<Lang, string>> = {
  update: { zh: '修改', en: 'edit it' },
  addLine: { zh: '添加明细', en: 'add lines' },
  updateLine: { zh: '修改明细', en: 'change lines' },
  planLine: { zh: '修改明细', en: 'change lines' },
  removeLine: { zh: '删除明细', en: 'remove lines' },
  approve: { zh: '审核', en: 'approve it' },
  cancel: { zh: '取消', en: 'cancel it' },
  scan: { zh: '收货扫描', en: 'receive by scanning' },
  store: { zh: '上架', en: 'put away' },
  fillLabels: { zh: '生成箱标签', en: 'fill box labels' },
  finish: { zh: '完结', en: 'finish it' },
  delete: { zh: '删除', en: 'delete it' },
};

const blank = (s: string | null | undefined) => s === undefined || s === null || s.trim() === '';
const NO_FACTS: InboundFacts = { anyStored: false, allStored: false };

/** The status after `action`, or a 409 naming the order's status in the user's language. */
function allow(order: OrderRow, action: InboundAction, lang: Lang, facts: InboundFacts = NO_FACTS): number {
  const v = inboundTransition(order.status, action, facts);
  if (v.ok) return v.next;
  const params = { no: order.no, status: orderStatusLabel(order.status, lang), action: ACTION_LABELS[action][lang] };
  throw new AppError(409, v.reason === 'status' ? 'inbound.wrongStatus' : 'inbound.hasStock', params);
}

/** `IB` + yyMMdd + a 6-digit sequence, as LPN numbers are made. */
export function orderNo(seq: number, now = new Date()): string {
  const day = [now.getFullYear() % 100, now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, '0')).join('');
  return `IB${day}${String(seq).padStart(6, '0')}`;
}

/**
 * Inbound orders: header and lines, the status machine, receiving scans and put-away. Every action
 * locks the order row first, so actions on one order run one after another across processes.
 */
export class InboundService {
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

  private async checkHeaderRefs(tx: DbOrTx, h: { warehouse?: number | null; consignor?: number | null }, lang: Lang) {
    for (const [field, ref] of [
      ['warehouse', 'warehouse'],
      ['consignor', 'consignor'],
    ] as const) {
      const id = h[field];
      if (id !== undefined && id !== null && !(await this.exists(tx, ref, id))) {
        throw badRequest('ref.missing', { field: fieldLabel(lang, 'ibOrder', field) }, { field });
      }
    }
  }

  private async checkNo(tx: DbOrTx, no: string, lang: Lang, exceptId?: number) {
    if (await repo.noTaken(tx, no, exceptId)) {
      throw new AppError(409, 'unique.violation', { fields: fieldLabel(lang, 'ibOrder', 'no'), value: no }, { field: 'no' });
    }
  }

  /** Line values checked against the order's warehouse: the SKU and any planned location must be in it. */
  private async lineValues(tx: DbOrTx, order: OrderRow, items: LineInput[], lang: Lang, path = 'items') {
    const skus = await repo.skus(tx, [...new Set(items.flatMap((i) => (i.sku ? [i.sku] : [])))]);
    const locs = await repo.locations(tx, [...new Set(items.flatMap((i) => (i.location ? [i.location] : [])))]);
    const whCode = (await repo.warehouseCode(tx, order.warehouse)) ?? '';
    return items.map((item, i) => {
      const { id: _id, ...values } = item;
      if (item.sku !== undefined) {
        const sku = skus.get(item.sku);
        if (!sku) throw badRequest('ref.missing', { field: 'SKU' }, { field: `${path}.${i}.sku` });
        if (sku.warehouse !== order.warehouse) {
          throw badRequest('inbound.skuWarehouse', { sku: sku.no, warehouse: whCode }, { field: `${path}.${i}.sku` });
        }
        // The item's own texts unless the order gives its own.
        values.itemName ??= sku.itemName;
        values.itemCode ??= sku.no;
        values.itemDesc ??= sku.description;
      }
      if (item.location !== undefined && item.location !== null) {
        const loc = locs.get(item.location);
        if (!loc)
          throw badRequest(
            'ref.missing',
            { field: fieldLabel(lang, 'ibOrderLine', 'location') },
            { field: `${path}.${i}.location` },
          );
        if (loc.warehouse !== order.warehouse) {
          throw badRequest(
            'inbound.locationWarehouse',
            { location: loc.code, warehouse: whCode },
            { field: `${path}.${i}.location` },
          );
        }
      }
      return values as LineValues;
    });
  }

  async add(body: TIbOrderAdd, lang: Lang) {
    const id = await this.db.transaction(async (tx) => {
      const { items, no: given, ...header } = body;
      await this.checkHeaderRefs(tx, header, lang);
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

  /** Header changes and line changes/additions (`items` with or without an id). */
  async update(body: TIbOrderUpdate, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const { id, items, ...header } = body;
      const order = await this.lockedOrder(tx, id);
      const changes = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        allow(order, 'update', lang);
        await this.checkHeaderRefs(tx, changes, lang);
        if (typeof changes.no === 'string') await this.checkNo(tx, changes.no, lang, id);
        if (changes.warehouse !== undefined && changes.warehouse !== order.warehouse) {
          // Lines must follow: their SKUs and locations are checked against the new warehouse.
          const lines = await repo.lines(tx, id);
          await this.lineValues(
            tx,
            { ...order, warehouse: changes.warehouse as number },
            lines.map((l) => ({ sku: l.sku, location: l.location })),
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

  private async changeLines(tx: DbOrTx, order: OrderRow, items: LineInput[], lang: Lang, path = 'items') {
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
      const v = Object.fromEntries(Object.entries(values[i]!).filter(([, x]) => x !== undefined)) as LineValues;
      if (item.id === undefined) {
        allow(order, 'addLine', lang);
        if (!item.sku) throw badRequest('inbound.lineRequired', {}, { field: `${path}.${i}.sku` });
        if (!item.shipQty) throw badRequest('inbound.lineRequired', {}, { field: `${path}.${i}.shipQty` });
        added.push({ ...v, order: order.id, lineNo: ++next });
        continue;
      }
      const line = existing.get(item.id);
      if (!line || line.order !== order.id) {
        throw badRequest('inbound.lineNotInOrder', { line: item.id, no: order.no }, { field: `${path}.${i}.id` });
      }
      const planOnly = Object.keys(v).every((k) => (LINE_PLAN_FIELDS as readonly string[]).includes(k));
      allow(order, planOnly ? 'planLine' : 'updateLine', lang);
      if (v.shipQty !== undefined && v.shipQty !== null && v.shipQty < line.recvQty) {
        throw badRequest(
          'inbound.shipBelowStored',
          { line: line.lineNo, recvQty: line.recvQty },
          { field: `${path}.${i}.shipQty` },
        );
      }
      if (Object.keys(v).length) await repo.updateLine(tx, line.id, v);
    }
    await repo.insertLines(tx, added as never);
  }

  /** `~item/update`: one line, as `~update` would change it. */
  async updateLine(body: LineInput & { id: number }, lang: Lang) {
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

  /** `~item/delete`: lines of one order; the order keeps at least one. */
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
        if (!t.lines) throw badRequest('inbound.lastLine');
      }
    });
  }

  async delete(ids: number[], lang: Lang) {
    await this.db.transaction(async (tx) => {
      const orders = await repo.lockOrders(tx, [...new Set(ids)]);
      if (orders.length !== new Set(ids).size) throw notFound();
      const stored = await repo.storedOrders(tx, ids);
      for (const o of orders) allow(o, 'delete', lang, { anyStored: stored.has(o.id), allStored: false });
      await repo.deleteOrders(tx, ids);
    });
  }

  /** approve, cancel, finish: a status change and nothing else. */
  async act(id: number, action: 'approve' | 'cancel' | 'finish', lang: Lang) {
    await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      const stored = await repo.storedOrders(tx, [id]);
      const next = allow(order, action, lang, { anyStored: stored.has(id), allStored: false });
      await repo.updateOrder(tx, id, { status: next });
    });
    return this.detail(id);
  }

  /** A scanned SKU number or barcode counts `qty` (1) more received on the first open line of that SKU. */
  async scan(body: { id: number; code: string; qty?: number }, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, body.id);
      const next = allow(order, 'scan', lang);
      const qty = body.qty ?? 1;
      const [line] = await repo.linesByCode(tx, order.id, body.code);
      if (!line) throw new AppError(404, 'inbound.scanUnknown', { no: order.no, code: body.code }, { field: 'code' });
      const after = await repo.addReceived(tx, line.id, qty);
      if (!after) {
        throw new AppError(409, 'inbound.overReceive', { sku: line.sku, shipQty: line.shipQty, recvQty: line.recvQty, qty });
      }
      if (next !== order.status) await repo.updateOrder(tx, order.id, { status: next });
      return { order: { id: order.id, no: order.no, status: next }, line: { ...after, skuLabel: line.sku } };
    });
  }

  /**
   * Put-away (spec §4, §5): every line of the call in one transaction — the lines' stored
   * quantities, the stock rows and their ledger rows (one per line), and the order status.
   */
  async store(body: TIbStore, user: User, lang: Lang) {
    await this.db.transaction((tx) => this.storeIn(tx, body, user, lang));
    return this.detail(body.id);
  }

  /**
   * The put-away of `store` inside the caller's transaction (a pallet put-away stores the lines of
   * several orders in one); returns the order's new status.
   */
  async storeIn(tx: DbOrTx, body: TIbStore, user: User, lang: Lang): Promise<number> {
    for (const [i, it] of body.items.entries()) {
      const missing = !it.stockQty
        ? 'stockQty'
        : it.location === undefined || it.location === null
          ? 'location'
          : blank(it.lotNo)
            ? 'lotNo'
            : blank(it.shipBoxLbl)
              ? 'shipBoxLbl'
              : undefined;
      if (missing) throw badRequest('inbound.storeRequired', {}, { field: `items.${i}.${missing}` });
    }
    const order = await this.lockedOrder(tx, body.id);
    allow(order, 'store', lang);
    const lines = new Map(
      (
        await repo.linesByIds(
          tx,
          body.items.map((i) => i.id),
        )
      ).map((l) => [l.id, l]),
    );
    const locs = await repo.locations(tx, [...new Set(body.items.map((i) => i.location!))]);
    const whCode = (await repo.warehouseCode(tx, order.warehouse)) ?? '';
    const skus = await repo.skus(tx, [...new Set([...lines.values()].map((l) => l.sku))]);
    const taken = new Map<number, number>();
    const moves = [];
    // Lines in id order: two put-aways of one order cannot cross (the order lock already serialises them).
    const items = body.items.map((it, i) => ({ it, i })).sort((a, b) => a.it.id - b.it.id);
    for (const { it, i } of items) {
      const line = lines.get(it.id);
      if (!line || line.order !== order.id) {
        throw badRequest('inbound.lineNotInOrder', { line: it.id, no: order.no }, { field: `items.${i}.id` });
      }
      const loc = locs.get(it.location!);
      if (!loc)
        throw badRequest('ref.missing', { field: fieldLabel(lang, 'ibOrderLine', 'location') }, { field: `items.${i}.location` });
      if (loc.warehouse !== order.warehouse) {
        throw badRequest(
          'inbound.locationWarehouse',
          { location: loc.code, warehouse: whCode },
          { field: `items.${i}.location` },
        );
      }
      const qty = it.stockQty!;
      const lotNo = it.lotNo!.trim();
      const shipBoxLbl = it.shipBoxLbl!.trim();
      const done = await repo.addStored(tx, line.id, qty, { location: loc.id, lotNo, shipBoxLbl });
      if (!done) {
        const open = line.shipQty - line.stockQty - (taken.get(line.id) ?? 0);
        throw new AppError(
          409,
          'inbound.overStore',
          { line: line.lineNo, sku: skus.get(line.sku)?.no ?? '', open, qty },
          { field: `items.${i}.stockQty` },
        );
      }
      taken.set(line.id, (taken.get(line.id) ?? 0) + qty);
      moves.push({ location: loc.id, sku: line.sku, qty, lotNo, shipBoxLbl, lpn: line.lpn, booking: { orderLine: line.id } });
    }
    await stockService.receiveMany(tx, moves, { orderNo: order.no, user: user ?? null }, 'inbound');
    const t = await repo.refreshTotals(tx, order.id);
    const next = allow(order, 'store', lang, { anyStored: true, allStored: t.allStored });
    await repo.updateOrder(tx, order.id, { status: next, ...(t.allStored ? { stockDate: new Date() } : {}) });
    return next;
  }

  /** Ship-box labels for the lines lacking one: `<order no>-<line no, 3 digits>`. */
  async fillLabels(id: number, lang: Lang) {
    const filled = await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      allow(order, 'fillLabels', lang);
      return repo.fillLabels(tx, id, order.no);
    });
    return { filled, order: await this.detail(id) };
  }
}
