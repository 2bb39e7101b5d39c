// The limits of the strict input scalars, without zod: their zod schemas (zId, zInt, zDecimal, zText) are in
// scalars-schema.ts, so code that only needs the numbers (the web's list screens) does not load zod.

/** PostgreSQL `integer` (int4): every id and int column. A larger value must be a 400, never an out-of-range 500. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000; a string carrying it is refused by its field instead of failing in the driver. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
export const NO_NUL = /^[^\u0000]*$/;

/**
 * Largest value a `numeric(precision, scale)` column holds: 10^(p−s) − 10^−s, or the nearest double
 * below 10^(p−s) when a double cannot tell the two apart (numeric(18, 6)): never one that overflows.
 */
export function numericMax(precision: number, scale: number): number {
  const top = 10 ** (precision - scale);
  const max = Number((top - 10 ** -scale).toFixed(scale));
  return max < top ? max : top * (1 - Number.EPSILON);
}
