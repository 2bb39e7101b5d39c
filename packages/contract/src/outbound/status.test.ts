import { describe, expect, it } from 'vitest';
import { OUTBOUND_STATUS_CODES, orderStatusLabel } from './status.ts';

describe('outbound order statuses (spec §4)', () => {
  it('are new, allocated … finished and cancelled, labelled with the spec’s words, capitalised', () => {
    expect(OUTBOUND_STATUS_CODES).toEqual([0, 10, 80, 90, 100, 110, 120, 130, 200]);
    expect(OUTBOUND_STATUS_CODES.map((c) => orderStatusLabel(c, 'en'))).toEqual([
      'Cancelled',
      'New',
      'Allocated',
      'Picked',
      'Packed',
      'Pallet-wrapped',
      'Outbound',
      'Shipped',
      'Finished',
    ]);
    expect([110, 120].map((c) => orderStatusLabel(c, 'zh'))).toEqual(['已缠膜', '已出库']);
  });
});
