import { describe, expect, it } from 'vitest';
import { chargeableUnitDays, nextMonth, type Portion } from './statement-rules.ts';

const p = (openedOn: string, takenOn: string | null, qty = 1): Portion => ({ openedOn, takenOn, qty });

describe('rent unit-days, first in first out', () => {
  const cases: [string, Portion[], string, number, number][] = [
    ['held the whole month, no free days', [p('2026-09-15', null, 10)], '2026-10-01', 0, 310],
    ['out in the month: the day out counts', [p('2026-10-30', null)], '2026-10-01', 0, 2],
    ['back in the month: the day back does not', [p('2026-09-01', '2026-10-05')], '2026-10-01', 0, 4],
    ['out and back the same day', [p('2026-10-10', '2026-10-10', 5)], '2026-10-01', 0, 0],
    ['back on the first of the month', [p('2026-09-01', '2026-10-01')], '2026-10-01', 0, 0],
    ['back on the first of the next month: the whole month', [p('2026-09-01', '2026-11-01')], '2026-10-01', 0, 31],
    ['free days end inside the month', [p('2026-10-01', null)], '2026-10-01', 10, 21],
    ['free days spanning months: out late September, 10 free', [p('2026-09-25', null)], '2026-10-01', 10, 27],
    ['free days outlast the month', [p('2026-10-20', null)], '2026-10-01', 30, 0],
    ['free days run out before the month', [p('2026-01-01', null, 3)], '2026-10-01', 30, 93],
    ['back before the free days end', [p('2026-10-01', '2026-10-08')], '2026-10-01', 10, 0],
    ['back after the free days end', [p('2026-10-01', '2026-10-15')], '2026-10-01', 10, 4],
    [
      'partial takes of one lot: 4 back on the 11th, 3 on the 21st, 3 still out',
      [p('2026-09-01', '2026-10-11', 4), p('2026-09-01', '2026-10-21', 3), p('2026-09-01', null, 3)],
      '2026-10-01',
      0,
      4 * 10 + 3 * 20 + 3 * 31,
    ],
    ['taken before it opened (a back-dated return)', [p('2026-10-10', '2026-10-05')], '2026-10-01', 0, 0],
    ['back before the month', [p('2026-08-01', '2026-09-20')], '2026-10-01', 0, 0],
    ['out after the month', [p('2026-11-02', null)], '2026-10-01', 0, 0],
    ['February of a leap year', [p('2028-01-01', null)], '2028-02-01', 0, 29],
    ['December into January', [p('2026-12-25', '2027-01-03', 2)], '2026-12-01', 3, 2 * 4],
  ];
  it.each(cases)('%s', (_name, portions, month, freeDays, expected) => {
    expect(chargeableUnitDays(portions, month, freeDays)).toBe(expected);
  });

  it('knows the next month', () => {
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
    expect(nextMonth('2026-01-01')).toBe('2026-02-01');
  });
});
