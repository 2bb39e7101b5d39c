import { describe, expect, it } from 'vitest';
import { barCodeForms, gs1Date, readScan, sameProduct } from './scan-read.ts';

const GS = '\u001d';
const GTIN = '09506000134352';
const SSCC = '106141411234567897';

describe('readScan: what a scan names and what its label says', () => {
  const cases: [string, string, object][] = [
    ['a location label', 'A-01-02', { code: 'A-01-02', gs1: false }],
    ['a plain code, trimmed', '  PAL-1200 ', { code: 'PAL-1200', gs1: false }],
    ['an EAN-13 stays a plain code', '9506000134352', { code: '9506000134352', gs1: false }],
    ['a bare SSCC', SSCC, { code: SSCC, sscc: SSCC, gs1: true }],
    ['00 and an SSCC (a scanner without symbology ids)', `00${SSCC}`, { code: SSCC, sscc: SSCC }],
    ['our pallet label, GS1-128', `]C100${SSCC}`, { code: SSCC, sscc: SSCC }],
    ['our pallet label as printed under the bars', `(00)${SSCC}`, { code: SSCC, sscc: SSCC }],
    ['our pallet label as a Digital Link', `https://id.gs1.org/00/${SSCC}`, { code: SSCC, sscc: SSCC }],
    ['a carton: GTIN and lot', `]C101${GTIN}10LOT7`, { code: GTIN, gtin: GTIN, lot: 'LOT7' }],
    ['a carton with a count (30)', `]C101${GTIN}3012${GS}10LOT7`, { gtin: GTIN, lot: 'LOT7', qty: 12 }],
    [
      'a logistic label: SSCC, content (02), count (37)',
      `]C100${SSCC}02${GTIN}3724${GS}10L2`,
      { code: SSCC, sscc: SSCC, gtin: GTIN, qty: 24, lot: 'L2' },
    ],
    ['a DataMatrix with a serial', `]d201${GTIN}21SN0003${GS}10LOT7`, { gtin: GTIN, serial: 'SN0003', lot: 'LOT7' }],
    ['a GS1 QR code', `]Q301${GTIN}17271231`, { gtin: GTIN, expiry: '2027-12-31' }],
    [
      'dates: produced, best before, expiry day 00',
      `(01)${GTIN}(11)260101(15)270300(17)270600`,
      {
        produced: '2026-01-01',
        bestBefore: '2027-03-31',
        expiry: '2027-06-30',
      },
    ],
    [
      'a Digital Link with query data',
      `https://example.com/01/${GTIN}/10/ABC?17=280229`,
      { gtin: GTIN, lot: 'ABC', expiry: '2028-02-29' },
    ],
    ['a Digital Link of a GTIN-13', 'https://id.gs1.org/01/9506000134352', { gtin: GTIN }],
    ['a web address is a plain code', 'https://example.com/help', { code: 'https://example.com/help', gs1: false }],
  ];
  it.each(cases)('%s', (_, raw, expected) => {
    expect(readScan(raw)).toMatchObject({ raw, problems: [], ...expected });
  });
});

describe('product codes', () => {
  it('keeps a GTIN in each form a bar code may be on file in', () => {
    expect(barCodeForms('9506000134352').sort()).toEqual([GTIN, '9506000134352'].sort());
    expect(barCodeForms(GTIN).sort()).toEqual([GTIN, '9506000134352'].sort());
    expect(barCodeForms('00012345600012').sort()).toEqual(['00012345600012', '0012345600012', '012345600012'].sort());
    expect(barCodeForms('96385074').sort()).toEqual(['00000096385074', '0000096385074', '000096385074', '96385074'].sort());
    expect(barCodeForms('PAL-1200')).toEqual(['PAL-1200']);
    expect(barCodeForms('9506000134353')).toEqual(['9506000134353']);
  });

  it('tells whether a scan names a product code', () => {
    const carton = readScan(`]C101${GTIN}10L`);
    expect([sameProduct(carton, '9506000134352'), sameProduct(carton, GTIN), sameProduct(carton, '4006381333931')]).toEqual([
      true,
      true,
      false,
    ]);
    const typed = readScan('pal-1200');
    expect([sameProduct(typed, 'PAL-1200'), sameProduct(typed, null), sameProduct(typed, 'PAL-12000')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('reads YYMMDD in the GS1 sliding window', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect([gs1Date('261128', now), gs1Date('760101', now), gs1Date('771231', now), gs1Date('240200', now)]).toEqual([
      '2026-11-28',
      '2076-01-01',
      '1977-12-31',
      '2024-02-29',
    ]);
  });
});
