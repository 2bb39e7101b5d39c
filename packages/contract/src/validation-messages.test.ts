import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSchema, updateSchema } from './resource-schema.ts';
import { item } from './resources/item.ts';
import { location } from './resources/location.ts';
import {
  type AnyIssue,
  issueMessage,
  issueReason,
  issuesPerField,
  REASONS,
  schemaLimits,
  vmError,
} from './validation-messages.ts';

/** The first issue of parsing `value`, with the input reported (as the import and the form parse). */
function issueOf(schema: z.ZodType, value: unknown): AnyIssue {
  const r = schema.safeParse(value, { reportInput: true } as never);
  if (r.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return r.error.issues[0]!;
}

const both = (issue: AnyIssue, ctx = {}) => [issueReason(issue, 'zh', ctx), issueReason(issue, 'en', ctx)];

describe('issueReason covers every zod issue kind in both languages', () => {
  const cases: [string, z.ZodType, unknown, string, string][] = [
    ['invalid_type number', z.coerce.number(), 'abc', '不是数字', 'not a number'],
    ['invalid_type int', z.number().int(), 1.5, '须为整数', 'must be a whole number'],
    ['invalid_type string', z.string(), 5, '须为文本', 'must be text'],
    ['invalid_type boolean', z.boolean(), 'x', '须为 是 或 否', 'must be Yes or No'],
    ['invalid_type date', z.coerce.date(), 'nope', '不是有效日期（格式 YYYY-MM-DD）', 'not a valid date (YYYY-MM-DD)'],
    ['invalid_type array', z.array(z.string()), 'x', '须为列表', 'must be a list'],
    ['invalid_type object', z.object({}), 'x', '须为对象', 'must be an object'],
    ['invalid_type other', z.symbol(), 'x', '类型不正确，应为 symbol', 'wrong type, expected symbol'],
    ['invalid_type missing', z.object({ a: z.string() }), {}, '必填', 'required'],
    ['invalid_type null', z.string(), null, '必填', 'required'],
    ['too_small string 1', z.string().min(1), '', '必填', 'required'],
    ['too_small string', z.string().min(3), 'ab', '至少 3 个字符', 'at least 3 characters'],
    ['too_small string exact', z.string().length(3), 'ab', '须为 3 个字符', 'exactly 3 characters'],
    ['too_small number', z.number().min(0), -1, '不能小于 0', 'must be at least 0'],
    ['too_small number exclusive', z.number().positive(), 0, '须大于 0', 'must be greater than 0'],
    ['too_small array', z.array(z.number()).min(1), [], '至少 1 项', 'at least 1 item'],
    [
      'too_small date',
      z.date().min(new Date('2020-01-01')),
      new Date('2019-01-01'),
      '不能早于 2020-01-01',
      'must not be before 2020-01-01',
    ],
    ['too_big string', z.string().max(32), 'x'.repeat(45), '最多 32 个字符', 'at most 32 characters'],
    ['too_big number', z.number().max(10), 11, '不能大于 10', 'must be at most 10'],
    ['too_big number exclusive', z.number().lt(5), 5, '须小于 5', 'must be less than 5'],
    ['too_big array', z.array(z.number()).max(1), [1, 2], '最多 1 项', 'at most 1 item'],
    [
      'too_big date',
      z.date().max(new Date('2030-01-01')),
      new Date('2031-01-01'),
      '不能晚于 2030-01-01',
      'must not be after 2030-01-01',
    ],
    ['invalid_format regex', z.string().regex(/^\d+$/), 'x', '格式不正确', 'invalid format'],
    [
      'invalid_format NUL',
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point.
      z.string().regex(/^[^\u0000]*$/),
      'a\u0000',
      '不能包含控制字符（如 NUL）',
      'must not contain control characters (such as NUL)',
    ],
    ['invalid_format iso date', z.iso.date(), '2024-13-45', '不是有效日期（格式 YYYY-MM-DD）', 'not a valid date (YYYY-MM-DD)'],
    ['invalid_format email', z.email(), 'x', '不是有效的邮箱地址', 'not a valid email address'],
    ['invalid_format url', z.url(), 'x', '不是有效的网址', 'not a valid URL'],
    ['invalid_format starts_with', z.string().startsWith('LPN'), 'x', '须以“LPN”开头', 'must start with "LPN"'],
    ['invalid_value one', z.literal('a'), 'b', '须为 a', 'must be a'],
    ['invalid_value enum', z.enum(['eq', 'ne']), 'x', '须为以下之一：eq、ne', 'must be one of: eq, ne'],
    ['not_multiple_of', z.number().multipleOf(5), 7, '须为 5 的倍数', 'must be a multiple of 5'],
    ['not_multiple_of decimals', z.number().multipleOf(0.001), 1.0001, '最多 3 位小数', 'at most 3 decimal places'],
    [
      'unrecognized_keys',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1, c: 2 },
      '不允许的字段：b、c',
      'unknown fields: b, c',
    ],
    ['invalid_union of values', z.union([z.literal(1), z.literal(0)]), 7, '须为以下之一：1、0', 'must be one of: 1, 0'],
    [
      'invalid_union no match',
      z.union([z.string(), z.number()]),
      true,
      '不符合任何允许的形式',
      'matches none of the allowed forms',
    ],
    [
      'invalid_union furthest branch',
      z.union([z.object({ ids: z.array(z.number().max(10)) }), z.object({ id: z.number() })]),
      { ids: [11] },
      '不能大于 10',
      'must be at most 10',
    ],
    ['invalid_key', z.record(z.string().max(1), z.number()), { ab: 1 }, '最多 1 个字符', 'at most 1 character'],
    ['invalid_element', z.set(z.string().max(1)), new Set(['ab']), '最多 1 个字符', 'at most 1 character'],
    ['custom', z.string().refine(() => false), 'x', '取值无效', 'invalid value'],
    [
      'custom with key',
      z.string().refine(() => false, vmError('noNul')),
      'a',
      '不能包含控制字符（如 NUL）',
      'must not contain control characters (such as NUL)',
    ],
    [
      'custom with params.vm',
      z.string().refine(() => false, { params: { vm: 'noNul' } }),
      'a',
      '不能包含控制字符（如 NUL）',
      'must not contain control characters (such as NUL)',
    ],
    [
      'regex with key',
      z.string().regex(/^[^\0]*$/, vmError('noNul')),
      'a\0',
      '不能包含控制字符（如 NUL）',
      'must not contain control characters (such as NUL)',
    ],
    [
      'key with params',
      z.number().refine(() => false, vmError('decimals', { n: 2 })),
      1,
      '最多 2 位小数',
      'at most 2 decimal places',
    ],
  ];
  it.each(cases)('%s', (_name, schema, value, zh, en) => {
    expect(both(issueOf(schema, value))).toEqual([zh, en]);
  });

  it('has both languages for every reason, with the same placeholders', () => {
    for (const [k, zh] of Object.entries(REASONS.zh)) {
      const en = REASONS.en[k as keyof typeof REASONS.en];
      expect(en, k).toBeTruthy();
      expect(en.match(/\{\w+\}/g)?.sort(), k).toEqual(zh.match(/\{\w+\}/g)?.sort());
    }
  });

  it('says a union matched ambiguously', () => {
    const issue = { code: 'invalid_union', errors: [], inclusive: false, path: [], message: '', input: 1 } as AnyIssue;
    expect(both(issue)).toEqual(['同时符合多种形式，无法确定', 'matches more than one form']);
  });

  it('never returns zod text for a kind it does not know', () => {
    expect(both({ code: 'something_new', path: [], message: 'Raw zod text' })).toEqual(['取值无效', 'invalid value']);
  });

  it('reads a missing value from the checked body when the issue does not carry it (fastify)', () => {
    const issue = { code: 'invalid_type', expected: 'string', path: ['code'], message: 'x' };
    expect(issueReason(issue, 'zh', { root: {} })).toBe('必填');
    expect(issueReason(issue, 'en', { root: { code: 5 } })).toBe('must be text');
    expect(issueReason({ ...issue, expected: 'number', received: 'NaN' }, 'en')).toBe('not a number');
  });
});

