/**
 * Phone numbers as E.164 (`+8613800138000`): the one form stored, compared and sent to the SMS gateway, so
 * `+86 138…`, `86138…`, `0086 138…` and `138…` are one number (docs/decisions/system-and-security.md "Phone
 * numbers"). A number without a country code is read as Chinese: an 11-digit mobile number (`1…`), or a
 * landline with its trunk 0 and area code (`010-1234 5678`). Pure, so the server's schemas and the web's forms
 * check with the same function.
 */

/** The country a number without a country code is read in. */
export const PHONE_COUNTRY_CODE = '86';

/** What may stand between the digits as typed: spaces, dashes, dots, brackets (full-width ones too). */
const SEPARATORS = /[\s\-.()（）]/g;

/**
 * A Chinese number without country code or trunk 0: a mobile number, or a landline's area code (10, 2x, or
 * three digits from 3) and its 7- or 8-digit subscriber number.
 */
const CN_NATIONAL = /^(?:1\d{10}|(?:10|2\d|[3-9]\d{2})\d{7,8})$/;

/** E.164: a country code and number, 15 digits at most, never starting with 0. */
const E164_DIGITS = /^[1-9]\d{5,14}$/;

/** The digits after `+`, from an international form (`+…`, `00…`) or a Chinese one; undefined when neither. */
function international(s: string): string | undefined {
  if (s.startsWith('+')) return s.slice(1);
  if (s.startsWith('00')) return s.slice(2);
  if (s.startsWith(PHONE_COUNTRY_CODE) && CN_NATIONAL.test(s.slice(2))) return s;
  if (/^1\d{10}$/.test(s)) return PHONE_COUNTRY_CODE + s;
  if (s.startsWith('0') && CN_NATIONAL.test(s.slice(1))) return PHONE_COUNTRY_CODE + s.slice(1);
  return undefined;
}

/** The number as E.164 (`+8613800138000`), or null when the text is no phone number this reads. */
export function normalizePhone(text: string): string | null {
  const digits = international(text.replace(SEPARATORS, ''));
  if (digits === undefined || !E164_DIGITS.test(digits)) return null;
  if (!digits.startsWith(PHONE_COUNTRY_CODE)) return `+${digits}`;
  // A trunk 0 written after the country code (`+86 (0)10 …`) is not part of the number.
  const national = digits.slice(PHONE_COUNTRY_CODE.length).replace(/^0/, '');
  return CN_NATIONAL.test(national) ? `+${PHONE_COUNTRY_CODE}${national}` : null;
}

/** What the document says a phone field takes; the check is `normalizePhone`. */
export const PHONE_DESCRIPTION =
  'A phone number: E.164 (+8613800138000), or without a country code a Chinese mobile number (13800138000) or landline ' +
  'with its area code (010-12345678); 0086… and 86… are read as +86. Spaces, dashes, dots and brackets are ignored. ' +
  'Stored and returned as E.164, so every form of one number is the same number.';

/** The characters a phone number may be typed with (the document's `pattern`; `normalizePhone` decides). */
export const PHONE_TEXT = /^[+\d\s\-.()（）]{6,30}$/;
