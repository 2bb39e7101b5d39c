import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CUSTOM_DATE_PRESETS, isCustomDatePreset, resolveCustomDate } from './customDate.ts';

// Wednesday 12 June 2024, mid-afternoon.
const now = dayjs('2024-06-12T15:30:00');

describe('resolveCustomDate', () => {
  it.each([
    ['today', '2024-06-12', '2024-06-12'],
    ['yesterday', '2024-06-11', '2024-06-11'],
    ['last7days', '2024-06-06', '2024-06-12'],
    ['last30days', '2024-05-14', '2024-06-12'],
    ['thisWeek', '2024-06-10', '2024-06-16'],
    ['lastWeek', '2024-06-03', '2024-06-09'],
    ['thisMonth', '2024-06-01', '2024-06-30'],
    ['lastMonth', '2024-05-01', '2024-05-31'],
    ['thisYear', '2024-01-01', '2024-12-31'],
  ])('%s covers %s to %s', (preset, from, to) => {
    expect(resolveCustomDate(preset, now, false)).toEqual([from, to]);
  });
  it('gives whole days with times for datetime fields', () => {
    expect(resolveCustomDate('thisMonth', now, true)).toEqual(['2024-06-01 00:00:00', '2024-06-30 23:59:59']);
  });
  it('starts the week on Monday even on a Sunday', () => {
    expect(resolveCustomDate('thisWeek', dayjs('2024-06-16T10:00:00'), false)).toEqual(['2024-06-10', '2024-06-16']);
  });
  it('crosses the year for last month in January', () => {
    expect(resolveCustomDate('lastMonth', dayjs('2024-01-15'), false)).toEqual(['2023-12-01', '2023-12-31']);
  });
  it('refuses anything else', () => {
    expect(resolveCustomDate('tomorrow', now, false)).toBeNull();
    expect(resolveCustomDate(3, now, false)).toBeNull();
    expect(isCustomDatePreset('today')).toBe(true);
    expect(CUSTOM_DATE_PRESETS).toHaveLength(9);
  });
});
