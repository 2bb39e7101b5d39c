import { expect, it } from 'vitest';
import { createDoubleReadFilter, DOUBLE_READ_MS } from './doubleRead.ts';

it('takes the same code within the window once, and again once the window has passed', () => {
  const isDouble = createDoubleReadFilter();
  expect(isDouble('SKU1', 1000)).toBe(false);
  expect(isDouble('SKU1', 1030)).toBe(true); // a trigger's double decode
  expect(isDouble('SKU1', 1030 + DOUBLE_READ_MS)).toBe(false); // a deliberate re-scan
});

it('a different code between two reads makes the second no double', () => {
  const isDouble = createDoubleReadFilter(300);
  expect(isDouble('A', 0)).toBe(false);
  expect(isDouble('B', 10)).toBe(false);
  expect(isDouble('A', 20)).toBe(false);
});

it('a code repeated fast for as long as it stays in view is taken once', () => {
  const isDouble = createDoubleReadFilter(300);
  expect([0, 200, 400, 600].map((at) => isDouble('LPN1', at))).toEqual([false, true, true, true]);
});

it('anything the worker does between two reads makes the second no double', () => {
  const isDouble = createDoubleReadFilter(300);
  expect(isDouble('SKU1', 0)).toBe(false);
  isDouble.reset();
  expect(isDouble('SKU1', 30)).toBe(false);
});
