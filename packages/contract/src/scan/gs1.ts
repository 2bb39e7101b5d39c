import { type AiDef, aiAtStart, aiDef, aiLength } from './gs1-ais.ts';
import { LINTERS } from './gs1-lints.ts';
import { gs1ErrorDetail, gs1ErrorText } from './gs1-messages.ts';
import type { Gs1Problem } from './gs1-problems.ts';

/** ASCII group separator: how a scanner transmits the FNC1 that ends a variable-length element. */
export const GS = '\u001d';

export interface Gs1Element {
  ai: string;
  /** The value exactly as received (after Digital Link percent-decoding): never trimmed nor otherwise changed. */
  value: string;
  known: boolean;
  title?: string;
  valid: boolean;
  /** English, without the AI; `problem` holds it as data. */
  error?: string;
  problem?: Gs1Problem;
  decimal?: number;
}

export interface Gs1Parse {
  elements: Gs1Element[];
  /** What could not be read, beyond the elements' own problems; `errors` is the same in English. */
  problems: Gs1Problem[];
  errors: string[];
}

export const parseResult = (elements: Gs1Element[], problems: Gs1Problem[]): Gs1Parse => ({
  elements,
  problems,
  errors: problems.map((p) => gs1ErrorText(p, 'en')),
});

const CSET_LINTER = { N: 'csetnumeric', X: 'cset82', Y: 'cset39', Z: 'cset64' } as const;

/**
 * The engine's order: the whole length first (a checksum on a value of the wrong length helps nobody), then
 * each component takes up to its maximum, an exhausted optional one is skipped, and the component's
 * character set and linters run on what it took.
 */
function valueProblem(def: AiDef, value: string): Gs1Problem | undefined {
  const { ai } = def;
  if (value === '') return { code: 'empty', ai };
  const unit = def.parts.every((p) => p.numeric) ? { expected: 'digits' } : {};
  if (value.length < def.minLength || value.length > def.maxLength) {
    const found = value.length < def.minLength ? 'short' : 'long';
    return { code: 'length', ai, min: def.minLength, max: def.maxLength, found, ...unit };
  }
  let at = 0;
  for (const part of def.parts) {
    const chunk = value.slice(at, at + part.max);
    if (chunk === '' && part.optional) continue;
    if (chunk.length < part.min) return { code: 'length', ai, min: def.minLength, max: def.maxLength, found: 'short', ...unit };
    for (const name of [CSET_LINTER[part.cset], ...part.linters]) {
      const linter = LINTERS[name];
      if (!linter) throw new Error(`GS1 linter ${name} (AI ${ai}) is not implemented`);
      const failure = linter(chunk);
      if (failure) return { ...failure, ai };
    }
    at += chunk.length;
  }
  return undefined;
}

function element(ai: string, value: string, problem: Gs1Problem | undefined, def?: AiDef): Gs1Element {
  return {
    ai,
    value,
    known: def !== undefined,
    ...(def && { title: def.title }),
    valid: problem === undefined,
    ...(problem && { error: gs1ErrorDetail(problem, 'en'), problem }),
    ...(def?.decimal !== undefined && { decimal: def.decimal }),
  };
}

/** One AI and its value, checked against the dictionary; an AI the dictionary lacks is refused, as by the engine. */
export function gs1Element(ai: string, value: string): Gs1Element {
  const def = aiDef(ai);
  return def ? element(ai, value, valueProblem(def, value), def) : element(ai, value, { code: 'unknownAi', ai });
}

/**
 * An element string as a scanner sends it: elements back to back, FNC1 sent as GS. An AI of the dictionary's
 * `*` kind ends after its fixed length; any other runs to the next GS or to the end. A GS after a fixed
 * element (some printers add one) is skipped. An AI the dictionary lacks is read up to the next GS, so the
 * rest can still be reported, and refused.
 */
