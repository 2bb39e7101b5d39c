/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) for the scheduled system
 * tasks: `*`, lists `a,b`, ranges `a-b`, steps `*∕n`, `a-b/n`, `a/n`; weekday 0 or 7 is Sunday. As in
 * Vixie cron, when both day fields are restricted a day matching either runs. No names (JAN, MON)
 * and no seconds: what an operator needs for nightly housekeeping, parsed the same on server and web.
 */
export interface Cron {
  minute: Set<number>;
  hour: Set<number>;
  dom: Set<number>;
  month: Set<number>;
  dow: Set<number>;
  domAny: boolean;
  dowAny: boolean;
}

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function field(text: string, [lo, hi]: [number, number]): Set<number> | null {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!m) return null;
    const step = m[4] === undefined ? 1 : Number(m[4]);
    let from = lo;
    let to = hi;
    if (m[1] !== '*') {
      from = Number(m[2]);
      // `a/n` runs from a to the end of the range.
      to = m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? hi : from;
    }
    if (step < 1 || from < lo || to > hi || from > to) return null;
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** One field's form: a list of `*`, `a` or `a-b`, each with an optional `/n` step. */
const FIELD_FORM = String.raw`(?:\*|\d{1,2}(?:-\d{1,2})?)(?:/\d{1,2})?(?:,(?:\*|\d{1,2}(?:-\d{1,2})?)(?:/\d{1,2})?)*`;

/**
 * The five fields' form as a pattern (the OpenAPI document's `pattern`); the ranges (minute 0–59 …) are
 * `parseCron`'s to check.
 */
export const CRON_FORM = new RegExp(`^${FIELD_FORM}(?:\\s+${FIELD_FORM}){4}$`);

/** The parsed expression, or null when it is not a valid five-field expression. */
export function parseCron(expr: string): Cron | null {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const sets = parts.map((p, i) => field(p, RANGES[i]!));
  if (sets.some((s) => s === null)) return null;
  const [minute, hour, dom, month, dow] = sets as Set<number>[];
  if (dow!.has(7)) dow!.add(0);
  return {
    minute: minute!,
    hour: hour!,
    dom: dom!,
    month: month!,
    dow: dow!,
    domAny: parts[2]!.startsWith('*'),
    dowAny: parts[4]!.startsWith('*'),
  };
}

function dayMatches(c: Cron, d: Date): boolean {
  const dom = c.dom.has(d.getDate());
  const dow = c.dow.has(d.getDay());
  if (c.domAny && c.dowAny) return true;
  if (c.domAny) return dow;
  if (c.dowAny) return dom;
  return dom || dow;
}

/** Five years of minutes: an expression that never fires within them (31 2 …) never fires. */
const HORIZON_MS = 5 * 366 * 24 * 3600_000;

/** The first minute strictly after `after` (local time of the process) the expression fires, or null if never. */
export function nextCronRun(c: Cron, after: Date): Date | null {
  const t = new Date(after.getTime());
  t.setSeconds(0, 0);
  t.setMinutes(t.getMinutes() + 1);
  const end = after.getTime() + HORIZON_MS;
  while (t.getTime() <= end) {
    if (!c.month.has(t.getMonth() + 1)) {
      t.setMonth(t.getMonth() + 1, 1);
      t.setHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(c, t)) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0, 0);
      continue;
    }
    if (!c.hour.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0, 0, 0);
      continue;
    }
    if (!c.minute.has(t.getMinutes())) {
      t.setMinutes(t.getMinutes() + 1, 0, 0);
      continue;
    }
    return t;
  }
  return null;
}

/** Valid: parses and fires at least once within five years. */
export function isValidCron(expr: string): boolean {
  const c = parseCron(expr);
  return c !== null && nextCronRun(c, new Date()) !== null;
}
