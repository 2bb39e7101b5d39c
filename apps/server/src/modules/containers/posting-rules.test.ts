import { describe, expect, it } from 'vitest';
import { manualQty, refusal } from './posting-rules.ts';

describe('account rules', () => {
  it.each([
    ['correction', 5, 5],
    ['correction', -5, -5],
    ['found', 3, 3],
    ['found', -3, 'badSign'],
    ['writeOff', 4, -4],
    ['writeOff', -4, 'badSign'],
  ] as const)('manual %s of %d posts %s', (kind, qty, posted) => {
    expect(manualQty(kind, qty)).toBe(posted);
  });

  it.each([
    ['delivery', 0, 10, null],
    ['delivery', 0, -1, { key: 'account.badSign' }],
    ['shipment', 5, 1, null],
    ['transitReceipt', 10, -10, null],
    ['transitReceipt', 10, -11, { key: 'account.short', after: -1 }],
    ['transitReceipt', 10, 3, { key: 'account.badSign' }],
    ['receipt', 0, -1, { key: 'account.short', after: -1 }],
    ['writeOff', 2, -2, null],
    ['writeOff', 2, -3, { key: 'account.short', after: -1 }],
    ['found', 0, 7, null],
    ['correction', 0, 4, null],
    ['correction', 4, -4, null],
    ['correction', 4, -5, { key: 'account.short', after: -1 }],
    ['correction', 4, 0, { key: 'account.badSign' }],
  ] as const)('%s on balance %d of %d → %j', (kind, balance, qty, expected) => {
    expect(refusal(kind, balance, qty)).toEqual(expected);
  });
});
