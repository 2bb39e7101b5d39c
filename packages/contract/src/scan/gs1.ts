import { checkDigitOk } from './check-digit.ts';
import { type AiDef, aiDef, aiLength, type Lint, predefinedDataLength } from './gs1-ais.ts';

/** ASCII group separator: how a scanner transmits the FNC1 that ends a variable-length element. */
export const GS = '\u001d';

export interface Gs1Element {
  ai: string;
  value: string;
  known: boolean;
  title?: string;
  valid: boolean;
  error?: string;
  decimal?: number;
}

export interface Gs1Parse {
  elements: Gs1Element[];
  errors: string[];
}

/** GS1 AI encodable character set 82, the `X` of the AI table. */
const CSET82 = /^[!"%-?A-Z_a-z]*$/;

/** YYMMDD; the year only matters for 29 February, read as 20YY (right for 1901–2099). */
function dateError(v: string, zeroDay: boolean): string | undefined {
  const month = Number(v.slice(2, 4));
  const day = Number(v.slice(4, 6));
  if (month < 1 || month > 12) return 'month must be 01-12';
  const days = new Date(Date.UTC(2000 + Number(v.slice(0, 2)), month, 0)).getUTCDate();
  if (day > days || (day === 0 && !zeroDay)) return 'day out of range';
  return undefined;
}

const LINTS: Record<Lint, (v: string) => string | undefined> = {
  csum: (v) => (checkDigitOk(v) ? undefined : 'check digit wrong'),
  zero: (v) => (v === '0' ? undefined : 'must start with 0'),
  // Day 00 on a best-before or expiry date means the last day of the month.
  yymmd0: (v) => dateError(v, true),
  yymmdd: (v) => dateError(v, false),
};

function valueError(def: AiDef, value: string): string | undefined {
  const digitsOnly = def.parts.every((p) => p.numeric);
  const unit = digitsOnly ? 'digits' : 'characters';
  if (def.minLength === def.maxLength && value.length !== def.minLength) return `must be ${def.minLength} ${unit}`;
  if (value.length < def.minLength) return value ? `too short (min ${def.minLength})` : 'value missing';
  if (value.length > def.maxLength) return `too long (max ${def.maxLength})`;
  let at = 0;
  for (const part of def.parts) {
    if (at === value.length && part.optional) break;
    const chunk = value.slice(at, at + part.max);
    if (!(part.numeric ? /^\d*$/ : CSET82).test(chunk)) return part.numeric ? 'digits only' : 'invalid character';
    const error = part.lint && LINTS[part.lint](chunk);
    if (error) return error;
    at += chunk.length;
  }
  return undefined;
}

export function gs1Element(ai: string, value: string): Gs1Element {
  const def = aiDef(ai);
  if (!def) {
    return aiLength(ai) === ai.length
      ? { ai, value, known: false, valid: true }
      : { ai, value, known: false, valid: false, error: 'not a GS1 AI' };
  }
  const error = valueError(def, value);
  return {
    ai,
    value,
    known: true,
    title: def.title,
    valid: error === undefined,
    ...(error !== undefined && { error }),
    ...(def.decimal !== undefined && { decimal: def.decimal }),
  };
}

/**
 * An element string as a scanner sends it: elements back to back, FNC1 sent as GS. AIs of the predefined
 * table end after their fixed length; any other runs to the next GS or to the end. A stray GS after a
 * fixed element (some printers add one) is skipped.
 */
export function parseElementString(text: string): Gs1Parse {
  const elements: Gs1Element[] = [];
  const errors: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const length = aiLength(text.slice(at, at + 2)) ?? 2;
    const ai = text.slice(at, at + length);
    if (ai.length < length || !/^\d+$/.test(ai)) {
      errors.push(`no AI at position ${at + 1}`);
      break;
    }
    at += ai.length;
    const nextGs = text.indexOf(GS, at) < 0 ? text.length : text.indexOf(GS, at);
    const fixed = predefinedDataLength(ai);
    const end = fixed === undefined ? nextGs : Math.min(at + fixed, nextGs);
    elements.push(gs1Element(ai, text.slice(at, end)));
    at = end;
  }
  return { elements, errors };
}

/** `(AI)` marks of the human-readable form; the text must start with one to be read as GS1. */
const BRACKETED_AI = /\((\d{2,4})\)/g;
export const startsBracketed = (text: string) => /^\(\d{2,4}\)/.test(text);

/**
 * The human-readable form `(01)09506000134352(10)ABC`. Whitespace inside values is dropped: people type
 * the digits grouped as printed under the bars, and no AI value may contain a space.
 */
export function parseBracketed(text: string): Gs1Parse {
  const marks = [...text.matchAll(BRACKETED_AI)];
  const elements = marks.map((mark, i) => {
    const from = mark.index + mark[0].length;
    const value = text.slice(from, marks[i + 1]?.index ?? text.length).replace(/\s+/g, '');
    return gs1Element(mark[1]!, value);
  });
  return { elements, errors: [] };
}
