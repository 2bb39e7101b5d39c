import { describe, expect, it } from 'vitest';
import { boundedEstimate } from './count-policy.ts';

describe('boundedEstimate', () => {
  it.each([
    // estimate, offset, shown, length → count, known
    [50_000, 0, 7, 20, 7, true], // a short first page is the whole list
    [50_000, 0, 0, 20, 0, true], // so is an empty first page
    [50_000, 980, 5, 20, 985, true], // a short page deep in proves the total
    [50_000, 980, 20, 20, 50_000, false], // a full page keeps the estimate
    [500, 980, 20, 20, 1000, false], // never fewer than the rows already shown
    [50_000, 2000, 0, 20, 50_000, false], // past the end: nothing proven
  ])('estimate %i, offset %i, %i of %i shown → %i (%s)', (estimate, offset, shown, length, count, known) => {
    expect(boundedEstimate(estimate, offset, shown, length)).toEqual({ count, known });
  });
});
