import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatThousands, timeAgo, timeAgoParts } from './format.ts';

describe('formatThousands', () => {
  it('puts a comma every 3 digits of the integer part', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234567.891)).toBe('-1,234,567.891');
    expect(formatThousands('1234.5')).toBe('1,234.5');
    expect(formatThousands(1000000.25)).toBe('1,000,000.25');
  });
  it('leaves the fraction ungrouped', () => {
    expect(formatThousands('1.23456')).toBe('1.23456');
  });
  it('gives blank for empty input and passes through text that is not a number', () => {
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands('')).toBe('');
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-12-31T23:59:58')).toBe('2024-12-31 23:59:58');
  });
  it('takes another format', () => {
    expect(formatDate(new Date(2024, 5, 7), 'YYYY-MM-DD')).toBe('2024-06-07');
  });
  it('gives blank for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('timeAgoParts', () => {
  const now = new Date(2024, 5, 10, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;
  it('walks seconds, minutes, hours and days', () => {
    expect(timeAgoParts(now, now)).toEqual({ unit: 'now' });
    expect(timeAgoParts(ago(1), now)).toEqual({ unit: 'second', count: 1 });
    expect(timeAgoParts(ago(59), now)).toEqual({ unit: 'second', count: 59 });
    expect(timeAgoParts(ago(60), now)).toEqual({ unit: 'minute', count: 1 });
    expect(timeAgoParts(ago(3599), now)).toEqual({ unit: 'minute', count: 59 });
    expect(timeAgoParts(ago(3600), now)).toEqual({ unit: 'hour', count: 1 });
    expect(timeAgoParts(ago(86399), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeAgoParts(ago(86400), now)).toEqual({ unit: 'day', count: 1 });
  });
  it('shows days up to 3 days, then the date', () => {
    expect(timeAgoParts(ago(3 * 86400 + 100), now)).toEqual({ unit: 'day', count: 3 });
    expect(timeAgoParts(ago(4 * 86400), now)).toEqual({ unit: 'date', text: '2024-06-06' });
  });
  it('treats a future moment as now', () => {
    expect(timeAgoParts(now + 5000, now)).toEqual({ unit: 'now' });
  });
  it('gives blank for no value', () => {
    expect(timeAgoParts(null, now)).toEqual({ unit: 'date', text: '' });
    expect(timeAgoParts('garbage', now)).toEqual({ unit: 'date', text: '' });
  });
});

describe('timeAgo', () => {
  const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${o.count}` : key);
  const now = new Date(2024, 5, 10, 12, 0, 0).getTime();
  it('words the bucket through i18n keys', () => {
    expect(timeAgo(now, t, now)).toBe('table.time.justNow');
    expect(timeAgo(now - 5000, t, now)).toBe('table.time.secondsAgo:5');
    expect(timeAgo(now - 120_000, t, now)).toBe('table.time.minutesAgo:2');
    expect(timeAgo(now - 7_200_000, t, now)).toBe('table.time.hoursAgo:2');
    expect(timeAgo(now - 2 * 86_400_000, t, now)).toBe('table.time.daysAgo:2');
    expect(timeAgo(now - 10 * 86_400_000, t, now)).toBe('2024-05-31');
  });
});
