import { describe, expect, it } from 'vitest';
import { isValidCron, nextCronRun, parseCron } from './cron.ts';

const at = (s: string) => new Date(s);
/** Local wall-clock text of a date, so the table reads the same in any TZ. */
const wall = (d: Date | null) =>
  d &&
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('parseCron', () => {
  it.each([
    ['* * * * *', true],
    ['0 0 * * *', true],
    ['*/15 * * * *', true],
    ['0,30 8-18 * * 1-5', true],
    ['5/10 * * * *', true],
    ['0 0 1-15/7 * *', true],
    ['0 0 * * 7', true],
    ['  0   3 * *  * ', true],
    ['* * * *', false],
    ['* * * * * *', false],
    ['60 * * * *', false],
    ['* 24 * * *', false],
    ['* * 0 * *', false],
    ['* * * 13 *', false],
    ['* * * * 8', false],
    ['5-1 * * * *', false],
    ['*/0 * * * *', false],
    ['a * * * *', false],
    ['1,,2 * * * *', false],
    ['@daily', false],
    ['', false],
  ])('%j valid: %s', (expr, ok) => {
    expect(parseCron(expr) !== null).toBe(ok);
  });

  it('refuses an expression that never fires (30 February)', () => {
    expect(parseCron('0 0 30 2 *')).not.toBeNull();
    expect(isValidCron('0 0 30 2 *')).toBe(false);
    expect(isValidCron('0 0 29 2 *')).toBe(true);
  });
});

describe('nextCronRun', () => {
  it.each([
    ['* * * * *', '2026-03-10T10:15:30', '2026-03-10 10:16'],
    ['0 0 * * *', '2026-03-10T10:15:00', '2026-03-11 00:00'],
    ['*/15 * * * *', '2026-03-10T10:15:00', '2026-03-10 10:30'],
    ['30 3 * * *', '2026-03-10T03:29:59', '2026-03-10 03:30'],
    ['0 8 * * 1-5', '2026-03-13T09:00:00', '2026-03-16 08:00'], // Friday → Monday
    ['0 0 1 * *', '2026-01-31T12:00:00', '2026-02-01 00:00'],
    ['0 0 31 * *', '2026-04-01T00:00:00', '2026-05-31 00:00'],
    ['0 0 29 2 *', '2026-03-01T00:00:00', '2028-02-29 00:00'],
    ['0 12 * * 0', '2026-03-10T00:00:00', '2026-03-15 12:00'], // Sunday as 0
    ['0 12 * * 7', '2026-03-10T00:00:00', '2026-03-15 12:00'], // and as 7
    // Both day fields restricted: either matches (the 13th, or a Friday).
    ['0 0 13 * 5', '2026-03-10T00:00:00', '2026-03-13 00:00'],
    ['0 0 20 * 1', '2026-03-10T00:00:00', '2026-03-16 00:00'],
    ['5/20 * * * *', '2026-03-10T10:26:00', '2026-03-10 10:45'],
    ['0 23 31 12 *', '2026-12-31T23:00:00', '2027-12-31 23:00'],
  ])('%s after %s is %s', (expr, after, next) => {
    expect(wall(nextCronRun(parseCron(expr)!, at(after)))).toBe(next);
  });

  it('is strictly after the given time', () => {
    const c = parseCron('0 0 * * *')!;
    expect(wall(nextCronRun(c, at('2026-03-10T00:00:00')))).toBe('2026-03-11 00:00');
  });
});
