import { describe, expect, it } from 'vitest';
import { checkDigitOk, normaliseGtin, withCheckDigit } from './check-digit.ts';

describe('GS1 check digits', () => {
  it.each([
    ['09506000134352', true], // GTIN-14 of the GS1 Digital Link examples
    ['9506000134352', true], // the same as GTIN-13
    ['106141411234567897', true], // SSCC, GS1 General Specifications
    ['9520123456788', true], // GLN, GS1 Digital Link standard
    ['96385074', true], // GTIN-8
    ['9521321000004', false], // a GLN with its check digit off by three
    ['09506000134353', false],
    ['0', false],
    ['', false],
    ['1234a', false],
    ['１２', false], // full-width digits are not digits
  ])('%s → %s', (digits, ok) => {
    expect(checkDigitOk(digits)).toBe(ok);
  });

  it('appends the check digit and round-trips', () => {
    expect(withCheckDigit('0950600013435')).toBe('09506000134352');
    expect(withCheckDigit('10614141123456789')).toBe('106141411234567897');
    expect(withCheckDigit('952132100000')).toBe('9521321000001');
    expect(checkDigitOk(withCheckDigit('0'))).toBe(true);
    expect(() => withCheckDigit('12a')).toThrow(RangeError);
    expect(() => withCheckDigit('')).toThrow(RangeError);
  });

  it.each([
    ['9506000134352', '09506000134352'],
    ['09506000134352', '09506000134352'],
    ['96385074', '00000096385074'],
    ['036000291452', '00036000291452'], // UPC-A
    ['9506000134353', null],
    ['950600013435', null], // 12 digits whose last is not a check digit
    ['123456789', null],
    ['ABC', null],
  ])('normaliseGtin(%s) → %s', (code, gtin) => {
    expect(normaliseGtin(code)).toBe(gtin);
  });
});
