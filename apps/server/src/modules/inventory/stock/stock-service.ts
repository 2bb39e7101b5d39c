import type { DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { type LedgerEntry, stockRepository as repo, type StockCopies, type StockKey, type StockRow } from './stock-repository.ts';
import { type MovementKind, refusal, STOCK_MAX, unbindRefusal } from './stock-rules.ts';

/**
 * The only code that changes stock. Every movement runs inside the caller's transaction (`tx`),
 * writes its ledger rows there, and refuses with an AppError (nothing changed) when a rule
 * would break. Single-row movements are conditional updates; a move locks both rows in id order.
 */

/** Who and what a movement is booked for (ledger columns). */
export interface Booking {
  orderNo?: string | null;
  orderLine?: number | null;
  comment?: string | null;
  user?: { id: number; name: string } | null;
}

export interface ReceiveInput {
  location: number;
  sku: number;
  qty: number;
  lotNo?: string | null;
  lpn?: string | null;
  shipBoxLbl?: string | null;
  status?: 'available' | 'barrier';
  packType?: string | null;
  packCode?: string | null;
  inboundDate?: Date;
}

/** A line of a put-away: what goes where, booked with the call's booking plus the line's own (e.g. its order line). */
export interface ReceiveLine extends ReceiveInput {
  booking?: Booking;
}

/** What a move changes; fields left out stay as the source row has them. */
export interface MoveTarget {
  location?: number;
  lotNo?: string | null;
  lpn?: string | null;
  shipBoxLbl?: string | null;
  status?: 'available' | 'barrier';
}

/** A row's key as text: equal keys, equal text (NULL parts included). */
const keyText = (k: StockKey) => JSON.stringify([k.warehouse, k.location, k.sku, k.lotNo, k.lpn, k.shipBoxLbl, k.status]);

const blank = (s: string | null | undefined) => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

function entry(stockId: number, type: string, qty: number, b: Booking): LedgerEntry {
  return {
    stockId,
    type,
    qty,
    orderNo: b.orderNo,
    orderLine: b.orderLine,
    comment: b.comment,
    userId: b.user?.id,
    userName: b.user?.name,
  };
}

async function refuse(db: DbOrTx, id: number, kind: MovementKind, qty: number, row?: StockRow): Promise<never> {
  const current = row ?? (await repo.byId(db, id));
  if (!current) throw notFound();
  const r = refusal(kind, current, qty);
  const where = await repo.describe(db, id);
  // The conditional update failed, so the rule must refuse; if the row changed in between, say it is short.
  const { key, params } = r ?? { key: 'stock.short' as const, params: { qty, available: current.qoh - current.qal } };
  throw new AppError(key === 'stock.badQty' ? 400 : 409, key, { ...params, ...where });
}

/** Refuses an add to the row of `key` (overLimit), or to a row not yet there (on hand 0). */
async function refuseAdd(tx: DbOrTx, key: StockKey, qty: number): Promise<never> {
  const id = await repo.idOf(tx, key);
  if (id !== undefined) return refuse(tx, id, 'add', qty);
  const [sku, loc] = [await repo.sku(tx, key.sku), await repo.location(tx, key.location)];
  throw conflict('stock.overLimit', { qty, onHand: 0, limit: STOCK_MAX, sku: sku?.no ?? '', location: loc?.code ?? '' });
}

function checkQty(qty: number) {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw badRequest('stock.badQty', {}, { field: 'qty' });
}

/** One single-row movement: the update happens only if the rule holds at that instant. */
async function change(db: DbOrTx, id: number, kind: MovementKind, qty: number): Promise<StockRow> {
  checkQty(qty);
  const row = await repo.change(db, id, kind, qty);
  return row ?? refuse(db, id, kind, qty);
}

/**
 * allocateMany, releaseMany, issueMany: quantities summed per row, one conditional update that locks
 * its rows in id order first; a row it could not change is refused as it is now.
 */
async function many(tx: DbOrTx, kind: 'allocate' | 'release' | 'issue', items: { id: number; qty: number }[]) {
  const per = new Map<number, number>();
  for (const i of items) {
    checkQty(i.qty);
    per.set(i.id, (per.get(i.id) ?? 0) + i.qty);
  }
  if (!per.size) return;
  const list = [...per].map(([id, qty]) => ({ id, qty })).sort((a, b) => a.id - b.id);
  const done = await repo.changeMany(tx, kind, list);
  const miss = list.find((i) => !done.has(i.id));
  if (miss) await refuse(tx, miss.id, kind, miss.qty);
}

export const stockService = {
  /** Puts `qty` into a location (inbound; also adjustment and restore of new stock): +qoh and a ledger row. */
  async receive(tx: DbOrTx, input: ReceiveInput, b: Booking = {}, type = 'inbound'): Promise<StockRow> {
    return (await this.receiveMany(tx, [input], b, type))[0]!;
  },

  /**
   * Puts many lines away in one go (a put-away of a whole order): one statement adds to every
   * stock row, one writes a ledger row per line. Returns each line's stock row as it ends up.
   */
  async receiveMany(tx: DbOrTx, lines: ReceiveLine[], b: Booking = {}, type = 'inbound'): Promise<StockRow[]> {
    for (const l of lines) checkQty(l.qty);
    const locs = await repo.locations(tx, [...new Set(lines.map((l) => l.location))]);
    const skus = await repo.skus(tx, [...new Set(lines.map((l) => l.sku))]);
    const byKey = new Map<string, { key: StockKey; copies: StockCopies; qty: number; inboundDate?: Date }>();
    const keyOfLine = lines.map((l) => {
      const loc = locs.get(l.location);
      if (!loc) throw badRequest('ref.missing', { field: 'location' }, { field: 'location' });
      const sku = skus.get(l.sku);
      if (!sku) throw badRequest('ref.missing', { field: 'sku' }, { field: 'sku' });
      if (sku.warehouse !== loc.warehouse) {
        throw badRequest('stock.skuWarehouse', { sku: sku.no, location: loc.code }, { field: 'location' });
      }
      const key: StockKey = {
        warehouse: loc.warehouse,
        location: loc.id,
        sku: sku.id,
        lotNo: blank(l.lotNo),
        lpn: blank(l.lpn),
        shipBoxLbl: blank(l.shipBoxLbl),
        status: l.status ?? 'available',
      };
      const k = keyText(key);
      const add = byKey.get(k);
      if (add) {
        add.qty += l.qty;
        if (l.inboundDate && (!add.inboundDate || l.inboundDate < add.inboundDate)) add.inboundDate = l.inboundDate;
      } else {
        const copies: StockCopies = {
          itemName: sku.itemName,
          description: sku.description,
          unit: sku.unit,
          snp: sku.snp,
          packType: l.packType ?? sku.packType,
          packCode: l.packCode ?? sku.packCode,
        };
        byKey.set(k, { key, copies, qty: l.qty, inboundDate: l.inboundDate });
      }
      return k;
    });
    // One order of keys for every caller: concurrent put-aways lock shared rows in the same order.
    const adds = [...byKey.entries()].sort(([a], [c]) => (a < c ? -1 : a > c ? 1 : 0)).map(([, v]) => v);
    for (const a of adds) if (a.qty > STOCK_MAX) await refuseAdd(tx, a.key, a.qty);
    const rows = new Map((await repo.addMany(tx, adds)).map((r) => [keyText(r), r]));
    // addMany leaves out a row the add would take past STOCK_MAX.
    for (const a of adds) if (!rows.has(keyText(a.key))) await refuseAdd(tx, a.key, a.qty);
    const rowOf = (k: string) => rows.get(k)!;
    await repo.appendLedger(
      tx,
      lines.map((l, i) => entry(rowOf(keyOfLine[i]!).id, type, l.qty, { ...b, ...l.booking })),
    );
    return keyOfLine.map(rowOf);
  },

  /**
   * Moves unallocated stock to another row: another location (or warehouse), LPN, lot, label or
   * status. Both rows are locked in id order first, so crossing moves serialise without deadlock.
   */
  async move(
    tx: DbOrTx,
    id: number,
    qty: number,
    to: MoveTarget,
    b: Booking = {},
    type = 'transfer',
  ): Promise<{ from: StockRow; to: StockRow }> {
    checkQty(qty);
    const src = await repo.byId(tx, id);
    if (!src) throw notFound();
    let key: StockKey = {
      warehouse: src.warehouse,
      location: src.location,
      sku: src.sku,
      lotNo: to.lotNo === undefined ? src.lotNo : blank(to.lotNo),
      lpn: to.lpn === undefined ? src.lpn : blank(to.lpn),
      shipBoxLbl: to.shipBoxLbl === undefined ? src.shipBoxLbl : blank(to.shipBoxLbl),
      status: to.status ?? src.status,
    };
    if (to.location !== undefined && to.location !== src.location) {
      const loc = await repo.location(tx, to.location);
      if (!loc) throw badRequest('ref.missing', { field: 'location' }, { field: 'location' });
      let sku = src.sku;
      if (loc.warehouse !== src.warehouse) {
        const info = await repo.sku(tx, src.sku);
        const other = info ? await repo.skuOfItem(tx, info.item, loc.warehouse) : undefined;
        if (!other) {
          throw conflict('stock.noSkuInWarehouse', {
            item: info?.itemCode ?? '',
            warehouse: await repo.warehouseCode(tx, loc.warehouse),
          });
        }
        sku = other;
      }
      key = { ...key, warehouse: loc.warehouse, location: loc.id, sku };
    }
    const copies: StockCopies = {
      itemName: src.itemName,
      description: src.description,
      unit: src.unit,
      snp: src.snp,
      packType: src.packType,
      packCode: src.packCode,
    };
    const destId = await repo.ensure(tx, key, copies, src.inboundDate);
    if (destId === src.id) throw badRequest('stock.sameRow');
    const locked = await repo.lock(tx, [src.id, destId]);
    const from = await repo.change(tx, src.id, 'take', qty);
    if (!from)
      return refuse(
        tx,
        src.id,
        'take',
        qty,
        locked.find((r) => r.id === src.id),
      );
    const dest = await repo.change(tx, destId, 'add', qty, src.inboundDate);
    if (!dest) return refuse(tx, destId, 'add', qty);
    await repo.appendLedger(tx, [entry(src.id, type, -qty, b), entry(destId, type, qty, b)]);
    return { from, to: dest };
  },

  /** Reserves `qty` of an available row (+qal); refused beyond what is available or on a barrier row. */
  allocate: (tx: DbOrTx, id: number, qty: number) => change(tx, id, 'allocate', qty),

  /**
   * Reserves as much of `want` as the row has available, atomically; returns what was taken (0 when
   * none, or the row is held). For allocation with shortage policies: losing a race is a shortage.
   */
  async allocateUpTo(tx: DbOrTx, id: number, want: number): Promise<number> {
    checkQty(want);
    const [row] = await repo.lock(tx, [id]);
    if (!row) throw notFound();
    const take = row.status === 'available' ? Math.min(want, row.qoh - row.qal) : 0;
    if (take <= 0) return 0;
    await repo.change(tx, id, 'allocate', take);
    return take;
  },

  /**
   * Locks rows (FOR UPDATE, in id order) and returns them as they are now. An allocator locks every
   * row it may take before deciding, so concurrent allocators wait for each other instead of
   * overselling, and always lock in the same order, so they never deadlock.
   */
  lock: (tx: DbOrTx, ids: number[]): Promise<StockRow[]> => repo.lock(tx, ids),

  /**
   * Reserves many rows at once, each by its quantity (one statement; rows locked in id order first).
   * All or nothing: a row short of available stock, or held, refuses the call (409) as `allocate` does.
   */
  async allocateMany(tx: DbOrTx, items: { id: number; qty: number }[]): Promise<void> {
    await many(tx, 'allocate', items);
  },

  /**
   * Reserves every item, in one statement (rows locked in id order): each row must still be available
   * with at least its quantity unallocated, and an `exact` item (a row taken whole) exactly that. False
   * when any row falls short: the others were reserved, so the caller must roll its savepoint back
   * before it goes on. For an allocator that planned from rows read without locks (outbound
   * allocation's fast path, which runs it in a savepoint).
   */
  async allocateAll(tx: DbOrTx, items: { id: number; qty: number; exact?: boolean }[]): Promise<boolean> {
    const per = new Map<number, { id: number; qty: number; exact: boolean }>();
    for (const i of items) {
      checkQty(i.qty);
      const cur = per.get(i.id);
      if (!cur) per.set(i.id, { id: i.id, qty: i.qty, exact: !!i.exact });
      else {
        cur.qty += i.qty;
        cur.exact ||= !!i.exact;
      }
    }
    return repo.allocateAll(tx, [...per.values()]);
  },

  /** Gives back many allocations at once (−qal); all or nothing, as `release` for one. */
  async releaseMany(tx: DbOrTx, items: { id: number; qty: number }[]): Promise<void> {
    await many(tx, 'release', items);
  },

  /** Gives back an allocation (−qal). */
  release: (tx: DbOrTx, id: number, qty: number) => change(tx, id, 'release', qty),

  /**
   * Allocated stock leaves in bulk (a whole order's stock out): −qoh −qal per row in one statement
   * (rows locked in id order), then one outbound ledger row per item, booked to its order line.
   * All or nothing, as `issue` for one.
   */
  async issueMany(tx: DbOrTx, items: { id: number; qty: number; orderLine?: number | null }[], b: Booking = {}): Promise<void> {
    await many(tx, 'issue', items);
    await repo.appendLedger(
      tx,
      items.map((i) => entry(i.id, 'outbound', -i.qty, { ...b, orderLine: i.orderLine ?? b.orderLine })),
    );
  },

  /** Allocated stock leaves (stock out): −qoh −qal, an outbound ledger row. */
  async issue(tx: DbOrTx, id: number, qty: number, b: Booking = {}): Promise<StockRow> {
    const row = await change(tx, id, 'issue', qty);
    await repo.appendLedger(tx, [entry(id, 'outbound', -qty, b)]);
    return row;
  },

  /** ± on hand with a reason; a minus never takes allocated stock. */
  async adjust(tx: DbOrTx, id: number, delta: number, b: Booking = {}): Promise<StockRow> {
    if (!Number.isInteger(delta) || delta === 0) throw badRequest('stock.badQty', {}, { field: 'qty' });
    const row = await change(tx, id, delta > 0 ? 'add' : 'take', Math.abs(delta));
    await repo.appendLedger(tx, [entry(id, 'adjustment', delta, b)]);
    return row;
  },

  /**
   * Many ± on-hand corrections at once (a stock count's merge): rows locked in id order, one
   * conditional update, one adjustment ledger row each. All or nothing; a minus never below what is
   * allocated, refused (409) as `adjust` refuses it.
   */
  async adjustMany(tx: DbOrTx, items: { id: number; delta: number }[], b: Booking = {}): Promise<void> {
    const per = new Map<number, number>();
    for (const i of items) {
      if (!Number.isInteger(i.delta) || i.delta === 0) throw badRequest('stock.badQty', {}, { field: 'qty' });
      per.set(i.id, (per.get(i.id) ?? 0) + i.delta);
    }
    const list = [...per].filter(([, delta]) => delta !== 0).map(([id, delta]) => ({ id, delta }));
    if (!list.length) return;
    const rows = new Map(
      (
        await repo.lock(
          tx,
          list.map((i) => i.id),
        )
      ).map((r) => [r.id, r]),
    );
    const done = await repo.adjustMany(tx, list);
    const miss = list.find((i) => !done.has(i.id));
    if (miss) await refuse(tx, miss.id, miss.delta > 0 ? 'add' : 'take', Math.abs(miss.delta), rows.get(miss.id));
    await repo.appendLedger(
      tx,
      list.map((i) => entry(i.id, 'adjustment', i.delta, b)),
    );
  },

  /** Holds (barrier) or frees `qty` of a row (all of its unallocated stock when qty is left out): a move to the same place in the other status. */
  async setStatus(tx: DbOrTx, id: number, status: 'available' | 'barrier', qty?: number, b: Booking = {}) {
    const row = await repo.byId(tx, id);
    if (!row) throw notFound();
    if (row.status === status) throw conflict('stock.status');
    return this.move(tx, id, qty ?? row.qoh - row.qal, { status }, b, 'transfer');
  },

  /** Takes unallocated stock out as scrap. */
  async scrap(tx: DbOrTx, id: number, qty: number, b: Booking = {}): Promise<StockRow> {
    const row = await change(tx, id, 'take', qty);
    await repo.appendLedger(tx, [entry(id, 'scrap', -qty, b)]);
    return row;
  },

  /** Brings scrapped stock back into the row it was scrapped from, at most what is still scrapped. */
  async restore(tx: DbOrTx, id: number, qty: number, b: Booking = {}): Promise<StockRow> {
    checkQty(qty);
    const [row] = await repo.lock(tx, [id]);
    if (!row) throw notFound();
    const open = await repo.scrappedOpen(tx, id);
    if (qty > open) throw conflict('stock.overRestore', { qty, scrapped: open });
    const after = await repo.change(tx, id, 'add', qty);
    if (!after) return refuse(tx, id, 'add', qty);
    await repo.appendLedger(tx, [entry(id, 'restore', qty, b)]);
    return after;
  },

  /**
   * Breaks a pallet into loose stock (unbind): every row on hand carrying the LPN moves whole to the
   * same key without the LPN (same location, lot, label and status), booked as an `unbind` pair.
   * The pallet's rows are locked first (id order) and refused together (stock-rules unbindRefusal).
   */
  async unbind(tx: DbOrTx, lpn: string, b: Booking = {}): Promise<{ rows: StockRow[]; qty: number }> {
    const rows = (await repo.lock(tx, await repo.idsOfLpn(tx, lpn))).filter((r) => r.qoh > 0);
    const r = unbindRefusal(rows);
    if (r) throw new AppError(r.status, r.key, { ...r.params, lpn });
    for (const row of rows) await this.move(tx, row.id, row.qoh, { lpn: null }, b, 'unbind');
    return { rows, qty: rows.reduce((n, row) => n + row.qoh, 0) };
  },

  /**
   * Moves a pallet whole: every row on hand carrying the LPN goes to `locationId`, keeping its LPN,
   * lot, label and status (a `transfer` pair each). Locked and refused together, as an unbind is.
   */
  async movePallet(tx: DbOrTx, lpn: string, locationId: number, b: Booking = {}): Promise<{ rows: StockRow[]; qty: number }> {
    const rows = (await repo.lock(tx, await repo.idsOfLpn(tx, lpn))).filter((r) => r.qoh > 0);
    const r = unbindRefusal(rows, 'stock.moveAllocated');
    if (r) throw new AppError(r.status, r.key, { ...r.params, lpn });
    const away = rows.filter((row) => row.location !== locationId);
    if (!away.length) throw conflict('stock.palletThere', { lpn });
    const moved: StockRow[] = [];
    for (const row of away) moved.push((await this.move(tx, row.id, row.qoh, { location: locationId }, b)).to);
    return { rows: moved, qty: away.reduce((n, row) => n + row.qoh, 0) };
  },

  /** Stock rows whose qoh is not the sum of their ledger; it must always be empty. */
  drift: (db: DbOrTx) => repo.drift(db),
};
