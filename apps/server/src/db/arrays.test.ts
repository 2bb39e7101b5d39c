import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { boolArray, intArray } from './arrays.ts';

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

  it('refuses anything but integers rather than send it', () => {
    expect(() => intArray([1, 1.5])).toThrow(/1.5/);
    expect(() => intArray([Number.NaN])).toThrow(/NaN/);
  });
});
