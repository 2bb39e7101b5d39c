/**
 * Every zod issue as finished text in the user's language, naming the field by its label and saying
 * what is allowed ("编码 最多 32 个字符", "Code: at most 32 characters"). The one mechanism behind the
 * server's 400 replies, its import cell errors and the web's form rules, so all three say the same.
 *
 * A schema may carry its own reason: `.regex(re, vmError('noNul'))` or `.refine(fn, vmError('noNul'))`
 * (or `.refine(fn, { params: { vm: 'noNul' } })`) gives that check the text of `REASONS.<lang>.noNul`.
 */
import { z } from 'zod';
import { ENUM_LABELS } from './enums.ts';
import { fieldLabel, type LabelLang } from './locales/index.ts';
import type { FieldDef, ResourceDef } from './resource.ts';

const zh = {
  required: '必填',
  notNumber: '不是数字',
  notInteger: '须为整数',
  notText: '须为文本',
  notBool: '须为 是 或 否',
  notDate: '不是有效日期（格式 YYYY-MM-DD）',
  notDatetime: '不是有效的日期时间',
  notList: '须为列表',
  notObject: '须为对象',
  wrongType: '类型不正确，应为 {expected}',
  minChars: '至少 {n} 个字符',
  maxChars: '最多 {n} 个字符',
  exactChars: '须为 {n} 个字符',
  minItems: '至少 {n} 项',
  maxItems: '最多 {n} 项',
  exactItems: '须为 {n} 项',
  minBytes: '至少 {n} 字节',
  maxBytes: '最多 {n} 字节',
  min: '不能小于 {n}',
  minExclusive: '须大于 {n}',
  max: '不能大于 {n}',
  maxExclusive: '须小于 {n}',
  exact: '须等于 {n}',
  dateMin: '不能早于 {n}',
  dateMinExclusive: '须晚于 {n}',
  dateMax: '不能晚于 {n}',
  dateMaxExclusive: '须早于 {n}',
  format: '格式不正确',
  email: '不是有效的邮箱地址',
  url: '不是有效的网址',
  startsWith: '须以“{s}”开头',
  endsWith: '须以“{s}”结尾',
  includes: '须包含“{s}”',
  oneOf: '须为以下之一：{values}',
  equals: '须为 {values}',
  multipleOf: '须为 {n} 的倍数',
  decimals: '最多 {n} 位小数',
  unknownKeys: '不允许的字段：{keys}',
  union: '不符合任何允许的形式',
  unionAmbiguous: '同时符合多种形式，无法确定',
  invalid: '取值无效',
  noNul: '不能包含控制字符（如 NUL）',
  notZero: '不能为 0',
  currency: '不是 ISO 4217 币种代码（如 CNY、USD）',
  code128: '只能包含英文字母、数字、空格和英文标点（条码 Code 128 可编码的字符），不能有中文或全角字符',
  passwordRule: '至少 8 个字符，且须包含字母和数字',
  passwordMismatch: '两次输入的密码不一致',
  cron: '不是有效的 cron 表达式（5 个字段：分 时 日 月 周）',
  month: '不是有效的月份（格式 YYYY-MM）',
  packagingOrMaterial: '须填写包装或包装材料，且只能填写其中之一',
  duplicateId: 'ID {id} 出现了不止一次，每项只能列一次',
  item: '第 {n} 项',
  lineField: '第 {n} 行 {field}',
  body: '请求内容无效：{reason}',
};
type ReasonKey = keyof typeof zh;

