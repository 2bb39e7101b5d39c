import { describe, expect, it } from 'vitest';
import { selectedForAllocation } from './selection.ts';

describe('orders allocated from the list selection', () => {
  it('keeps those the status (and permission) allow, in id order, so one cancelled order does not refuse the call', () => {
    const rows = [
      { id: 9, no: 'OB9', status: 80 },
      { id: 3, no: 'OB3', status: 10 },
      { id: 5, no: 'OB5', status: 0 },
      { id: 7, no: 'OB7', status: 120 },
    ];
    const allowed = (s: number) => s === 10 || s === 80;
    expect(selectedForAllocation(rows, allowed)).toEqual([
      { id: 3, no: 'OB3' },
      { id: 9, no: 'OB9' },
    ]);
    expect(selectedForAllocation(rows, () => false)).toEqual([]);
  });
});
