/**
 * The GS1 Application Identifiers, read from the generated GS1_DICTIONARY (GS1 Barcode Syntax Dictionary)
 * on first use. Nothing here names an AI: lengths, separators and Digital Link keys all come from the table.
 */
import { GS1_DICTIONARY } from './gs1-dictionary.ts';

export type Cset = 'N' | 'X' | 'Y' | 'Z';

export interface AiPart {
  cset: Cset;
  numeric: boolean;
  min: number;
  max: number;
  optional: boolean;
  /** The dictionary's linters for this component (csum, yymmd0…), run after the character-set check. */
  linters: string[];
}

export interface AiDef {
  ai: string;
  title: string;
  parts: AiPart[];
  minLength: number;
  maxLength: number;
  /** Whether an FNC1 (GS) must end the element when another follows: false for the dictionary's `*` AIs. */
  fnc1: boolean;
  /** The `?` flag: may be a Digital Link query parameter. */
  dlDataAttr: boolean;
  /** Each `req=` attribute: alternatives, each a list of AI patterns that must all be present (`01+21`). */
  req: string[][][];
  /** `ex=` patterns: AIs that may not appear with this one. */
  ex: string[];
  /** `dlpkey` alternatives: the ordered optional qualifiers after this AI as a Digital Link primary key. */
  dlQualifiers?: string[][];
  /** Implied decimal places of a measure or amount (the last digit of the 31nn–36nn and 39nn ranges). */
  decimal?: number;
}

function parsePart(token: string): AiPart {
  const m = /^(\[)?([NXYZ])(\.\.)?(\d+)\]?((?:,[a-z0-9]+)*)$/.exec(token);
  if (!m) throw new Error(`GS1 dictionary: bad component ${token}`);
  const max = Number(m[4]);
  const cset = m[2] as Cset;
  return { cset, numeric: cset === 'N', min: m[3] ? 1 : max, max, optional: Boolean(m[1]), linters: m[5]!.split(',').slice(1) };
}

function parseEntry(entry: string): AiDef[] {
  const [ais, flags, spec, attrs, title] = entry.split(';') as [string, string, string, string, string];
  const parts = spec.split(' ').map(parsePart);
  const words = attrs ? attrs.split(' ') : [];
  const req = words
    .filter((w) => w.startsWith('req='))
    .map((w) =>
      w
        .slice(4)
        .split(',')
        .map((alt) => alt.split('+')),
    );
  const ex = words.filter((w) => w.startsWith('ex=')).flatMap((w) => w.slice(3).split(','));
  const dl = words.find((w) => w === 'dlpkey' || w.startsWith('dlpkey='));
  const dlQualifiers =
    dl === undefined
      ? undefined
      : dl === 'dlpkey'
        ? [[]]
        : dl
            .slice(7)
            .split('|')
            .map((s) => s.split(','));
  const [first, last = first] = ais.split('-') as [string, string?];
  const defs: AiDef[] = [];
  for (let n = Number(first); n <= Number(last); n++) {
    const ai = String(n).padStart(first.length, '0');
    defs.push({
      ai,
      title,
      parts,
      minLength: parts.reduce((sum, p) => sum + (p.optional ? 0 : p.min), 0),
      maxLength: parts.reduce((sum, p) => sum + p.max, 0),
      fnc1: !flags.includes('*'),
      dlDataAttr: flags.includes('?'),
      req,
      ex,
      ...(dlQualifiers && { dlQualifiers }),
      ...(last !== first && ai.startsWith('3') && { decimal: Number(ai.at(-1)) }),
    });
  }
  return defs;
}

interface Tables {
  byAi: Map<string, AiDef>;
  lengthByPrefix: Map<string, number>;
  /** Data length of the two-digit prefixes whose AIs all carry the `*` flag (the General Specifications' table). */
  fixedByPrefix: Map<string, number>;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const byAi = new Map<string, AiDef>();
  const lengthByPrefix = new Map<string, number>();
  const prefixFixed = new Map<string, number | null>();
  for (const def of GS1_DICTIONARY.flatMap(parseEntry)) {
    byAi.set(def.ai, def);
    const prefix = def.ai.slice(0, 2);
    lengthByPrefix.set(prefix, def.ai.length);
    const fixed = def.fnc1 ? null : def.maxLength;
    prefixFixed.set(prefix, prefixFixed.has(prefix) && prefixFixed.get(prefix) !== fixed ? null : fixed);
  }
  const fixedByPrefix = new Map<string, number>();
  for (const [prefix, length] of prefixFixed) if (length !== null) fixedByPrefix.set(prefix, length);
  tables = { byAi, lengthByPrefix, fixedByPrefix };
  return tables;
}

export const aiDef = (ai: string): AiDef | undefined => load().byAi.get(ai);

/** Every AI of the dictionary, ranges expanded. */
export const allAiDefs = (): AiDef[] => [...load().byAi.values()];

/** How many digits an AI has, by its first two: all AIs sharing two leading digits have one length. */
export const aiLength = (ai: string): number | undefined => load().lengthByPrefix.get(ai.slice(0, 2));

/** The known AI that starts `text`, if any (element strings carry no AI boundaries). */
export function aiAtStart(text: string): AiDef | undefined {
  const length = aiLength(text);
  return length === undefined ? undefined : aiDef(text.slice(0, length));
}

/**
 * The data length of an AI that needs no separator, undefined for one that ends at GS or end of input.
 * A known AI answers by its `*` flag; an unknown one by its prefix, like the engine's vivified AIs.
 */
export function predefinedDataLength(ai: string): number | undefined {
  const def = aiDef(ai);
  if (def) return def.fnc1 ? undefined : def.maxLength;
  return load().fixedByPrefix.get(ai.slice(0, 2));
}

let primaryKeys: Set<string> | undefined;
const keys = () =>
  (primaryKeys ??= new Set(
    allAiDefs()
      .filter((d) => d.dlQualifiers)
      .map((d) => d.ai),
  ));

/** GS1 Digital Link: the AIs that may open a URI path (the dictionary's `dlpkey`); filled on first use. */
export const DL_PRIMARY_KEYS: ReadonlySet<string> = {
  has: (ai: string) => keys().has(ai),
  get size() {
    return keys().size;
  },
  forEach: (fn, thisArg) => keys().forEach(fn, thisArg),
  entries: () => keys().entries(),
  keys: () => keys().keys(),
  values: () => keys().values(),
  [Symbol.iterator]: () => keys().values(),
} as ReadonlySet<string>;

/**
 * The deprecated "convenience alphas" of Digital Link 1.0/1.1 path segments (`/gtin/…`), as the GS1 Barcode
 * Syntax Engine maps them (dl.c); the engine accepts them in the path only, never as query keys.
 */
export const DL_SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ['cpid', '8010'],
  ['cpsn', '8011'],
  ['cpv', '22'],
  ['gcn', '255'],
  ['gdti', '253'],
  ['giai', '8004'],
  ['ginc', '401'],
  ['gln', '414'],
  ['glnx', '254'],
  ['gmn', '8013'],
  ['grai', '8003'],
  ['gsin', '402'],
  ['gsrn', '8018'],
  ['gsrnp', '8017'],
  ['gtin', '01'],
  ['itip', '8006'],
  ['lot', '10'],
  ['party', '417'],
  ['refno', '8020'],
  ['ser', '21'],
  ['srin', '8019'],
  ['sscc', '00'],
]);
