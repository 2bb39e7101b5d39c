import { PRICE_MAX } from '@wms/contract/containers/container-account-schema';
import { describe, expect, it } from 'vitest';
import { formatMinor, MONEY_MAX_TEXT, parseMinor } from './money.ts';

describe('amounts in minor units', () => {
  it.each([
    ['0', 0],
    ['', 0],
    ['  ', 0],
    ['1', 100],
    ['1.', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['0.29', 29],
    ['0.57', 57],
    ['1.13', 113],
    ['4.35', 435],
    ['19.99', 1999],
    ['007.10', 710],
    [' 12.34 ', 1234],
    ['1000000', PRICE_MAX],
    ['1000000.00', PRICE_MAX],
  ])('reads %j as %i without float rounding', (text, minor) => {
    expect(parseMinor(text)).toBe(minor);
  });

  it.each(['1.234', '-1', '+1', '1,5', 'abc', '1e3', '.5', '1000000.01', '99999999999999999999', 'NaN'])('refuses %j', (text) => {
    expect(parseMinor(text)).toBeNull();
  });

  it('writes minor units back with two decimals', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(29)).toBe('0.29');
    expect(formatMinor(1999)).toBe('19.99');
    expect(MONEY_MAX_TEXT).toBe('1000000.00');
  });

  it('round-trips every cent of the first hundred units', () => {
    const wrong = [];
    for (let minor = 0; minor <= 10_000; minor++) if (parseMinor(formatMinor(minor)) !== minor) wrong.push(minor);
    expect(wrong).toEqual([]);
  });
});

describe('amounts in a currency of other places', () => {
  it('reads and writes yen (no decimals) and dinars (three)', () => {
    expect(parseMinor('1250', 0)).toBe(1250);
    expect(parseMinor('12.5', 0)).toBeNull();
    expect(formatMinor(1250, 0)).toBe('1250');
    expect(parseMinor('1.005', 3)).toBe(1005);
    expect(parseMinor('1.0055', 3)).toBeNull();
    expect(formatMinor(1005, 3)).toBe('1.005');
    expect(parseMinor('100000000', 0)).toBe(PRICE_MAX);
    expect(parseMinor('100000001', 0)).toBeNull();
  });
});
