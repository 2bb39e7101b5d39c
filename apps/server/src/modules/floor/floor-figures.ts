const MINUTE = 60_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A worker's pace and error rate from a day's counts: scans per hour over the span from the first
 * scan to the last (at least a minute), errors per 1,000 scans; one decimal.
 */
export function figures(scans: number, errors: number, firstAt: Date, lastAt: Date) {
  const hours = Math.max(lastAt.getTime() - firstAt.getTime(), MINUTE) / (60 * MINUTE);
  return {
    scansPerHour: scans ? round1(scans / hours) : 0,
    errorsPer1000: scans ? round1((errors * 1000) / scans) : 0,
  };
}
