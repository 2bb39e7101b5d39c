import type { TIbLine, TIbStore } from '@wms/contract/inbound/ib-order';
import { LINE_PLAN_FIELDS } from '@wms/contract/inbound/ib-order';
import { orderStatusLabel } from '@wms/contract/inbound/status';
import { fieldLabel } from '@wms/contract/locales/index';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { containerAccountService } from '../containers/container-account-service.ts';
import { emitEvent } from '../integration/events.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { dayNo } from '../orders/day-no.ts';
import { type LineCheck, type OrderKind, OrderLinesService } from '../orders/order-lines-service.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { labelData } from '../scan/label-data.ts';
import { scanResolver as scans, skuForms } from '../scan/scan-resolver.ts';
import { type LineRow, type OrderRow, inboundRepository as repo } from './inbound-repository.ts';
import { type InboundAction, type InboundFacts, inboundTransition } from './inbound-status.ts';
import { receiveLine } from './receive-line.ts';

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
export const orderNo = (seq: number, now = new Date()) => dayNo('IB', seq, now);

const KIND: OrderKind<OrderRow, LineRow> = {
  repo: repo as unknown as OrderKind<OrderRow, LineRow>['repo'],
  prefix: 'IB',
  resource: 'ibOrder',
  lineResource: 'ibOrderLine',
  messages: 'inbound',
  headerRefs: [
    ['warehouse', 'warehouse'],
    ['consignor', 'consignor'],
  ],
  required: ['sku', 'shipQty'],
  warehouseBound: ['sku', 'location'],
  allow: (order, action, lang, facts) => allow(order, action, lang, facts),
  lineAction: (v) =>
    Object.keys(v).every((k) => (LINE_PLAN_FIELDS as readonly string[]).includes(k)) ? 'planLine' : 'updateLine',
  checkLine(line, v, at) {
    const shipQty = v.shipQty as number | null | undefined;
    if (shipQty !== undefined && shipQty !== null && shipQty < line.recvQty) {
      throw badRequest('inbound.shipBelowStored', { line: line.lineNo, recvQty: line.recvQty }, { field: `${at}shipQty` });
    }
  },
};

/**
 * Inbound orders: header and lines (orders/order-lines-service.ts), the status machine, receiving
 * scans and put-away.
 */
export class InboundService extends OrderLinesService<OrderRow, LineRow, LineInput> {
  constructor(db: Db, list: ResourceRepository, exists: (db: DbOrTx, resource: string, id: number) => Promise<boolean>) {
    super(db, list, exists, KIND);
  }

  /** A planned location must be in the order's warehouse. */
  protected async checkLines(tx: DbOrTx, order: OrderRow, items: LineInput[], _values: unknown[], c: LineCheck) {
    const locs = await repo.locations(tx, [...new Set(items.flatMap((i) => (i.location ? [i.location] : [])))]);
    for (const [i, item] of items.entries()) {
      if (item.location === undefined || item.location === null) continue;
      const field = `${this.at(c.path, i)}location`;
      const loc = locs.get(item.location);
      if (!loc) throw badRequest('ref.missing', { field: fieldLabel(c.lang, 'ibOrderLine', 'location') }, { field });
      if (loc.warehouse !== order.warehouse) {
        throw badRequest('inbound.locationWarehouse', { location: loc.code, warehouse: c.whCode }, { field });
      }
    }
  }

