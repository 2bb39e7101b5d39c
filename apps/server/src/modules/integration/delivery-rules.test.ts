import { describe, expect, it } from 'vitest';
import { nextAfter } from './delivery-rules.ts';

const H = 3600;

describe('what a webhook delivery does after an attempt', () => {
  it.each([
    ['2xx delivers', 200, 1, 0, null, { kind: 'delivered' }],
    ['204 delivers', 204, 3, 100, 50, { kind: 'delivered' }],
    ['410 stops the subscription', 410, 1, 0, null, { kind: 'gone' }],
    ['a 500 on the first attempt waits 5 s', 500, 1, 0, 0, { kind: 'retry', delayS: 5, disable: false }],
    ['no answer on the second waits 30 s', null, 2, 10, 10, { kind: 'retry', delayS: 30, disable: false }],
    ['a 404 on the fourth waits 5 min', 404, 4, 200, 200, { kind: 'retry', delayS: 300, disable: false }],
    ['the delays stop growing at 8 h', 503, 25, 3 * H, 3 * H, { kind: 'retry', delayS: 28_800, disable: false }],
    ['a retry that would land after a day is given up', 500, 10, 20 * H, 0, { kind: 'giveUp', disable: false }],
    ['a day of failures disables the subscription', 500, 3, 60, 24 * H, { kind: 'retry', delayS: 120, disable: true }],
    ['given up and disabled together', 429, 10, 23 * H, 25 * H, { kind: 'giveUp', disable: true }],
  ] as const)('%s', (_name, status, attempts, eventAgeS, failingForS, expected) => {
    expect(nextAfter({ status }, { attempts, eventAgeS, failingForS })).toEqual(expected);
  });
});
