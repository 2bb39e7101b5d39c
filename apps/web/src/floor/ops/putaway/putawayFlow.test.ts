import type { TFloorLookup } from '@wms/contract/floor';
import { describe, expect, it } from 'vitest';
import type { IbLine, IbOrder } from '../receive/inboundOrders.ts';
import {
  defaultBoxLabel,
  hasPutaway,
  judgeLocation,
  matchLine,
  openLines,
  openQty,
  PUTAWAY_START,
  type PutawayEvent,
  type PutawayState,
  putawayPrompt,
  putawayReducer,
  storeBody,
} from './putawayFlow.ts';

const line = (id: number, over: Partial<IbLine> = {}): IbLine => ({
  id,
  lineNo: id,
  skuLabel: `SKU-${id}`,
  barCode: `690000000000${id}`,
  shipQty: 10,
  recvQty: 10,
  stockQty: 0,
  location: null,
  locationLabel: null,
  lotNo: null,
  shipBoxLbl: null,
  ...over,
});
const l1 = line(1, { location: 31, locationLabel: 'A-01', lotNo: 'LOT-9', shipBoxLbl: 'BOX-1' });
const l2 = line(2, { recvQty: 6, stockQty: 2 });
const l3 = line(3, { skuLabel: 'SKU-1', stockQty: 10 });
const l4 = line(4, { skuLabel: 'SKU-1', barCode: null, recvQty: 4 });
const order: IbOrder = { id: 7, no: 'IB260101000007', status: 50, warehouse: 1, warehouseLabel: 'WH1', items: [l1, l2, l3, l4] };
const item: PutawayState = { step: 'item', order, pending: [] };
const atLocation: PutawayState = { step: 'location', order, pending: [], line: l1, qty: 10 };
const B02 = { id: 32, code: 'B-02' };

describe('putawayReducer', () => {
  const stored = { ...order, items: [{ ...l1, stockQty: 10 }, l2, l3, l4] };
  const cases: [string, PutawayState, PutawayEvent, PutawayState][] = [
    ['an order opened asks for an item', PUTAWAY_START, { type: 'open', order }, item],
    [
      'a line picked asks for its location, with its open quantity',
      item,
      { type: 'pick', line: l2 },
      { ...atLocation, line: l2, qty: 4 },
    ],
    [
      'the open quantity leaves out what is on its way',
      { ...item, pending: [{ key: 'k0', line: 2, qty: 3 }] },
      { type: 'pick', line: l2 },
      { step: 'location', order, pending: [{ key: 'k0', line: 2, qty: 3 }], line: l2, qty: 1 },
    ],
    ['the quantity is edited', atLocation, { type: 'qty', qty: 4 }, { ...atLocation, qty: 4 }],
    ['no quantity while scanning items', item, { type: 'qty', qty: 4 }, item],
    [
      'another location waits for a confirming tap',
      atLocation,
      { type: 'confirm', location: B02 },
      { step: 'confirm', order, pending: [], line: l1, qty: 10, location: B02 },
    ],
    ['no confirmation without a line', item, { type: 'confirm', location: B02 }, item],
    [
      'a put-away sent goes back to the items, its quantity pending',
      { step: 'confirm', order, pending: [], line: l1, qty: 10, location: B02 },
      { type: 'sent', key: 'k1', line: 1, qty: 10 },
      { ...item, pending: [{ key: 'k1', line: 1, qty: 10 }] },
    ],
    [
      'an accepted put-away replaces the order with the reply',
      { ...item, pending: [{ key: 'k1', line: 1, qty: 10 }] },
      { type: 'settled', key: 'k1', order: stored },
      { ...item, order: stored },
    ],
    [
      'a refused put-away opens its quantity again',
      { ...atLocation, line: l2, pending: [{ key: 'k1', line: 1, qty: 10 }] },
      { type: 'settled', key: 'k1' },
      { ...atLocation, line: l2 },
    ],
    [
      'the reply for another order keeps this one',
      { ...item, pending: [{ key: 'k1', line: 1, qty: 10 }] },
      { type: 'settled', key: 'k1', order: { ...stored, id: 8 } },
      item,
    ],
    ['back gives the line up', atLocation, { type: 'back' }, item],
    ['done goes back to the orders', atLocation, { type: 'done' }, PUTAWAY_START],
    ['an answer after done changes nothing', PUTAWAY_START, { type: 'settled', key: 'k1', order }, PUTAWAY_START],
  ];
  it.each(cases)('%s', (_, state, event, next) => {
    expect(putawayReducer(state, event)).toEqual(next);
  });
});

