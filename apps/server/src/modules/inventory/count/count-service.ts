import {
  COUNT_ITEMS_MAX,
  type CountAction,
  countStatusLabel,
  type TCountAdd,
  type TCountCompare,
  type TCountDetail,
  type TCountItemAdd,
  type TCountItemRow,
  type TCountLocations,
} from '@wms/contract/inventory/count';
import { fieldLabel } from '@wms/contract/locales/index';
import type { TTableQuery } from '@wms/contract/table';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { emitEvent } from '../../integration/events.ts';
import { dayNo } from '../../orders/day-no.ts';
import type { ResourceRepository } from '../../resources/resource-repository.ts';
import { labelData } from '../../scan/label-data.ts';
import { type ScanRead, scanResolver as scans } from '../../scan/scan-resolver.ts';
import { stockService } from '../stock/stock-service.ts';
import { type ItemState, countRepository as repo, type TaskRow } from './count-repository.ts';
import { countTransition } from './count-status.ts';

/** The detail as the service builds it (the contract's row schema is loose, so its items would type as unknown). */
type Detail = Omit<TCountDetail, 'items'> & { items: TCountItemRow[] };
type User = { id: number; name: string } | null | undefined;
type Spec = { locations?: TCountLocations; skus?: number[] };

const ACTIONS: Record<CountAction, { zh: string; en: string }> = {
  count: { zh: '盘点', en: 'count it' },
  merge: { zh: '合并', en: 'merge it' },
  cancel: { zh: '取消', en: 'cancel it' },
};
/** At most this many items are named in a refusal; the compare view lists them all. */
const NAMED = 5;

export const countNo = (seq: number, now = new Date()) => dayNo('CT', seq, now);

function step(task: TaskRow, action: CountAction, lang: Lang): number {
  const v = countTransition(task.status, action);
  if (v.ok) return v.next;
  throw new AppError(409, 'count.wrongStatus', {
    no: task.no,
    status: countStatusLabel(task.status, lang),
    action: ACTIONS[action][lang],
  });
}

const named = (rows: string[]) => rows.slice(0, NAMED).join(', ') + (rows.length > NAMED ? ' …' : '');

/**
 * Stock counts (docs/decisions/stock-and-counts.md "Stock count"): add snapshots the book, count records what is
 * found, compare sets book against counted, merge posts the differences through the stock module
 * in one transaction. `seeBook` is false for a blind task read by someone without the merge permission.
 */
export class CountService {
  constructor(
    private readonly db: Db,
    readonly list: ResourceRepository,
  ) {}

  page = (q: TTableQuery) => this.list.page(this.db, q);

  async detail(id: number, seeBook: (task: { blind: boolean }) => boolean, db: DbOrTx = this.db): Promise<Detail> {
    const task = await this.list.findById(db, id);
    if (!task) throw notFound();
    const shown = seeBook(task as { blind: boolean });
    const items = (await repo.items(db, id)).map((r) => {
      const row = r as unknown as TCountItemRow;
      const difference = row.counted === null ? null : row.counted - row.book!;
      return { ...row, book: shown ? row.book : null, difference: shown ? difference : null };
    });
    return { ...task, bookShown: shown, items };
  }

  async compare(id: number, seeBook: (task: { blind: boolean }) => boolean): Promise<Detail & Pick<TCountCompare, 'summary'>> {
    const d = await this.detail(id, seeBook);
    const counted = d.items.filter((i) => i.counted !== null);
    const diffs = counted.map((i) => i.difference ?? 0);
    return {
      ...d,
      summary: {
        items: d.items.length,
        counted: counted.length,
        differing: d.bookShown ? diffs.filter((x) => x !== 0).length : 0,
        moved: d.items.filter((i) => i.moved).length,
        plus: d.bookShown ? diffs.filter((x) => x > 0).reduce((a, b) => a + b, 0) : null,
        minus: d.bookShown ? diffs.filter((x) => x < 0).reduce((a, b) => a + b, 0) : null,
      },
    };
  }

  records = (id: number, item: number) => repo.records(this.db, id, item);

