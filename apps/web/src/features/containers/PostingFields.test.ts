import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { postingDayDisabled } from './PostingFields.tsx';

describe('posting days offered', () => {
  const today = dayjs('2026-11-28');
  const period = {
    currency: 'CNY',
    openedOn: '2025-01-01',
    closedThrough: '2026-09-30',
    firstOpen: '2026-10-01',
    closedBy: 'admin',
    closedAt: null,
  };
  const open = { ...period, closedThrough: null, firstOpen: null };
  it.each([
    ['2026-11-28', period, false],
    ['2026-11-29', period, true],
    ['2026-10-01', period, false],
    ['2026-09-30', period, true],
    ['2025-01-01', open, false],
    ['2024-12-31', open, true],
    ['2024-12-31', undefined, false],
  ])('%s: disabled %s', (day, p, disabled) => {
    expect(postingDayDisabled(dayjs(day), p ?? undefined, today)).toBe(disabled);
  });
});