const en: Record<ReasonKey, string> = {
  required: 'required',
  notNumber: 'not a number',
  notInteger: 'must be a whole number',
  notText: 'must be text',
  notBool: 'must be Yes or No',
  notDate: 'not a valid date (YYYY-MM-DD)',
  notDatetime: 'not a valid date and time',
  notList: 'must be a list',
  notObject: 'must be an object',
  wrongType: 'wrong type, expected {expected}',
  minChars: 'at least {n} characters',
  maxChars: 'at most {n} characters',
  exactChars: 'exactly {n} characters',
  minItems: 'at least {n} items',
  maxItems: 'at most {n} items',
  exactItems: 'exactly {n} items',
  minBytes: 'at least {n} bytes',
  maxBytes: 'at most {n} bytes',
  min: 'must be at least {n}',
  minExclusive: 'must be greater than {n}',
  max: 'must be at most {n}',
  maxExclusive: 'must be less than {n}',
  exact: 'must be {n}',
  dateMin: 'must not be before {n}',
  dateMinExclusive: 'must be after {n}',
  dateMax: 'must not be after {n}',
  dateMaxExclusive: 'must be before {n}',
  format: 'invalid format',
  email: 'not a valid email address',
  url: 'not a valid URL',
  startsWith: 'must start with "{s}"',
  endsWith: 'must end with "{s}"',
  includes: 'must contain "{s}"',
  oneOf: 'must be one of: {values}',
  equals: 'must be {values}',
  multipleOf: 'must be a multiple of {n}',
  decimals: 'at most {n} decimal places',
  unknownKeys: 'unknown fields: {keys}',
  union: 'matches none of the allowed forms',
  unionAmbiguous: 'matches more than one form',
  invalid: 'invalid value',
  noNul: 'must not contain control characters (such as NUL)',
  notZero: 'must not be 0',
  currency: 'not an ISO 4217 currency code (such as CNY, USD)',
  code128:
    'may hold only English letters, digits, spaces and ASCII punctuation (what a Code 128 barcode encodes), no Chinese or full-width characters',
  passwordRule: '8 or more characters including letters and digits',
  passwordMismatch: 'The two passwords entered do not match',
  cron: 'not a valid cron expression (5 fields: minute hour day month weekday)',
  month: 'not a valid month (YYYY-MM)',
  packagingOrMaterial: 'name a packaging or a packaging material, exactly one of them',
  duplicateId: 'ID {id} is listed more than once; list each item once',
  item: 'item {n}',
  lineField: 'Line {n}, {field}',
  body: 'Invalid request: {reason}',
};

export const REASONS: Record<LabelLang, Record<ReasonKey, string>> = { zh, en };
/** Reasons a schema may name with `vmError`. */
export type ValidationKey = ReasonKey;

const MARK = '@vm:';

/** Zod check params giving the check the reason `key` (with `{n}`-style params); see the module comment. */
export function vmError(key: ValidationKey, params?: Record<string, string | number>): { error: string } {
  return { error: `${MARK}${key}${params ? JSON.stringify(params) : ''}` };
}

function text(lang: LabelLang, key: ReasonKey, params: Record<string, string | number> = {}): string {
  const out = REASONS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
  return lang === 'en' ? out.replace(/\b1 (item|character|byte|decimal place)s\b/, '1 $1') : out;
}

const list = (lang: LabelLang, values: readonly unknown[]) => values.map(String).join(lang === 'en' ? ', ' : '、');

/** `label reason` in Chinese, `Label: reason` in English. */
export function fieldMessage(lang: LabelLang, label: string, reason: string): string {
  return lang === 'en' ? `${label}: ${reason}` : `${label} ${reason}`;
}

/** A zod issue as zod reports it, or as fastify passes it on (no `input` unless asked for). */
export type AnyIssue = z.core.$ZodIssue | (Record<string, unknown> & { code?: string; path?: PropertyKey[] });
type Loose = Record<string, unknown> & { code?: string; path?: PropertyKey[]; message?: string };

export interface IssueContext {
  /** The field the issue is about: enumerations are listed by label, dates and yes/no get their own wording. */
  field?: FieldDef;
  /** The value that was checked, when the issue does not carry it (zod drops `input` unless `reportInput`). */
  root?: unknown;
}

const NOT_GIVEN = Symbol('not given');

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur = root;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

function inputOf(i: Loose, ctx: IssueContext, base: readonly PropertyKey[]): unknown {
  if ('input' in i) return i.input;
  if (i.received === 'NaN') return Number.NaN;
  if (ctx.root !== undefined) return valueAt(ctx.root, [...base, ...(i.path ?? [])]);
  return NOT_GIVEN;
}

const num = (n: unknown) => (typeof n === 'bigint' ? n.toString() : String(n));

function day(ms: unknown): string {
  const d = new Date(Number(ms));
  if (Number.isNaN(d.getTime())) return num(ms);
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').slice(0, 19);
}

/** Digits after the point when `d` is 0.1, 0.01, …; otherwise undefined. */
function decimalsOf(d: number): number | undefined {
  if (!(d > 0 && d < 1)) return undefined;
  const k = Math.round(-Math.log10(d));
  return Math.abs(10 ** -k - d) < 1e-12 ? k : undefined;
}

