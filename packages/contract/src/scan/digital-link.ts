import { type Gs1Element, type Gs1Parse, gs1Element, parseResult } from './gs1.ts';
import { type AiDef, aiDef, DL_SHORT_NAMES } from './gs1-ais.ts';
import type { Gs1Problem } from './gs1-problems.ts';

/** What a URI may contain at all (RFC 3986 characters and `%`), and what its host may not. */
const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const BAD_HOST_CHARS = /[_~?#@!$&'()*+,;=%]/;
const SCHEME = /^(https?|HTTPS?):\/\//;

/** A path segment as an AI: its digits, or a Digital Link 1.x short name (3–5 letters). */
function pathAi(segment: string): AiDef | undefined {
  const alias = segment.length >= 3 && segment.length <= 5 && !/^\d/.test(segment) ? DL_SHORT_NAMES.get(segment) : undefined;
  return aiDef(alias ?? segment);
}

/** `%hh` decoded byte by byte as the engine does (`+` is a space in the query only); null for an encoded NUL. */
function percentDecode(text: string, query: boolean): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      if (hex === '00') return null;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 2;
    } else out += query && text[i] === '+' ? ' ' : text[i];
  }
  return out;
}

/** Digital Link lets a GTIN-8, -12 or -13 stand for its 14-digit form. */
const gtin14 = (ai: string, value: string) =>
  ai === '01' && [8, 12, 13].includes(value.length) ? value.padStart(14, '0') : value;

/** Whether `path` (key first) is the key followed by some of one of its `dlpkey` qualifier lists, in order. */
function validKeyPath(path: string[]): boolean {
  const alternatives = aiDef(path[0]!)?.dlQualifiers;
  return (alternatives ?? []).some((qualifiers) => {
    let at = 0;
    return path.slice(1).every((ai) => {
      while (at < qualifiers.length && qualifiers[at] !== ai) at++;
      return at++ < qualifiers.length;
    });
  });
}

/**
 * A GS1 Digital Link URI (`https://any.host/[stem/]01/09506000134352/10/ABC?17=251231`), by the rules of the
 * GS1 Barcode Syntax Engine (dl.c): the key path is the rightmost primary key with its qualifiers, walking
 * back from the end; the path must be a key and qualifiers in `dlpkey` order; query keys of digits must be
 * AIs allowed as data attributes (`?`), not belong in the path, nor repeat an AI; other query keys are
 * ignored. Null when no path segment names a primary key: then it is just a web address.
 */
export function parseDigitalLink(url: string): Gs1Parse | null {
  const hasKeySegment = url
    .split(/[?#]/)[0]!
    .split('/')
    .some((s, i, all) => i < all.length - 1 && pathAi(s)?.dlQualifiers);
  if (!hasKeySegment || !/^https?:\/\//i.test(url)) return null;
  const fail = (problem: Gs1Problem, elements: Gs1Element[] = []) => parseResult(elements, [problem]);

  // The engine takes http and https in one case only: `HtTp://` is refused.
  const scheme = SCHEME.exec(url);
  if (!scheme) return fail({ code: 'dlUri', expected: 'scheme' });
  if (!URI_CHARS.test(url)) return fail({ code: 'dlUri', expected: 'characters' });
  const rest = url.slice(scheme[0].length);
  const slash = rest.indexOf('/');
  if (slash < 1 || BAD_HOST_CHARS.test(rest.slice(0, slash))) return fail({ code: 'dlUri', expected: 'domain' });
  const [pathAndQuery = ''] = rest.slice(slash).split('#');
  const q = pathAndQuery.indexOf('?');
  const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const query = q < 0 ? '' : pathAndQuery.slice(q + 1);

  // Walk back over /AI/value pairs until a primary key; an unknown AI on the way means there is no key path.
  const segments = path.split('/');
  let start = -1;
  for (let i = segments.length - 2; i >= 1; i -= 2) {
    const def = pathAi(segments[i]!);
    if (!def) break;
    if (def.dlQualifiers) {
      start = i;
      break;
    }
  }
  if (start < 0) return fail({ code: 'dlPath', expected: 'key' });

  const elements: Gs1Element[] = [];
  const pathAis: string[] = [];
  for (let i = start; i < segments.length; i += 2) {
    const { ai } = pathAi(segments[i]!)!;
    const raw = segments[i + 1]!;
    if (raw === '') return fail({ code: 'dlPath', ai, expected: 'empty' }, elements);
    const value = percentDecode(raw, false);
    if (value === null) return fail({ code: 'dlPath', ai, expected: 'nul' }, elements);
    elements.push(gs1Element(ai, gtin14(ai, value)));
    pathAis.push(ai);
  }

  const problems: Gs1Problem[] = [];
  if (!validKeyPath(pathAis)) problems.push({ code: 'dlPath', ai: pathAis.at(-1), expected: 'order' });
  for (const param of query.split('&')) {
    const eq = param.indexOf('=');
    const key = param.slice(0, eq);
    // Singletons and keys that are not all digits (linkType, exp…) carry no AI data.
    if (eq < 0 || !/^\d+$/.test(key)) continue;
    const def = aiDef(key);
    if (!def) {
      problems.push({ code: 'dlQuery', ai: key, expected: 'unknownAi' });
      continue;
    }
    const value = percentDecode(param.slice(eq + 1), true);
    if (value === '' || value === null) {
      problems.push({ code: 'dlQuery', ai: key, expected: value === '' ? 'empty' : 'nul' });
      continue;
    }
    if (elements.some((e) => e.ai === key)) problems.push({ code: 'dlQuery', ai: key, expected: 'duplicate' });
    else if (!def.dlDataAttr) problems.push({ code: 'dlQuery', ai: key, expected: 'attribute' });
    else if (
      pathAis.some((_, j) => j > 0 && validKeyPath([...pathAis.slice(0, j), key, ...pathAis.slice(j)])) ||
      validKeyPath([...pathAis, key])
    ) {
      problems.push({ code: 'dlQuery', ai: key, expected: 'inPath' });
    }
    elements.push(gs1Element(key, gtin14(key, value)));
  }
  return parseResult(elements, problems);
}
