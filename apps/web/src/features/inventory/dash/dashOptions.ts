import type { TContainers, TCustomerRow, TDailyRow, TDelivery, TMonthlyRow, TPlanRow } from '@wms/contract/dashboard';

/** What the charts need to say in the user's language. */
export interface DashTexts {
  inbound: string;
  outbound: string;
  planned: string;
  delivered: string;
  onHand: string;
  allocated: string;
  others: string;
  none: string;
}

/** Large type for a wall screen; colours readable on both the light and the dark background. */
const FONT = 14;
const IN = '#3ba272';
const OUT = '#5470c6';
const base = {
  textStyle: { fontSize: FONT },
  tooltip: { trigger: 'axis' as const },
  grid: { left: 56, right: 24, top: 40, bottom: 32 },
};
const legend = (names: string[]) => ({ top: 4, data: names, textStyle: { fontSize: FONT } });

/** Inbound and outbound per day (lines, the last days' trend). */
export function dailyOption(rows: TDailyRow[], t: DashTexts) {
  return {
    ...base,
    legend: legend([t.inbound, t.outbound]),
    xAxis: { type: 'category', data: rows.map((r) => r.day.slice(5)) },
    yAxis: { type: 'value' },
    series: [
      { name: t.inbound, type: 'line', smooth: true, color: IN, data: rows.map((r) => r.inbound) },
      { name: t.outbound, type: 'line', smooth: true, color: OUT, data: rows.map((r) => r.outbound) },
    ],
  };
}

/** Inbound and outbound per month (bars side by side). */
export function monthlyOption(rows: TMonthlyRow[], t: DashTexts) {
  return {
    ...base,
    legend: legend([t.inbound, t.outbound]),
    xAxis: { type: 'category', data: rows.map((r) => r.month) },
    yAxis: { type: 'value' },
    series: [
      { name: t.inbound, type: 'bar', color: IN, data: rows.map((r) => r.inbound) },
      { name: t.outbound, type: 'bar', color: OUT, data: rows.map((r) => r.outbound) },
    ],
  };
}

/** Planned (bars) against delivered (line) per day, today in the middle. */
export function planOption(rows: TPlanRow[], t: DashTexts) {
  return {
    ...base,
    legend: legend([t.planned, t.delivered]),
    xAxis: { type: 'category', data: rows.map((r) => r.day.slice(5)) },
    yAxis: { type: 'value' },
    series: [
      { name: t.planned, type: 'bar', color: '#fac858', data: rows.map((r) => r.planned) },
      { name: t.delivered, type: 'line', color: OUT, data: rows.map((r) => r.delivered) },
    ],
  };
}

/** Stock per customer: on hand and allocated, largest at the top. */
export function customersOption(rows: TCustomerRow[], t: DashTexts) {
  const shown = [...rows].reverse();
  return {
    ...base,
    grid: { ...base.grid, left: 120 },
    legend: legend([t.onHand, t.allocated]),
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: shown.map((r) => r.name ?? t.none) },
    series: [
      { name: t.onHand, type: 'bar', color: IN, data: shown.map((r) => r.qoh) },
      { name: t.allocated, type: 'bar', color: '#ee6666', data: shown.map((r) => r.qal) },
    ],
  };
}

/** Delivered per consignee (a ring), the rest as one slice. */
export function deliveryOption(d: TDelivery, t: DashTexts) {
  const data = d.top.map((r) => ({ name: r.name ?? t.none, value: r.qty }));
  if (d.rest > 0) data.push({ name: t.others, value: d.rest });
  return {
    textStyle: { fontSize: FONT },
    tooltip: { trigger: 'item' as const },
    legend: { bottom: 0, type: 'scroll' as const, textStyle: { fontSize: FONT } },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], label: { fontSize: FONT }, data }],
  };
}

/** Packaging out per type (stacked bars): the units out up to 90 days, and on top of them, in red, those out longer. */
export function containersOption(
  rows: TContainers['byType'],
  t: { within90: string; past90: string },
  typeLabel: (packagingType: string) => string,
) {
  return {
    ...base,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: legend([t.within90, t.past90]),
    xAxis: { type: 'category', data: rows.map((r) => typeLabel(r.packagingType)), axisLabel: { interval: 0 } },
    yAxis: { type: 'value' },
    series: [
      { name: t.within90, type: 'bar', stack: 'units', barMaxWidth: 64, color: OUT, data: rows.map((r) => r.units - r.past90) },
      { name: t.past90, type: 'bar', stack: 'units', barMaxWidth: 64, color: '#ee6666', data: rows.map((r) => r.past90) },
    ],
  };
}
