import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { auditColumnNames, defaultFilterType, fieldBounds } from '@wms/contract/resource';
import type { TFilterItem, TFilterValue, TTableQuery } from '@wms/contract/table';
import { OPERATORS_BY_TYPE, savedFilterToItems } from '@wms/contract/table';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, not, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../lib/errors.ts';

/** Columns a list's rows carry though no field declares them: the id, and the audit columns it declares (auditColumns). */
const ID_FIELD: FieldDef = { name: 'id', kind: 'int', sortable: true };
const auditField = (name: string): FieldDef => ({ name, kind: 'datetime', sortable: true });

export interface QueryColumns {
  /** The field's own column; none where the list has no such column (a grouped list's id, say). */
  column(field: string): AnyPgColumn | undefined;
  /** What to sort by: a reference sorts by its label. */
  sortColumn(field: string): AnyPgColumn | SQL | undefined;
  id: AnyPgColumn;
}

export function findField(def: ResourceDef, name: string): FieldDef | undefined {
  const own = def.fields.find((f) => f.name === name);
  if (own) return own;
  if (name === 'id') return ID_FIELD;
  return (auditColumnNames(def) as string[]).includes(name) ? auditField(name) : undefined;
}

/** The 400 for a field a list cannot filter or sort by, naming it. */
export const unknownField = (field: string) =>
  badRequest('table.unknownField', { field: field.slice(0, 64) }, { field: field.slice(0, 64) });

/**
 * A list's own entry for a field, else a 400 naming it: a name the map lacks, inherited ones too
 * (`__proto__`, `constructor`, `toString` would hand an object's prototype to the statement).
 */
export function ownEntry<T>(map: Readonly<Record<string, T>>, field: string): T {
  const v = Object.hasOwn(map, field) ? map[field] : undefined;
  if (v === undefined) throw unknownField(field);
  return v;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** Plain decimals only, as the body schemas take them: no hex, exponent, padding or empty string. */
const NUMBER_RE = /^-?\d{1,20}(\.\d{1,20})?$/;

/** A real calendar day: JavaScript's Date rolls 2024-02-30 over to March, the database refuses it with a 500. */
function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function isDateTime(s: string): boolean {
  const m = DATETIME_RE.exec(s);
  if (!m) return false;
  const [, day, hh, mm, ss] = m;
  return isCalendarDay(day!) && Number(hh) < 24 && Number(mm) < 60 && (ss === undefined || Number(ss) < 60);
}

function scalar(field: string, v: TFilterValue): string | number {
  // PostgreSQL text cannot carry NUL: refused here rather than failing in the driver.
  if (typeof v === 'string' && v.includes('\u0000')) throw badRequest('table.badValue', { field }, { field });
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v) && v.length === 1 && v[0] !== undefined) return v[0];
  throw badRequest('table.badValue', { field }, { field });
}

function list(field: string, v: TFilterValue): (string | number)[] {
  const arr = Array.isArray(v) ? v : v === null || v === '' ? [] : [scalar(field, v)];
  if (arr.length === 0) throw badRequest('table.badValue', { field }, { field });
  return arr;
}

/** A number the field's column can hold: int4 for ids, ints and references, the numeric range for decimals. */
function num(f: FieldDef, v: TFilterValue): number {
  const raw = scalar(f.name, v);
  const n = typeof raw === 'number' ? raw : NUMBER_RE.test(raw) ? Number(raw) : Number.NaN;
  // The column's range, not the field's input bounds: `weight > -1` is a fair question.
  const { min, max } = fieldBounds({ ...f, min: Number.NEGATIVE_INFINITY, max: undefined });
  const whole = f.kind !== 'decimal';
  if (!Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    throw badRequest('table.badValue', { field: f.name }, { field: f.name });
  }
  return n;
}

