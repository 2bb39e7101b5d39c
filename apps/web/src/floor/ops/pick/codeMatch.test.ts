import { describe, expect, it } from 'vitest';
import { readCode } from '../../scan/scanRead.ts';
import { type CodeVerdict, expectedOf, judgeCode } from './codeMatch.ts';
import { taskItem } from './taskFixtures.ts';

// GTIN-14 09506000134352 is EAN-13 9506000134352; 96385074 is another product's GTIN-8.
const known = taskItem(1, { barCode: '9506000134352', stockLpn: null });
const noBarCode = taskItem(2, { barCode: null, lpn: 'LPN-7', stockLpn: 'LPN-7' });
const unknownBarCode = taskItem(3);
const ssccPallet = taskItem(4, { barCode: null, lpn: '106141411234567897' });

const judge = (code: string, item = known) => judgeCode(readCode(code), item);

describe('judgeCode', () => {
  it.each<[string, string, ReturnType<typeof taskItem>, CodeVerdict]>([
    ['the SKU number, case aside', 'sku-1', known, 'match'],
    ['the bar code as printed', '9506000134352', known, 'match'],
    ['the bar code as a GTIN-14 typed', '09506000134352', known, 'match'],
    ['a GS1-128 carton of the GTIN', `]C10109506000134352` + `10L1`, known, 'match'],
    ['a logistic unit of the GTIN (00, 02, 37)', `]C100106141411234567897` + `0209506000134352` + `3712`, known, 'match'],
    ['a logistic unit of another GTIN', `]C100106141411234567897` + `0200000096385074` + `3712`, known, 'wrong'],
    ['a DataMatrix of the GTIN', ']d2010950600013435221SN1', known, 'match'],
    ['a Digital Link of the GTIN', 'https://id.gs1.org/01/09506000134352', known, 'match'],
    ['(01) text of the GTIN', '(01)09506000134352(10)L1', known, 'match'],
    ['another SKU number', 'SKU-9', known, 'wrong'],
    ['another GTIN', '(01)00000096385074', known, 'wrong'],
    ['another bar code as printed', '96385074', known, 'wrong'],
    ['an SSCC for an item with no pallet', '00106141411234567897', known, 'wrong'],
    ['GS1 data naming no product or pallet', '(10)LOT1', known, 'wrong'],
    ['the pallet LPN', 'lpn-7', noBarCode, 'match'],
    ['an SSCC of a pallet kept under its number: the server knows', ']C100106141411234567897', noBarCode, 'unsure'],
    ['its own SSCC', ']C100106141411234567897', ssccPallet, 'match'],
    ['its own SSCC, bare', '106141411234567897', ssccPallet, 'match'],
    ['a plain code beside an SSCC pallet: maybe its label number', 'P-1', ssccPallet, 'unsure'],
    ['any GTIN when the bar code is not in the reply', '(01)00000096385074', unknownBarCode, 'unsure'],
    ['any plain code when the bar code is not in the reply', 'P-2', unknownBarCode, 'unsure'],
  ])('%s', (_, code, item, verdict) => {
    expect(judge(code, item)).toBe(verdict);
  });

  it('tells what to scan instead: the SKU, and the pallet of a pallet pick', () => {
    expect(expectedOf(readCode('(01)00000096385074'), known)).toEqual({
      key: 'floor.task.wrongCode',
      params: { code: '00000096385074', sku: 'SKU-1' },
    });
    expect(expectedOf(readCode('SKU-9'), noBarCode)).toEqual({
      key: 'floor.task.wrongCodeLpn',
      params: { code: 'SKU-9', sku: 'SKU-2', lpn: 'LPN-7' },
    });
  });
});
