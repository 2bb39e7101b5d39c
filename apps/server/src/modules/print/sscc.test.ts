import { describe, expect, it } from 'vitest';
import { buildSscc, gs1CheckDigit, isValidSscc, serialWidth } from './sscc.ts';

describe('GS1 check digit', () => {
  it('matches the published examples', () => {
    // GS1 General Specifications, SSCC example: (00) 1 0614141 123456789 7.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    // GS1 check digit calculator example, GTIN-13 629104150021 → 3.
    expect(gs1CheckDigit('629104150021')).toBe(3);
    // UPC-A 036000291452 (GS1 US example), GTIN-8 96385074 (GS1 GTIN-8 example).
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });

  it('agrees with a by-hand computation', () => {
    // 0 0614141 000000001, digits 0 0 6 1 4 1 4 1 0 0 0 0 0 0 0 0 1. Weighted ×3 (1st, 3rd, … from the
    // right): 1,0,0,0,0,4,4,6,0 = 15 → 45; ×1: 0,0,0,0,1,1,1,0 = 3; 45 + 3 = 48 → check 2.
    expect(gs1CheckDigit('00614141000000001')).toBe(2);
    // All zeros → 0; '1' alone → 3 × 1 = 3 → 7.
    expect(gs1CheckDigit('00000000000000000')).toBe(0);
    expect(gs1CheckDigit('1')).toBe(7);
  });
});

describe('SSCC', () => {
  it('builds the published example from its parts', () => {
    expect(buildSscc('1', '0614141', 123456789)).toBe('106141411234567897');
    expect(isValidSscc('106141411234567897')).toBe(true);
  });

  it('pads the serial to the width the prefix leaves', () => {
    expect(serialWidth('0614141')).toBe(9);
    expect(buildSscc('0', '0614141', 1)).toBe('006141410000000012');
    expect(buildSscc('3', '6901234567', 42)).toHaveLength(18);
    expect(isValidSscc(buildSscc('3', '6901234567', 42))).toBe(true);
  });

  it('refuses a serial that does not fit and bad parts', () => {
    expect(() => buildSscc('0', '0614141', 1_000_000_000)).toThrow(/does not fit/);
    expect(buildSscc('0', '0614141', 999_999_999)).toMatch(/^00614141999999999\d$/);
    expect(() => buildSscc('10', '0614141', 1)).toThrow();
    expect(() => buildSscc('0', '12345', 1)).toThrow();
  });

  it('tells a wrong check digit', () => {
    expect(isValidSscc('106141411234567890')).toBe(false);
    expect(isValidSscc('10614141123456789')).toBe(false);
  });
});
