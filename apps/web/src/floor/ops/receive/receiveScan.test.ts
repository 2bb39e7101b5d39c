import { describe, expect, it } from 'vitest';
import { readCode } from '../../scan/scanRead.ts';
import { labelNotes, receiveCall } from './receiveScan.ts';

const GS = '\u001d';
const carton = readCode(`]C10010614141123456789702095060001343523706${GS}10LOT7`);

describe('receiveCall', () => {
  it('sends the raw scan, with a quantity only when one was typed', () => {
    expect(receiveCall(7, carton, undefined)).toEqual({ body: { id: 7, code: carton.raw }, qty: 6 });
    expect(receiveCall(7, carton, 2)).toEqual({ body: { id: 7, code: carton.raw, qty: 2 }, qty: 2 });
    expect(receiveCall(7, readCode('SKU-1'), undefined)).toEqual({ body: { id: 7, code: 'SKU-1' }, qty: 1 });
  });
});

describe('labelNotes', () => {
  it('names what the label said', () => {
    expect(labelNotes(carton, undefined)).toEqual([
      { key: 'floor.receive.labelLot', params: { lot: 'LOT7' } },
      { key: 'floor.receive.labelQty', params: { qty: 6 } },
    ]);
    expect(labelNotes(carton, 2)[1]).toEqual({ key: 'floor.receive.labelQtyTyped', params: { label: 6, qty: 2 } });
    expect(labelNotes(readCode('(01)09506000134352(30)4'), undefined)).toEqual([
      { key: 'floor.receive.labelQty', params: { qty: 4 } },
    ]);
    expect(labelNotes(readCode('SKU-1'), undefined)).toEqual([]);
  });
});
