import type { ResourceDef } from '@wms/contract/resource';
import { location } from '@wms/contract/resources/location';
import { warehouse } from '@wms/contract/resources/warehouse';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addCondition,
  availableFields,
  canApply,
  changeField,
  changeOperator,
  changeValue,
  coerceValue,
  completeItems,
  emptyValue,
  favouriteToItems,
  filterFields,
  firstOperator,
  isFieldDisabled,
  isValueEmpty,
  itemsToFavourite,
  normalizeItems,
  operatorsFor,
  removeCondition,
  toRequestFilter,
  validateFavouriteName,
} from './filterRules.ts';

const def: ResourceDef = {
  name: 'demo',
  path: '/demo',
  area: 'demo',
  key: 'demo',
  labelField: 'name',
  codeField: 'code',
  searchFields: ['code'],
  fields: [
    { name: 'code', kind: 'string' },
    { name: 'qty', kind: 'int' },
    { name: 'type', kind: 'enum', enum: 'locationType' },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse' },
    { name: 'active', kind: 'bool' },
    { name: 'day', kind: 'date' },
    { name: 'at', kind: 'datetime', repeatable: true },
    { name: 'created', kind: 'datetime', filter: 'customDate' },
    { name: 'shipDay', kind: 'date', filter: 'customDate' },
    { name: 'labels', kind: 'tags' },
    { name: 'photo', kind: 'image' },
    { name: 'secret', kind: 'string', filter: false },
    { name: 'onDay', kind: 'date', filter: 'date' },
  ],
};
const fields = filterFields(def);

describe('filterFields', () => {
  it('offers every filterable field with the type defaultFilterType gives', () => {
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['code', 'text'],
      ['qty', 'number'],
      ['type', 'select'],
      ['warehouse', 'select'],
      ['active', 'switch'],
      ['day', 'daterange'],
      ['at', 'datetimerange'],
      ['created', 'customDate'],
      ['shipDay', 'customDate'],
      ['labels', 'tags'],
      ['onDay', 'date'],
    ]);
  });
  it('carries the dictionary, reference and repeatable flag', () => {
    expect(fields.find((f) => f.name === 'type')?.enum).toBe('locationType');
    expect(fields.find((f) => f.name === 'warehouse')?.ref).toBe('warehouse');
    expect(fields.find((f) => f.name === 'at')?.repeatable).toBe(true);
    expect(fields.find((f) => f.name === 'code')?.repeatable).toBe(false);
  });
  it('works on the real resource definitions', () => {
    expect(filterFields(warehouse).map((f) => f.name)).toContain('dflt');
    expect(filterFields(location).find((f) => f.name === 'maxQty')?.type).toBe('number');
  });
});

describe('operators and empty values', () => {
  it('takes operators from OPERATORS_BY_TYPE', () => {
    expect(operatorsFor('text')).toEqual(['eq', 'ne', 'include', 'exclude']);
    expect(operatorsFor('switch')).toEqual(['eq', 'ne']);
    expect(firstOperator('select')).toBe('include');
    expect(firstOperator('number')).toBe('eq');
  });
  it('starts each type with the right empty value', () => {
    expect(emptyValue('text')).toBe('');
    expect(emptyValue('number')).toBeNull();
    expect(emptyValue('select')).toEqual([]);
    expect(emptyValue('select', 'eq')).toBeNull();
    expect(emptyValue('daterange')).toEqual([]);
    expect(emptyValue('datetimerange')).toEqual([]);
    expect(emptyValue('date')).toBeNull();
    expect(emptyValue('datetime')).toBeNull();
    expect(emptyValue('customDate')).toBeNull();
    expect(emptyValue('switch')).toBe(1);
    expect(emptyValue('tags')).toEqual([]);
  });
  it('knows an empty value', () => {
    expect(isValueEmpty('text', '  ')).toBe(true);
    expect(isValueEmpty('text', 'a')).toBe(false);
    expect(isValueEmpty('number', 0)).toBe(false);
    expect(isValueEmpty('number', null)).toBe(true);
    expect(isValueEmpty('select', [])).toBe(true);
    expect(isValueEmpty('daterange', ['2024-01-01'])).toBe(true);
    expect(isValueEmpty('daterange', ['2024-01-01', ''])).toBe(true);
    expect(isValueEmpty('daterange', ['2024-01-01', '2024-01-02'])).toBe(false);
    expect(isValueEmpty('switch', 0)).toBe(false);
  });
});

