import { checkDigitOk } from './check-digit.ts';
import { parseDigitalLink } from './digital-link.ts';
import {
  GS,
  type Gs1Element,
  type Gs1Parse,
  gs1Element,
  messageProblems,
  parseBracketed,
  parseElementString,
  parseResult,
  startsBracketed,
} from './gs1.ts';
import { gs1ErrorText } from './gs1-messages.ts';
import type { Gs1Problem } from './gs1-problems.ts';

export { checkDigitOk, normaliseGtin, withCheckDigit } from './check-digit.ts';
export type { Gs1Element } from './gs1.ts';
export { type Gs1Lang, gs1ErrorText } from './gs1-messages.ts';
export type { Gs1ErrorCode, Gs1Problem } from './gs1-problems.ts';

export type Gs1Symbology = 'gs1-128' | 'gs1-datamatrix' | 'gs1-qr' | 'gs1-databar' | 'digital-link';

/**
 * What a scan means. `problems` of a GS1 scan lists, as data, what could not be read, every invalid element
 * and every rule broken across the scan (required and excluded AI pairs, one AI with two values); `errors`
 * is the same in English as `(AI) error`. An empty list means all of it is good.
 */
export type Scan =
  | { kind: 'plain'; raw: string; code: string }
  | {
      kind: 'gs1';
      raw: string;
      symbology?: Gs1Symbology;
      elements: Gs1Element[];
      problems: Gs1Problem[];
      errors: string[];
    };

/** AIM symbology identifiers that announce GS1 data; any other one (`]E0` EAN-13…) is stripped from a plain code. */
const GS1_SYMBOLOGIES = new Map<string, Gs1Symbology>([
  [']C1', 'gs1-128'],
  [']d2', 'gs1-datamatrix'],
  [']Q3', 'gs1-qr'],
  [']e0', 'gs1-databar'],
]);
const AIM_ID = /^\][A-Za-z][0-9A-Za-z]/;

/**
 * A bare SSCC: the 18 digits as typed from a label, or `00` and the 18 digits as a GS1-128 pallet label
 * (this console's own) reads on a scanner that sends no symbology identifier. Only with a right check
 * digit; taking it as SSCC changes nothing for the 18-digit form, whose look-up key is the same text.
 */
const BARE_SSCC = /^(?:00)?(\d{18})$/;

function gs1(raw: string, symbology: Gs1Symbology | undefined, parsed: Gs1Parse): Scan {
  const problems = [
    ...parsed.problems,
    ...parsed.elements.flatMap((e) => (e.problem ? [e.problem] : [])),
    ...messageProblems(parsed.elements),
  ];
  if (parsed.elements.length === 0 && problems.length === 0) problems.push({ code: 'noData' });
  const errors = problems.map((p) => gs1ErrorText(p, 'en'));
  return { kind: 'gs1', raw, ...(symbology && { symbology }), elements: parsed.elements, problems, errors };
}

/**
 * Read anything a scanner or camera gives. Without a GS1 symbology identifier a text is GS1 only when it
 * starts with a `(AI)`, contains GS separators, is a Digital Link URL or is a bare SSCC (above); a bare
 * GTIN stays plain because products are looked up by the code as printed (see `normaliseGtin`).
 * Only the line ending and surrounding blanks of the whole scan are dropped; GS1 data is never changed.
 * Never throws.
 */
export function parseScan(raw: string): Scan {
  const text = raw.trim();
  const aim = AIM_ID.exec(text)?.[0];
  const body = aim ? text.slice(aim.length) : text;
  const symbology = aim === undefined ? undefined : GS1_SYMBOLOGIES.get(aim);
  const plain: Scan = { kind: 'plain', raw, code: body };

  if (/^https?:\/\//i.test(body)) {
    const link = parseDigitalLink(body);
    return link ? gs1(raw, 'digital-link', link) : plain;
  }
  if (startsBracketed(body)) return gs1(raw, symbology, parseBracketed(body));
  if (symbology) return gs1(raw, symbology, parseElementString(body));
  if (body.includes(GS)) {
    const parsed = parseElementString(body);
    return parsed.elements.length > 0 ? gs1(raw, undefined, parsed) : plain;
  }
  const sscc = BARE_SSCC.exec(body)?.[1];
  if (sscc && checkDigitOk(sscc)) return gs1(raw, undefined, parseResult([gs1Element('00', sscc)], []));
  return plain;
}

/** The value of the first element with this AI, whether valid or not. */
export function gs1Value(scan: Scan, ai: string): string | undefined {
  return scan.kind === 'gs1' ? scan.elements.find((e) => e.ai === ai)?.value : undefined;
}

/**
 * What the floor looks up: the SSCC (00), else the GTIN (01, then 02), else the first element, else the
 * plain code; '' when a GS1 scan yielded nothing.
 */
export function scanKey(scan: Scan): string {
  if (scan.kind === 'plain') return scan.code;
  return gs1Value(scan, '00') ?? gs1Value(scan, '01') ?? gs1Value(scan, '02') ?? scan.elements[0]?.value ?? '';
}
