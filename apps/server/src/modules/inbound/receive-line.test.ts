import { describe, expect, it } from 'vitest';
import { receiveLine } from './receive-line.ts';

const line = (id: number, lotNo: string | null, recvQty = 0, shipQty = 10) => ({ id, lineNo: id, recvQty, shipQty, lotNo });

describe('receiveLine: the line a scanned carton counts on', () => {
  const cases: [string, ReturnType<typeof line>[], string | undefined, object][] = [
    ['no lot on the label: the first open line', [line(1, 'A', 10), line(2, 'B')], undefined, { line: line(2, 'B') }],
    ['the open line of the label lot', [line(1, null), line(2, 'L7')], 'L7', { line: line(2, 'L7') }],
    ['a line without a lot takes the label lot', [line(1, 'A'), line(2, null)], 'L7', { line: line(2, null), fillLot: 'L7' }],
    ['a blank lot is no lot', [line(1, ' ')], 'L7', { line: line(1, ' '), fillLot: 'L7' }],
    ['only lines of other lots open: refused', [line(1, 'A'), line(2, 'L7', 10)], 'L7', { otherLot: line(1, 'A') }],
    ['nothing open: the first line (over-receipt refused later)', [line(1, 'A', 10)], 'L7', { line: line(1, 'A', 10) }],
  ];
  it.each(cases)('%s', (_, lines, lot, expected) => {
    expect(receiveLine(lines, lot)).toEqual(expected);
  });
});
