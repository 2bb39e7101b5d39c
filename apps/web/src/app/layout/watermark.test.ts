import { describe, expect, it } from 'vitest';
import { watermarkGeometry } from './watermark.ts';

describe('watermarkGeometry', () => {
  it('makes each mark cell 150 px: rotated box + gap', () => {
    const g = watermarkGeometry(100, 40, -22);
    const rad = (22 * Math.PI) / 180;
    expect(100 * Math.cos(rad) + 40 * Math.sin(rad) + g.gap[0]).toBeCloseTo(150);
    expect(100 * Math.sin(rad) + 40 * Math.cos(rad) + g.gap[1]).toBeCloseTo(150);
  });

  it('without rotation the gap is the tile minus the box', () => {
    expect(watermarkGeometry(100, 40, 0).gap).toEqual([50, 110]);
  });
});
