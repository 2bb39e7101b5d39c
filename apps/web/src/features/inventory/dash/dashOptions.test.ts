import { describe, expect, it } from 'vitest';
import { containersOption, customersOption, type DashTexts, dailyOption, deliveryOption, planOption } from './dashOptions.ts';

const texts: DashTexts = {
  inbound: 'Inbound',
  outbound: 'Outbound',
  planned: 'Planned',
  delivered: 'Delivered',
  onHand: 'On hand',
  allocated: 'Allocated',
  others: 'Others',
  none: 'Not set',
};

describe('dashboard chart options', () => {
  it('draws in and out per day as two named lines over the days', () => {
    const o = dailyOption(
      [
        { day: '2026-11-21', inbound: 5, outbound: 2 },
        { day: '2026-11-22', inbound: 0, outbound: 7 },
      ],
      texts,
    );
    expect(o.xAxis.data).toEqual(['11-21', '11-22']);
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['Inbound', [5, 0]],
      ['Outbound', [2, 7]],
    ]);
  });

  it('puts the largest customer on top and names a customer-less stock', () => {
    const o = customersOption(
      [
        { id: 1, name: 'Acme', qoh: 90, qal: 10, skus: 3 },
        { id: null, name: null, qoh: 5, qal: 0, skus: 1 },
      ],
      texts,
    );
    expect(o.yAxis.data).toEqual(['Not set', 'Acme']);
  });

  it('adds the consignees beyond the top ones as one slice, and plans bars against a delivered line', () => {
    const pie = deliveryOption({ top: [{ id: 1, name: 'Plant North', qty: 12 }], rest: 4 }, texts);
    expect(pie.series[0]!.data).toEqual([
      { name: 'Plant North', value: 12 },
      { name: 'Others', value: 4 },
    ]);
    const plan = planOption([{ day: '2026-11-22', planned: 15, delivered: 12 }], texts);
    expect(plan.series.map((s) => s.type)).toEqual(['bar', 'line']);
  });

  it('stacks the units out past 90 days on top of the rest, a bar per packaging type in the dictionary’s words', () => {
    const o = containersOption(
      [
        { packagingType: 'pallet', units: 75, past90: 5 },
        { packagingType: 'palletLid', units: 5, past90: 5 },
      ],
      { within90: 'Up to 90 days', past90: 'Over 90 days' },
      (v) => ({ pallet: 'Pallet', palletLid: 'Pallet lid' })[v] ?? v,
    );
    expect(o.xAxis.data).toEqual(['Pallet', 'Pallet lid']);
    expect(o.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Up to 90 days', 'units', [70, 0]],
      ['Over 90 days', 'units', [5, 5]],
    ]);
    expect(o.legend.data).toEqual(['Up to 90 days', 'Over 90 days']);
  });
});
