import { z } from 'zod';

/** PostgreSQL `integer` (int4): every id and int column. A larger value must be a 400, never an out-of-range 500. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000; a string carrying it is refused by its field instead of failing in the driver. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
export const NO_NUL = /^[^\u0000]*$/;

/**
 * Plain decimal strings only: a JSON number is taken as is, a string only when it is digits (and a
 * fraction for decimals). Booleans, hex (`0x10`), padding (`" 7 "`), exponents and the empty string
 * stay what they are and fail the number check, where `z.coerce` would read `true` as row 1.
 */
const ID_TEXT = /^\d{1,16}$/;
const INT_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,20}(\.\d{1,20})?$/;

const fromText = (re: RegExp) => (v: unknown) => (typeof v === 'string' && re.test(v) ? Number(v) : v);

/** A row id (int4 identity): 1..2147483647. */
export const zId = () => z.preprocess(fromText(ID_TEXT), z.number().int().min(1).max(INT4_MAX));

/** A whole number within int4 and the given bounds. */
export const zInt = (min: number = INT4_MIN, max: number = INT4_MAX) =>
  z.preprocess(fromText(INT_TEXT), z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX)));

/**
 * Largest value a `numeric(precision, scale)` column holds: 10^(p−s) − 10^−s, or the nearest double
 * below 10^(p−s) when a double cannot tell the two apart (numeric(18, 6)): never one that overflows.
 */
export function numericMax(precision: number, scale: number): number {
  const top = 10 ** (precision - scale);
  const max = Number((top - 10 ** -scale).toFixed(scale));
  return max < top ? max : top * (1 - Number.EPSILON);
}

/** A finite number within the bounds (the caller derives them from the column). */
export const zDecimal = (min: number, max: number) => z.preprocess(fromText(DECIMAL_TEXT), z.number().min(min).max(max));

/** A string without NUL, at most `max` characters. */
export const zText = (max: number) => z.string().max(max).regex(NO_NUL);
