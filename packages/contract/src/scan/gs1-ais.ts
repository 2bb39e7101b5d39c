/**
 * The GS1 Application Identifiers a warehouse meets, written as the GS1 Barcode Syntax Dictionary writes
 * them (`N13,csum [X..16]`: 13 digits with a check digit, then up to 16 optional characters), so an entry
 * can be compared with the dictionary line by line. AIs not listed here still parse, as unknown.
 */

export type Lint = 'csum' | 'zero' | 'yymmd0' | 'yymmdd';

export interface AiPart {
  numeric: boolean;
  min: number;
  max: number;
  optional: boolean;
  lint?: Lint;
}

export interface AiDef {
  title: string;
  parts: AiPart[];
  minLength: number;
  maxLength: number;
  /** Implied decimal places of a measure (the last digit of AIs 310n–369n). */
  decimal?: number;
}

const SPECS: [ai: string, spec: string, title: string][] = [
  ['00', 'N18,csum', 'SSCC'],
  ['01', 'N14,csum', 'GTIN'],
  ['02', 'N14,csum', 'CONTENT'],
  ['10', 'X..20', 'BATCH/LOT'],
  ['11', 'N6,yymmd0', 'PROD DATE'],
  ['12', 'N6,yymmd0', 'DUE DATE'],
  ['13', 'N6,yymmd0', 'PACK DATE'],
  ['15', 'N6,yymmd0', 'BEST BEFORE or BEST BY'],
  ['16', 'N6,yymmd0', 'SELL BY'],
  ['17', 'N6,yymmd0', 'USE BY or EXPIRY'],
  ['20', 'N2', 'VARIANT'],
  ['21', 'X..20', 'SERIAL'],
  ['22', 'X..20', 'CPV'],
  ['240', 'X..30', 'ADDITIONAL ID'],
  ['241', 'X..30', 'CUST. PART No.'],
  ['250', 'X..30', 'SECONDARY SERIAL'],
  ['251', 'X..30', 'REF. TO SOURCE'],
  ['253', 'N13,csum [X..17]', 'GDTI'],
  ['254', 'X..20', 'GLN EXTENSION COMPONENT'],
  ['255', 'N13,csum [N..12]', 'GCN'],
  ['30', 'N..8', 'VAR. COUNT'],
  ['37', 'N..8', 'COUNT'],
  ['400', 'X..30', 'ORDER NUMBER'],
  ['401', 'X..30', 'GINC'],
  ['402', 'N17,csum', 'GSIN'],
  ['403', 'X..30', 'ROUTE'],
  ['410', 'N13,csum', 'SHIP TO LOC'],
  ['411', 'N13,csum', 'BILL TO'],
  ['412', 'N13,csum', 'PURCHASE FROM'],
  ['413', 'N13,csum', 'SHIP FOR LOC'],
  ['414', 'N13,csum', 'LOC No.'],
  ['415', 'N13,csum', 'PAY TO'],
  ['416', 'N13,csum', 'PROD/SERV LOC'],
  ['417', 'N13,csum', 'PARTY'],
  ['420', 'X..20', 'SHIP TO POST'],
  ['421', 'N3 X..9', 'SHIP TO POST'],
  ['422', 'N3', 'ORIGIN'],
  ['8003', 'N1,zero N13,csum [X..16]', 'GRAI'],
  ['8004', 'X..30', 'GIAI'],
  ['8006', 'N14,csum N4', 'ITIP'],
  ['8017', 'N18,csum', 'GSRN - PROVIDER'],
  ['8018', 'N18,csum', 'GSRN - RECIPIENT'],
  ['8020', 'X..25', 'REF No.'],
  ['90', 'X..30', 'INTERNAL'],
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'].map((ai): [string, string, string] => [ai, 'X..90', 'INTERNAL']),
];

/** Measures 310n–369n: six digits, `n` (0–5) the number of implied decimal places. */
const MEASURES: Record<string, string> = {
  '310': 'NET WEIGHT (kg)',
  '311': 'LENGTH (m)',
  '312': 'WIDTH (m)',
  '313': 'HEIGHT (m)',
  '314': 'AREA (m²)',
  '315': 'NET VOLUME (l)',
  '316': 'NET VOLUME (m³)',
  '320': 'NET WEIGHT (lb)',
  '321': 'LENGTH (in)',
  '322': 'LENGTH (ft)',
  '323': 'LENGTH (yd)',
  '324': 'WIDTH (in)',
  '325': 'WIDTH (ft)',
  '326': 'WIDTH (yd)',
  '327': 'HEIGHT (in)',
  '328': 'HEIGHT (ft)',
  '329': 'HEIGHT (yd)',
  '330': 'GROSS WEIGHT (kg)',
  '331': 'LENGTH (m), log',
  '332': 'WIDTH (m), log',
  '333': 'HEIGHT (m), log',
  '334': 'AREA (m²), log',
  '335': 'VOLUME (l), log',
  '336': 'VOLUME (m³), log',
  '337': 'KG PER m²',
  '340': 'GROSS WEIGHT (lb)',
  '341': 'LENGTH (in), log',
  '342': 'LENGTH (ft), log',
  '343': 'LENGTH (yd), log',
  '344': 'WIDTH (in), log',
  '345': 'WIDTH (ft), log',
  '346': 'WIDTH (yd), log',
  '347': 'HEIGHT (in), log',
  '348': 'HEIGHT (ft), log',
  '349': 'HEIGHT (yd), log',
  '350': 'AREA (in²)',
  '351': 'AREA (ft²)',
  '352': 'AREA (yd²)',
  '353': 'AREA (in²), log',
  '354': 'AREA (ft²), log',
  '355': 'AREA (yd²), log',
  '356': 'NET WEIGHT (t oz)',
  '357': 'NET VOLUME (oz)',
  '360': 'NET VOLUME (qt)',
  '361': 'NET VOLUME (gal.)',
  '362': 'VOLUME (qt), log',
  '363': 'VOLUME (gal.), log',
  '364': 'VOLUME (in³)',
  '365': 'VOLUME (ft³)',
  '366': 'VOLUME (yd³)',
  '367': 'VOLUME (in³), log',
  '368': 'VOLUME (ft³), log',
  '369': 'VOLUME (yd³), log',
};

