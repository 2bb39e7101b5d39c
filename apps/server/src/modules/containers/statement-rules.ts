/**
 * Rent of container units, first in first out (issue 28 §5), as a pure function. The statement's SQL
 * (statement-repository.ts `lines`) computes the same sum set-based; statement.test.ts holds the two
 * equal on crafted lots, statement-rules.test.ts pins this one.
 *
 * A portion of a lot went out on `openedOn` and came back (or was written off) on `takenOn`, or is
 * still out (`takenOn` null). It is chargeable on each day d of the month with
 * d >= openedOn + freeDays and d < takenOn: the day it goes out counts, the day it comes back does not.
 */
export interface Portion {
  openedOn: string;
  takenOn: string | null;
  qty: number;
}

const DAY = 86_400_000;
const dayNo = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;

/** The first day of the month after `month` (yyyy-MM-01). */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Unit-days held past the free days within the month starting `month`. */
export function chargeableUnitDays(portions: Portion[], month: string, freeDays: number): number {
  const start = dayNo(month);
  const end = dayNo(nextMonth(month));
  let sum = 0;
  for (const p of portions) {
    const from = Math.max(start, dayNo(p.openedOn) + freeDays);
    const to = Math.min(end, p.takenOn === null ? end : dayNo(p.takenOn));
    if (to > from) sum += p.qty * (to - from);
  }
  return sum;
}
