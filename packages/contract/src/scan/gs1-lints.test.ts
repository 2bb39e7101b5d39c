import { describe, expect, it } from 'vitest';
import { LINTERS } from './gs1-lints.ts';

const ok = (name: string, v: string) => LINTERS[name]!(v) === undefined;

// Inputs from the reference linters' own unit tests (gs1-syntax-engine src/c-lib/syntax/lint_*.c).
describe('GS1 linters', () => {
  it.each([
    ['csumalpha', '1987654Ad4X4bL5ttr2310c2K', true],
    ['csumalpha', '1987654Ad4X4bL5ttr2310cXK', false],
    ['csumalpha', '12345_0123456789:;<=>?62', true],
    ['csumalpha', '00000!HV', true],
    ['iban', 'GB98MIDL07009312345678', true],
    ['iban', 'BE71096123456760', false],
    ['iban', 'XX361234567890', false],
    ['posinseqslash', '9/10', true],
    ['posinseqslash', '10/9', false],
    ['posinseqslash', '01/2', false],
    ['yymmdd', '000229', true],
    ['yymmdd', '210229', false],
    ['yymmdd', '200600', false],
    ['yymmd0', '200600', true],
    ['yyyymmdd', '19000229', false],
    ['yyyymmdd', '20000229', true],
    ['cset64', '12=', true],
    ['cset64', '123=', false],
    ['cset39', 'AB-#/9', true],
    ['cset39', 'ab', false],
    ['couponcode', '012345612345611110123', true],
    ['couponcode', '0123456123456111101239000', false],
    ['couponposoffer', '061234567890121234569123456789012345', true],
    ['couponposoffer', '0612345678901212345691234567890123456', false],
    ['pcenc', 'A%20B', true],
    ['pcenc', 'ABC%0g', false],
    ['gcppos2', '012345', true],
    ['gcppos2', '0123A5', false],
    ['pieceoftotal', '0302', false],
    ['importeridx', '-', true],
    ['importeridx', '=', false],
  ])('%s(%j) ok: %s', (name, value, expected) => {
    expect(ok(name, value)).toBe(expected);
  });
});
