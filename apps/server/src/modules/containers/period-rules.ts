import { nextMonth } from './statement-rules.ts';

/** ISO day plus `n` days (UTC arithmetic on a calendar date). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The first day a partner's posting may be dated on (docs/decisions/containers.md "Closed periods"): after the
 * site's lock date and after the month of the partner's latest confirmed statement; null when nothing is closed.
 */
export function firstOpenDay(closedThrough: string | null, confirmedMonth: string | null): string | null {
  const afterLock = closedThrough === null ? null : addDays(closedThrough, 1);
  const afterConfirmed = confirmedMonth === null ? null : nextMonth(confirmedMonth);
  if (afterLock === null) return afterConfirmed;
  if (afterConfirmed === null) return afterLock;
  return afterLock > afterConfirmed ? afterLock : afterConfirmed;
}

/** A posting dated `postedOn` is in a closed period when it falls before the first open day. */
export const inClosedPeriod = (postedOn: string, firstOpen: string | null): boolean => firstOpen !== null && postedOn < firstOpen;

/**
 * A lock date is a day that has ended: today stays open, or every workflow posting of the day (dated today)
 * would be refused and the warehouse would stop. Null opens every period again.
 */
export const lockDateRefusal = (closedThrough: string | null, today: string): 'notPast' | null =>
  closedThrough !== null && closedThrough >= today ? 'notPast' : null;

/**
 * Why a posting or an answer cannot be dated `day` (docs/decisions/containers.md "Dates in range"): after today
 * (a day still to come is not in any statement yet) or before the accounts' opening date; null when it can.
 */
export function dateRefusal(day: string, today: string, openedOn: string): 'future' | 'beforeOpening' | null {
  if (day > today) return 'future';
  if (day < openedOn) return 'beforeOpening';
  return null;
}

/**
 * Why the opening date cannot move to `openedOn`: after today, after the lock date, or after the first posting
 * (which would then lie before the accounts opened); null when it can.
 */
export function openingRefusal(
  openedOn: string,
  today: string,
  closedThrough: string | null,
  firstPosting: string | null,
): 'future' | 'afterLock' | 'afterPostings' | null {
  if (openedOn > today) return 'future';
  if (closedThrough !== null && openedOn > closedThrough) return 'afterLock';
  if (firstPosting !== null && openedOn > firstPosting) return 'afterPostings';
  return null;
}
