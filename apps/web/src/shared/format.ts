import dayjs from 'dayjs';

/** Spec §9: the default date format, `yyyy-MM-dd hh:mm:ss` in the original notation. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/** Formats a date-like value; empty or unparsable input gives '' so a table cell stays blank rather than "Invalid Date". */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

/**
 * Groups the integer part with a comma every 3 digits (spec §9); the fraction is kept as given.
 * Works on the decimal string rather than `toLocaleString` so the result does not depend on the browser's locale.
 */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, int, frac = ''] = match;
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac}`;
}

export type TimeAgo =
  | { unit: 'now' }
  | { unit: 'second' | 'minute' | 'hour' | 'day'; count: number }
  | { unit: 'date'; text: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec §9: relative days are shown up to 3 days, older moments as a date. */
const MAX_RELATIVE_DAYS = 3;

/** The relative-time bucket of a moment; the caller turns it into words (see `timeAgo`). */
export function timeAgoParts(value: DateInput, now: number = Date.now(), dateFormat = DATE_FORMAT): TimeAgo {
  const d = dayjs(value ?? undefined);
  if (value === null || value === undefined || value === '' || !d.isValid()) return { unit: 'date', text: '' };
  // A clock slightly ahead of ours must not produce "in -3 seconds".
  const seconds = Math.max(0, Math.floor((now - d.valueOf()) / 1000));
  if (seconds < 1) return { unit: 'now' };
  if (seconds < MINUTE) return { unit: 'second', count: seconds };
  if (seconds < HOUR) return { unit: 'minute', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hour', count: Math.floor(seconds / HOUR) };
  const days = Math.floor(seconds / DAY);
  if (days <= MAX_RELATIVE_DAYS) return { unit: 'day', count: days };
  return { unit: 'date', text: d.format(dateFormat) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Time-ago text, worded through i18n keys `table.time.*` (see locales/table.zh.ts). */
export function timeAgo(value: DateInput, t: Translate, now: number = Date.now()): string {
  const parts = timeAgoParts(value, now);
  switch (parts.unit) {
    case 'now':
      return t('table.time.justNow');
    case 'date':
      return parts.text;
    default:
      return t(`table.time.${parts.unit}sAgo`, { count: parts.count });
  }
}
