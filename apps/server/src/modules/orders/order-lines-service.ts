import { ORDER_STATUS } from '@wms/contract/inbound/status';
import { fieldLabel } from '@wms/contract/locales/index';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { dayNo } from './day-no.ts';
import type { SenderOrder, SkuFacts } from './order-lines-repository.ts';
import { bodyDifferences, bodyHash, canonicalBody, differencesText, type Json } from './sender-ref.ts';

/** What the shared half of an order's status machine is asked. */
export type LinesAction = 'update' | 'addLine' | 'updateLine' | 'removeLine' | 'delete';

type OrderBase = { id: number; no: string; warehouse: number; status: number };
type LineBase = { id: number; order: number; lineNo: number };
type LineInput = { id?: number; sku?: number; [field: string]: unknown };
type Values = Record<string, unknown>;
/** Who does it (route and ledger rows). */
export type OrderUser = { id: number; name: string } | null;
/** What a kind's line checks are told: the user's language, where lines sit in the body, the order's warehouse code. */
export type LineCheck = { lang: Lang; path: string; whCode: string };

/** The repository calls the shared half needs (orders/order-lines-repository.ts plus lines and totals). */
export interface LinesRepo<O extends OrderBase, L extends LineBase> {
  nextSeq(db: DbOrTx): Promise<number>;
  noTaken(db: DbOrTx, no: string, exceptId?: number): Promise<boolean>;
  insertOrder(tx: DbOrTx, values: never): Promise<O>;
  insertLines(tx: DbOrTx, rows: never[]): Promise<void>;
  lockOrder(tx: DbOrTx, id: number): Promise<O | undefined>;
  lockOrders(tx: DbOrTx, ids: number[]): Promise<O[]>;
  lines(db: DbOrTx, orderId: number): Promise<(L & Values)[]>;
  linesByIds(db: DbOrTx, ids: number[]): Promise<L[]>;
  updateOrder(tx: DbOrTx, id: number, values: never): Promise<void>;
  updateLine(tx: DbOrTx, id: number, values: never): Promise<void>;
  deleteLines(tx: DbOrTx, ids: number[]): Promise<void>;
  deleteOrders(tx: DbOrTx, ids: number[]): Promise<void>;
  maxLineNo(tx: DbOrTx, orderId: number): Promise<number>;
  skus(db: DbOrTx, ids: number[]): Promise<Map<number, SkuFacts>>;
  warehouseCode(db: DbOrTx, id: number): Promise<string | undefined>;
  refreshTotals(tx: DbOrTx, orderId: number): Promise<{ lines: number }>;
  lockSenderRef(tx: DbOrTx, sender: number, ref: string): Promise<void>;
  bySenderRef(db: DbOrTx, sender: number, ref: string): Promise<SenderOrder | undefined>;
}

/** What `~add` stores with an order an API key made under its `extRef` (`senderRef`: that extRef as sent). */
type SenderValues = { senderRef: string; senderId: number; senderHash: string; senderBody: Json };
/** A new order body as `~add` validated it. */
type NewOrder<In> = { no?: string; items: In[]; [field: string]: unknown };

/** What differs between the kinds of order; the rest of header-and-lines editing is the same. */
export interface OrderKind<O extends OrderBase, L extends LineBase> {
  repo: LinesRepo<O, L>;
  /** Number prefix (`IB`, `OB`, ...). */
  prefix: string;
  /** The order's and its lines' resource names (field labels in messages). */
  resource: string;
  lineResource: string;
  /** Message keys: `<messages>.lineRequired`, `.lineNotInOrder`, `.lastLine`, `.skuWarehouse`. */
  messages: 'inbound' | 'outbound' | 'request';
  /** The status a new order starts in (inbound and outbound: 10 new). */
  initialStatus?: number;
  /** Header fields that name another resource: [field, resource]. */
  headerRefs: readonly (readonly [string, string])[];
  /** Line fields a new line must carry (besides the line schema's own bounds). */
  required: readonly string[];
  /** Line fields checked again when the order's warehouse changes. */
  warehouseBound: readonly string[];
  /** The status after `action`, or the refusal (each kind's own status machine and message). */
  allow(order: O, action: LinesAction, lang: Lang, facts?: { anyStored: boolean; allStored: boolean }): number;
  /** The action an existing line's change asks for (inbound: plan-only changes are allowed longer). */
  lineAction?(values: Values): LinesAction | 'planLine';
  /** Refuses a line change the line's progress forbids (a quantity below what was received or allocated). */
  checkLine?(line: L, values: Values, field: string): void;
}

