/**
 * GS1 mod-10 check digits (GTIN, SSCC, GLN, GRAI…): weights 3, 1, 3, … from the digit left of the check
 * digit, which tops the sum up to a multiple of ten.
 */
function mod10(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of `digits` is the GS1 check digit of the ones before it. */
export function checkDigitOk(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && mod10(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48;
}

/** `body` with its GS1 check digit appended; a body that is not all digits is a programming error and throws. */
export function withCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new RangeError(`not digits: ${body}`);
  return body + mod10(body);
}

/**
 * A GTIN-8, -12, -13 or -14 with a right check digit as the 14-digit GTIN that AI (01) carries, so a
 * product barcode and a GS1 scan of the same item compare equal; null for anything else.
 */
export function normaliseGtin(code: string): string | null {
  return /^(\d{8}|\d{12,14})$/.test(code) && checkDigitOk(code) ? code.padStart(14, '0') : null;
}
