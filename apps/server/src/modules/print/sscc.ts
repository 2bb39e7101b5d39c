/**
 * GS1 check digit (mod 10) of a digit string: weights 3, 1, 3, … from the rightmost digit,
 * the check digit tops the sum up to a multiple of ten. The same rule serves GTIN and SSCC.
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** How many serial digits an SSCC leaves after the extension digit and this company prefix. */
export const serialWidth = (companyPrefix: string) => 16 - companyPrefix.length;

/**
 * SSCC (18 digits) = extension digit + GS1 company prefix + serial reference (zero-padded to
 * fill 17 digits) + check digit. A serial that no longer fits is an error, never a wrapped number.
 */
export function buildSscc(extension: string, companyPrefix: string, serial: number | bigint): string {
  if (!/^\d$/.test(extension)) throw new Error(`extension digit must be one digit: ${extension}`);
  if (!/^\d{7,10}$/.test(companyPrefix)) throw new Error(`company prefix must be 7-10 digits: ${companyPrefix}`);
  const ref = String(serial);
  if (!/^\d+$/.test(ref) || ref.length > serialWidth(companyPrefix)) {
    throw new Error(`serial ${ref} does not fit the ${serialWidth(companyPrefix)} digits left by prefix ${companyPrefix}`);
  }
  const body = extension + companyPrefix + ref.padStart(serialWidth(companyPrefix), '0');
  return body + gs1CheckDigit(body);
}

export function isValidSscc(s: string): boolean {
  return /^\d{18}$/.test(s) && gs1CheckDigit(s.slice(0, 17)) === Number(s[17]);
}
