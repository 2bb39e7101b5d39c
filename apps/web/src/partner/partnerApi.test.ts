import { describe, expect, it } from 'vitest';
import { pdfHref, tokenOf } from './partnerApi.ts';

describe('the partner page’s link', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenOf('#t=abc.def')).toBe('abc.def');
    expect(tokenOf('#lang=en&t=abc.def')).toBe('abc.def');
    expect(tokenOf('')).toBe('');
  });

  it('downloads a version’s PDF through a plain link', () => {
    expect(pdfHref('abc.def', 'en')).toBe('/app/partner/statement/~print?t=abc.def&lang=en');
    expect(pdfHref('abc.def', 'zh', 2)).toBe('/app/partner/statement/~print?t=abc.def&lang=zh&version=2');
  });
});
