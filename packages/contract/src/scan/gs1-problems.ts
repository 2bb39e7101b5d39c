/**
 * What can be wrong with a GS1 scan, as data: the server answers a 400 naming the AI in the user's language
 * (gs1-messages.ts), and tests compare codes rather than English.
 */
export type Gs1ErrorCode =
  /** The AI is not in the GS1 Barcode Syntax Dictionary. */
  | 'unknownAi'
  | 'empty'
  /** Value length outside `min`–`max`; `expected` is 'digits' for an all-numeric AI. */
  | 'length'
  /** A character outside the set named by `expected` (digits, cset82, cset39, cset64, cset32, iban…). */
  | 'charset'
  | 'checkDigit'
  /** `expected`: the part of the date that is wrong (month, day). */
  | 'date'
  /** `expected`: hour, minute or second. */
  | 'time'
  /** Any other GS1 linter failed; `expected` names it (iso3166, couponcode…). */
  | 'format'
  /** No AI could be read at `position` (1-based). */
  | 'noAi'
  | 'noData'
  /** The same AI twice with different values. */
  | 'duplicateAi'
  /** None of the AI combinations in `expected` (the dictionary's `req=` list) is present. */
  | 'requires'
  /** The AI may not appear with `other`. */
  | 'excludes'
  /** A Digital Link URI that is not well formed; `expected`: scheme, characters, domain. */
  | 'dlUri'
  /** A Digital Link path rule; `expected`: empty, key, order, nul. */
  | 'dlPath'
  /** A Digital Link query rule; `expected`: unknownAi, empty, attribute, inPath, duplicate, nul. */
  | 'dlQuery';

export interface Gs1Problem {
  code: Gs1ErrorCode;
  ai?: string;
  expected?: string;
  other?: string;
  position?: number;
  min?: number;
  max?: number;
  /** For `length` of a variable-length value: whether it was 'short' or 'long'. */
  found?: 'short' | 'long';
}

/** Problems that span the whole scan rather than one element's format: the engine checks them after parsing. */
export const MESSAGE_LEVEL_CODES: ReadonlySet<Gs1ErrorCode> = new Set(['duplicateAi', 'requires', 'excludes']);