describe('putawayPrompt', () => {
  it.each([
    [PUTAWAY_START, 'floor.putaway.scanOrder'],
    [item, 'floor.putaway.scanItem'],
    [atLocation, 'floor.putaway.scanLocation'],
    [{ step: 'confirm', order, pending: [], line: l1, qty: 10, location: B02 } as PutawayState, 'floor.putaway.scanLocation'],
  ] as const)('%#: %s', (state, key) => {
    expect(putawayPrompt(state)).toBe(key);
  });
});

describe('open quantities', () => {
  it('are received less stored less pending', () => {
    const pending = [{ key: 'k', line: 2, qty: 1 }];
    expect(order.items.map((l) => openQty(l, pending))).toEqual([10, 3, 0, 4]);
    expect(openLines(order, [{ key: 'k', line: 2, qty: 4 }]).map((l) => l.id)).toEqual([1, 4]);
  });

  it.each([
    ['received, not known further', 50, undefined, true],
    ['bound', 60, undefined, true],
    ['approved, not known further', 20, undefined, false],
    ['approved, a line received', 20, order, true],
    ['received, all stored', 50, { ...order, items: [l3] }, false],
  ])('an order %s is listed: %s', (_, status, detail, listed) => {
    expect(hasPutaway({ ...order, status }, detail && { ...detail, status })).toBe(listed);
  });
});

describe('matchLine', () => {
  it.each([
    ['a box label', 'BOX-1', [], 1],
    ['a box label, any case', ' box-1 ', [], 1],
    ['a SKU number: the first line with stock open', 'SKU-2', [], 2],
    ['a bar code', '6900000000002', [], 2],
    ['a SKU on several lines skips those stored', 'SKU-1', [{ key: 'k', line: 1, qty: 10 }], 4],
  ] as const)('%s', (_, code, pending, id) => {
    expect(matchLine(order, pending, code)).toEqual({ kind: 'line', line: order.items.find((l) => l.id === id) });
  });

  it('tells a line put away from a code the order lacks', () => {
    expect(matchLine(order, [{ key: 'k', line: 1, qty: 10 }], 'BOX-1')).toEqual({ kind: 'stored' });
    expect(matchLine(order, [], 'NOPE')).toEqual({ kind: 'none' });
  });
});

describe('judgeLocation', () => {
  const lookup = (kind: TFloorLookup['kind'], locations: TFloorLookup['locations']): TFloorLookup => ({
    kind,
    code: 'X',
    rows: [],
    locations,
    more: false,
  });
  const loc = (id: number, code: string, warehouseId = 1) => ({ id, code, warehouseId, warehouse: `WH${warehouseId}` });

  it.each([
    ['the suggested location', lookup('location', [loc(31, 'A-01')]), l1, { kind: 'store', location: { id: 31, code: 'A-01' } }],
    ['any location for a line without one', lookup('location', [loc(32, 'B-02')]), l2, { kind: 'store', location: B02 }],
    ['another location', lookup('location', [loc(32, 'B-02')]), l1, { kind: 'other', location: B02, suggested: 'A-01' }],
    [
      "the order's warehouse's of a code several have",
      lookup('location', [loc(40, 'B-02', 2), loc(32, 'B-02')]),
      l2,
      { kind: 'store', location: B02 },
    ],
    ['a location of another warehouse', lookup('location', [loc(40, 'C-01', 2)]), l1, { kind: 'otherWarehouse', code: 'C-01' }],
    ['a SKU', lookup('sku', []), l1, { kind: 'notLocation' }],
    ['nothing known', lookup('none', []), l1, { kind: 'notLocation' }],
  ] as const)('%s', (_, found, forLine, verdict) => {
    expect(judgeLocation(found, order, forLine)).toEqual(verdict);
  });
});

describe('storeBody', () => {
  it("takes the line's lot and label", () => {
    expect(storeBody(order, l1, 6, B02)).toEqual({
      id: 7,
      items: [{ id: 1, stockQty: 6, location: 32, lotNo: 'LOT-9', shipBoxLbl: 'BOX-1' }],
    });
  });

  it('makes them from the order when the line has none', () => {
    expect(storeBody(order, { ...l2, lineNo: 12, lotNo: ' ' }, 4, B02).items[0]).toMatchObject({
      lotNo: 'IB260101000007',
      shipBoxLbl: 'IB260101000007-012',
    });
    expect(defaultBoxLabel('IB1', 1234)).toBe('IB1-1234');
  });
});