/**
 * Header-and-lines editing shared by every order with lines: numbering, add, update (header and
 * lines), line update and delete, order delete. Every action locks its orders first (id order), so
 * actions on one order run one after another across processes. Subclasses add their workflow.
 */
export abstract class OrderLinesService<O extends OrderBase, L extends LineBase, In extends LineInput> {
  constructor(
    protected readonly db: Db,
    /** The order list through the generic engine (labels of references, filters, paging). */
    readonly list: ResourceRepository,
    protected readonly exists: (db: DbOrTx, resource: string, id: number) => Promise<boolean>,
    protected readonly kind: OrderKind<O, L>,
  ) {}

  /**
   * Each kind's own line checks, after the SKUs' (ids gone, SKU texts copied); `values` may be
   * changed in place (a blank lot made null, ...).
   */
  protected abstract checkLines(tx: DbOrTx, order: O, items: In[], values: Values[], ctx: LineCheck): Promise<void>;

  page = (q: TTableQuery) => this.list.page(this.db, q);

  async newNo(db: DbOrTx = this.db): Promise<string> {
    return dayNo(this.kind.prefix, await this.kind.repo.nextSeq(db));
  }

  /** The order with its lines (detail and edit screens). */
  async detail(id: number, db: DbOrTx = this.db) {
    const order = await this.list.findById(db, id);
    if (!order) throw notFound();
    return { ...order, items: await this.kind.repo.lines(db, id) };
  }

  protected async lockedOrder(tx: DbOrTx, id: number): Promise<O> {
    const order = await this.kind.repo.lockOrder(tx, id);
    if (!order) throw notFound();
    return order;
  }

  /** Where a line's field is named in a refusal: `items.<i>.<field>`, or the field itself for `~item/update`. */
  protected at(path: string, i: number): string {
    return path === 'item' ? '' : `${path}.${i}.`;
  }

  /**
   * Line values checked against the order: each SKU must exist in the order's warehouse; the line
   * copies the item's texts unless it gives its own.
   */
  protected async lineValues(tx: DbOrTx, order: O, items: In[], lang: Lang, path = 'items'): Promise<Values[]> {
    const { repo, messages } = this.kind;
    const skus = await repo.skus(tx, [...new Set(items.flatMap((i) => (i.sku ? [i.sku] : [])))]);
    const whCode = (await repo.warehouseCode(tx, order.warehouse)) ?? '';
    const values = items.map((item, i) => {
      const { id: _id, ...v } = item as Values;
      if (item.sku !== undefined) {
        const sku = skus.get(item.sku);
        const field = `${this.at(path, i)}sku`;
        if (!sku) throw badRequest('ref.missing', { field: 'SKU' }, { field });
        if (sku.warehouse !== order.warehouse) {
          throw badRequest(`${messages}.skuWarehouse`, { sku: sku.no, warehouse: whCode }, { field });
        }
        v.itemName ??= sku.itemName;
        v.itemCode ??= sku.no;
        v.itemDesc ??= sku.description;
      }
      return v;
    });
    await this.checkLines(tx, order, items, values, { lang, path, whCode });
    return values;
  }

