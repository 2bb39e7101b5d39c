import { describe, expect, it } from 'vitest';
import { GS, gs1Element, parseBracketed, parseElementString } from './gs1.ts';

const brief = (p: { elements: { ai: string; value: string; valid: boolean }[]; errors: string[] }) => ({
  elements: p.elements.map((e) => [e.ai, e.value, e.valid]),
  errors: p.errors,
});

describe('gs1Element', () => {
  it.each([
    // ai, value, valid, error
    ['00', '106141411234567897', true, undefined],
    ['00', '106141411234567890', false, 'check digit wrong'],
    ['00', '10614141123456789', false, 'must be 18 digits'],
    ['01', '0950600013435A', false, 'digits only'],
    ['02', '09506000134352', true, undefined],
    ['10', 'ABC-123/x', true, undefined],
    ['10', 'A'.repeat(20), true, undefined],
    ['10', 'A'.repeat(21), false, 'too long (max 20)'],
    ['10', 'AB C', false, 'invalid character'],
    ['10', 'ÄB', false, 'invalid character'],
    ['10', '', false, 'value missing'],
    ['17', '201225', true, undefined],
    ['17', '251200', true, undefined], // day 00: end of month
    ['15', '240229', true, undefined],
    ['15', '230229', false, 'day out of range'],
    ['11', '201301', false, 'month must be 01-12'],
    ['13', '200001', false, 'month must be 01-12'],
    ['17', '200431', false, 'day out of range'],
    ['21', 'XYZ', true, undefined],
    ['30', '12345678', true, undefined],
    ['30', '123456789', false, 'too long (max 8)'],
    ['37', '12', true, undefined],
    ['37', '1x', false, 'digits only'],
    ['400', 'PO-4711', true, undefined],
    ['410', '9520123456788', true, undefined],
    ['414', '9521321000004', false, 'check digit wrong'],
    ['415', '952012345678', false, 'must be 13 digits'],
    ['8003', '03870585000552987', true, undefined],
    ['8003', '03870585000552', true, undefined], // serial is optional
    ['8003', '13870585000552987', false, 'must start with 0'],
    ['8003', '03870585000553987', false, 'check digit wrong'],
    ['8003', `03870585000552${'A'.repeat(17)}`, false, 'too long (max 30)'],
    ['8003', '0387058500055', false, 'too short (min 14)'],
    ['8004', '0614141ABC-123', true, undefined],
    ['8004', 'X'.repeat(31), false, 'too long (max 30)'],
  ])('(%s)%s valid %s', (ai, value, valid, error) => {
    const e = gs1Element(ai, value);
    expect(e).toMatchObject({ ai, value, known: true, valid });
    expect(e.error).toBe(error);
  });

  it('titles known AIs and gives measures their decimal places', () => {
    expect(gs1Element('01', '09506000134352').title).toBe('GTIN');
    expect(gs1Element('3103', '001250')).toEqual({
      ai: '3103',
      value: '001250',
      known: true,
      title: 'NET WEIGHT (kg)',
      valid: true,
      decimal: 3,
    });
    expect(gs1Element('3302', '012345')).toMatchObject({ title: 'GROSS WEIGHT (kg)', decimal: 2 });
    expect(gs1Element('3100', '12345')).toMatchObject({ valid: false, error: 'must be 6 digits' });
  });

  it('refuses AIs the dictionary lacks, as the engine does by default', () => {
    expect(gs1Element('7099', 'anything')).toMatchObject({
      ai: '7099',
      value: 'anything',
      known: false,
      valid: false,
      error: 'not a GS1 AI',
    });
    expect(gs1Element('3106', '000123')).toMatchObject({ known: false, valid: false }); // decimal indicator out of range
    expect(gs1Element('55', 'x')).toMatchObject({ known: false, valid: false, error: 'not a GS1 AI' });
    expect(gs1Element('310', '123456')).toMatchObject({ known: false, valid: false, error: 'not a GS1 AI' });
  });
});

describe('parseElementString', () => {
  it('ends predefined-length AIs by length and others at GS or the end', () => {
    expect(brief(parseElementString(`011234567890123110ABC123${GS}21XYZ`))).toEqual({
      elements: [
        ['01', '12345678901231', true],
        ['10', 'ABC123', true],
        ['21', 'XYZ', true],
      ],
      errors: [],
    });
    expect(brief(parseElementString(`01095060001343521720122531030012503302012345${GS}`))).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['17', '201225', true],
        ['3103', '001250', true],
        ['3302', '012345', true],
      ],
      errors: [],
    });
  });

  it('skips a leading FNC1 and a GS after a fixed-length element', () => {
    expect(brief(parseElementString(`${GS}0109506000134352${GS}10A`)).elements).toEqual([
      ['01', '09506000134352', true],
      ['10', 'A', true],
    ]);
  });

  it('runs a variable AI to the GS, so a missing separator swallows the next element', () => {
    expect(brief(parseElementString(`8003038705850005529871012`)).elements).toEqual([['8003', '038705850005529871012', true]]);
    expect(brief(parseElementString(`10ABC1720122521X`)).elements).toEqual([['10', 'ABC1720122521X', true]]);
    expect(brief(parseElementString(`414952012345678821X`)).elements).toEqual([
      ['414', '9520123456788', true],
      ['21', 'X', true],
    ]);
  });

  it('cuts a short fixed element at the GS and reports it', () => {
    const p = parseElementString(`0109506${GS}10ABC`);
    expect(brief(p).elements).toEqual([
      ['01', '09506', false],
      ['10', 'ABC', true],
    ]);
  });

  it('stops where no AI can be read, keeping what parsed', () => {
    expect(brief(parseElementString(`0109506000134352${GS}AB${GS}10X`))).toEqual({
      elements: [['01', '09506000134352', true]],
      errors: ['no AI at position 18'],
    });
    expect(parseElementString('31').errors).toEqual(['no AI at position 1']);
    expect(parseElementString('').elements).toEqual([]);
  });

  it('takes an unknown AI up to the next GS and refuses it', () => {
    expect(brief(parseElementString(`7099ab${GS}21S`)).elements).toEqual([
      ['7099', 'ab', false],
      ['21', 'S', true],
    ]);
  });
});

describe('parseBracketed', () => {
  it('reads the human-readable form, never dropping spaces: changed data would be wrong data', () => {
    expect(brief(parseBracketed('(01)09506000134352(17)201225(10)ABC123'))).toEqual({
      elements: [
        ['01', '09506000134352', true],
        ['17', '201225', true],
        ['10', 'ABC123', true],
      ],
      errors: [],
    });
    expect(parseBracketed('(00) 1 0614141 123456789 7').elements).toMatchObject([
      { ai: '00', value: ' 1 0614141 123456789 7', valid: false, error: 'must be 18 digits' },
    ]);
    expect(parseBracketed('(10)LOT 1').elements).toMatchObject([{ value: 'LOT 1', valid: false, error: 'invalid character' }]);
  });

  it('takes a data parenthesis only when escaped as \\(, like the engine', () => {
    expect(brief(parseBracketed('(10)AB\\(C)(21)1')).elements).toEqual([
      ['10', 'AB(C)', true],
      ['21', '1', true],
    ]);
    expect(brief(parseBracketed('(10)AB(C)(21)1'))).toEqual({ elements: [['10', 'AB', true]], errors: ['no AI at position 7'] });
  });

  it('flags an empty or over-long value', () => {
    expect(parseBracketed('(01)(10)X').elements[0]).toMatchObject({ valid: false, error: 'value missing' });
    expect(parseBracketed('(01)095060001343520').elements[0]).toMatchObject({ valid: false });
  });
});
