import { PRICE_MAX } from '@wms/contract/containers/container-account-schema';

/**
 * Prices travel as whole minor units of the site's currency (fen, cents; yen are their own minor unit) and are typed
 * as "12.34": the text is split at the point and read as two integers, never through a float (0.29 × 100 is 28.999…).
 * `digits` is the currency's decimal places (contract `currencyDigits`: CNY 2, JPY 0, KWD 3).
 */
const amountPattern = (digits: number) => (digits ? new RegExp(`^(\\d+)(?:\\.(\\d{0,${digits}}))?$`) : /^(\d+)$/);

/**
 * Minor units of a typed amount; `null` when it is not one (more decimals than the currency has, a sign, text, above
 * {@link PRICE_MAX}). Empty is 0.
 */
export function parseMinor(text: string, digits = 2): number | null {
  const s = text.trim();
  if (s === '') return 0;
  const m = amountPattern(digits).exec(s);
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  // Longer than the largest price's whole part: refused before any arithmetic could lose digits.
  if (whole.length > String(Math.floor(PRICE_MAX / 10 ** digits)).length) return null;
  const minor = Number(whole) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || '0');
  return minor <= PRICE_MAX ? minor : null;
}

/** The amount of minor units as typed back ("12.30", "0.05"; "1250" in a currency without decimals). */
export function formatMinor(minor: number, digits = 2): string {
  const unit = 10 ** digits;
  const whole = Math.floor(minor / unit);
  return digits ? `${whole}.${String(minor - whole * unit).padStart(digits, '0')}` : String(whole);
}

/** The largest amount, as typed, in a currency of `digits` places. */
export const moneyMaxText = (digits = 2) => formatMinor(PRICE_MAX, digits);

/** The largest amount, as typed (two decimals). */
export const MONEY_MAX_TEXT = moneyMaxText(2);

/** The placeholder of an amount input: "0.00", "0" for a currency without decimals. */
export const zeroText = (digits = 2) => formatMinor(0, digits);