/** The reason a schema named with `vmError` or `params.vm`, if any. */
function keyed(lang: LabelLang, i: Loose): string | undefined {
  const params = i.params as Record<string, unknown> | undefined;
  if (typeof params?.vm === 'string' && params.vm in zh) return text(lang, params.vm as ReasonKey, params as never);
  const m = typeof i.message === 'string' ? i.message : '';
  if (!m.startsWith(MARK)) return undefined;
  const rest = m.slice(MARK.length);
  const brace = rest.indexOf('{');
  const key = (brace < 0 ? rest : rest.slice(0, brace)) as ReasonKey;
  if (!(key in zh)) return undefined;
  let p: Record<string, string | number> = {};
  if (brace >= 0) {
    try {
      p = JSON.parse(rest.slice(brace));
    } catch {
      p = {};
    }
  }
  return text(lang, key, p);
}

function sizeReason(lang: LabelLang, i: Loose, big: boolean): string {
  const n = big ? i.maximum : i.minimum;
  const exact = i.exact === true;
  const inclusive = i.inclusive !== false;
  switch (i.origin) {
    case 'string':
      if (!big && Number(n) === 1 && !exact) return text(lang, 'required');
      return text(lang, exact ? 'exactChars' : big ? 'maxChars' : 'minChars', { n: num(n) });
    case 'array':
    case 'set':
    case 'map':
      return text(lang, exact ? 'exactItems' : big ? 'maxItems' : 'minItems', { n: num(n) });
    case 'file':
      return text(lang, big ? 'maxBytes' : 'minBytes', { n: num(n) });
    case 'date':
      return text(lang, big ? (inclusive ? 'dateMax' : 'dateMaxExclusive') : inclusive ? 'dateMin' : 'dateMinExclusive', {
        n: day(n),
      });
    default:
      if (exact) return text(lang, 'exact', { n: num(n) });
      return text(lang, big ? (inclusive ? 'max' : 'maxExclusive') : inclusive ? 'min' : 'minExclusive', { n: num(n) });
  }
}

function typeReason(lang: LabelLang, i: Loose, input: unknown, f?: FieldDef): string {
  if (f?.kind === 'bool') return text(lang, 'notBool');
  if (f?.kind === 'date') return text(lang, 'notDate');
  if (f?.kind === 'datetime') return text(lang, 'notDatetime');
  switch (i.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return text(lang, 'notNumber');
    case 'int':
      return text(lang, typeof input === 'number' ? 'notInteger' : 'notNumber');
    case 'string':
      return text(lang, 'notText');
    case 'boolean':
      return text(lang, 'notBool');
    case 'date':
      return text(lang, 'notDate');
    case 'array':
    case 'tuple':
    case 'set':
      return text(lang, 'notList');
    case 'object':
    case 'record':
    case 'map':
      return text(lang, 'notObject');
    default:
      return text(lang, 'wrongType', { expected: String(i.expected ?? '') });
  }
}

function valueReason(lang: LabelLang, values: readonly unknown[], f?: FieldDef): string {
  if (f?.kind === 'bool') return text(lang, 'notBool');
  const labels = f?.kind === 'enum' && f.enum ? ENUM_LABELS[f.enum] : undefined;
  const shown = values.map((v) => (typeof v === 'string' && labels?.[v] ? labels[v][lang] : v === null ? 'null' : String(v)));
  return text(lang, shown.length === 1 ? 'equals' : 'oneOf', { values: list(lang, shown) });
}

function formatReason(lang: LabelLang, i: Loose, input: unknown, f?: FieldDef): string {
  // PostgreSQL text cannot hold NUL: whatever pattern refused it, that is the reason to give.
  if (typeof input === 'string' && input.includes('\u0000')) return text(lang, 'noNul');
  if (f?.kind === 'date') return text(lang, 'notDate');
  if (f?.kind === 'datetime') return text(lang, 'notDatetime');
  switch (i.format) {
    case 'date':
      return text(lang, 'notDate');
    case 'datetime':
      return text(lang, 'notDatetime');
    case 'email':
      return text(lang, 'email');
    case 'url':
      return text(lang, 'url');
    case 'starts_with':
      return text(lang, 'startsWith', { s: String(i.prefix ?? '') });
    case 'ends_with':
      return text(lang, 'endsWith', { s: String(i.suffix ?? '') });
    case 'includes':
      return text(lang, 'includes', { s: String(i.includes ?? '') });
    default:
      return text(lang, 'format');
  }
}

