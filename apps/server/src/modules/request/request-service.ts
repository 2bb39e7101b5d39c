import { fieldLabel } from '@wms/contract/locales/index';
import { allowedActions, type FlowAction, type RequestKind } from '@wms/contract/request/flow';
import type { TReqLine } from '@wms/contract/request/req-order';
import { REQ_STATUS } from '@wms/contract/request/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { containerAccountService } from '../containers/container-account-service.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { type LineCheck, type OrderKind, OrderLinesService, type OrderUser } from '../orders/order-lines-service.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { allow } from './request-guard.ts';
import type { LineRow, OrderRow, RequestRepository, StockLine } from './request-repository.ts';

type Values = Record<string, unknown>;
type Exists = (db: DbOrTx, resource: string, id: number) => Promise<boolean>;

const PREFIX: Record<RequestKind, string> = { tr: 'TR', mr: 'MR' };

/**
 * Request orders of one kind (tr: packaging request / transit, mr: material request): header and
 * lines (orders/order-lines-service.ts), the flow (contract request/flow.ts) with its route, and the
 * stock each moves: tr `~inv/update` receives into the warehouse, mr `~delivery` issues to the customer.
 * Every action locks the order row first and decides on its status as locked, so two concurrent
 * acknowledgements or deliveries do the thing once and the second is refused by the status.
 */
export class RequestService extends OrderLinesService<OrderRow, LineRow, TReqLine> {
  constructor(
    db: Db,
    list: ResourceRepository,
    exists: Exists,
    readonly reqKind: RequestKind,
    readonly repo: RequestRepository,
  ) {
    const kind: OrderKind<OrderRow, LineRow> = {
      repo: repo as unknown as OrderKind<OrderRow, LineRow>['repo'],
      prefix: PREFIX[reqKind],
      resource: `${reqKind}Order`,
      lineResource: `${reqKind}OrderLine`,
      messages: 'request',
      initialStatus: REQ_STATUS.ordered,
      headerRefs: [
        ['customer', 'customer'],
        ['warehouse', 'warehouse'],
        ['location', 'location'],
      ],
      required: ['qty'],
      // A warehouse change checks the lines again: their packaging or material (and, for tr, its SKU there).
      warehouseBound: ['packaging', 'material'],
      allow: (order, action, lang) => allow(reqKind, order, action, lang),
    };
    super(db, list, exists, kind);
  }

  /**
   * The packaging or material each line names exists (that it names exactly one is the line schema's rule,
   * contract request/req-order.ts); the order's location is in its warehouse.
   */
  protected async checkLines(tx: DbOrTx, order: OrderRow, items: TReqLine[], values: Values[], { lang, path }: LineCheck) {
    await this.checkLocation(tx, order);
    for (const [i, item] of items.entries()) {
      const at = this.at(path, i);
      const v = values[i]!;
      // Naming one clears the other, so the line still asks for exactly one thing.
      if (item.packaging) v.material = null;
      if (item.material) v.packaging = null;
      await this.checkRefs(
        tx,
        v,
        [
          ['packaging', 'packaging'],
          ['material', 'packagingMaterial'],
        ],
        lang,
        this.kind.lineResource,
        at,
      );
    }
    if (this.reqKind === 'tr') await this.checkSkus(tx, order, values, lang, path);
  }

  /**
   * A transit order's receipt (`~inv/update`) puts stock under the SKU its line's code names in the
   * order's warehouse: a line whose packaging or material has none there is refused when written,
   * not at the inventory step (docs/decisions/requests.md "Request orders", stock mapping).
   */
  private async checkSkus(tx: DbOrTx, order: OrderRow, values: Values[], lang: Lang, path: string) {
    const ids = (f: 'packaging' | 'material') => [
      ...new Set(values.flatMap((v) => (typeof v[f] === 'number' ? [v[f] as number] : []))),
    ];
    const found = await this.repo.skusOfCodes(tx, order.warehouse, ids('packaging'), ids('material'));
    for (const [i, v] of values.entries()) {
      for (const f of ['packaging', 'material'] as const) {
        const what = typeof v[f] === 'number' ? found[f].get(v[f] as number) : undefined;
        if (!what || what.sku !== null) continue;
        const warehouse = await this.repo.warehouseCodeOf(tx, order.warehouse);
        throw badRequest(
          'request.noSkuFor',
          { what: fieldLabel(lang, this.kind.lineResource, f), code: what.code, name: what.name ?? '', warehouse },
          { field: `${this.at(path, i)}${f}` },
        );
      }
    }
  }

