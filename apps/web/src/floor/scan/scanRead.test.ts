import { describe, expect, it } from 'vitest';
import { readCode } from './scanRead.ts';

const GS = '\u001d';

describe('readCode', () => {
  it.each([
    ['a plain code, trimmed', ' SKU-1\n', { raw: 'SKU-1', code: 'SKU-1', gs1: false }],
    [
      'a GS1-128 carton: GTIN and lot',
      `]C1010950600013435210LOT1${GS}`,
      { code: '09506000134352', gs1: true, gtin: '09506000134352', lot: 'LOT1' },
    ],
    [
      'a logistic unit: its SSCC, the GTIN it holds (02), their count (37) and lot',
      `]C10010614141123456789702095060001343523724${GS}10LOT1`,
      { code: '106141411234567897', sscc: '106141411234567897', gtin: '09506000134352', lot: 'LOT1', qty: 24 },
    ],
    ['a count of AI 30 when there is no 37', '(01)09506000134352(30)6', { gtin: '09506000134352', qty: 6 }],
    [
      'a DataMatrix with its serial',
      ']d2010950600013435221SN0003',
      { raw: ']d2010950600013435221SN0003', code: '09506000134352', gtin: '09506000134352', serial: 'SN0003' },
    ],
    [
      'a Digital Link URL',
      'https://id.gs1.org/01/09506000134352/10/ABC123',
      { code: '09506000134352', gtin: '09506000134352', lot: 'ABC123' },
    ],
    ['our SSCC pallet label, bare', '00106141411234567897', { code: '106141411234567897', sscc: '106141411234567897' }],
    ['our SSCC pallet label, GS1-128', ']C100106141411234567897', { code: '106141411234567897', sscc: '106141411234567897' }],
  ])('%s', (_, raw, read) => {
    expect(readCode(raw)).toMatchObject(read);
  });

  it('names the first fault of a GS1 symbol that does not read right', () => {
    expect(readCode('(01)09506000134353')).toMatchObject({ gs1: true, problem: expect.stringContaining('(01)') });
    expect(readCode('(37)0')).not.toHaveProperty('qty');
  });
});
