import { describe, expect, it } from 'vitest';
import type { TaskItem } from './api.ts';
import { factsOf, missing } from './facts.ts';

const item = { id: 1, sn: 'SN-LINE', volume: null, weight: null, shipBoxLbl: null } as unknown as TaskItem;

describe('task item facts', () => {
  it('a pack item takes the typed facts over its own, and the current box when it has none', () => {
    const f = factsOf(item, { volume: 0.5, weight: 2 }, 'packing', 'SB1');
    expect(f).toEqual({ sn: 'SN-LINE', volume: 0.5, weight: 2, shipBoxLbl: 'SB1' });
    expect(missing(f, 'packing')).toEqual([]);
    expect(missing(factsOf(item, {}, 'packing'), 'packing')).toEqual(['volume', 'weight', 'shipBoxLbl']);
  });

  it('a seal item needs volume and weight only; a pick item nothing', () => {
    expect(missing(factsOf(item, { weight: 3 }, 'sealing'), 'sealing')).toEqual(['volume']);
    expect(factsOf(item, { weight: 3 }, 'picking')).toEqual({});
  });
});