  /**
   * What a scanned code names (docs/decisions/stock-and-counts.md "Stock count", scan rule; modules/scan): a location of
   * the task (its warehouse, in scope) wins over a SKU of the same number, so a location label always
   * moves the count there; otherwise a SKU number or bar code of the warehouse, with what its label says
   * (a carton's lot and count); otherwise a pallet of the task holding one SKU and lot names those.
   * Neither: 400 naming both.
   */
  async scan(id: number, code: string) {
    const read = scans.read(code, 'code');
    const task = await repo.task(this.db, id);
    if (!task) throw notFound();
    const loc = await this.location(this.db, task, read);
    if (loc?.inScope) return { kind: 'location' as const, code: loc.code };
    const [sku] = await scans.skus(this.db, read, task.warehouse);
    if (sku) return { kind: 'sku' as const, code: sku.no, ...(read.gs1 && { label: labelData(read) }) };
    const onPallet = await repo.onPallet(this.db, task.id, await scans.labelNames(this.db, read));
    if (onPallet.length === 1) {
      const { no, lotNo } = onPallet[0]!;
      return { kind: 'sku' as const, code: no, label: { ...labelData(read), ...(lotNo && { lot: lotNo }) } };
    }
    const pallet = onPallet.length > 1 || (read.sscc && !read.gtin);
    throw badRequest(
      pallet ? 'count.palletLabel' : 'count.unknownCode',
      { code: read.gtin ?? read.code, no: task.no },
      { field: 'code' },
    );
  }

  /** A location of the task's warehouse by id or scanned code, with whether the task's scope holds it. */
  private async location(db: DbOrTx, task: { warehouse: number; spec: unknown }, ref: number | ScanRead) {
    const locs = (task.spec as Spec).locations;
    if (typeof ref === 'number') return repo.location(db, task.warehouse, ref, locs);
    return ref.gs1 || !ref.code ? undefined : repo.location(db, task.warehouse, ref.code, locs);
  }

  /** A task and its snapshot in one transaction: the book is what the stock held at that instant. */
  async add(body: TCountAdd, user: User, lang: Lang): Promise<number> {
    return this.db.transaction(async (tx) => {
      const wh = await repo.warehouseCode(tx, body.warehouse);
      if (wh === undefined) {
        throw badRequest('ref.missing', { field: fieldLabel(lang, 'countTask', 'warehouse') }, { field: 'warehouse' });
      }
      const no = countNo(await repo.nextSeq(tx));
      const spec: Spec = { locations: body.locations, skus: body.skus };
      const task = await repo.insertTask(tx, {
        no,
        warehouse: body.warehouse,
        blind: body.blind ?? false,
        spec,
        scope: await this.scopeText(tx, spec),
        createdBy: user?.name ?? null,
      });
      const n = await repo.snapshot(tx, task.id, body.warehouse, body.locations, body.skus);
      if (n > COUNT_ITEMS_MAX) throw badRequest('count.tooMany', { count: n, max: COUNT_ITEMS_MAX }, { field: 'locations' });
      await repo.refreshCounts(tx, task.id);
      return task.id;
    });
  }

  private async scopeText(db: DbOrTx, spec: Spec): Promise<string | null> {
    const l = spec.locations;
    const { locs, skus } = await repo.codes(db, Array.isArray(l) ? l : [], spec.skus ?? []);
    const parts = [
      !l ? '' : Array.isArray(l) ? locs.join(', ') : 'zone' in l ? `${l.zone}*` : `${l.from} ~ ${l.to}`,
      skus.length ? `SKU: ${skus.join(', ')}` : '',
    ].filter(Boolean);
    const text = parts.join(' | ');
    return text ? (text.length > 500 ? `${text.slice(0, 499)}…` : text) : null;
  }