  /** The order's location, when it names one, is in its warehouse. */
  private async checkLocation(tx: DbOrTx, order: Pick<OrderRow, 'location' | 'warehouse'>) {
    if (!order.location) return;
    const loc = await this.repo.location(tx, order.location);
    if (loc && loc.warehouse !== order.warehouse) {
      const warehouse = await this.repo.warehouseCodeOf(tx, order.warehouse);
      throw badRequest('request.locationWarehouse', { location: loc.code, warehouse }, { field: 'location' });
    }
  }

  /** The first route step, written with the order (its location was checked with its lines). */
  protected async added(tx: DbOrTx, order: OrderRow, user: OrderUser) {
    await this.repo.addRoute(tx, {
      order: order.id,
      status: order.status,
      fromStatus: null,
      action: 'add',
      userId: user?.id ?? null,
      userName: user?.name ?? null,
    });
  }

  /**
   * A header change of location or warehouse keeps the location in the warehouse. Checked on the order
   * as read before the shared update locks it: a warehouse changed in between still cannot put stock
   * in another warehouse's location, which the stock module refuses.
   */
  async update(body: { id: number; items?: TReqLine[]; [field: string]: unknown }, lang: Lang) {
    if (body.location !== undefined || body.warehouse !== undefined) {
      const [order] = await this.repo.orders(this.db, [body.id]);
      if (order) {
        await this.checkLocation(this.db, {
          location: body.location !== undefined ? (body.location as number | null) : order.location,
          warehouse: body.warehouse !== undefined ? (body.warehouse as number) : order.warehouse,
        });
      }
    }
    return super.update(body, lang);
  }

  /** `~item/add`: new lines for an order (status 100 or 200). */
  async addItems(body: { id: number; items: TReqLine[] }, lang: Lang) {
    return this.update({ id: body.id, items: body.items.map(({ id: _id, ...l }) => l) }, lang);
  }

  async route(id: number) {
    if (!(await this.repo.orders(this.db, [id])).length) throw notFound();
    return this.repo.route(this.db, id);
  }

  /** The order for its delivery note: refused (409, naming the status) before it is delivered. */
  async printable(id: number, lang: Lang) {
    const d = await this.detail(id);
    allow(this.reqKind, d as unknown as { no: string; status: number }, 'print', lang);
    return d;
  }

  /** `_detail/get`: the order, its lines, its route and the actions its status allows. */
  async fullDetail(id: number) {
    const d = (await this.detail(id)) as Awaited<ReturnType<RequestService['detail']>> & { status: number };
    return { ...d, route: await this.repo.route(this.db, id), actions: allowedActions(this.reqKind, d.status) };
  }

