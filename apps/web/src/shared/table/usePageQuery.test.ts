import { describe, expect, it } from 'vitest';
import { DataFormatError, parsePageReply, tableQueryKey } from './usePageQuery.ts';

describe('parsePageReply', () => {
  it('takes count, rows and summary', () => {
    expect(parsePageReply({ action: 'ok', count: 2, data: { rows: [{ id: 1 }, { id: 2 }], summary: { qty: 3 } } })).toEqual({
      count: 2,
      rows: [{ id: 1 }, { id: 2 }],
      summary: { qty: 3 },
    });
    expect(parsePageReply({ count: 0, data: { rows: [] } }).summary).toBeUndefined();
  });
  it('refuses a reply it cannot read (spec §8 "data format error")', () => {
    for (const bad of [
      null,
      'x',
      {},
      { count: '2', data: { rows: [] } },
      { count: 1, data: {} },
      { count: 1, data: { rows: {} } },
    ]) {
      expect(() => parsePageReply(bad)).toThrow(DataFormatError);
    }
  });
  it('keys every list of a resource under one prefix', () => {
    expect(tableQueryKey('/setting/warehouse')).toEqual(['table', '/setting/warehouse']);
  });
});