export function parseElementString(text: string): Gs1Parse {
  const elements: Gs1Element[] = [];
  const problems: Gs1Problem[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const def = aiAtStart(text.slice(at));
    const length = def?.ai.length ?? aiLength(text.slice(at, at + 2));
    const ai = text.slice(at, at + (length ?? 2));
    if (length === undefined || ai.length < length || !/^\d+$/.test(ai)) {
      problems.push({ code: 'noAi', position: at + 1 });
      break;
    }
    at += ai.length;
    const nextGs = text.indexOf(GS, at) < 0 ? text.length : text.indexOf(GS, at);
    const end = def && !def.fnc1 ? Math.min(at + def.maxLength, nextGs) : nextGs;
    elements.push(gs1Element(ai, text.slice(at, end)));
    at = end;
  }
  return parseResult(elements, problems);
}

/** `(AI)` at the start: the text is meant as the human-readable GS1 form. */
export const startsBracketed = (text: string) => /^\(\d{2,4}\)/.test(text);

/**
 * The human-readable form `(01)09506000134352(10)ABC`, read as the engine reads it: every `(` opens the
 * next AI unless escaped as `\(`, and nothing is dropped or trimmed, so a space is a character error.
 */
export function parseBracketed(text: string): Gs1Parse {
  const elements: Gs1Element[] = [];
  const problems: Gs1Problem[] = [];
  let at = 0;
  while (at < text.length) {
    const close = text.indexOf(')', at);
    const ai = close < 0 ? '' : text.slice(at + 1, close);
    if (text[at] !== '(' || !/^\d{2,4}$/.test(ai)) {
      problems.push({ code: 'noAi', position: at + 1 });
      break;
    }
    let value = '';
    at = close + 1;
    for (;;) {
      const open = text.indexOf('(', at);
      const end = open < 0 ? text.length : open;
      if (open > 0 && text[open - 1] === '\\') {
        value += `${text.slice(at, open - 1)}(`;
        at = open + 1;
        continue;
      }
      value += text.slice(at, end);
      at = end;
      break;
    }
    elements.push(gs1Element(ai, value));
  }
  return parseResult(elements, problems);
}

/** Whether `ai` matches a dictionary pattern like `01`, `392n` or `31nn`, not counting `self`'s own family. */
function matches(pattern: string, ai: string, self: string): boolean {
  const digits = /^\d*/.exec(pattern)![0];
  return ai.startsWith(digits) && ai.slice(0, pattern.length) !== self.slice(0, pattern.length);
}

/**
 * The engine's checks over the whole scan (validateAIassociations): one AI twice must carry one value,
 * `ex=` pairs may not meet, and some alternative of every `req=` must be present.
 */
export function messageProblems(elements: Gs1Element[]): Gs1Problem[] {
  const problems: Gs1Problem[] = [];
  const known = elements.filter((e) => e.known);
  const ais = known.map((e) => e.ai);
  const reported = new Set<string>();
  known.forEach((e, i) => {
    if (!reported.has(e.ai) && known.some((o, j) => j > i && o.ai === e.ai && o.value !== e.value)) {
      reported.add(e.ai);
      problems.push({ code: 'duplicateAi', ai: e.ai });
    }
  });
  for (const ai of new Set(ais)) {
    const def = aiDef(ai)!;
    const clash = def.ex.map((pattern) => ais.find((other) => matches(pattern, other, ai))).find((o) => o !== undefined);
    if (clash !== undefined) problems.push({ code: 'excludes', ai, other: clash });
    for (const alternatives of def.req) {
      const met = alternatives.some((all) => all.every((pattern) => ais.some((other) => matches(pattern, other, ai))));
      if (!met) problems.push({ code: 'requires', ai, expected: alternatives.map((a) => a.join('+')).join(',') });
    }
  }
  return problems;
}

/** The engine's unbracketed form: `^` for FNC1 first and after every element that needs a separator. */
export function toDataString(elements: Gs1Element[]): string {
  let out = '^';
  elements.forEach((e, i) => {
    out += e.ai + e.value;
    if (i < elements.length - 1 && aiDef(e.ai)?.fnc1 !== false) out += '^';
  });
  return out;
}
