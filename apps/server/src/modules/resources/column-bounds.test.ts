import { ENUMS } from '@wms/contract/enums';
import { fieldBounds } from '@wms/contract/resource';
import { createSchema } from '@wms/contract/resource-schema';
import { INT4_MAX, INT4_MIN, numericMax } from '@wms/contract/scalars';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from './registry.ts';

/**
 * Every bound a resource's schema accepts is one its column can store (issue 8 item 4): a value
 * the schema lets through must never come back from the database as "out of range" or "too long".
 */
const registry = buildRegistry();
const fields = [...registry.resources.values()].flatMap((res) =>
  res.def.fields.map((f) => ({ res: res.def.name, f, type: res.columns[f.name]!.getSQLType() })),
);

describe.each(fields.map((x) => [`${x.res}.${x.f.name}`, x] as const))('%s', (_name, { res, f, type }) => {
  it('accepts nothing its column cannot hold', () => {
    const { min, max } = fieldBounds(f);
    const varchar = /^varchar\((\d+)\)$/.exec(type);
    const numeric = /^numeric\((\d+), (\d+)\)$/.exec(type);
    if (f.kind === 'enum') {
      expect(varchar, type).not.toBeNull();
      for (const v of ENUMS[f.enum!]) expect(v.length).toBeLessThanOrEqual(Number(varchar![1]));
    } else if (varchar) {
      // The schema's limit is the column's: shorter would refuse what the column holds, longer would fail in it.
      expect(['string', 'text', 'image']).toContain(f.kind);
      expect(max).toBe(Number(varchar[1]));
    } else if (type === 'integer') {
      expect(['int', 'ref']).toContain(f.kind);
      expect(min).toBeGreaterThanOrEqual(INT4_MIN);
      expect(max).toBeLessThanOrEqual(INT4_MAX);
    } else if (numeric) {
      expect(f.kind).toBe('decimal');
      const [p, s] = [Number(numeric[1]), Number(numeric[2])];
      expect([f.precision ?? 14, f.scale ?? 3], 'declared precision and scale').toEqual([p, s]);
      expect(max).toBeLessThanOrEqual(numericMax(p, s));
      expect(min).toBeGreaterThanOrEqual(-numericMax(p, s));
    } else if (type === 'boolean') {
      expect(f.kind).toBe('bool');
    } else if (type === 'date') {
      // A real calendar day of years 1–9999 only: what PostgreSQL's date holds is wider, never narrower.
      expect(f.kind).toBe('date');
      const day = createSchema({ ...registry.resources.get(res)!.def, fields: [{ ...f, required: true }] }).shape[f.name]!;
      for (const ok of ['2026-11-22', '2024-02-29', '0001-01-01', '9999-12-31']) expect(day.safeParse(ok).success, ok).toBe(true);
      for (const bad of ['2026-02-29', '2026-13-01', '0000-01-01', '10000-01-01', '2026-1-1', '']) {
        expect(day.safeParse(bad).success, bad).toBe(false);
      }
    } else {
      throw new Error(`${res}.${f.name}: no bound check for column type ${type}`);
    }
  });

  it('says so in the schema the OpenAPI document is made from', () => {
    if (f.readOnly) return;
    const schema = createSchema(registry.resources.get(res)!.def);
    const json = schema.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { maxLength?: number; maximum?: number; anyOf?: { maxLength?: number; maximum?: number }[] }>;
    };
    const prop = json.properties[f.name]!;
    const own = prop.anyOf?.find((b) => b.maxLength !== undefined || b.maximum !== undefined) ?? prop;
    if (['string', 'text', 'image'].includes(f.kind)) expect(own.maxLength).toBe(fieldBounds(f).max);
    if (['int', 'ref', 'decimal'].includes(f.kind)) expect(own.maximum).toBe(fieldBounds(f).max);
  });
});

describe('numericMax', () => {
  it('is the largest value of numeric(p, s)', () => {
    expect(numericMax(14, 3)).toBe(99_999_999_999.999);
    // 999999999999.999999 is no double: the bound is the double just below 10^12, which the column still holds.
    expect(numericMax(18, 6)).toBeLessThan(1e12);
    expect(numericMax(18, 6)).toBeGreaterThan(999_999_999_999.999);
    expect(numericMax(5, 0)).toBe(99_999);
  });
});