  protected async checkRefs(
    tx: DbOrTx,
    values: Values,
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
    if (await this.kind.repo.noTaken(tx, no, exceptId)) {
      throw new AppError(
        409,
        'unique.violation',
        { fields: fieldLabel(lang, this.kind.resource, 'no'), value: no },
        { field: 'no' },
      );
    }
  }

  /**
   * `~add`. Called with an API key (`sender`: the key's user) and an `extRef`, it is create-or-return
   * (docs/api.md "Orders from an ERP"): the first order the key made under that `extRef` comes back
   * (`existing: true`) when the body is the same, a different body is a 409 naming the differences. A
   * person's call, or a key's without an `extRef`, makes an order every time (`existing` absent).
   */
  async add(
    body: NewOrder<In>,
    lang: Lang,
    user?: OrderUser,
    sender?: number,
  ): Promise<Record<string, unknown> & { existing?: boolean }> {
    const ref = sender === undefined || typeof body.extRef !== 'string' || body.extRef === '' ? undefined : body.extRef;
    if (ref === undefined || sender === undefined) {
      return this.detail(await this.db.transaction((tx) => this.create(tx, body, lang, user ?? null)));
    }
    const senderBody = canonicalBody(body);
    const senderHash = bodyHash(senderBody);
    const made = await this.db.transaction(async (tx) => {
      await this.kind.repo.lockSenderRef(tx, sender, ref);
      const first = await this.kind.repo.bySenderRef(tx, sender, ref);
      if (!first) {
        const values = { senderRef: ref, senderId: sender, senderHash, senderBody };
        return { id: await this.create(tx, body, lang, user ?? null, values), existing: false };
      }
      // The hash answers a repeat at once; when it differs the bodies decide, so a canonical form changed since never makes a repeat a 409.
      const differences = first.senderHash === senderHash ? [] : bodyDifferences(first.senderBody as Json, senderBody);
      if (differences.length) {
        const text = { zh: differencesText('zh', differences), en: differencesText('en', differences) };
        throw new AppError(
          409,
          'order.extRefDiffers',
          { field: this.extRefLabel(), ref, no: first.no, differences: text },
          { data: { order: { id: first.id, no: first.no }, differences } },
        );
      }
      return { id: first.id, existing: true };
    });
    return { ...(await this.detail(made.id)), existing: made.existing };
  }

  /** The kind's label of `extRef` in both languages (inbound and outbound "External ref.", requests "Customer ref."). */
  extRefLabel() {
    return { zh: fieldLabel('zh', this.kind.resource, 'extRef'), en: fieldLabel('en', this.kind.resource, 'extRef') };
  }

  /** A new order and its lines inside `tx`; its id. */
  private async create(tx: DbOrTx, body: NewOrder<In>, lang: Lang, user: OrderUser, sender?: SenderValues): Promise<number> {
    const { repo } = this.kind;
    const { items, no: given, ...header } = body;
    await this.checkRefs(tx, header, this.kind.headerRefs, lang, this.kind.resource);
    const no = given?.trim() || (await this.newNo(tx));
    await this.checkNo(tx, no, lang);
    const status = this.kind.initialStatus ?? ORDER_STATUS.new;
    const order = await repo.insertOrder(tx, { ...header, ...sender, no, status } as never);
    const values = await this.lineValues(tx, order, items, lang);
    await repo.insertLines(
      tx,
      values.map((v, i) => ({ ...v, order: order.id, lineNo: i + 1 }) as never),
    );
    await repo.refreshTotals(tx, order.id);
    await this.added(tx, order, user);
    return order.id;
  }

  /** Called inside `add`'s transaction once the order and its lines are in (request orders start their route). */
  protected async added(_tx: DbOrTx, _order: O, _user: OrderUser): Promise<void> {}

