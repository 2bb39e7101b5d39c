import { zId } from '@wms/contract/scalars-schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputSchema } from './strict-input.ts';

const issues = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues.map((i) => ({ code: i.code, path: i.path }));
const json = (s: z.ZodType) =>
  z.toJSONSchema(s, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as unknown as {
    required?: string[];
    additionalProperties?: unknown;
  };

describe('inputSchema', () => {
  it('closes plain objects at every depth, and leaves loose objects and records open', () => {
    const s = inputSchema(
      z.object({
        a: z.string(),
        lines: z.array(z.object({ n: z.number() })).optional(),
        open: z.looseObject({ x: z.number() }).optional(),
        map: z.record(z.string(), z.object({ y: z.number() })).optional(),
      }),
      { closed: true },
    );
    expect(issues(s, { a: 'x', b: 1 })).toEqual([{ code: 'unrecognized_keys', path: [] }]);
    expect(issues(s, { a: 'x', lines: [{ n: 1, m: 2 }] })).toEqual([{ code: 'unrecognized_keys', path: ['lines', 0] }]);
    expect(s.safeParse({ a: 'x', open: { x: 1, more: true }, map: { any: { y: 1 } } }).success).toBe(true);
    expect(issues(s, { a: 'x', map: { any: { y: 1, z: 2 } } })).toEqual([{ code: 'unrecognized_keys', path: ['map', 'any'] }]);
    expect(json(s).additionalProperties).toBe(false);
  });

  it('keeps checks, defaults, unions, descriptions and examples', () => {
    const body = z
      .object({ from: z.number(), to: z.number(), kind: z.enum(['a', 'b']).default('a') })
      .refine((b) => b.from <= b.to, { path: ['to'], message: 'order' })
      .meta({ description: 'a range', example: { from: 1, to: 2 } });
    const s = inputSchema(z.union([body, z.object({ all: z.literal(true) })]), { closed: true });
    expect(s.parse({ from: 1, to: 2 })).toEqual({ from: 1, to: 2, kind: 'a' });
    expect(s.safeParse({ from: 3, to: 2 }).success).toBe(false);
    expect(s.safeParse({ all: true, from: 1 }).success).toBe(false);
    expect(s.parse({ all: true })).toEqual({ all: true });
    const doc = JSON.stringify(json(s));
    expect(doc).toContain('"description":"a range"');
    expect(doc).toContain('"example":{"from":1,"to":2}');
  });

  it('terminates on a schema that refers to itself', () => {
    interface Node {
      name: string;
      children?: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node).optional() }));
    const s = inputSchema(node, { closed: true });
    expect(s.safeParse({ name: 'a', children: [{ name: 'b', children: [] }] }).success).toBe(true);
    expect(issues(s, { name: 'a', children: [{ name: 'b', x: 1 }] })).toEqual([
      { code: 'unrecognized_keys', path: ['children', 0] },
    ]);
  });

  it('documents as required what the parser requires: a nullable or union holding a text-to-number id', () => {
    const raw = z.object({ parent: zId().nullable(), ref: z.union([zId(), z.string()]), note: z.string().optional() });
    // Zod alone documents both as optional, though its parser refuses them missing.
    expect(json(raw).required ?? []).toEqual([]);
    const s = inputSchema(raw, { closed: false });
    expect(json(s).required).toEqual(['parent', 'ref']);
    expect(issues(s, {})).toEqual([
      { code: 'invalid_type', path: ['parent'] },
      { code: 'invalid_union', path: ['ref'] },
    ]);
    expect(s.safeParse({ parent: null, ref: '12' }).success).toBe(true);
    // Not closed: an unknown key of a read's query passes.
    expect(s.safeParse({ parent: 1, ref: 1, _: '1' }).success).toBe(true);
  });
});
