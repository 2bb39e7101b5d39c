import { describe, expect, it } from 'vitest';
import { normalizePhone, PHONE_TEXT } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    // A Chinese mobile number in every form people write it.
    ['13800138000', '+8613800138000'],
    ['138 0013 8000', '+8613800138000'],
    ['138-0013-8000', '+8613800138000'],
    ['+8613800138000', '+8613800138000'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+86-138-0013-8000', '+8613800138000'],
    ['8613800138000', '+8613800138000'],
    ['0086 138 0013 8000', '+8613800138000'],
    ['008613800138000', '+8613800138000'],
    ['(+86) 138.0013.8000', '+8613800138000'],
    // Landlines: the trunk 0 goes, the area code stays.
    ['010-12345678', '+861012345678'],
    ['(010) 1234 5678', '+861012345678'],
    ['（010）12345678', '+861012345678'],
    ['021 1234 5678', '+862112345678'],
    ['0755-12345678', '+8675512345678'],
    ['0571-1234567', '+865711234567'],
    ['+86 10 1234 5678', '+861012345678'],
    ['+86 (0)10 1234 5678', '+861012345678'],
    ['0086 755 1234 5678', '+8675512345678'],
    ['86 755 1234 5678', '+8675512345678'],
    // Other countries: given with their code, kept as written (without separators).
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+852 9123 4567', '+85291234567'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
    expect(PHONE_TEXT.test(typed), 'the documented characters').toBe(true);
  });

  it.each([
    [''],
    ['abc'],
    ['12345'],
    // A mobile number a digit short or long, a landline without its trunk 0 or area code.
    ['1380013800'],
    ['138001380001'],
    ['+86 138 0013 800'],
    ['12345678'],
    ['1012345678'],
    ['0123'],
    ['010-123'],
    // E.164 has at most 15 digits and no country code 0.
    ['+1234567890123456'],
    ['+0 123456789'],
    ['00'],
    ['+86 12345'],
    ['+86 0'],
    ['138 0013 8000 ext 5'],
  ])('%j is no phone number', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('gives one form for every way of writing one number, and keeps an E.164 number as it is', () => {
    const forms = ['13800138000', '+8613800138000', '8613800138000', '0086 13800138000', '138 0013 8000'];
    expect(new Set(forms.map(normalizePhone))).toEqual(new Set(['+8613800138000']));
    for (const e164 of ['+8613800138000', '+861012345678', '+442079460958']) expect(normalizePhone(e164)).toBe(e164);
  });
});
