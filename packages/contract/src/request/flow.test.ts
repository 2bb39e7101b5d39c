import { describe, expect, it } from 'vitest';
import { allowedActions, nextStatus, REQUEST_ACTIONS, type RequestAction, type RequestKind } from './flow.ts';
import { REQ_STATUS_CODES } from './status.ts';

/**
 * Every action × every status × both kinds, written out: the next status, or `-` for refused.
 * Columns: 0 100 200 300 400 500 600 700 800 900 1000.
 */
const TABLE: Record<RequestKind, Record<RequestAction, string>> = {
  tr: {
    cancel: '   -    0    0    0    0    0    0    0    -    -    -',
    ack: '      -  200    -    -    -    -    -    -    -    -    -',
    transfer: ' -    -  400  500  500  700  500    -    -    -    -',
    invUpdate: '-    -    -    -    -    -    -  800    -    -    -',
    delivery: ' -    -    -    -    -    -    -    -    -    -    -',
    close: '    -    -    -    -    -    -    -    - 1000    -    -',
    update: '   -  100  200    -    -    -    -    -    -    -    -',
    addLine: '  -  100  200    -    -    -    -    -    -    -    -',
    updateLine: '-  100  200    -    -    -    -    -    -    -    -',
    removeLine: '-  100  200    -    -    -    -    -    -    -    -',
    delete: '   0  100    -    -    -    -    -    -    -    -    -',
    print: '    -    -    -    -    -    -    -    -    -    -    -',
  },
  mr: {
    cancel: '   -    0    0    0    0    0    0    0    0    -    -',
    ack: '      -  200    -    -    -    -    -    -    -    -    -',
    transfer: ' -    -  600  500  500  700  500    -    -    -    -',
    invUpdate: '-    -    -    -    -    -    -  800    -    -    -',
    delivery: ' -    -    -    -    -    -    -    -  900    -    -',
    close: '    -    -    -    -    -    -    -    -    - 1000    -',
    update: '   -  100  200    -    -    -    -    -    -    -    -',
    addLine: '  -  100  200    -    -    -    -    -    -    -    -',
    updateLine: '-  100  200    -    -    -    -    -    -    -    -',
    removeLine: '-  100  200    -    -    -    -    -    -    -    -',
    delete: '   0  100    -    -    -    -    -    -    -    -    -',
    print: '    -    -    -    -    -    -    -    -    -  900 1000',
  },
};

const cells = (row: string) =>
  row
    .trim()
    .split(/\s+/)
    .map((c) => (c === '-' ? null : Number(c)));

describe('request order status machine', () => {
  for (const kind of ['tr', 'mr'] as const) {
    it(`${kind}: every action in every status gives the table's next status`, () => {
      for (const action of REQUEST_ACTIONS) {
        const want = cells(TABLE[kind][action]);
        expect(want).toHaveLength(REQ_STATUS_CODES.length);
        const got = REQ_STATUS_CODES.map((s) => nextStatus(kind, action, s));
        expect(got, `${kind} ${action}`).toEqual(want);
      }
    });

    it(`${kind}: allowedActions lists exactly the actions nextStatus allows`, () => {
      for (const s of REQ_STATUS_CODES) {
        expect(allowedActions(kind, s)).toEqual(REQUEST_ACTIONS.filter((a) => nextStatus(kind, a, s) !== null));
      }
    });
  }

  it('a transfer from accepted goes where it is told (300, 400, 600), nowhere else', () => {
    expect(nextStatus('tr', 'transfer', 200, 300)).toBe(300);
    expect(nextStatus('mr', 'transfer', 200, 400)).toBe(400);
    expect(nextStatus('mr', 'transfer', 200, 500)).toBeNull();
    // Later transfers ignore `to`: the sourced stock goes on to preparing.
    expect(nextStatus('tr', 'transfer', 300, 600)).toBe(500);
  });

  it('an order runs from ordered to completed along the flow actions', () => {
    const run = (kind: RequestKind, actions: RequestAction[]) =>
      actions.reduce<number | null>((s, a) => (s === null ? null : nextStatus(kind, a, s)), 100);
    expect(run('tr', ['ack', 'transfer', 'transfer', 'transfer', 'invUpdate', 'close'])).toBe(1000);
    expect(run('mr', ['ack', 'transfer', 'transfer', 'transfer', 'invUpdate', 'delivery', 'close'])).toBe(1000);
  });
});
