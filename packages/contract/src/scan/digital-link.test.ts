import { describe, expect, it } from 'vitest';
import { parseDigitalLink } from './digital-link.ts';

const pairs = (url: string) => {
  const p = parseDigitalLink(url);
  return p && { elements: p.elements.map((e) => [e.ai, e.value, e.valid]), errors: p.errors };
};

describe('parseDigitalLink', () => {
  it('reads path and query AIs (GS1 Digital Link standard examples)', () => {
    expect(pairs('https://id.gs1.org/01/09506000134352/10/ABC123?17=201225')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['10', 'ABC123', true],
        ['17', '201225', true],
      ],
      errors: [],
    });
    expect(pairs('https://id.gs1.org/00/106141411234567897')?.elements).toEqual([['00', '106141411234567897', true]]);
    expect(pairs('https://id.gs1.org/414/9520123456788/254/32a%2Fb5')?.elements).toEqual([
      ['414', '9520123456788', true],
      ['254', '32a/b5', true],
    ]);
  });

  it('accepts any host, a path prefix, short names in the path, a zero-suppressed GTIN; ignores non-numeric query keys', () => {
    // As in the engine, short names count only in the path: `exp=` is a non-AI query key like linkType.
    expect(pairs('HTTP://example.com/products/gtin/9506000134352/lot/A%2B1/ser/S1?exp=251231&linkType=gs1:pip#x')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['10', 'A+1', true],
        ['21', 'S1', true],
      ],
      errors: [],
    });
    expect(pairs('https://example.com/shop/2025/01/09506000134352')?.elements).toEqual([['01', '09506000134352', true]]);
  });

  it('decodes percent-escapes byte by byte like the engine and reports non-AI path segments without throwing', () => {
    // %E0 and %A4 decode to characters outside GS1's set; the unfinished `%A` stays as sent.
    expect(pairs('https://x.y/01/09506000134352/10/%E0%A4%A')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['10', '\u00e0\u00a4%A', false],
      ],
      errors: [],
    });
    expect(parseDigitalLink('https://x.y/01/09506000134352/foo/bar')?.problems).toEqual([{ code: 'dlPath', expected: 'key' }]);
  });

  it('flags a wrong check digit but keeps the element', () => {
    expect(pairs('https://id.gs1.org/01/09506000134353')?.elements).toEqual([['01', '09506000134353', false]]);
  });

  it('is null for a URL without a primary key', () => {
    expect(parseDigitalLink('https://example.com/')).toBeNull();
    expect(parseDigitalLink('https://example.com/about/us?01=09506000134352')).toBeNull();
    expect(parseDigitalLink('https://example.com/01')).toBeNull();
    expect(parseDigitalLink('ftp://example.com/01/09506000134352')).toBeNull();
  });

  it.each([
    ['https://id.gs1.org/01/09506000134352//10/A', 'dlPath', 'key'],
    ['https://id.gs1.org/01//10/A', 'dlPath', 'empty'],
    ['https://id.gs1.org/01/09506000134352/99/A', 'dlPath', 'order'],
    ['https://id.gs1.org/01/09506000134352/21/S/10/L', 'dlPath', 'order'],
    ['https://id.gs1.org/01/09506000134352?10=L', 'dlQuery', 'inPath'],
    ['https://id.gs1.org/01/09506000134352/10/L?10=L', 'dlQuery', 'duplicate'],
    ['https://id.gs1.org/01/09506000134352?8200=x', 'dlQuery', 'attribute'],
    ['https://id.gs1.org/01/09506000134352?999=x', 'dlQuery', 'unknownAi'],
    ['https://id.gs1.org/01/09506000134352?99=', 'dlQuery', 'empty'],
    ['https://id.gs1.org/01/09506000134352/10/A%00', 'dlPath', 'nul'],
    ['HtTps://id.gs1.org/01/09506000134352', 'dlUri', 'scheme'],
    ['https://id.gs1.org/01/09506000134352/10/A B', 'dlUri', 'characters'],
    ['https://a$b/01/09506000134352', 'dlUri', 'domain'],
  ])('refuses %s (%s %s)', (url, code, expected) => {
    expect(parseDigitalLink(url)?.problems).toContainEqual(expect.objectContaining({ code, expected }));
  });

  it('takes the rightmost key after a stem, and a second qualifier path', () => {
    expect(pairs('https://a/00/faux/00/006141411234567890')?.elements).toEqual([['00', '006141411234567890', true]]);
    expect(pairs('https://id.gs1.org/01/09506000134352/235/XYZ?10=A')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['235', 'XYZ', true],
        ['10', 'A', true],
      ],
      errors: [],
    });
  });
});
