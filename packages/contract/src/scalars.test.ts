import { describe, expect, it } from 'vitest';
import { defineResource } from './resource.ts';
import { createSchema } from './resource-schema.ts';
import { INT4_MAX, numericMax } from './scalars.ts';
import { zDecimal, zId, zInt, zText } from './scalars-schema.ts';

/** Issue 8 item 5: ids and numbers are JSON numbers or plain decimal strings, nothing coerced. */
describe('zId', () => {
  it.each([true, false, '0x10', ' 7 ', '7 ', '1e1', '', '+7', '7.0', 1.5, 0, -1, INT4_MAX + 1, '2147483648', null, [1], {}])(
    'refuses %j',
    (v) => expect(zId().safeParse(v).success).toBe(false),
  );

  it.each([
    [7, 7],
    ['7', 7],
    ['007', 7],
    [INT4_MAX, INT4_MAX],
  ])('takes %j as %j', (v, out) => expect(zId().parse(v)).toBe(out));
});

describe('zInt and zDecimal', () => {
  it('keep within int4 whatever bounds are asked for', () => {
    expect(zInt(0, 10 ** 12).safeParse(INT4_MAX + 1).success).toBe(false);
    expect(zInt().parse('-2147483648')).toBe(-2147483648);
    expect(zInt().safeParse('-2147483649').success).toBe(false);
  });

  it('take plain decimal strings only', () => {
    const d = zDecimal(0, numericMax(14, 3));
    expect(d.parse('12.5')).toBe(12.5);
    for (const v of ['1e3', '0x1', ' 1', '1.', '.5', true, 1e12]) expect(d.safeParse(v).success, String(v)).toBe(false);
    expect(d.parse(99_999_999_999.999)).toBe(99_999_999_999.999);
  });
});

describe('zText', () => {
  it('refuses NUL and keeps its length', () => {
    expect(zText(5).safeParse('a\u0000').success).toBe(false);
    expect(zText(5).safeParse('abcdef').success).toBe(false);
    expect(zText(5).parse('abc')).toBe('abc');
  });
});

describe('date and datetime fields', () => {
  const schema = createSchema(
    defineResource({
      name: 't',
      path: '/t/t',
      fields: [
        { name: 'day', kind: 'date' },
        { name: 'at', kind: 'datetime' },
      ],
    }),
  );

  it.each([
    ['day', '2024-02-30'],
    ['day', '2023-02-29'],
    ['day', '2024-13-01'],
    ['day', '0000-01-01'],
    ['at', '2024-02-30T10:00:00Z'],
    ['at', '2024-01-01T24:00:00Z'],
    ['at', '0000-01-01T00:00:00Z'],
    ['at', true],
    ['at', 0],
  ])('refuses %s = %j', (field, v) => expect(schema.safeParse({ [field]: v }).success).toBe(false));

  it('takes real days and instants', () => {
    const out = schema.parse({ day: '2024-02-29', at: '2024-02-29T23:59:59.123Z' });
    expect(out.day).toBe('2024-02-29');
    expect(out.at).toEqual(new Date('2024-02-29T23:59:59.123Z'));
  });
});