  /**
   * A flow action (cancel, ack, transfer, inv/update, delivery, close): the order locked, the status
   * checked as locked, the stock moved (inv/update, delivery), the status and a route step written —
   * one transaction, so a refusal anywhere changes nothing.
   */
  async act(action: FlowAction, body: { id: number; comment?: string; to?: number }, user: OrderUser, lang: Lang) {
    await this.db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, body.id);
      const next = allow(this.reqKind, order, action, lang, body.to);
      const booking = { orderNo: order.no, comment: body.comment ?? null, user };
      if (action === 'invUpdate' && this.reqKind === 'tr') {
        await this.receive(tx, order, booking);
        await this.postAccount(tx, order, 'transitReceipt', booking, lang);
      }
      if (action === 'invUpdate' && this.reqKind === 'mr') await this.plan(tx, order, false);
      if (action === 'delivery') {
        const plan = await this.plan(tx, order, true);
        await stockService.allocateMany(tx, plan);
        await stockService.issueMany(tx, plan, booking);
        await this.postAccount(tx, order, 'delivery', booking, lang);
      }
      if (action === 'invUpdate' || action === 'delivery') {
        if (action === 'delivery' || this.reqKind === 'tr') await this.repo.completeLines(tx, order.id);
        await this.repo.refreshTotals(tx, order.id);
      }
      await this.repo.updateOrder(tx, order.id, { status: next });
      await this.repo.addRoute(tx, {
        order: order.id,
        status: next,
        fromStatus: order.status,
        action,
        comment: body.comment ?? null,
        userId: user?.id ?? null,
        userName: user?.name ?? null,
      });
    });
    return this.fullDetail(body.id);
  }

  /**
   * The customer's container account: a delivery's open quantities go out to it (+), a transit order's
   * come back off it (−, refused beyond what it holds). Before the lines are marked done.
   */
  private async postAccount(
    tx: DbOrTx,
    order: OrderRow,
    kind: 'delivery' | 'transitReceipt',
    booking: { orderNo: string; user: OrderUser },
    lang: Lang,
  ) {
    const lines = (await this.repo.stockLines(tx, order.id, order.warehouse)).filter((l) => l.qty > l.doneQty);
    const sign = kind === 'delivery' ? 1 : -1;
    await containerAccountService.post(
      tx,
      { partnerKind: 'customer', refId: order.customer },
      kind,
      lines.map((l) => ({ packagingType: l.packagingType, qty: sign * (l.qty - l.doneQty) })),
      { orderNo: booking.orderNo, user: booking.user, lang },
    );
  }

  /** Lines with their SKU, refused when a code has no SKU in the order's warehouse. */
  private async stockLines(tx: DbOrTx, order: OrderRow): Promise<(StockLine & { sku: number })[]> {
    const lines = await this.repo.stockLines(tx, order.id, order.warehouse);
    const missing = lines.find((l) => l.sku === null);
    if (missing) {
      const warehouse = await this.repo.warehouseCodeOf(tx, order.warehouse);
      throw new AppError(409, 'request.noSku', { line: missing.lineNo, warehouse, code: missing.code });
    }
    return lines as (StockLine & { sku: number })[];
  }

  /**
   * tr `~inv/update`: each line's open quantity received at the order's location (or the warehouse's
   * receive location). Ledger rows name the order number only: the ledger's order_line is read as an
   * outbound order line by the journal and the dashboards, so a request line id there would be misread.
   */
  private async receive(tx: DbOrTx, order: OrderRow, booking: { orderNo: string; comment: string | null; user: OrderUser }) {
    const lines = (await this.stockLines(tx, order)).filter((l) => l.qty > l.doneQty);
    const location = order.location ?? (await this.repo.receiveLocation(tx, order.warehouse));
    if (!location) {
      throw new AppError(409, 'request.noReceiveLocation', { warehouse: await this.repo.warehouseCodeOf(tx, order.warehouse) });
    }
    await stockService.receiveMany(
      tx,
      lines.map((l) => ({ location, sku: l.sku, qty: l.qty - l.doneQty })),
      booking,
      'inbound',
    );
  }

  /**
   * Which stock rows a material request's lines take, oldest first (at the order's location when it
   * names one); refused with the first short code. `lock`: the rows are locked (FOR UPDATE, id order,
   * through the stock module) and planned as locked, for the delivery that takes them.
   */
  private async plan(tx: DbOrTx, order: OrderRow, lock: boolean) {
    const lines = (await this.stockLines(tx, order)).filter((l) => l.qty > l.doneQty);
    let rows = await this.repo.availableStock(tx, order.warehouse, [...new Set(lines.map((l) => l.sku))], order.location);
    if (lock) {
      const locked = new Map(
        (
          await stockService.lock(
            tx,
            rows.map((r) => r.id),
          )
        ).map((r) => [r.id, r]),
      );
      rows = rows.map((r) => {
        const l = locked.get(r.id);
        return { ...r, qty: l && l.status === 'available' ? l.qoh - l.qal : 0 };
      });
    }
    const left = new Map(rows.map((r) => [r.id, r.qty]));
    const plan: { id: number; qty: number }[] = [];
    for (const l of lines) {
      let want = l.qty - l.doneQty;
      for (const r of rows) {
        if (want === 0) break;
        if (r.sku !== l.sku) continue;
        const take = Math.min(want, left.get(r.id) ?? 0);
        if (take <= 0) continue;
        left.set(r.id, left.get(r.id)! - take);
        plan.push({ id: r.id, qty: take });
        want -= take;
      }
      if (want > 0) {
        const needed = lines.filter((x) => x.sku === l.sku).reduce((n, x) => n + x.qty - x.doneQty, 0);
        const available = rows.filter((r) => r.sku === l.sku).reduce((n, r) => n + r.qty, 0);
        throw new AppError(409, 'request.short', { code: l.code, qty: needed, available });
      }
    }
    return plan;
  }
}
