import { describe, expect, it } from 'vitest';
import { withCheckDigit } from './check-digit.ts';
import { gs1Element } from './gs1.ts';
import { type AiPart, allAiDefs } from './gs1-ais.ts';

/** A valid value for each linter a component may carry, at the component's own length where it is free. */
const SAMPLES: Record<string, (len: number) => string> = {
  csum: (len) => withCheckDigit('9'.repeat(len - 1)),
  csumalpha: () => '1987654Ad4X4bL5ttr2310c2K',
  gcppos1: (len) => '1'.repeat(len),
  yymmd0: () => '251200',
  yymmdd: () => '250228',
  yyyymmd0: () => '20240200',
  yyyymmdd: () => '20240229',
  hh: () => '23',
  mi: () => '59',
  ss: () => '59',
  hhmi: () => '2359',
  iso3166: () => '276',
  iso3166999: () => '999',
  iso3166alpha2: () => 'DE',
  iso4217: () => '978',
  iso5218: () => '9',
  iban: () => 'DE91100000000123456789',
  mediatype: () => '01',
  packagetype: () => 'BX',
  importeridx: () => 'a',
  couponcode: () => '012345612345611110123',
  couponposoffer: () => '001234561234560123456',
  latitude: () => '1800000000',
  longitude: () => '3600000000',
  nonzero: (len) => '1'.padStart(len, '0'),
  nozeroprefix: (len) => '1'.repeat(len),
  zero: () => '0',
  yesno: () => '1',
  winding: () => '9',
  hyphen: () => '-',
  hasnondigit: () => '1987654Ad4X4bL5ttr2310c2K',
  pieceoftotal: () => '0102',
  posinseqslash: () => '1/2',
};

function sample(part: AiPart): string {
  const len = Math.min(part.max, Math.max(part.min, part.linters.includes('gcppos1') ? 5 : part.min));
  const special = part.linters.find((l) => SAMPLES[l]);
  if (special) return SAMPLES[special]!(len);
  const fill = { N: '1', X: 'A', Y: 'A', Z: 'A' }[part.cset];
  return fill.repeat(len);
}

const defs = allAiDefs();
const validValue = (parts: AiPart[]) =>
  parts
    .filter((p) => !p.optional)
    .map(sample)
    .join('');

describe('every AI of the GS1 dictionary', () => {
  it.each(defs.map((d) => [d.ai, d] as const))('(%s) accepts a valid value and refuses bad ones', (ai, def) => {
    const valid = validValue(def.parts);
    expect(gs1Element(ai, valid), `(${ai})${valid}`).toMatchObject({ known: true, valid: true });

    expect(gs1Element(ai, '').problem).toEqual({ code: 'empty', ai });
    expect(gs1Element(ai, valid + '1'.repeat(def.maxLength - valid.length + 1)).problem).toMatchObject({ code: 'length', ai });
    if (def.minLength > 1) expect(gs1Element(ai, valid.slice(0, def.minLength - 1)).problem).toMatchObject({ code: 'length' });

    const first = def.parts[0]!;
    const badChar = first.cset === 'N' ? 'A' : ' ';
    expect(gs1Element(ai, badChar + valid.slice(1)).valid, `(${ai}) with "${badChar}" first`).toBe(false);

    if (first.linters.includes('csum')) {
      const digits = valid.slice(0, first.max);
      const wrong = digits.slice(0, -1) + ((Number(digits.at(-1)) + 1) % 10);
      expect(gs1Element(ai, wrong + valid.slice(first.max)).problem).toEqual({ code: 'checkDigit', ai });
    }
    const dateAt = def.parts.findIndex((p) => p.linters.some((l) => /^y+mmd[d0]$/.test(l)));
    if (dateAt >= 0) {
      const before = def.parts.slice(0, dateAt).reduce((n, p) => n + p.max, 0);
      const yearDigits = def.parts[dateAt]!.max - 4;
      const badMonth = `${valid.slice(0, before + yearDigits)}13${valid.slice(before + yearDigits + 2)}`;
      expect(gs1Element(ai, badMonth).problem).toEqual({ code: 'date', ai, expected: 'month' });
    }
  });

  it('covers all of them', () => {
    expect(defs.length).toBeGreaterThan(500);
  });
});
