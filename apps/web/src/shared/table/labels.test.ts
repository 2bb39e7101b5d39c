import { describe, expect, it } from 'vitest';
import { labelLang } from './labels.ts';

describe('labelLang', () => {
  it('maps UI languages onto the contract label languages', () => {
    expect(labelLang('en')).toBe('en');
    expect(labelLang('en-US')).toBe('en');
    expect(labelLang('zh-CN')).toBe('zh');
    expect(labelLang(undefined)).toBe('zh');
  });
});
