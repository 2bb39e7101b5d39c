import { ctrBalance, ctrPosting, PACKAGING_TYPES } from '@wms/contract/containers/container-account';
import { defineResource } from '@wms/contract/resource';
import type { TFilterItem } from '@wms/contract/table';
import { describe, expect, it } from 'vitest';
import { onePackagingType, shownTotals } from './unitTotals.ts';

const f = (operator: string, value: TFilterItem['value'], field = 'packagingType'): TFilterItem => ({ field, operator, value });

describe('the one packaging type a container list holds', () => {
  it.each<[string, string | undefined, TFilterItem[], string | null]>([
    ['nothing chosen: every type', undefined, [], null],
    ['the toolbar’s type', 'pallet', [], 'pallet'],
    ['a filter equal to a type', undefined, [f('eq', 'plasticBox')], 'plasticBox'],
    ['a filter including one type', undefined, [f('include', ['palletLid'])], 'palletLid'],
    ['a filter including two types', undefined, [f('include', ['palletLid', 'plasticBox'])], null],
    [
      'two conditions that leave one type',
      undefined,
      [f('include', ['palletLid', 'plasticBox']), f('ne', 'plasticBox')],
      'palletLid',
    ],
    ['the toolbar’s type within the filter’s', 'plasticBox', [f('include', ['palletLid', 'plasticBox'])], 'plasticBox'],
    ['a filter not equal to one type leaves the others', undefined, [f('ne', 'pallet')], null],
    ['conditions on other fields narrow nothing', undefined, [f('eq', 'plasticBox', 'partnerKind')], null],
    ['a condition left empty narrows nothing', 'pallet', [f('include', []), f('eq', '')], 'pallet'],
    ['conditions that exclude each other: no type', 'pallet', [f('eq', 'plasticBox')], null],
  ])('%s', (_name, chosen, filter, type) => {
    expect(onePackagingType(chosen, filter)).toBe(type);
  });

  it('excluding every type but one leaves that one', () => {
    const others = PACKAGING_TYPES.filter((t) => t !== 'plasticBox');
    expect(onePackagingType(undefined, [f('exclude', [...others])])).toBe('plasticBox');
  });
});

describe('the totals a container list shows', () => {
  it('units of the balances (held and the age buckets) only over one packaging type', () => {
    expect(shownTotals(ctrBalance, null)).toEqual([]);
    expect(shownTotals(ctrBalance, 'pallet')).toEqual(['balance', 'age0', 'age31', 'age61', 'age91']);
  });

  it('the postings’ quantity only over one packaging type', () => {
    expect(shownTotals(ctrPosting, null)).toEqual([]);
    expect(shownTotals(ctrPosting, 'palletLid')).toEqual(['qty']);
  });

  it('money totals (one currency) whatever the types', () => {
    const owed = defineResource({
      name: 'owed',
      path: '/owed',
      fields: [
        { name: 'closing', kind: 'int', summary: true },
        { name: 'rent', kind: 'int', summary: true },
        { name: 'lossValue', kind: 'int', summary: true },
        { name: 'total', kind: 'int', summary: true },
        { name: 'note', kind: 'string' },
      ],
    });
    expect(shownTotals(owed, null)).toEqual(['rent', 'lossValue', 'total']);
    expect(shownTotals(owed, 'plasticBox')).toEqual(['closing', 'rent', 'lossValue', 'total']);
  });
});