describe('issueMessage names the field by its label and the enumeration by its labels', () => {
  const add = createSchema(location);
  const valid = { code: 'A-1', warehouse: 1, type: 'store' };

  it('too long code', () => {
    const issue = issueOf(add, { ...valid, code: 'x'.repeat(45) });
    expect(issueMessage(issue, 'zh', { def: location })).toBe('库位编码 最多 32 个字符');
    expect(issueMessage(issue, 'en', { def: location })).toBe('Location code: at most 32 characters');
  });

  it("an order line's field is named by its line and label", () => {
    const body = z.object({ items: z.array(createSchema(location)) });
    const issue = issueOf(body, { items: [valid, { ...valid, code: 'x'.repeat(45) }] });
    expect(issueMessage(issue, 'zh', { items: location })).toBe('第 2 行 库位编码 最多 32 个字符');
    expect(issueMessage(issue, 'en', { items: location })).toBe('Line 2, Location code: at most 32 characters');
  });

  it('enum lists labels, never codes', () => {
    const issue = issueOf(add, { ...valid, type: 'nope' });
    const zh = issueMessage(issue, 'zh', { def: location });
    expect(zh).toBe('类型 须为以下之一：收货、存储、发运、在制、越库、散货、拣货、生产、质检');
    expect(zh).not.toContain('receive');
    expect(issueMessage(issue, 'en', { def: location })).toMatch(/^Type: must be one of: Receive, Store, Ship, /);
  });

  it('a missing required field', () => {
    const { code: _, ...rest } = valid;
    const issue = issueOf(add, rest);
    expect(issueMessage(issue, 'zh', { def: location })).toBe('库位编码 必填');
    expect(issueMessage(issue, 'en', { def: location })).toBe('Location code: required');
  });

  it('a missing enumeration is required, not "one of"', () => {
    const { type: _, ...rest } = valid;
    expect(issueMessage(issueOf(add, rest), 'zh', { def: location })).toBe('类型 必填');
    expect(issueMessage(issueOf(z.object({ t: z.enum(['a']) }), {}), 'en')).toBe('t: required');
  });

  it('a yes/no field', () => {
    const issue = issueOf(createSchema(item), { code: 'I', name: 'n', unit: 1, warehouse: 1, hazmat: 'maybe' });
    expect(issueMessage(issue, 'zh', { def: item })).toBe('危险品 须为 是 或 否');
    expect(issueMessage(issue, 'en', { def: item })).toBe('Hazmat: must be Yes or No');
  });

  it('a number out of range and not a number', () => {
    expect(issueMessage(issueOf(add, { ...valid, maxQty: -1 }), 'zh', { def: location })).toBe('最大数量 不能小于 0');
    expect(issueMessage(issueOf(add, { ...valid, length: 'abc' }), 'en', { def: location })).toBe('Length: not a number');
  });

  it('an element of a list', () => {
    const issue = { code: 'too_big', origin: 'string', maximum: 50, path: ['tags', 2], message: '' };
    expect(issueMessage(issue, 'zh', { def: location })).toBe('tags.2 最多 50 个字符');
  });

  it('falls back to the raw field name without a resource, and to the body for a root issue', () => {
    const issue = issueOf(updateSchema(location), { id: 'x' });
    expect(issueMessage(issue, 'zh')).toBe('id 不是数字');
    const root = issueOf(z.strictObject({}), { a: 1 });
    expect(issueMessage(root, 'zh')).toBe('请求内容无效：不允许的字段：a');
    expect(issueMessage(root, 'en')).toBe('Invalid request: unknown fields: a');
  });
});

