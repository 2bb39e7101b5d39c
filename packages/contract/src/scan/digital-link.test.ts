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

  it('accepts any host, a path prefix, short names, a zero-suppressed GTIN and non-AI query keys', () => {
    expect(pairs('HTTP://example.com/products/gtin/9506000134352/lot/A%2B1/ser/S1?exp=251231&linkType=gs1:pip#x')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['10', 'A+1', true],
        ['21', 'S1', true],
        ['17', '251231', true],
      ],
      errors: [],
    });
    expect(pairs('https://example.com/shop/2025/01/09506000134352')?.elements).toEqual([['01', '09506000134352', true]]);
  });

  it('reports bad percent-encoding and non-AI path segments without throwing', () => {
    expect(pairs('https://x.y/01/09506000134352/10/%E0%A4%A')).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['10', '%E0%A4%A', true], // kept as sent: % is a valid GS1 character
      ],
      errors: ['bad percent-encoding: %E0%A4%A'],
    });
    expect(pairs('https://x.y/01/09506000134352/foo/bar')?.errors).toEqual(['not an AI in the path: foo']);
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
});
