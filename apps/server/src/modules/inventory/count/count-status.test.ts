import { describe, expect, it } from 'vitest';
import { type CountAction, countTransition } from './count-status.ts';

const X = 'refused' as const;

/** [status, action, next status or refusal] */
const TABLE: [number, CountAction, number | typeof X][] = [
  [10, 'count', 20],
  [10, 'merge', X],
  [10, 'cancel', 0],
  [20, 'count', 20],
  [20, 'merge', 100],
  [20, 'cancel', 0],
  [100, 'count', X],
  [100, 'merge', X],
  [100, 'cancel', X],
  [0, 'count', X],
  [0, 'merge', X],
  [0, 'cancel', X],
];

describe('count task status machine', () => {
  it.each(TABLE)('%i --%s--> %s', (status, action, want) => {
    const v = countTransition(status, action);
    expect(v.ok ? v.next : X).toBe(want);
  });
});
