import { describe, expect, it } from 'vitest';
import type { IbLine, IbOrder } from './inboundOrders.ts';
import { findOrder } from './inboundOrders.ts';
import {
  RECEIVE_START,
  type ReceiveEvent,
  type ReceiveState,
  receivable,
  receivedLines,
  receivedUnits,
  receivePrompt,
  receiveReducer,
} from './receiveFlow.ts';

const line = (id: number, recvQty: number, shipQty = 10): IbLine => ({
  id,
  lineNo: id,
  skuLabel: `SKU-${id}`,
  shipQty,
  recvQty,
  stockQty: 0,
});
const order: IbOrder = { id: 7, no: 'IB260101000007', status: 20, warehouse: 1, items: [line(1, 0), line(2, 3)] };
const scanning: ReceiveState = { step: 'scan', order };

describe('receiveReducer', () => {
  const cases: [string, ReceiveState, ReceiveEvent, ReceiveState][] = [
    ['an order opened asks for SKUs', RECEIVE_START, { type: 'open', order }, scanning],
    [
      "the server's answer updates its line",
      scanning,
      { type: 'received', orderId: 7, line: { id: 2, recvQty: 5, shipQty: 10, skuLabel: 'SKU-2' } },
      { step: 'scan', order: { ...order, items: [line(1, 0), line(2, 5)] } },
    ],
    [
      'an answer for another order changes nothing',
      scanning,
      { type: 'received', orderId: 8, line: { id: 2, recvQty: 5, shipQty: 10 } },
      scanning,
    ],
    [
      'an answer after done changes nothing',
      RECEIVE_START,
      { type: 'received', orderId: 7, line: { id: 2, recvQty: 5, shipQty: 10 } },
      RECEIVE_START,
    ],
    ['done goes back to the order', scanning, { type: 'done' }, RECEIVE_START],
  ];
  it.each(cases)('%s', (_, state, event, next) => {
    expect(receiveReducer(state, event)).toEqual(next);
  });
});

describe('receivePrompt', () => {
  it.each([
    [RECEIVE_START, 'floor.receive.scanOrder'],
    [scanning, 'floor.receive.scanSku'],
  ] as const)('%j asks %s', (state, key) => {
    expect(receivePrompt(state)).toBe(key);
  });
});

describe('receivable', () => {
  it.each([
    [10, false],
    [20, true],
    [30, true],
    [40, true],
    [50, true],
    [60, false],
    [70, false],
    [0, false],
  ])('status %i: %s', (status, ok) => {
    expect(receivable(status)).toBe(ok);
  });
});

describe('receivedLines', () => {
  it('counts the lines received in full', () => {
    expect(receivedLines([line(1, 10), line(2, 3), line(3, 4, 4)])).toEqual({ received: 2, total: 3 });
    expect(receivedLines([])).toEqual({ received: 0, total: 0 });
  });
});

describe('receivedUnits', () => {
  it('adds the units received and expected over the lines', () => {
    expect(receivedUnits([line(1, 10), line(2, 3), line(3, 4, 4)])).toEqual({ received: 17, expected: 24 });
    expect(receivedUnits([])).toEqual({ received: 0, expected: 0 });
  });
});

describe('findOrder', () => {
  const orders = [order, { ...order, id: 8, no: 'IB260101000008' }];
  it.each([
    ['IB260101000008', 8],
    [' ib260101000007 ', 7],
    ['IB26010100000', undefined],
  ])('%s → %s', (code, id) => {
    expect(findOrder(orders, code)?.id).toBe(id);
  });
});
