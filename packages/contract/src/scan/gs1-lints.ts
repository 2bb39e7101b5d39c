/**
 * The GS1 Barcode Syntax Tests ("linters") the dictionary names, written from the reference implementations in
 * the GS1 Barcode Syntax Engine (src/c-lib/syntax/lint_*.c). Each takes one component of an AI value and
 * returns what is wrong with it, or undefined. GCP checks use the reference default: no registry look-up,
 * only the shortest company prefix (four digits) must be digits.
 */
import { checkDigitOk } from './check-digit.ts';
import { ISO3166_ALPHA2, ISO3166_NUM, ISO4217_NUM, MEDIA_TYPES, PACKAGE_TYPES } from './gs1-lint-lists.ts';
import type { Gs1Problem } from './gs1-problems.ts';

export type LintFailure = Omit<Gs1Problem, 'ai'>;
type Linter = (v: string) => LintFailure | undefined;

const fail = (expected: string): LintFailure => ({ code: 'format', expected });
const charset = (expected: string): LintFailure => ({ code: 'charset', expected });

const lists = new Map<string, Set<string>>();
const inList = (name: string, list: string, v: string) => {
  let set = lists.get(name);
  if (!set) {
    set = new Set(list.split(' '));
    lists.set(name, set);
  }
  return set.has(v);
};

const CSET82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;
const CSET32 = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const isDigits = (v: string) => /^\d*$/.test(v);

/** The weights of the alphanumeric check pair: the first primes, applied right to left. */
const PRIMES = (() => {
  const primes: number[] = [];
  for (let n = 2; primes.length < 97; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes;
})();

function csumalpha(v: string): LintFailure | undefined {
  if (v.length < 2 || v.length - 2 > PRIMES.length) return { code: 'checkDigit' };
  const body = v.slice(0, -2);
  if ([...body].some((c) => !CSET82.includes(c))) return charset('cset82');
  if (![...v.slice(-2)].every((c) => CSET32.includes(c))) return charset('cset32');
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += CSET82.indexOf(body[i]!) * PRIMES[body.length - 1 - i]!;
  sum %= 1021;
  return v.at(-2) === CSET32[sum >> 5] && v.at(-1) === CSET32[sum & 31] ? undefined : { code: 'checkDigit' };
}

const gcp = (v: string): LintFailure | undefined => (/^\d{4}/.test(v) ? undefined : fail('gcp'));

/** Two-digit years cannot tell 2100 from 2000, so every fourth year is leap, as in the reference. */
function ymd(v: string, yearDigits: 2 | 4, zeroDay: boolean): LintFailure | undefined {
  if (v.length !== yearDigits + 4 || !isDigits(v)) return { code: 'date', expected: 'format' };
  const year = Number(v.slice(0, yearDigits));
  const month = Number(v.slice(yearDigits, yearDigits + 2));
  const day = Number(v.slice(yearDigits + 2));
  if (month < 1 || month > 12) return { code: 'date', expected: 'month' };
  const leap = yearDigits === 2 ? year % 4 === 0 : year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days || (day === 0 && !zeroDay)) return { code: 'date', expected: 'day' };
  return undefined;
}

const upTo = (max: number, part: string) => (v: string) =>
  v.length === 2 && isDigits(v) && Number(v) <= max ? undefined : { code: 'time' as const, expected: part };
const hh = upTo(23, 'hour');
const mi = upTo(59, 'minute');
const ss = upTo(59, 'second');
const hhmi = (v: string) =>
  v.length !== 4 ? { code: 'time' as const, expected: 'hour' } : (hh(v.slice(0, 2)) ?? mi(v.slice(2)));

function iban(v: string): LintFailure | undefined {
  if (v.length < 4 || !inList('alpha2', ISO3166_ALPHA2, v.slice(0, 2)) || v.length > 34 || v.length <= 10) return fail('iban');
  let sum = 0;
  for (const c of v.slice(4) + v.slice(0, 4)) {
    const w = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.indexOf(c);
    if (w < 0) return charset('iban');
    sum = ((w < 10 ? sum * 10 : sum * 100) + w) % 97;
  }
  return sum === 1 ? undefined : { code: 'checkDigit' };
}

