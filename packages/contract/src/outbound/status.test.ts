import { describe, expect, it } from 'vitest';
import { OUTBOUND_STATUS_CODES, orderStatusLabel } from './status.ts';

describe('outbound order statuses (spec §4)', () => {
  it('are new, allocated … finished and cancelled, labelled as the spec shows them', () => {
    expect(OUTBOUND_STATUS_CODES).toEqual([0, 10, 80, 90, 100, 110, 120, 130, 200]);
    expect(OUTBOUND_STATUS_CODES.map((c) => orderStatusLabel(c, 'en'))).toEqual([
      'cancelled',
      'new',
      'allocated',
      'picked',
      'packed',
      'pallet-wrapped',
      'outbound',
      'shipped',
      'finished',
    ]);
    expect([110, 120].map((c) => orderStatusLabel(c, 'zh'))).toEqual(['已缠膜', '已出库']);
  });
});