describe('adding and removing conditions', () => {
  it('adds a condition on the first free field with its first operator and an empty value', () => {
    const r = addCondition(fields, []);
    expect(r).toEqual({ ok: true, items: [{ field: 'code', operator: 'eq', value: '' }] });
  });
  it('skips fields already used', () => {
    const r = addCondition(fields, [{ field: 'code', operator: 'eq', value: 'A' }]);
    expect(r.ok && r.items[1].field).toBe('qty');
  });
  it('warns "no filter items" when no field remains', () => {
    const small = filterFields({ ...def, fields: [{ name: 'code', kind: 'string' }] });
    expect(addCondition(small, [{ field: 'code', operator: 'eq', value: '' }])).toEqual({ ok: false, reason: 'noItems' });
    expect(addCondition([], [])).toEqual({ ok: false, reason: 'noItems' });
  });
  it('always leaves a repeatable field available', () => {
    const rep = filterFields({ ...def, fields: [{ name: 'at', kind: 'datetime', repeatable: true }] });
    const once = addCondition(rep, []);
    expect(once.ok).toBe(true);
    const twice = once.ok ? addCondition(rep, once.items) : once;
    expect(twice.ok && twice.items.map((i) => i.field)).toEqual(['at', 'at']);
  });
  it('removes by index', () => {
    const items = [
      { field: 'code', operator: 'eq', value: 'A' },
      { field: 'qty', operator: 'gt', value: 3 },
    ];
    expect(removeCondition(items, 0)).toEqual([items[1]]);
  });
});

describe('disabled fields', () => {
  const items = [
    { field: 'code', operator: 'eq', value: 'A' },
    { field: 'at', operator: 'include', value: [] },
  ];
  it('disables a field another row uses', () => {
    expect(isFieldDisabled(fields, items, 1, 'code')).toBe(true);
  });
  it('never disables the row its own field', () => {
    expect(isFieldDisabled(fields, items, 0, 'code')).toBe(false);
  });
  it('never disables a repeatable field', () => {
    expect(isFieldDisabled(fields, items, 0, 'at')).toBe(false);
  });
  it('lists the fields still free', () => {
    const names = availableFields(fields, items).map((f) => f.name);
    expect(names).not.toContain('code');
    expect(names).toContain('at');
  });
});

describe('changing a field, operator or value', () => {
  const items = [
    { field: 'code', operator: 'include', value: 'abc' },
    { field: 'qty', operator: 'gt', value: 5 },
  ];
  it('resets operator to the type first and empties the value', () => {
    expect(changeField(fields, items, 0, 'type')[0]).toEqual({ field: 'type', operator: 'include', value: [] });
    expect(changeField(fields, items, 1, 'active')[1]).toEqual({ field: 'active', operator: 'eq', value: 1 });
  });
  it('refuses a field used by another row', () => {
    expect(changeField(fields, items, 0, 'qty')).toEqual(items);
  });
  it('ignores an unknown field', () => {
    expect(changeField(fields, items, 0, 'nope')).toEqual(items);
  });
  it('changes the operator only to one the type offers', () => {
    expect(changeOperator(fields, items, 1, 'le')[1].operator).toBe('le');
    expect(changeOperator(fields, items, 1, 'include')[1].operator).toBe('gt');
  });
  it('keeps what it can of a select value across eq and include', () => {
    const sel = [{ field: 'type', operator: 'include', value: ['store', 'ship'] }];
    const eq = changeOperator(fields, sel, 0, 'eq');
    expect(eq[0]).toEqual({ field: 'type', operator: 'eq', value: 'store' });
    expect(changeOperator(fields, eq, 0, 'exclude')[0].value).toEqual(['store']);
    expect(coerceValue('select', 'eq', [])).toBeNull();
    expect(coerceValue('select', 'include', null)).toEqual([]);
    expect(coerceValue('text', 'include', 'x')).toBe('x');
  });
  it('sets a value', () => {
    expect(changeValue(items, 0, 'zzz')[0].value).toBe('zzz');
    expect(changeValue(items, 0, 'zzz')[1]).toBe(items[1]);
  });
});

describe('apply and favourite names', () => {
  it('cannot apply or save with no conditions', () => {
    expect(canApply([])).toBe(false);
    expect(canApply([{ field: 'code', operator: 'eq', value: '' }])).toBe(true);
  });
  it('refuses a blank favourite name', () => {
    expect(validateFavouriteName('')).toBe('nameEmpty');
    expect(validateFavouriteName('   ')).toBe('nameEmpty');
    expect(validateFavouriteName(undefined)).toBe('nameEmpty');
    expect(validateFavouriteName('mine')).toBeNull();
  });
  it('drops conditions without a value before sending', () => {
    const items = [
      { field: 'code', operator: 'eq', value: '' },
      { field: 'qty', operator: 'gt', value: 0 },
      { field: 'gone', operator: 'eq', value: 'x' },
    ];
    expect(completeItems(fields, items)).toEqual([{ field: 'qty', operator: 'gt', value: 0 }]);
  });
});

