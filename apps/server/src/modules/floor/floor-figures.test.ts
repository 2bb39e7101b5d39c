import { describe, expect, it } from 'vitest';
import { figures } from './floor-figures.ts';

const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);

describe('worker figures', () => {
  it.each([
    // scans, errors, first, last → per hour, per 1,000
    [0, 0, '08:00', '08:00', 0, 0],
    [1, 0, '08:00', '08:00', 60, 0],
    [30, 1, '08:00', '08:00', 1800, 33.3],
    [600, 3, '08:00', '10:00', 300, 5],
    [7, 7, '08:00', '09:00', 7, 1000],
    [1000, 2, '06:00', '14:00', 125, 2],
  ])('%i scans, %i errors from %s to %s: %d an hour, %d per 1,000', (scans, errors, first, last, perHour, per1000) => {
    expect(figures(scans, errors, at(first), at(last))).toEqual({ scansPerHour: perHour, errorsPer1000: per1000 });
  });
});