/** Reads the variable-length fields of the North American coupon codes; false once the data runs out. */
class Cursor {
  at = 0;
  constructor(readonly v: string) {}
  get more() {
    return this.at < this.v.length;
  }
  digit(): number | undefined {
    return this.more ? Number(this.v[this.at++]) : undefined;
  }
  take(n: number): string | undefined {
    if (this.v.length - this.at < n) return undefined;
    this.at += n;
    return this.v.slice(this.at - n, this.at);
  }
  peek(c: string) {
    return this.v[this.at] === c;
  }
}

function couponcode(v: string): LintFailure | undefined {
  const bad = fail('couponcode');
  if (!isDigits(v)) return charset('digits');
  const c = new Cursor(v);
  const gcpVli = c.digit();
  if (gcpVli === undefined || gcpVli > 6) return bad;
  const gcp1 = c.take(gcpVli + 6);
  if (gcp1 === undefined || gcp(gcp1) || c.take(6) === undefined) return bad;
  for (let i = 0; i < 2; i++) {
    const vli = c.digit();
    if (vli === undefined || vli < 1 || vli > 5 || c.take(vli) === undefined) return bad;
  }
  const code = c.digit();
  if (code === undefined || (code > 4 && code !== 9) || c.take(3) === undefined) return bad;
  for (const field of ['1', '2']) {
    if (!c.peek(field)) continue;
    c.at++;
    if (field === '1') {
      const rules = c.digit();
      if (rules === undefined || rules > 3) return bad;
    }
    const vli = c.digit();
    if (vli === undefined || vli < 1 || vli > 5 || c.take(vli) === undefined) return bad;
    const req = c.digit();
    if (req === undefined || (req > 4 && req !== 9) || c.take(3) === undefined) return bad;
    const gcpLen = c.digit();
    if (gcpLen === undefined || (gcpLen > 6 && gcpLen !== 9)) return bad;
    if (gcpLen !== 9) {
      const g = c.take(gcpLen + 6);
      if (g === undefined || gcp(g)) return bad;
    }
  }
  let expiry: string | undefined;
  if (c.peek('3')) {
    c.at++;
    expiry = c.take(6);
    if (expiry === undefined || ymd(expiry, 2, false)) return bad;
  }
  if (c.peek('4')) {
    c.at++;
    const start = c.take(6);
    if (start === undefined || ymd(start, 2, false) || (expiry !== undefined && start > expiry)) return bad;
  }
  if (c.peek('5')) {
    c.at++;
    const vli = c.digit();
    if (vli === undefined || c.take(vli + 6) === undefined) return bad;
  }
  if (c.peek('6')) {
    c.at++;
    const vli = c.digit();
    if (vli === undefined || vli < 1 || vli > 7) return bad;
    const g = c.take(vli + 6);
    if (g === undefined || gcp(g)) return bad;
  }
  if (c.peek('9')) {
    c.at++;
    const save = c.digit();
    if (save === undefined || ![0, 1, 2, 5, 6].includes(save)) return bad;
    const applies = c.digit();
    if (applies === undefined || applies > 2 || c.digit() === undefined) return bad;
    const dontMultiply = c.digit();
    if (dontMultiply === undefined || dontMultiply > 1) return bad;
  }
  return c.more ? bad : undefined;
}

function couponposoffer(v: string): LintFailure | undefined {
  const bad = fail('couponposoffer');
  if (!isDigits(v)) return charset('digits');
  const c = new Cursor(v);
  const format = c.digit();
  if (format === undefined || format > 1) return bad;
  const funder = c.digit();
  if (funder === undefined || funder > 6 || c.take(funder + 6) === undefined || c.take(6) === undefined) return bad;
  const serial = c.digit();
  if (serial === undefined || c.take(serial + 6) === undefined) return bad;
  return c.more ? bad : undefined;
}