describe('normalizeItems', () => {
  it('drops unknown fields, junk entries and non-arrays', () => {
    expect(normalizeItems(fields, 'x')).toEqual([]);
    expect(normalizeItems(fields, [null, 3, { field: 'nope', operator: 'eq', value: 1 }])).toEqual([]);
  });
  it('replaces a bad operator with the type first', () => {
    expect(normalizeItems(fields, [{ field: 'qty', operator: 'include', value: '4' }])).toEqual([
      { field: 'qty', operator: 'eq', value: 4 },
    ]);
  });
  it('shapes values by type', () => {
    const out = normalizeItems(fields, [
      { field: 'code', operator: 'eq', value: ['a', 'b'] },
      { field: 'qty', operator: 'gt', value: 'x' },
      { field: 'type', operator: 'include', value: 'store' },
      { field: 'warehouse', operator: 'include', value: ['1', '22', 'x'] },
      { field: 'active', operator: 'eq', value: '0' },
      { field: 'day', operator: 'include', value: '2024-01-01,2024-01-31' },
      { field: 'at', operator: 'include', value: ['2024-01-01 00:00:00'] },
      { field: 'labels', operator: 'include', value: 'red' },
      { field: 'created', operator: 'include', value: 'today' },
    ]);
    expect(out).toEqual([
      { field: 'code', operator: 'eq', value: 'a,b' },
      { field: 'qty', operator: 'gt', value: null },
      { field: 'type', operator: 'include', value: ['store'] },
      { field: 'warehouse', operator: 'include', value: [1, 22, 'x'] },
      { field: 'active', operator: 'eq', value: 0 },
      { field: 'day', operator: 'include', value: ['2024-01-01', '2024-01-31'] },
      { field: 'at', operator: 'include', value: [] },
      { field: 'labels', operator: 'include', value: ['red'] },
      { field: 'created', operator: 'include', value: 'today' },
    ]);
  });
  it('keeps one condition per non-repeatable field, several for a repeatable one', () => {
    const out = normalizeItems(fields, [
      { field: 'code', operator: 'eq', value: 'a' },
      { field: 'code', operator: 'eq', value: 'b' },
      { field: 'at', operator: 'include', value: ['2024-01-01 00:00:00', '2024-01-02 00:00:00'] },
      { field: 'at', operator: 'exclude', value: ['2024-01-01 08:00:00', '2024-01-01 09:00:00'] },
    ]);
    expect(out.map((i) => i.field)).toEqual(['code', 'at', 'at']);
  });
  it('turns a switch into 1 or 0 and an eq select into one value', () => {
    expect(normalizeItems(fields, [{ field: 'active', operator: 'eq', value: true }])[0].value).toBe(1);
    expect(normalizeItems(fields, [{ field: 'warehouse', operator: 'eq', value: ['7'] }])[0].value).toBe(7);
  });
});

describe('favourites', () => {
  it('round-trips through the saved-filter map', () => {
    const items = [
      { field: 'code', operator: 'include', value: 'A-1' },
      { field: 'qty', operator: 'ge', value: 10 },
      { field: 'type', operator: 'include', value: ['store', 'ship'] },
      { field: 'warehouse', operator: 'include', value: [3] },
      { field: 'active', operator: 'eq', value: 0 },
      { field: 'day', operator: 'include', value: ['2024-01-01', '2024-01-31'] },
      { field: 'created', operator: 'exclude', value: 'last7days' },
    ];
    const map = itemsToFavourite(fields, items);
    expect(map).toEqual({
      code: 'A-1|include',
      qty: '10|ge',
      type: 'store,ship|include',
      warehouse: '3|include',
      active: '0|eq',
      day: '2024-01-01,2024-01-31|include',
      created: 'last7days|exclude',
    });
    expect(favouriteToItems(fields, map)).toEqual(items);
  });
  it('does not save empty conditions', () => {
    expect(itemsToFavourite(fields, [{ field: 'code', operator: 'eq', value: '' }])).toEqual({});
  });
  it('tolerates a map entry without operator or with a foreign field', () => {
    expect(favouriteToItems(fields, { code: 'abc', ghost: '1|eq' })).toEqual([{ field: 'code', operator: 'eq', value: 'abc' }]);
  });
});

describe('toRequestFilter', () => {
  const now = dayjs('2024-06-12T15:30:00'); // a Wednesday
  it('resolves customDate presets to a range, with times for datetime fields', () => {
    const out = toRequestFilter(
      fields,
      [
        { field: 'created', operator: 'include', value: 'today' },
        { field: 'shipDay', operator: 'exclude', value: 'last7days' },
      ],
      now,
    );
    expect(out).toEqual([
      { field: 'created', operator: 'include', value: ['2024-06-12 00:00:00', '2024-06-12 23:59:59'] },
      { field: 'shipDay', operator: 'exclude', value: ['2024-06-06', '2024-06-12'] },
    ]);
  });
  it('drops incomplete conditions and unknown presets, passes the others as they are', () => {
    const out = toRequestFilter(
      fields,
      [
        { field: 'created', operator: 'include', value: 'someday' },
        { field: 'code', operator: 'eq', value: '' },
        { field: 'qty', operator: 'lt', value: 3 },
      ],
      now,
    );
    expect(out).toEqual([{ field: 'qty', operator: 'lt', value: 3 }]);
  });
});