function parsePart(token: string): AiPart {
  const optional = token.startsWith('[');
  const [type, lint] = token.replace(/[[\]]/g, '').split(',');
  const m = /^([NX])(\.\.)?(\d+)$/.exec(type!)!;
  const max = Number(m[3]);
  return { numeric: m[1] === 'N', min: m[2] ? 1 : max, max, optional, ...(lint && { lint: lint as Lint }) };
}

function define(spec: string, title: string, decimal?: number): AiDef {
  const parts = spec.split(' ').map(parsePart);
  return {
    title,
    parts,
    minLength: parts.reduce((n, p) => n + (p.optional ? 0 : p.min), 0),
    maxLength: parts.reduce((n, p) => n + p.max, 0),
    ...(decimal !== undefined && { decimal }),
  };
}

const TABLE = new Map<string, AiDef>(SPECS.map(([ai, spec, title]) => [ai, define(spec, title)]));
for (const [base, title] of Object.entries(MEASURES)) {
  for (let n = 0; n <= 5; n++) TABLE.set(base + n, define('N6', title, n));
}

export const aiDef = (ai: string): AiDef | undefined => TABLE.get(ai);

/**
 * How many digits an AI has, by its first two (GS1 General Specifications: all AIs sharing two leading
 * digits have one length). Prefixes GS1 has not assigned give undefined.
 */
const AI_LENGTH = new Map<string, number>(
  (
    [
      [2, '00 01 02 03 04 10 11 12 13 14 15 16 17 18 19 20 21 22 30 37 90 91 92 93 94 95 96 97 98 99'],
      [3, '23 24 25 40 41 42 71'],
      [4, '31 32 33 34 35 36 39 43 70 72 80 81 82'],
    ] as const
  ).flatMap(([length, prefixes]) => prefixes.split(' ').map((p): [string, number] => [p, length])),
);

export const aiLength = (ai: string): number | undefined => AI_LENGTH.get(ai.slice(0, 2));

/**
 * The predefined-length table of the GS1 General Specifications (AI digits included): only AIs starting
 * with these two digits end without an FNC1; every other AI, even a fixed-length one, is followed by one
 * unless it is last.
 */
const PREDEFINED: Record<string, number> = {
  '00': 20,
  '01': 16,
  '02': 16,
  '03': 16,
  '04': 18,
  '11': 8,
  '12': 8,
  '13': 8,
  '14': 8,
  '15': 8,
  '16': 8,
  '17': 8,
  '18': 8,
  '19': 8,
  '20': 4,
  '31': 10,
  '32': 10,
  '33': 10,
  '34': 10,
  '35': 10,
  '36': 10,
  '41': 16,
};

/** The data length of an AI that needs no separator, undefined for one that ends at GS or end of input. */
export function predefinedDataLength(ai: string): number | undefined {
  const total = PREDEFINED[ai.slice(0, 2)];
  return total === undefined ? undefined : total - ai.length;
}

/** GS1 Digital Link: the AIs that may open a URI path, and the short path names of version 1.0/1.1. */
export const DL_PRIMARY_KEYS = new Set([
  '00',
  '01',
  '253',
  '255',
  '401',
  '402',
  '414',
  '415',
  '417',
  '8003',
  '8004',
  '8006',
  '8010',
  '8013',
  '8017',
  '8018',
]);

export const DL_SHORT_NAMES = new Map<string, string>([
  ['sscc', '00'],
  ['gtin', '01'],
  ['lot', '10'],
  ['exp', '17'],
  ['ser', '21'],
  ['cpv', '22'],
  ['gdti', '253'],
  ['glnx', '254'],
  ['gcn', '255'],
  ['ginc', '401'],
  ['gsin', '402'],
  ['gln', '414'],
  ['party', '417'],
  ['grai', '8003'],
  ['giai', '8004'],
  ['itip', '8006'],
  ['cpid', '8010'],
  ['gmn', '8013'],
  ['gsrnp', '8017'],
  ['gsrn', '8018'],
]);
