import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './FilterDropdown.ts';

describe('the filter menu stand-in', () => {
  it("flattens nested filter values as antd's own does", () => {
    const filters = [
      { text: 'a', value: 'a', children: [{ text: 'b', value: 'b', children: [{ text: 'c', value: 3 }] }] },
      { text: 'd', value: true },
    ];
    expect(flattenKeys(filters)).toEqual(['a', 'b', 3, true]);
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual([]);
  });
});
