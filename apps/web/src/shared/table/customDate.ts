import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, DEFAULT_DATE_FORMAT } from '../format.ts';

/** Preset ranges of the `customDate` filter type; the preset (not its dates) is what a favourite stores, so "today" stays today. */
export const CUSTOM_DATE_PRESETS = [
  'today',
  'yesterday',
  'last7days',
  'last30days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type CustomDatePreset = (typeof CUSTOM_DATE_PRESETS)[number];

export function isCustomDatePreset(v: unknown): v is CustomDatePreset {
  return typeof v === 'string' && (CUSTOM_DATE_PRESETS as readonly string[]).includes(v);
}

/** Weeks start on Monday, as in the Chinese calendar, whatever dayjs's locale says. */
function startOfWeek(d: Dayjs): Dayjs {
  return d.subtract((d.day() + 6) % 7, 'day').startOf('day');
}

function presetBounds(preset: CustomDatePreset, now: Dayjs): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day')];
    case 'last7days':
      return [today.subtract(6, 'day'), today];
    case 'last30days':
      return [today.subtract(29, 'day'), today];
    case 'thisWeek':
      return [startOfWeek(today), startOfWeek(today).add(6, 'day')];
    case 'lastWeek':
      return [startOfWeek(today).subtract(7, 'day'), startOfWeek(today).subtract(1, 'day')];
    case 'thisMonth':
      return [today.startOf('month'), today.endOf('month')];
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return [last.startOf('month'), last.endOf('month')];
    }
    case 'thisYear':
      return [today.startOf('year'), today.endOf('year')];
  }
}

/** The [from, to] the server filters on: whole days, with times (00:00:00–23:59:59) for datetime fields. */
export function resolveCustomDate(preset: unknown, now: Dayjs, withTime: boolean): [string, string] | null {
  if (!isCustomDatePreset(preset)) return null;
  const [from, to] = presetBounds(preset, now);
  if (!withTime) return [from.format(DATE_FORMAT), to.format(DATE_FORMAT)];
  return [from.startOf('day').format(DEFAULT_DATE_FORMAT), to.endOf('day').format(DEFAULT_DATE_FORMAT)];
}
