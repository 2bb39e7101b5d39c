import { location } from '@wms/contract/resources/location';
import { warehouse } from '@wms/contract/resources/warehouse';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterFields } from './filterRules.ts';
import { exportBody, fromAntdSorter, pageBody, readTableState, toAntdOrder, writeTableState } from './tableState.ts';

const fields = filterFields(location);
const read = (qs: string, prefix = '') => readTableState(new URLSearchParams(qs), location, fields, prefix);

describe('readTableState', () => {
  it('defaults to page 1 of 20, server order, no filter', () => {
    expect(read('')).toEqual({ page: 1, length: 20, prop: undefined, order: undefined, filter: [] });
  });
  it('reads every part', () => {
    const filter = JSON.stringify([{ field: 'code', operator: 'include', value: 'A' }]);
    expect(read(`page=3&length=50&prop=code&order=desc&filter=${encodeURIComponent(filter)}`)).toEqual({
      page: 3,
      length: 50,
      prop: 'code',
      order: 'desc',
      filter: [{ field: 'code', operator: 'include', value: 'A' }],
    });
  });
  it('refuses page sizes outside 10/20/30/40/50 and bad pages', () => {
    expect(read('length=25').length).toBe(20);
    expect(read('length=500').length).toBe(20);
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
  });
  it('sorts only on sortable fields', () => {
    expect(read('prop=code&order=desc').prop).toBe('code');
    expect(readTableState(new URLSearchParams('prop=description'), warehouse, filterFields(warehouse)).prop).toBeUndefined();
    expect(read('prop=nope&order=asc')).toMatchObject({ prop: undefined, order: undefined });
    expect(read('prop=code&order=sideways').order).toBe('asc');
  });
  it('ignores a broken or hostile filter', () => {
    expect(read('filter=%7Bnot json').filter).toEqual([]);
    expect(read(`filter=${encodeURIComponent('[{"field":"__proto__","operator":"eq","value":1}]')}`).filter).toEqual([]);
  });
  it('reads under a prefix', () => {
    expect(read('t.page=2&page=9', 't').page).toBe(2);
  });
});

describe('writeTableState', () => {
  it('omits defaults and keeps unrelated params', () => {
    const out = writeTableState(new URLSearchParams('tab=2&page=4'), { page: 1, length: 20, filter: [] });
    expect(out.toString()).toBe('tab=2');
  });
  it('round-trips', () => {
    const state = {
      page: 2,
      length: 10,
      prop: 'maxQty',
      order: 'desc' as const,
      filter: [{ field: 'type', operator: 'include', value: ['store'] }],
    };
    expect(read(writeTableState(new URLSearchParams(), state).toString())).toEqual(state);
  });
  it('writes under a prefix', () => {
    expect(writeTableState(new URLSearchParams(), { page: 2, length: 20, filter: [] }, 'x').toString()).toBe('x.page=2');
  });
});

describe('request bodies', () => {
  const state = {
    page: 2,
    length: 30,
    prop: 'code',
    order: 'desc' as const,
    filter: [
      { field: 'code', operator: 'include', value: '' },
      { field: 'maxQty', operator: 'gt', value: 5 },
    ],
  };
  it('builds the page body, asking for totals when the resource has summary fields', () => {
    expect(pageBody(location, fields, state)).toEqual({
      page: 2,
      length: 30,
      prop: 'code',
      order: 'desc',
      filter: [{ field: 'maxQty', operator: 'gt', value: 5 }],
      summary: true,
    });
    const wf = filterFields(warehouse);
    expect(pageBody(warehouse, wf, { page: 1, length: 20, filter: [] })).toEqual({ page: 1, length: 20 });
  });
  it('builds the export body from order and filter', () => {
    expect(exportBody(fields, state, dayjs())).toEqual({
      prop: 'code',
      order: 'desc',
      filter: [{ field: 'maxQty', operator: 'gt', value: 5 }],
    });
  });
});

describe('antd sorter', () => {
  it('maps orders both ways', () => {
    expect(toAntdOrder({ prop: 'code', order: 'desc' }, 'code')).toBe('descend');
    expect(toAntdOrder({ prop: 'code', order: 'asc' }, 'code')).toBe('ascend');
    expect(toAntdOrder({ prop: 'code', order: 'asc' }, 'rack')).toBeNull();
    expect(fromAntdSorter(location, 'code', 'descend')).toEqual({ prop: 'code', order: 'desc' });
    expect(fromAntdSorter(location, 'code', undefined)).toEqual({ prop: undefined, order: undefined });
    expect(fromAntdSorter(warehouse, 'description', 'ascend')).toEqual({ prop: undefined, order: undefined });
  });
});
