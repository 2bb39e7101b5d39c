import { describe, expect, it } from 'vitest';
import { countItem } from './countFixtures.ts';
import type { CountScanned } from './countTasks.ts';
import { readCountScan, resolveOnDevice } from './resolveCode.ts';

const GS = '\u001d';
const item = countItem;
const items = [
  // EAN-13 on file; its GTIN-14 is 06901234567892.
  item(1, 'A-01', 'SKU1', { barCode: '6901234567892' }),
  item(2, 'A-01', 'SKU2', { lotNo: 'L1', barCode: '036000291452' }),
  item(3, 'A-01', 'SKU2', { lotNo: 'L2', barCode: '036000291452', lpn: '034567890123456786' }),
  item(4, 'B-01', 'SKU3', { barCode: '96385074', lpn: 'LPN-7' }),
  // A SKU numbered like a location of the task: the location wins.
  item(5, 'B-01', 'A-01'),
];
const resolve = (raw: string) => resolveOnDevice({ items }, readCountScan(raw));
const sku = (code: string, more: Partial<CountScanned> = {}): CountScanned => ({ kind: 'sku', code, ...more });

describe('resolveOnDevice', () => {
  it.each<[string, string, CountScanned | undefined]>([
    ['a location label', 'A-01', { kind: 'location', code: 'A-01' }],
    ['a location, trimmed', ' B-01 ', { kind: 'location', code: 'B-01' }],
    ['a SKU number', 'SKU3', sku('SKU3')],
    ['an EAN-13 as on file', '6901234567892', sku('SKU1')],
    ['a UPC-A as a bare GTIN-14', '00036000291452', sku('SKU2')],
    ['GS1-128 with lot and count', `]C1010690123456789210L2${GS}3024`, sku('SKU1', { lotNo: 'L2', units: 24 })],
    ['GS1 DataMatrix, UPC-A on file', ']d2010003600029145210L1', sku('SKU2', { lotNo: 'L1' })],
    ['(AI) text, EAN-8 on file', '(01)00000096385074(30)6', sku('SKU3', { units: 6 })],
    ['a Digital Link URL', 'https://id.gs1.org/01/06901234567892/10/L2', sku('SKU1', { lotNo: 'L2' })],
    ['our pallet label: 00 + SSCC', '00034567890123456786', sku('SKU2', { lotNo: 'L2' })],
    ['a bare SSCC', '034567890123456786', sku('SKU2', { lotNo: 'L2' })],
    ['a plain LPN', 'LPN-7', sku('SKU3')],
    ['a GTIN of no item', '(01)04006381333931', undefined],
    ['an SSCC of no item', '00012345600000000015', undefined],
    ['a code of no item', 'NOPE', undefined],
    ['a GS1 label read wrong', '(01)06901234567891', undefined],
  ])('%s', (_, raw, expected) => {
    expect(resolve(raw)).toEqual(expected);
  });

  it('matches a SKU by its number when the items carry no bar code', () => {
    expect(resolveOnDevice({ items: [item(1, 'A-01', '06901234567892')] }, readCountScan('6901234567892'))).toEqual(
      sku('06901234567892'),
    );
  });
});

describe('readCountScan', () => {
  it('asks the server by the plain code, else the SSCC or GTIN, nothing for a faulty label', () => {
    expect(readCountScan(' A-01 ')).toEqual({ code: 'A-01', gs1: false });
    expect(readCountScan('00034567890123456786')).toMatchObject({ code: '034567890123456786', sscc: '034567890123456786' });
    expect(readCountScan(`]C1010690123456789210L2${GS}3024`)).toEqual({
      code: '06901234567892',
      gs1: true,
      gtin: '06901234567892',
      lotNo: 'L2',
      units: 24,
    });
    expect(readCountScan('(01)06901234567891').code).toBe('');
  });
});
