import { describe, expect, it } from 'vitest';
import { addDays, dateRefusal, firstOpenDay, inClosedPeriod, lockDateRefusal, openingRefusal } from './period-rules.ts';

describe('closed periods', () => {
  it.each([
    // lock date, latest confirmed month → first open day
    [null, null, null],
    ['2026-09-30', null, '2026-10-01'],
    [null, '2026-10-01', '2026-11-01'],
    ['2026-09-30', '2026-10-01', '2026-11-01'],
    ['2026-11-15', '2026-10-01', '2026-11-16'],
    ['2026-12-31', '2026-11-01', '2027-01-01'],
    [null, '2026-12-01', '2027-01-01'],
    ['2028-02-28', null, '2028-02-29'],
  ])('lock %s, confirmed %s: first open day %s', (lock, confirmed, first) => {
    expect(firstOpenDay(lock, confirmed)).toBe(first);
  });

  it.each([
    ['2026-10-31', '2026-11-01', true],
    ['2026-11-01', '2026-11-01', false],
    ['1900-01-01', null, false],
    ['2026-11-02', '2026-11-01', false],
  ])('a posting on %s with first open day %s is closed: %s', (day, first, closed) => {
    expect(inClosedPeriod(day, first)).toBe(closed);
  });

  it.each([
    [null, '2026-11-28', null],
    ['2026-11-27', '2026-11-28', null],
    ['2026-11-28', '2026-11-28', 'notPast'],
    ['2026-12-01', '2026-11-28', 'notPast'],
  ])('closing through %s on %s: %s', (lock, today, refusal) => {
    expect(lockDateRefusal(lock, today)).toBe(refusal);
  });

  it('counts days across year ends and leap days', () => {
    expect([addDays('2026-12-31', 1), addDays('2028-03-01', -1)]).toEqual(['2027-01-01', '2028-02-29']);
  });

  it.each([
    // day, today, opened on → refusal
    ['2026-11-28', '2026-11-28', '2025-01-01', null],
    ['2026-11-29', '2026-11-28', '2025-01-01', 'future'],
    ['2099-12-31', '2026-11-28', '2025-01-01', 'future'],
    ['2025-01-01', '2026-11-28', '2025-01-01', null],
    ['2024-12-31', '2026-11-28', '2025-01-01', 'beforeOpening'],
    ['1900-01-01', '2026-11-28', '2025-01-01', 'beforeOpening'],
  ])('a date %s on %s with the accounts opened on %s: %s', (day, today, opened, refusal) => {
    expect(dateRefusal(day, today, opened)).toBe(refusal);
  });

  it.each([
    // opening, today, lock date, first posting → refusal
    ['2025-01-01', '2026-11-28', null, null, null],
    ['2026-11-28', '2026-11-28', null, null, null],
    ['2026-11-29', '2026-11-28', null, null, 'future'],
    ['2026-10-01', '2026-11-28', '2026-09-30', null, 'afterLock'],
    ['2026-09-30', '2026-11-28', '2026-09-30', '2026-09-30', null],
    ['2026-10-02', '2026-11-28', null, '2026-10-01', 'afterPostings'],
  ])('opening on %s on %s, lock %s, first posting %s: %s', (opened, today, lock, first, refusal) => {
    expect(openingRefusal(opened, today, lock, first)).toBe(refusal);
  });
});