  /** Orders nothing was put away on, with their lines. */
  override async delete(ids: number[], lang: Lang) {
    await super.delete(ids, lang, repo.storedOrders);
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

  /**
   * A scanned carton or SKU (modules/scan) counts on a line of that SKU (receive-line.ts): `qty`, else
   * the label's count (AI 37, else 30), else 1; the label's lot (AI 10) fills a line without one.
   */
  async scan(body: { id: number; code: string; qty?: number }, lang: Lang) {
    const read = scans.read(body.code, 'code');
    return this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, body.id);
      const next = allow(order, 'scan', lang);
      if (read.sscc && !read.gtin) throw badRequest('inbound.scanPallet', { code: read.code }, { field: 'code' });
      const lines = await repo.linesByCode(tx, order.id, read.gs1 ? '' : read.code, skuForms(read));
      if (!lines.length) {
        throw new AppError(404, 'inbound.scanUnknown', { no: order.no, code: read.gtin ?? read.code }, { field: 'code' });
      }
      const choice = receiveLine(lines, read.lot);
      if ('otherLot' in choice) {
        const l = choice.otherLot;
        throw badRequest('inbound.scanLot', { sku: l.sku, lot: read.lot!, line: l.lineNo, lineLot: l.lotNo! }, { field: 'code' });
      }
      const { line } = choice;
      const qty = body.qty ?? read.qty ?? 1;
      const after = await repo.addReceived(tx, line.id, qty, choice.fillLot);
      if (!after) {
        throw new AppError(409, 'inbound.overReceive', { sku: line.sku, shipQty: line.shipQty, recvQty: line.recvQty, qty });
      }
      if (next !== order.status) await repo.updateOrder(tx, order.id, { status: next });
      await emitEvent(tx, 'inbound.received', `ibOrder:${order.id}`, {
        order: { id: order.id, no: order.no, extRef: order.extRef, status: next },
        lines: [{ id: line.id, lineNo: line.lineNo, sku: line.sku, qty, recvQty: after.recvQty, lotNo: after.lotNo ?? null }],
      });
      return {
        order: { id: order.id, no: order.no, status: next },
        line: { ...after, skuLabel: line.sku },
        label: labelData(read),
      };
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
      if (missing)
        throw badRequest(
          'inbound.storeRequired',
          { item: i + 1, what: msg(lang, `inbound.store.${missing}`) },
          { field: `items.${i}.${missing}` },
        );
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
    const stored: { id: number; qty: number; location: number; lotNo: string; shipBoxLbl: string }[] = [];
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
      // The order row is locked, so the lines read above are current: the open quantity is exact here.
      const open = line.shipQty - line.stockQty - (taken.get(line.id) ?? 0);
      if (qty > open) {
        throw new AppError(
          409,
          'inbound.overStore',
          { line: line.lineNo, sku: skus.get(line.sku)?.no ?? '', open, qty },
          { field: `items.${i}.stockQty` },
        );
      }
      taken.set(line.id, (taken.get(line.id) ?? 0) + qty);
      stored.push({ id: line.id, qty, location: loc.id, lotNo, shipBoxLbl });
      moves.push({ location: loc.id, sku: line.sku, qty, lotNo, shipBoxLbl, lpn: line.lpn, booking: { orderLine: line.id } });
    }
    // One statement for every line (one per line cost ~2 ms each on 1,000 lines); its condition stays the last guard.
    const updated = new Set(await repo.addStoredMany(tx, stored));
    const refused = items.find(({ it }) => !updated.has(it.id));
    if (refused) {
      const line = lines.get(refused.it.id)!;
      throw new AppError(
        409,
        'inbound.overStore',
        { line: line.lineNo, sku: skus.get(line.sku)?.no ?? '', open: line.shipQty - line.stockQty, qty: refused.it.stockQty! },
        { field: `items.${refused.i}.stockQty` },
      );
    }
    await stockService.receiveMany(tx, moves, { orderNo: order.no, user: user ?? null }, 'inbound');
    // Empties coming back from a consignor we lent that packaging to come off its container account.
    if (order.consignor) {
      const back = moves.map((m) => ({ sku: m.sku, qty: -m.qty }));
      await containerAccountService.postSkus(
        tx,
        { partnerKind: 'consignor', refId: order.consignor },
        'receipt',
        back,
        {
          orderNo: order.no,
          user: user ?? null,
          lang,
        },
        true,
      );
    }
    const t = await repo.refreshTotals(tx, order.id);
    const next = allow(order, 'store', lang, { anyStored: true, allStored: t.allStored });
    await repo.updateOrder(tx, order.id, { status: next, ...(t.allStored ? { stockDate: new Date() } : {}) });
    await emitEvent(tx, 'inbound.stored', `ibOrder:${order.id}`, {
      order: { id: order.id, no: order.no, extRef: order.extRef, status: next },
      lines: stored.map((st) => ({
        id: st.id,
        lineNo: lines.get(st.id)!.lineNo,
        sku: skus.get(lines.get(st.id)!.sku)?.no ?? null,
        qty: st.qty,
        location: locs.get(st.location)?.code ?? null,
        lotNo: st.lotNo,
        shipBoxLbl: st.shipBoxLbl,
      })),
    });
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
