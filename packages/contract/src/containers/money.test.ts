import { describe, expect, it } from 'vitest';
import { amountText } from './money.ts';

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