describe('issuesPerField', () => {
  it('keeps one issue per field, the column bound rather than the safe-integer range', () => {
    const schema = z.object({ n: z.number().int().max(2_147_483_647), s: z.string().max(1).regex(/^\d$/) });
    const r = schema.safeParse({ n: 1e308, s: 'ab' });
    const picked = issuesPerField(r.error!.issues);
    expect(picked).toHaveLength(2);
    expect(issueMessage(picked[0]!, 'en')).toBe('n: must be at most 2147483647');
    expect(issueMessage(picked[1]!, 'en')).toBe('s: at most 1 character');
  });
});

describe('schemaLimits', () => {
  it('reads the bounds through optional, nullable and preprocess', () => {
    const shape = createSchema(location).shape as Record<string, z.ZodType>;
    expect(schemaLimits(shape.code!)).toEqual({ minLength: 1, maxLength: 32 });
    expect(schemaLimits(shape.aisle!).maxLength).toBe(16);
    expect(schemaLimits(shape.maxQty!)).toMatchObject({ min: 0, int: true });
    expect(schemaLimits(z.preprocess((v) => v, z.number().min(2).max(9)).optional())).toEqual({ min: 2, max: 9, int: false });
    expect(schemaLimits(z.enum(['a']))).toEqual({});
  });
});
