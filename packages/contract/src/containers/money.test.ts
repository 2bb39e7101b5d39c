import { describe, expect, it } from 'vitest';
import { amountText, currencyDigits, isCurrency, moneyText } from './money.ts';

describe('amountText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [125300, '1,253.00'],
    [-1999, '-19.99'],
    [123456789012, '1,234,567,890.12'],
  ])('%d minor units read %s', (minor, text) => {
    expect(amountText(minor)).toBe(text);
  });
});

describe('currencies', () => {
  it('knows ISO 4217 codes and refuses others', () => {
    for (const c of ['CNY', 'USD', 'EUR', 'JPY', 'HKD']) expect(isCurrency(c)).toBe(true);
    for (const c of ['cny', 'RMB', 'XYZ', 'CN', 'CNYY', '']) expect(isCurrency(c)).toBe(false);
  });

  it("prints minor units with the currency's places", () => {
    expect([currencyDigits('CNY'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
    expect(amountText(125300, 'CNY')).toBe('1,253.00');
    expect(amountText(125300, 'JPY')).toBe('125,300');
    expect(amountText(1253005, 'KWD')).toBe('1,253.005');
    expect(moneyText(-1999, 'USD')).toBe('USD -19.99');
  });
});