/** A branch that failed only on a missing key or the wrong basic type got less far than one that failed on a value. */
function branchScore(branch: Loose[], ctx: IssueContext, base: readonly PropertyKey[]): number {
  return branch.reduce((s, b) => {
    if (b.code !== 'invalid_type' && b.code !== 'invalid_value') return s;
    const input = inputOf(b, ctx, base);
    return s + (input === undefined || input === null || input === NOT_GIVEN || (b.path ?? []).length === 0 ? 2 : 1);
  }, 0);
}

/** The union's most telling inner issue: from the branch that got furthest, if one did. */
export function unionInner(i: Loose, ctx: IssueContext = {}, base: readonly PropertyKey[] = []): Loose | undefined {
  const branches = (i.errors as Loose[][] | undefined)?.filter((b) => b.length) ?? [];
  if (!branches.length) return undefined;
  const scored = branches.map((b) => ({ b, s: branchScore(b, ctx, [...base, ...(i.path ?? [])]) }));
  const best = Math.min(...scored.map((x) => x.s));
  const top = scored.filter((x) => x.s === best);
  // Several branches fail equally at the top: nothing says which one the caller meant.
  if (top.length !== 1 || top[0]!.b.every((b) => (b.path ?? []).length === 0 && b.code === 'invalid_type')) return undefined;
  return top[0]!.b[0];
}