  /** Header changes and line changes/additions (`items` with or without an id). */
  async update(body: { id: number; items?: In[]; [field: string]: unknown }, lang: Lang) {
    const { repo } = this.kind;
    await this.db.transaction(async (tx) => {
      const { id, items, ...header } = body;
      const order = await this.lockedOrder(tx, id);
      const changes = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        this.kind.allow(order, 'update', lang);
        await this.checkRefs(tx, changes, this.kind.headerRefs, lang, this.kind.resource);
        if (typeof changes.no === 'string') await this.checkNo(tx, changes.no, lang, id);
        if (changes.warehouse !== undefined && changes.warehouse !== order.warehouse) {
          // Lines must follow: what ties them to a warehouse is checked against the new one.
          const lines = await repo.lines(tx, id);
          await this.lineValues(
            tx,
            { ...order, warehouse: changes.warehouse as number },
            lines.map((l) => Object.fromEntries(this.kind.warehouseBound.map((f) => [f, l[f]])) as In),
            lang,
          );
        }
        await repo.updateOrder(tx, id, changes as never);
      }
      if (items?.length) await this.changeLines(tx, { ...order, ...(changes as Partial<O>) }, items, lang);
      await repo.refreshTotals(tx, id);
    });
    return this.detail(body.id);
  }

  private async changeLines(tx: DbOrTx, order: O, items: In[], lang: Lang, path = 'items') {
    const { repo, messages } = this.kind;
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
      const at = this.at(path, i);
      const v = Object.fromEntries(Object.entries(values[i]!).filter(([, x]) => x !== undefined));
      if (item.id === undefined) {
        this.kind.allow(order, 'addLine', lang);
        for (const f of this.kind.required) {
          if (!item[f]) throw badRequest(`${messages}.lineRequired`, {}, { field: `${at}${f}` });
        }
        added.push({ ...v, order: order.id, lineNo: ++next });
        continue;
      }
      const line = existing.get(item.id);
      if (!line || line.order !== order.id) {
        throw badRequest(`${messages}.lineNotInOrder`, { line: item.id, no: order.no }, { field: `${at}id` });
      }
      this.kind.allow(order, (this.kind.lineAction?.(v) ?? 'updateLine') as LinesAction, lang);
      this.kind.checkLine?.(line, v, at);
      if (Object.keys(v).length) await repo.updateLine(tx, line.id, v as never);
    }
    await repo.insertLines(tx, added as never[]);
  }

  /** `~item/update`: one line, as `~update` would change it. */
  async updateLine(body: In & { id: number }, lang: Lang) {
    const { repo } = this.kind;
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

  /** `~item/delete`: lines of one or more orders; each order keeps at least one. */
  async deleteLines(ids: number[], lang: Lang) {
    const { repo } = this.kind;
    await this.db.transaction(async (tx) => {
      const lines = await repo.linesByIds(tx, ids);
      if (lines.length !== new Set(ids).size) throw notFound();
      for (const orderId of [...new Set(lines.map((l) => l.order))].sort((a, b) => a - b)) {
        const order = await this.lockedOrder(tx, orderId);
        this.kind.allow(order, 'removeLine', lang);
        await repo.deleteLines(
          tx,
          lines.filter((l) => l.order === orderId).map((l) => l.id),
        );
        const t = await repo.refreshTotals(tx, orderId);
        if (!t.lines) throw badRequest(`${this.kind.messages}.lastLine`);
      }
    });
  }

  /** Orders and their lines, where the status machine allows (`facts` say what each order has done). */
  async delete(ids: number[], lang: Lang, facts?: (tx: DbOrTx, ids: number[]) => Promise<Set<number>>) {
    const { repo } = this.kind;
    await this.db.transaction(async (tx) => {
      const orders = await repo.lockOrders(tx, [...new Set(ids)]);
      if (orders.length !== new Set(ids).size) throw notFound();
      const stored = facts ? await facts(tx, ids) : new Set<number>();
      for (const o of orders) this.kind.allow(o, 'delete', lang, { anyStored: stored.has(o.id), allStored: false });
      await repo.deleteOrders(tx, ids);
    });
  }
}
