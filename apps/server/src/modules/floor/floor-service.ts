import { FLOOR_LOOKUP_ROWS, type TFloorLookup, type TFloorMove, type TFloorStatRow } from '@wms/contract/floor';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { stockRepository } from '../inventory/stock/stock-repository.ts';
import { stockService } from '../inventory/stock/stock-service.ts';
import { scanResolver as scans } from '../scan/scan-resolver.ts';
import { figures } from './floor-figures.ts';
import { byLocations, byLpn, bySkus, floorRepository as repo } from './floor-repository.ts';
import type { ScanTally } from './floor-scan-tally.ts';
import { floorStatsRepository as statsRepo } from './floor-stats-repository.ts';

type User = { id: number; name: string } | null | undefined;

const listed = (
  kind: TFloorLookup['kind'],
  code: string,
  rows: TFloorLookup['rows'],
  locations: TFloorLookup['locations'] = [],
): TFloorLookup => ({
  kind,
  code,
  rows: rows.slice(0, FLOOR_LOOKUP_ROWS),
  locations,
  more: rows.length > FLOOR_LOOKUP_ROWS,
});

/**
 * The floor's own calls (docs/api.md "Floor"). Stock is moved only through modules/inventory/stock, inside
 * one transaction per call; the route's Idempotency-Key makes a repeated call apply once.
 */
export class FloorService {
  constructor(
    private readonly db: Db,
    /** This process's scans not yet written, added before figures are read. */
    private readonly scans?: ScanTally,
  ) {}

  /**
   * What a scan names and what is there now (modules/scan): a plain code is tried as a location first
   * (as the count's scan rule), then a pallet, then a SKU; a GS1 symbol as its SSCC (a pallet) or GTIN.
   */
  async lookup(raw: string): Promise<TFloorLookup> {
    const read = scans.read(raw, 'code');
    const locations = await scans.locations(this.db, read);
    if (locations.length) {
      const rows = await repo.stockWhere(this.db, byLocations(locations.map((l) => l.id)));
      return listed('location', read.code, rows, locations);
    }
    const pallet = await repo.palletName(this.db, await scans.labelNames(this.db, read));
    if (pallet !== undefined) return listed('lpn', pallet, await repo.stockWhere(this.db, byLpn(pallet)));
    const skus = await scans.skus(this.db, read);
    if (skus.length) return listed('sku', read.code, await repo.stockWhere(this.db, bySkus(skus.map((s) => s.id))));
    return listed('none', read.code, []);
  }

  /** A pallet whole, or part of a stock row, to the location scanned (of the stock's warehouse). */
  async move(body: TFloorMove, user: User) {
    const b = { user: user ?? null, comment: 'floor' };
    return this.db.transaction(async (tx) => {
      if (body.lpn !== undefined) {
        const read = scans.read(body.lpn, 'lpn');
        const lpn = (await repo.palletName(tx, await scans.labelNames(tx, read))) ?? read.code;
        const ids = await stockRepository.idsOfLpn(tx, lpn);
        const first = ids.length ? await stockRepository.byId(tx, ids[0]!) : undefined;
        if (!first) throw new AppError(404, 'stock.noPallet', { lpn });
        const to = await this.target(tx, first.warehouse, body.to);
        const moved = await stockService.movePallet(tx, lpn, to, b);
        return {
          rows: await repo.stockByIds(
            tx,
            moved.rows.map((r) => r.id),
          ),
          qty: moved.qty,
        };
      }
      const row = await stockRepository.byId(tx, body.stock!);
      if (!row) throw notFound();
      const to = await this.target(tx, row.warehouse, body.to);
      const moved = await stockService.move(tx, row.id, body.qty!, { location: to }, b);
      return { rows: await repo.stockByIds(tx, [moved.to.id]), qty: body.qty! };
    });
  }

  /** The worker figures of from..to (default: the last seven days, today included). */
  async stats(from?: string, to?: string): Promise<TFloorStatRow[]> {
    const today = new Date().toISOString().slice(0, 10);
    const end = to ?? today;
    const start = from ?? new Date(Date.parse(end) - 6 * 86_400_000).toISOString().slice(0, 10);
    if (start > end) throw badRequest('floor.statsRange', { from: start, to: end }, { field: 'from' });
    await this.scans?.flush();
    const rows = await statsRepo.days(this.db, start, end);
    return rows.map((r) => ({
      ...r,
      firstAt: r.firstAt.toISOString(),
      lastAt: r.lastAt.toISOString(),
      ...figures(r.scans, r.errors, r.firstAt, r.lastAt),
    }));
  }

  private async target(tx: DbOrTx, warehouseId: number, code: string): Promise<number> {
    const read = scans.read(code, 'to');
    if (read.gs1) throw badRequest('scan.notLocation', { code: read.code }, { field: 'to' });
    const [loc] = await scans.locations(tx, read, warehouseId);
    if (!loc) {
      const warehouse = await stockRepository.warehouseCode(tx, warehouseId);
      throw badRequest('floor.noLocation', { code: read.code, warehouse }, { field: 'to' });
    }
    return loc.id;
  }
}
