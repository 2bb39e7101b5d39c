import { PRICE_MAX } from '@wms/contract/containers/container-account-schema';

/**
 * Prices travel as whole minor currency units (fen, cents) and are typed as "12.34": the text is
 * split at the point and read as two integers, never through a float (0.29 × 100 is 28.999…).
 */
const AMOUNT = /^(\d+)(?:\.(\d{0,2}))?$/;

/** Minor units of a typed amount; `null` when it is not one (more than two decimals, a sign, text, above {@link PRICE_MAX}). Empty is 0. */
export function parseMinor(text: string): number | null {
  const s = text.trim();
  if (s === '') return 0;
  const m = AMOUNT.exec(s);
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  // Longer than the largest price's whole part: refused before any arithmetic could lose digits.
  if (whole.length > String(PRICE_MAX / 100).length) return null;
  const minor = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor <= PRICE_MAX ? minor : null;
}

/** The amount of minor units as typed back ("12.30", "0.05"). */
export function formatMinor(minor: number): string {
  const whole = Math.floor(minor / 100);
  return `${whole}.${String(minor - whole * 100).padStart(2, '0')}`;
}

/** The largest amount, as typed. */
export const MONEY_MAX_TEXT = formatMinor(PRICE_MAX);