/** A date bound: day strings stay days; datetimes become Date. Anything else is refused, never passed through. */
function when(field: string, v: string | number, kind: FieldDef['kind']): string | Date {
  const s = String(v).trim();
  if (DATE_RE.test(s) && isCalendarDay(s)) return kind === 'date' ? s : new Date(`${s}T00:00:00`);
  if (isDateTime(s)) {
    const d = new Date(s.replace(' ', 'T'));
    if (!Number.isNaN(d.getTime())) return kind === 'date' ? s.slice(0, 10) : d;
  }
  throw badRequest('table.badValue', { field }, { field });
}

/** End of a range: a bare day includes the whole day. */
function upper(field: string, v: string | number, kind: FieldDef['kind']): { bound: string | Date; strict: boolean } {
  const b = when(field, v, kind);
  if (b instanceof Date && DATE_RE.test(String(v).trim())) return { bound: new Date(b.getTime() + 86_400_000), strict: true };
  return { bound: b, strict: false };
}

/**
 * How a filter value enters the statement: as itself (a bound parameter), or, for a statement that
 * is prepared once and run again with other values, as a named placeholder (`page` in
 * resource-repository.ts). Either way it is a parameter, never SQL text.
 */
export type Bind = (value: unknown, col?: AnyPgColumn) => unknown;
const asValue: Bind = (value) => value;

function compare(col: AnyPgColumn, op: string, v: unknown, bind: Bind): SQL {
  const value = bind(v, col);
  switch (op) {
    case 'eq':
      return eq(col, value);
    case 'ne':
      return or(isNull(col), ne(col, value))!;
    case 'gt':
      return gt(col, value);
    case 'ge':
      return gte(col, value);
    case 'lt':
      return lt(col, value);
    default:
      return lte(col, value);
  }
}

function condition(f: FieldDef, col: AnyPgColumn, item: TFilterItem, bind: Bind): SQL {
  const type = defaultFilterType(f);
  const op = item.operator;
  if (!type) throw badRequest('table.unknownField', { field: f.name }, { field: f.name });
  if (!(OPERATORS_BY_TYPE[type] as readonly string[]).includes(op)) {
    throw badRequest('table.badOperator', { field: f.name, operator: op.slice(0, 16) }, { field: f.name });
  }
  const field = f.name;
  switch (type) {
    case 'text': {
      const s = String(scalar(field, item.value));
      if (op === 'include') return ilike(col, bind(`%${escapeLike(s)}%`, col) as string);
      if (op === 'exclude') return or(isNull(col), not(ilike(col, bind(`%${escapeLike(s)}%`, col) as string)))!;
      return compare(col, op, s, bind);
    }
    case 'number':
      return compare(col, op, num(f, item.value), bind);
    case 'switch': {
      const v = scalar(field, item.value);
      const b = v === 1 || v === '1' || v === 'true';
      return op === 'eq' ? eq(col, bind(b, col)) : or(isNull(col), ne(col, bind(b, col)))!;
    }
    case 'select': {
      const values = list(field, item.value).map((v) =>
        bind(f.kind === 'ref' || f.kind === 'int' ? num(f, v) : String(scalar(field, v)), col),
      );
      if (op === 'include' || op === 'eq') return inArray(col, values);
      return or(isNull(col), notInArray(col, values))!;
    }
    case 'tags': {
      const values = list(field, item.value).map((v) => String(scalar(field, v)));
      const bound = bind(values);
      const overlap = sql`${col} && ${bound === values ? sql.param(values) : bound}::text[]`;
      return op === 'include' ? overlap : or(isNull(col), not(overlap))!;
    }
    case 'date':
    case 'datetime': {
      const v = scalar(field, item.value);
      if (f.kind !== 'date' && type === 'date') {
        // A day on a timestamp column means the whole day.
        const from = when(field, v, 'datetime');
        const to = upper(field, String(v).slice(0, 10), 'datetime').bound;
        if (op === 'eq') return and(gte(col, bind(from, col)), lt(col, bind(to, col)))!;
        if (op === 'ne') return or(isNull(col), lt(col, bind(from, col)), gte(col, bind(to, col)))!;
        if (op === 'gt' || op === 'ge') return gte(col, bind(op === 'gt' ? to : from, col));
        return lt(col, bind(op === 'lt' ? from : to, col));
      }
      return compare(col, op, when(field, v, f.kind), bind);
    }
    default: {
      // daterange, datetimerange, customDate: [from, to], either end may be empty.
      const arr = Array.isArray(item.value) ? item.value : String(item.value ?? '').split(',');
      if (arr.length !== 2) throw badRequest('table.badValue', { field }, { field });
      const [a, b] = arr;
      const parts: SQL[] = [];
      if (a !== '' && a !== undefined && a !== null) parts.push(gte(col, bind(when(field, a, f.kind), col)));
      if (b !== '' && b !== undefined && b !== null) {
        const u = upper(field, b, f.kind);
        parts.push(u.strict ? lt(col, bind(u.bound, col)) : lte(col, bind(u.bound, col)));
      }
      if (parts.length === 0) throw badRequest('table.badValue', { field }, { field });
      const inside = and(...parts)!;
      return op === 'include' ? inside : or(isNull(col), not(inside))!;
    }
  }
}