function posinseqslash(v: string): LintFailure | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(v);
  if (!m || m[1]!.startsWith('0') || m[2]!.startsWith('0')) return fail('posinseqslash');
  const [pos, end] = [m[1]!, m[2]!];
  return pos.length > end.length || (pos.length === end.length && pos > end) ? fail('posinseqslash') : undefined;
}

function pieceoftotal(v: string): LintFailure | undefined {
  if (v.length % 2 !== 0 || !isDigits(v)) return fail('pieceoftotal');
  const piece = Number(v.slice(0, v.length / 2));
  const total = Number(v.slice(v.length / 2));
  return piece === 0 || total === 0 || piece > total ? fail('pieceoftotal') : undefined;
}

const check =
  (name: string, ok: (v: string) => boolean): Linter =>
  (v) =>
    ok(v) ? undefined : fail(name);

export const LINTERS: Record<string, Linter> = {
  csetnumeric: (v) => (isDigits(v) ? undefined : charset('digits')),
  cset82: (v) => ([...v].every((c) => CSET82.includes(c)) ? undefined : charset('cset82')),
  cset39: (v) => (/^[#\-/0-9A-Z]*$/.test(v) ? undefined : charset('cset39')),
  cset64: (v) => {
    const body = v.replace(/=+$/, '');
    const pads = v.length - body.length;
    if (pads > 2 || (pads > 0 && v.length % 3 !== 0)) return charset('cset64');
    return /^[A-Za-z0-9_-]*$/.test(body) ? undefined : charset('cset64');
  },
  csum: (v) => (checkDigitOk(v) ? undefined : { code: 'checkDigit' }),
  csumalpha,
  gcppos1: gcp,
  gcppos2: (v) => gcp(v.slice(1)),
  key: gcp,
  keyoff1: (v) => gcp(v.slice(1)),
  yymmd0: (v) => ymd(v, 2, true),
  yymmdd: (v) => ymd(v, 2, false),
  yyyymmd0: (v) => ymd(v, 4, true),
  yyyymmdd: (v) => ymd(v, 4, false),
  hh,
  mi,
  ss,
  hhmi,
  hhmm: hhmi,
  iso3166: check('iso3166', (v) => inList('iso3166', ISO3166_NUM, v)),
  iso3166999: check('iso3166999', (v) => v === '999' || inList('iso3166', ISO3166_NUM, v)),
  iso3166alpha2: check('iso3166alpha2', (v) => inList('alpha2', ISO3166_ALPHA2, v)),
  iso4217: check('iso4217', (v) => inList('iso4217', ISO4217_NUM, v)),
  iso5218: check('iso5218', (v) => ['0', '1', '2', '9'].includes(v)),
  mediatype: check('mediatype', (v) => inList('mediatype', MEDIA_TYPES, v)),
  packagetype: check('packagetype', (v) => inList('packagetype', PACKAGE_TYPES, v)),
  importeridx: check('importeridx', (v) => /^[-0-9A-Z_a-z]$/.test(v)),
  iban,
  pcenc: check('pcenc', (v) => !/%(?![0-9A-Fa-f]{2})/.test(v)),
  couponcode,
  couponposoffer,
  latitude: check('latitude', (v) => /^\d{10}$/.test(v) && Number(v) <= 1800000000),
  longitude: check('longitude', (v) => /^\d{10}$/.test(v) && Number(v) <= 3600000000),
  nonzero: check('nonzero', (v) => /[1-9]/.test(v)),
  nozeroprefix: check('nozeroprefix', (v) => v.length < 2 || !v.startsWith('0')),
  zero: check('zero', (v) => v === '0'),
  yesno: check('yesno', (v) => v === '0' || v === '1'),
  winding: check('winding', (v) => v === '0' || v === '1' || v === '9'),
  hyphen: check('hyphen', (v) => /^-*$/.test(v)),
  hasnondigit: check('hasnondigit', (v) => !isDigits(v)),
  pieceoftotal,
  posinseqslash,
};