  /**
   * Records counted quantities. A place and SKU (and lot) may hold several stock rows (LPNs, held
   * stock): all of them count as counted, and the quantity fills them up to their books in order
   * (allocated rows first), anything over going to the first. Nothing there in the book: found stock,
   * a new item with book 0, if the place and SKU are in the task's scope.
   */
  async count(body: TCountItemAdd, user: User, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      const task = await repo.lockTask(tx, body.id);
      if (!task) throw notFound();
      const next = step(task, 'count', lang);
      const spec = task.spec as Spec;
      const wh = task.warehouse;
      const whCode = (await repo.warehouseCode(tx, wh)) ?? '';
      const lines = [];
      for (const [i, line] of body.items.entries()) {
        const place = typeof line.location === 'number' ? line.location : scans.read(line.location, `items.${i}.location`);
        const loc = await this.location(tx, task, place);
        if (!loc) {
          const location = typeof place === 'number' ? place : place.code;
          throw badRequest('count.noLocation', { warehouse: whCode, location }, { field: `items.${i}.location` });
        }
        const read = typeof line.sku === 'number' ? undefined : scans.read(line.sku, `items.${i}.sku`);
        const sku = read ? (await scans.skus(tx, read, wh))[0] : await repo.sku(tx, wh, line.sku as number);
        if (!sku)
          throw badRequest('count.noSku', { warehouse: whCode, sku: read?.code ?? line.sku }, { field: `items.${i}.sku` });
        lines.push({ i, loc, sku, lot: line.lotNo?.trim() || read?.lot || null, qty: line.qty });
      }
      const items = await repo.itemsAt(
        tx,
        task.id,
        lines.map((l) => ({ location: l.loc.id, sku: l.sku.id })),
      );
      const changes = new Map<number, { id: number; counted: number; book: number; stock: number | null; posted: number }>();
      const state = (c: ItemState) => {
        let ch = changes.get(c.id);
        if (!ch) {
          // A recount starts the item again from the stock as it is now.
          ch = body.recount
            ? { id: c.id, counted: 0, book: c.qoh, stock: c.stock ?? c.current, posted: 0 }
            : { id: c.id, counted: c.counted ?? 0, book: c.book, stock: c.stock, posted: 0 };
          changes.set(c.id, ch);
        }
        return ch;
      };
      for (const l of lines) {
        let cands = items.filter((c) => c.location === l.loc.id && c.sku === l.sku.id);
        if (l.lot !== null) cands = cands.filter((c) => c.lotNo === l.lot);
        else if (new Set(cands.map((c) => c.lotNo)).size > 1) {
          throw badRequest('count.lotNeeded', { sku: l.sku.no, location: l.loc.code }, { field: `items.${l.i}.lotNo` });
        }
        if (!cands.length) {
          if (!l.loc.inScope || (spec.skus && !spec.skus.includes(l.sku.id))) {
            throw badRequest('count.outOfScope', { sku: l.sku.no, location: l.loc.code }, { field: `items.${l.i}.location` });
          }
          const found = await repo.insertFound(tx, task.id, l.loc.id, l.sku.id, l.lot);
          items.push(found);
          cands = [found];
        }
        let left = l.qty;
        for (const c of cands) {
          const ch = state(c);
          const take = Math.min(Math.max(0, ch.book - ch.counted), left);
          ch.counted += take;
          ch.posted += take;
          left -= take;
        }
        const first = state(cands[0]!);
        first.counted += left;
        first.posted += left;
      }
      await repo.record(
        tx,
        [...changes.values()].map((c) => ({ ...c, recount: body.recount ?? false })),
        user ?? null,
      );
      await repo.refreshCounts(tx, task.id);
      if (next !== task.status) await repo.setTask(tx, task.id, { status: next });
    });
  }

  /**
   * Posts every counted difference in one transaction: existing rows by one adjustMany, found stock
   * by one receiveMany (type adjustment), each a ledger row booked to the task's number. Refused,
   * nothing posted, while an item's stock moved since its book was taken (recount it) or a count
   * would leave less on hand than is allocated. Uncounted items are left as they are.
   */
  async merge(id: number, user: User, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      const task = await repo.lockTask(tx, id);
      if (!task) throw notFound();
      const next = step(task, 'merge', lang);
      // Rows locked (id order) before they are compared, so nothing moves between check and post.
      await stockService.lock(tx, await repo.countedStockIds(tx, id));
      const problems = await repo.problems(tx, id);
      const moved = problems.filter((p) => p.qoh !== p.book);
      if (moved.length) {
        throw conflict('count.moved', {
          count: moved.length,
          items: named(moved.map((p) => `${p.sku} @ ${p.location} (${p.book} → ${p.qoh})`)),
        });
      }
      if (problems.length) {
        throw conflict('count.belowAllocated', {
          items: named(problems.map((p) => `${p.sku} @ ${p.location}: ${p.counted} < ${p.qal}`)),
        });
      }
      const diffs = await repo.differences(tx, id);
      const booking = { orderNo: task.no, user: user ?? null };
      await stockService.adjustMany(
        tx,
        diffs.filter((d) => d.stock !== null).map((d) => ({ id: d.stock!, delta: d.delta })),
        booking,
      );
      const found = diffs.filter((d) => d.stock === null && d.delta > 0);
      const rows = await stockService.receiveMany(
        tx,
        found.map((d) => ({ location: d.location, sku: d.sku, lotNo: d.lotNo, qty: d.delta })),
        booking,
        'adjustment',
      );
      await repo.markMerged(
        tx,
        id,
        found.map((d, n) => ({ id: d.id, stock: rows[n]!.id })),
      );
      await repo.setTask(tx, id, { status: next, mergedAt: new Date(), mergedBy: user?.name ?? null });
      await emitEvent(tx, 'count.merged', `count:${id}`, {
        count: { id, no: task.no, warehouse: task.warehouse },
        differences: diffs.map((d) => ({ location: d.location, sku: d.sku, lotNo: d.lotNo, delta: d.delta })),
      });
    });
  }

  async cancel(id: number, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      const task = await repo.lockTask(tx, id);
      if (!task) throw notFound();
      await repo.setTask(tx, id, { status: step(task, 'cancel', lang) });
    });
  }
}
