import { describe, expect, it } from 'vitest';
import { GS } from './gs1.ts';
import { gs1Value, parseScan, type Scan, scanKey } from './parse-scan.ts';

const elements = (scan: Scan) => (scan.kind === 'gs1' ? scan.elements.map((e) => `(${e.ai})${e.value}`).join('') : null);

describe('parseScan: published GS1 examples', () => {
  it.each([
    ['(01)09506000134352(17)201225(10)ABC123', undefined, '(01)09506000134352(17)201225(10)ABC123'],
    [`]C1011234567890123110ABC123${GS}21XYZ`, 'gs1-128', '(01)12345678901231(10)ABC123(21)XYZ'],
    [`]d201095060001343521012345${GS}17201225`, 'gs1-datamatrix', '(01)09506000134352(10)12345(17)201225'],
    [']Q30109506000134352', 'gs1-qr', '(01)09506000134352'],
    [']e00109506000134352310300125017201225', 'gs1-databar', '(01)09506000134352(3103)001250(17)201225'],
    ['https://id.gs1.org/01/09506000134352/10/ABC123?17=201225', 'digital-link', '(01)09506000134352(10)ABC123(17)201225'],
    ['(00)106141411234567897', undefined, '(00)106141411234567897'],
    ['(8003)03870585000552987', undefined, '(8003)03870585000552987'],
    // The GLN commonly quoted as 9521321000004 has check digit 1; this one is from the Digital Link standard.
    ['(414)9520123456788', undefined, '(414)9520123456788'],
  ])('%j', (raw, symbology, hri) => {
    const scan = parseScan(raw);
    expect(scan).toMatchObject({ kind: 'gs1', raw, errors: [] });
    expect(scan.kind === 'gs1' && scan.symbology).toBe(symbology);
    expect(elements(scan)).toBe(hri);
  });
});

describe('parseScan', () => {
  it('gives anything else as a plain code without the line ending or an AIM identifier', () => {
    expect(parseScan('LPN000123\r\n')).toEqual({ kind: 'plain', raw: 'LPN000123\r\n', code: 'LPN000123' });
    expect(parseScan('A-01-02\t')).toMatchObject({ kind: 'plain', code: 'A-01-02' });
    expect(parseScan(']E09506000134352')).toMatchObject({ kind: 'plain', code: '9506000134352' });
    expect(parseScan('')).toMatchObject({ kind: 'plain', code: '' });
    expect(parseScan('ABC(12)3')).toMatchObject({ kind: 'plain', code: 'ABC(12)3' });
    expect(parseScan('https://example.com/about')).toMatchObject({ kind: 'plain', code: 'https://example.com/about' });
  });

  it('keeps bare GTINs plain for the barcode look-up', () => {
    for (const code of ['96385074', '036000291452', '9506000134352', '09506000134352']) {
      expect(parseScan(code)).toMatchObject({ kind: 'plain', code });
    }
  });

  it('reads a bare SSCC, with or without its AI, only with a right check digit', () => {
    expect(parseScan('106141411234567897')).toMatchObject({ kind: 'gs1', elements: [{ ai: '00', value: '106141411234567897' }] });
    expect(parseScan('00106141411234567897\n')).toMatchObject({ kind: 'gs1', elements: [{ ai: '00', valid: true }] });
    expect(parseScan('106141411234567890')).toMatchObject({ kind: 'plain', code: '106141411234567890' });
    expect(parseScan('00106141411234567890')).toMatchObject({ kind: 'plain' });
  });

  it('reads GS-separated data without a symbology identifier, a leading FNC1 included', () => {
    expect(elements(parseScan(`${GS}0109506000134352${GS}10L1`))).toBe('(01)09506000134352(10)L1');
    expect(parseScan(`ABC${GS}DEF`)).toMatchObject({ kind: 'plain', code: `ABC${GS}DEF` });
  });

  it('lists wrong check digits and unreadable data as errors, keeping what parsed', () => {
    expect(parseScan('(01)09506000134353(10)A')).toMatchObject({
      kind: 'gs1',
      elements: [
        { ai: '01', valid: false, error: 'check digit wrong' },
        { ai: '10', valid: true },
      ],
      errors: ['(01) check digit wrong'],
    });
    expect(parseScan(`]C10109506000134352${GS}xyz`)).toMatchObject({
      kind: 'gs1',
      symbology: 'gs1-128',
      elements: [{ ai: '01' }],
      errors: ['no AI at position 18'],
    });
    expect(parseScan(`]C1${GS}`)).toMatchObject({ kind: 'gs1', elements: [], errors: ['no GS1 data'] });
    expect(parseScan('(17)201301')).toMatchObject({
      errors: ['(17) month must be 01-12', '(17) requires (01) or (02) or (03) or (255) or (8006) or (8026)'],
    });
  });

  it('keeps unknown AIs but refuses them, and checks AI pairs over the whole scan', () => {
    expect(parseScan(`]C17099ab${GS}10L`)).toMatchObject({
      elements: [
        { ai: '7099', value: 'ab', known: false, valid: false },
        { ai: '10', known: true, valid: true },
      ],
      problems: [
        { code: 'unknownAi', ai: '7099' },
        { code: 'requires', ai: '10', expected: '01,02,03,8006,8026' },
      ],
    });
  });
});

describe('scanKey and gs1Value', () => {
  it.each([
    ['(01)09506000134352(00)106141411234567897', '106141411234567897'],
    ['(10)L(01)09506000134352', '09506000134352'],
    ['(02)09506000134352(37)12', '09506000134352'],
    ['(414)9520123456788', '9520123456788'],
    ['https://id.gs1.org/gtin/9506000134352', '09506000134352'],
    ['00106141411234567897', '106141411234567897'],
    [' LOC-A1 \r', 'LOC-A1'],
    [']C1', ''],
  ])('%j → %s', (raw, key) => {
    expect(scanKey(parseScan(raw))).toBe(key);
  });

  it('gives the value of an AI, whether valid or not', () => {
    const scan = parseScan('(01)09506000134352(3103)001250(17)201299');
    expect(gs1Value(scan, '3103')).toBe('001250');
    expect(gs1Value(scan, '17')).toBe('201299');
    expect(gs1Value(scan, '10')).toBeUndefined();
    expect(gs1Value(parseScan('ABC'), '01')).toBeUndefined();
  });
});

describe('parseScan never throws', () => {
  const PIECES = [
    ...'0123456789AZaz/?=&%.()-_ ',
    GS,
    '\r\n',
    '\t',
    '€',
    '中',
    '😀',
    '\ud800',
    '\u0000',
    ']C1',
    ']d2',
    ']Q1',
    ']e0',
    'https://id.gs1.org/',
    '01/',
    '(01)',
    '(8003)',
    '(',
    ')',
    '%E0%A4',
    '8003',
    '00',
    '3103',
  ];

  it('on 5,000 random strings, always with a consistent result', () => {
    let seed = 20250101;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 5000; n++) {
      let raw = '';
      for (let len = Math.floor(random() * 40); len > 0; len--) raw += PIECES[Math.floor(random() * PIECES.length)];
      const scan = parseScan(raw);
      expect(scan.raw).toBe(raw);
      expect(typeof scanKey(scan)).toBe('string');
      if (scan.kind === 'plain') {
        expect(scan.code).toBe(scan.code.trim());
        continue;
      }
      for (const e of scan.elements) {
        expect(e.ai).toMatch(/^\d{2,4}$/);
        expect(e.valid).toBe(e.error === undefined);
        if (!e.valid) expect(scan.errors).toContain(`(${e.ai}) ${e.error}`);
      }
    }
  });
});