export function filterItems(q: Pick<TTableQuery, 'filter'>): TFilterItem[] {
  if (!q.filter) return [];
  return Array.isArray(q.filter) ? q.filter : savedFilterToItems(q.filter);
}

/** Builds WHERE from the request's filter; only declared, filterable fields pass, and every value is a bound parameter. */
export function buildWhere(
  def: ResourceDef,
  cols: QueryColumns,
  q: Pick<TTableQuery, 'filter'>,
  extra: SQL[] = [],
  bind: Bind = asValue,
): SQL | undefined {
  const parts: SQL[] = [...extra];
  for (const item of filterItems(q)) {
    const f = findField(def, item.field);
    const col = f && f.filter !== false && f.kind !== 'image' ? cols.column(f.name) : undefined;
    if (!f || !col) throw unknownField(item.field);
    parts.push(condition(f, col, item, bind));
  }
  return parts.length ? and(...parts) : undefined;
}

/** The list's sort: `key` then the id as tie, both in `dir`; no `key` when the order is the id alone. */
export interface SortSpec {
  key?: AnyPgColumn | SQL;
  dir: 'asc' | 'desc';
  /** Whether `key` can be null (a nullable column, or a reference's label through its left join). */
  nullable: boolean;
}

/** The sort of a list query: only sortable fields; without a sort the newest rows come first. */
export function sortSpec(def: ResourceDef, cols: QueryColumns, q: Pick<TTableQuery, 'prop' | 'order'>): SortSpec {
  const asked = q.order === 'desc' || q.order === 'descending' ? 'desc' : 'asc';
  const prop = q.prop || def.defaultSort?.prop;
  // Without a sort the newest rows come first, so a row just added is on page 1.
  if (!prop) return { dir: q.order === 'asc' || q.order === 'ascending' ? 'asc' : 'desc', nullable: false };
  const f = findField(def, prop);
  const key = f?.sortable ? cols.sortColumn(prop) : undefined;
  if (!key) throw unknownField(prop);
  const dir = q.prop ? asked : (def.defaultSort?.order ?? 'asc');
  if (prop === 'id') return { dir, nullable: false };
  const own = key === cols.column(prop) && (key as AnyPgColumn).notNull === true;
  return { key, dir, nullable: !own };
}

/** ORDER BY: the sort key, ties broken by id so paging is stable. */
export function buildOrder(def: ResourceDef, cols: QueryColumns, q: Pick<TTableQuery, 'prop' | 'order'>): SQL[] {
  const { key, dir } = sortSpec(def, cols, q);
  const by = dir === 'desc' ? desc : asc;
  return key ? [by(key), by(cols.id)] : [by(cols.id)];
}
