import { z } from 'zod';
import { INT4_MAX, INT4_MIN, NO_NUL } from './scalars.ts';

// The strict input scalars as zod schemas; their plain limits are in scalars.ts.

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
 * A whole number sent as a JSON number, never as text: the bodies that move a partner's account or its money
 * (docs/decisions/containers.md "Dates in range"), where `"3"` is a client's fault, not a typed form value.
 */
export const zWhole = (min: number, max: number) => z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** A row id sent as a JSON number. */
export const zWholeId = () => zWhole(1, INT4_MAX);

/** A finite number within the bounds (the caller derives them from the column). */
export const zDecimal = (min: number, max: number) => z.preprocess(fromText(DECIMAL_TEXT), z.number().min(min).max(max));

/** A string without NUL, at most `max` characters. */
export const zText = (max: number) => z.string().max(max).regex(NO_NUL);
