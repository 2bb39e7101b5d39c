import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bigintArray, boolArray, codeArray, intArray } from './arrays.ts';

describe('array parameters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('reach the database as typed arrays, unnested side by side in order', async () => {
    const res = await t.database.db.execute(
      sql`select v.a, v.b from unnest(${intArray([3, -1, 2147483647])}, ${boolArray([true, false, true])}) as v(a, b)`,
    );
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([
      { a: 3, b: true },
      { a: -1, b: false },
      { a: 2147483647, b: true },
    ]);
  });

  it('carry bigints past int4 and codes, in order', async () => {
    const res = await t.database.db.execute(
      sql`select v.a::text, v.c from unnest(${bigintArray([2 ** 40, -3])}, ${codeArray(['pallet', 'plasticBoxLid'])}) as v(a, c)`,
    );
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([
      { a: String(2 ** 40), c: 'pallet' },
      { a: '-3', c: 'plasticBoxLid' },
    ]);
  });

  it('refuses anything but integers, or a code that would split or quote, rather than send it', () => {
    expect(() => intArray([1, 1.5])).toThrow(/1.5/);
    expect(() => intArray([Number.NaN])).toThrow(/NaN/);
    expect(() => bigintArray([2 ** 53])).toThrow(/not a safe integer/);
    expect(() => codeArray(['a,b'])).toThrow(/not a code/);
    expect(() => codeArray(['a"'])).toThrow(/not a code/);
  });
});
