import type { AllocStrategy, ShortagePolicy } from '@wms/contract/outbound/allocation';

/**
 * Which stock rows each line of an outbound order takes (issue 10 §2), a pure function of the rows
 * as they are after they were locked: the service reads and locks, this decides, the stock module
 * writes. docs/decisions/outbound-and-allocation.md "Outbound orders" states each strategy; allocation-plan.test.ts pins them.
 */
export interface Candidate {
  id: number;
  sku: number;
  lotNo: string | null;
  /** When the goods first came in (a merge or move keeps the oldest). */
  inboundDate: Date;
  locationCode: string;
}

export interface PlanLine {
  id: number;
  sku: number;
  /** Only stock of this lot when given. */
  lotNo: string | null;
  /** What the line still needs: qty − allocQty. */
  open: number;
}

/** Why a row is taken: oldest first, smallest first, or as a whole row. */
export type Reason = 'fifo' | 'smallest' | 'whole';

export interface RowTake {
  stock: number;
  qty: number;
  reason: Reason;
}

export interface Take extends RowTake {
  line: number;
}

export interface LineOutcome {
  line: number;
  /** What the line asked for in this call (its open quantity). */
  want: number;
  /** What it got in this call. */
  got: number;
}

export interface OrderPlan {
  takes: Take[];
  lines: LineOutcome[];
  /** Some line got less than it asked for. */
  short: boolean;
  /** Availability after the plan, to plan the next order of the call against. */
  available: Map<number, number>;
}

/** FIFO order: oldest inbound date, then location code (character order), then stock id. */
export function fifoCompare(a: Candidate, b: Candidate): number {
  return (
    a.inboundDate.getTime() - b.inboundDate.getTime() ||
    (a.locationCode < b.locationCode ? -1 : a.locationCode > b.locationCode ? 1 : 0) ||
    a.id - b.id
  );
}

type Row = Candidate & { available: number };

function greedy(rows: Row[], need: number, out: RowTake[], reason: Reason): number {
  let rem = need;
  for (const r of rows) {
    if (rem <= 0) break;
    const n = Math.min(r.available, rem);
    if (n > 0) {
      out.push({ stock: r.id, qty: n, reason });
      rem -= n;
    }
  }
  return need - rem;
}

/** Whole rows only: the largest that still fits the remaining need first, ties FIFO. */
function wholeRows(rows: Row[], need: number, out: RowTake[]): number {
  let rem = need;
  const sorted = [...rows].sort((a, b) => b.available - a.available || fifoCompare(a, b));
  for (const r of sorted) {
    if (r.available > 0 && r.available <= rem) {
      out.push({ stock: r.id, qty: r.available, reason: 'whole' });
      rem -= r.available;
    }
  }
  return need - rem;
}

/** The rows one line takes under a strategy, from rows with what is available of each now. */
export function pickRows(strategy: AllocStrategy, need: number, rows: Row[]): RowTake[] {
  const out: RowTake[] = [];
  const usable = rows.filter((r) => r.available > 0);
  switch (strategy) {
    case 'fifo':
      greedy([...usable].sort(fifoCompare), need, out, 'fifo');
      break;
    case 'qty':
      greedy(
        [...usable].sort((a, b) => a.available - b.available || fifoCompare(a, b)),
        need,
        out,
        'smallest',
      );
      break;
    case 'pallet':
      wholeRows(usable, need, out);
      break;
    case 'palletFifo': {
      const got = wholeRows(usable, need, out);
      const used = new Set(out.map((t) => t.stock));
      greedy(usable.filter((r) => !used.has(r.id)).sort(fifoCompare), need - got, out, 'fifo');
      break;
    }
  }
  return out;
}

/**
 * Plans one order: lines in the given order (line number), each from the rows of its SKU (and lot)
 * with what earlier lines left. Shortage policy: `always` keeps what a short line got; `ignore`
 * gives a short line nothing (its stock stays for the other lines); `error` plans as `always` so
 * every shortage can be named, and the caller allocates nothing when `short`.
 */
export function planOrder(
  strategy: AllocStrategy,
  shortage: ShortagePolicy,
  lines: PlanLine[],
  candidates: Candidate[],
  available: ReadonlyMap<number, number>,
): OrderPlan {
  const left = new Map(available);
  const takes: Take[] = [];
  const outcomes: LineOutcome[] = [];
  // By SKU once, so a 1,000-line order does not scan every candidate for every line.
  const bySku = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const list = bySku.get(c.sku);
    if (list) list.push(c);
    else bySku.set(c.sku, [c]);
  }
  for (const line of lines) {
    if (line.open <= 0) continue;
    // One literal per row rather than a spread: a 1,000-line order builds thousands of them.
    const rows: Row[] = [];
    for (const c of bySku.get(line.sku) ?? []) {
      if (line.lotNo !== null && c.lotNo !== line.lotNo) continue;
      const { id, sku, lotNo, inboundDate, locationCode } = c;
      rows.push({ id, sku, lotNo, inboundDate, locationCode, available: left.get(id) ?? 0 });
    }
    let chosen = pickRows(strategy, line.open, rows);
    let got = chosen.reduce((s, t) => s + t.qty, 0);
    if (got < line.open && shortage === 'ignore') {
      chosen = [];
      got = 0;
    }
    for (const t of chosen) {
      left.set(t.stock, (left.get(t.stock) ?? 0) - t.qty);
      takes.push({ line: line.id, ...t });
    }
    outcomes.push({ line: line.id, want: line.open, got });
  }
  return { takes, lines: outcomes, short: outcomes.some((o) => o.got < o.want), available: left };
}
