import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_CODES, ORDER_STATUS_LABELS, orderStatusColor, orderStatusLabel } from './status.ts';

describe('order statuses (spec §4)', () => {
  it('has the fifteen codes, each labelled in both languages', () => {
    expect(ORDER_STATUS_CODES).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 200]);
    for (const c of ORDER_STATUS_CODES) expect(ORDER_STATUS_LABELS[c].zh && ORDER_STATUS_LABELS[c].en).toBeTruthy();
  });
  it('shows 60 as bound, 110 as pallet-wrapped, 120 as outbound', () => {
    expect([60, 110, 120].map((c) => orderStatusLabel(c, 'en'))).toEqual(['Bound', 'Pallet-wrapped', 'Outbound']);
    expect(orderStatusLabel(60, 'zh')).toBe('已绑定');
  });
  it('colours 0 info, 10 success, 20–130 primary', () => {
    expect([0, 10, 20, 130].map(orderStatusColor)).toEqual(['default', 'success', 'processing', 'processing']);
  });
});