function unionReason(lang: LabelLang, i: Loose, ctx: IssueContext, base: readonly PropertyKey[]): string {
  if (ctx.field?.kind === 'bool') return text(lang, 'notBool');
  if (i.inclusive === false) return text(lang, 'unionAmbiguous');
  const inner = unionInner(i, ctx, base);
  if (inner) return issueReason(inner as AnyIssue, lang, ctx, [...base, ...(i.path ?? [])]);
  // Every branch wanted a fixed value: list them.
  const branches = (i.errors as Loose[][] | undefined) ?? [];
  const values = branches.flatMap((b) => (b.length === 1 && b[0]!.code === 'invalid_value' ? (b[0]!.values as unknown[]) : []));
  if (branches.length && values.length && branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_value'))
    return valueReason(lang, values, ctx.field);
  return text(lang, 'union');
}

/** What is wrong, without the field's name: "最多 32 个字符", "not a number". */
export function issueReason(issue: AnyIssue, lang: LabelLang, ctx: IssueContext = {}, base: readonly PropertyKey[] = []): string {
  const i = issue as Loose;
  const own = keyed(lang, i);
  if (own) return own;
  const f = ctx.field;
  // A value that is not there is missing, whichever check noticed (a type, an enumeration, a union).
  if (i.code === 'invalid_type' || i.code === 'invalid_value' || i.code === 'invalid_union') {
    const input = inputOf(i, ctx, base);
    if (input === undefined || input === null) return text(lang, 'required');
  }
  switch (i.code) {
    case 'invalid_type':
      return typeReason(lang, i, inputOf(i, ctx, base), f);
    case 'too_big':
      return sizeReason(lang, i, true);
    case 'too_small':
      return sizeReason(lang, i, false);
    case 'invalid_format':
      return formatReason(lang, i, inputOf(i, ctx, base), f);
    case 'invalid_value':
      return valueReason(lang, (i.values as unknown[]) ?? [], f);
    case 'not_multiple_of': {
      const d = Number(i.divisor);
      const k = decimalsOf(d);
      return k === undefined ? text(lang, 'multipleOf', { n: num(i.divisor) }) : text(lang, 'decimals', { n: k });
    }
    case 'unrecognized_keys':
      return text(lang, 'unknownKeys', { keys: list(lang, (i.keys as string[]) ?? []) });
    case 'invalid_union':
      return unionReason(lang, i, ctx, base);
    case 'invalid_key':
    case 'invalid_element': {
      const inner = (i.issues as Loose[] | undefined)?.[0];
      return inner
        ? issueReason(inner as AnyIssue, lang, { root: ctx.root }, [...base, ...(i.path ?? [])])
        : text(lang, 'invalid');
    }
    default:
      return text(lang, 'invalid');
  }
}

/** What a label lookup needs of a definition: its name and which fields it has. */
export type LabelDef = Pick<ResourceDef, 'name' | 'fields'>;

export interface LabelContext {
  /** The resource whose fields are meant; without it the raw field path names the field. */
  def?: LabelDef;
  /** The definition of an order's lines: names the fields of `items.N.*` ("第 3 项 SKU"). */
  items?: LabelDef;
  /** The value that was checked (see IssueContext.root). */
  root?: unknown;
}

/** The field path of an issue as the API reports it (`code`, `tags.2`); '' for the body itself. */
export function issueField(issue: AnyIssue): string {
  return ((issue as Loose).path ?? []).map(String).join('.');
}

/** How the user knows the field at `path`: its label, with "item 3" for an element of a list. */
export function pathLabel(lang: LabelLang, path: readonly PropertyKey[], def?: LabelDef, items?: LabelDef): string {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return '';
  const [n, name, ...more] = rest;
  if (head === 'items' && items && n !== undefined && /^\d+$/.test(n) && items.fields.some((f) => f.name === name)) {
    const field = text(lang, 'lineField', { n: Number(n) + 1, field: fieldLabel(lang, items.name, name!) });
    return [field, ...more].join(' ');
  }
  if (!def?.fields.some((f) => f.name === head)) return path.map(String).join('.');
  const parts = [fieldLabel(lang, def.name, head)];
  for (const p of rest) parts.push(/^\d+$/.test(p) ? text(lang, 'item', { n: Number(p) + 1 }) : p);
  return parts.join(' ');
}

/** The finished message of one issue: "编码 最多 32 个字符" / "Code: at most 32 characters". */
export function issueMessage(issue: AnyIssue, lang: LabelLang, ctx: LabelContext = {}): string {
  const path = (issue as Loose).path ?? [];
  const lineField =
    path.length === 3 && path[0] === 'items' ? ctx.items?.fields.find((f) => f.name === String(path[2])) : undefined;
  const field = path.length === 1 ? ctx.def?.fields.find((f) => f.name === String(path[0])) : lineField;
  // An element of a list (tags.2) is checked as an element, not as the list itself.
  const reason = issueReason(issue, lang, { field, root: ctx.root });
  if (!path.length) return text(lang, 'body', { reason });
  return fieldMessage(lang, pathLabel(lang, path, ctx.def, ctx.items), reason);
}

const SAFE_RANGE = (i: Loose) =>
  (i.code === 'too_big' || i.code === 'too_small') &&
  i.origin === 'int' &&
  Math.abs(Number(i.maximum ?? i.minimum)) === Number.MAX_SAFE_INTEGER;

/**
 * One issue per field, the most telling first: zod may report several for one value (a number past
 * both JavaScript's safe range and the column's bound); the user needs the column's.
 */
export function issuesPerField<T extends AnyIssue>(issues: readonly T[]): T[] {
  const byPath = new Map<string, T[]>();
  for (const issue of issues) {
    const k = issueField(issue);
    byPath.set(k, [...(byPath.get(k) ?? []), issue]);
  }
  return [...byPath.values()].map((list) => list.find((i) => !SAFE_RANGE(i as Loose)) ?? list[0]!);
}

export interface SchemaLimits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  int?: boolean;
}

/**
 * The bounds a field's schema enforces, read from the schema itself so a form's counter and a
 * template's notes can never drift from the check (optional, nullable and preprocess are looked through).
 */
export function schemaLimits(schema: z.ZodType): SchemaLimits {
  let s = schema as z.ZodType;
  for (let n = 0; n < 10; n++) {
    const d = s._zod.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    if ((d.type === 'optional' || d.type === 'nullable' || d.type === 'default') && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in && d.out) s = (d.out._zod.def as { type: string }).type === 'transform' ? d.in : d.out;
    else break;
  }
  const opt = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? undefined : v);
  if (s instanceof z.ZodString) return { minLength: opt(s.minLength), maxLength: opt(s.maxLength) };
  if (s instanceof z.ZodNumber) return { min: opt(s.minValue), max: opt(s.maxValue), int: s.isInt };
  return {};
}
