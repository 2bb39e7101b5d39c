import type { Db } from '../../db/client.ts';
import { floorStatsRepository as repo, type ScanCounts } from './floor-stats-repository.ts';

/** How long counted scans wait in memory before one write adds them all (docs/decisions/floor.md "Floor worker figures"). */
export const TALLY_MS = 1000;

/**
 * The floor scans this process answered and has not yet written, by worker: a burst of 200 scans a
 * second becomes one upsert a second, not one per scan on the same row. At most TALLY_MS of counts
 * is lost if the process dies; figures read through `flush()` first, so this process's are never late.
 */
export class ScanTally {
  private pending = new Map<number, ScanCounts>();
  private timer: NodeJS.Timeout | undefined;
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(userId: number, error: boolean, at = new Date()): void {
    const c = this.pending.get(userId);
    if (c) {
      c.scans++;
      c.errors += error ? 1 : 0;
      c.lastAt = at;
    } else this.pending.set(userId, { userId, scans: 1, errors: error ? 1 : 0, firstAt: at, lastAt: at });
    this.timer ??= setTimeout(() => void this.flush(), TALLY_MS).unref();
  }

  /** Writes what is pending; resolves once it and every earlier write are done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    if (rows.length) this.written = this.written.then(() => repo.add(this.db, rows)).catch(this.onError);
    return this.written;
  }
}
