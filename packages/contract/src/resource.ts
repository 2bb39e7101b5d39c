import { z } from 'zod';
import type { EnumName } from './enums.ts';
import { ENUMS } from './enums.ts';
import type { FilterType } from './table.ts';

/**
 * A master-data resource, defined once and read by both sides: the server derives its
 * validation, filters, sort whitelist, import/export columns and permissions from it; the
 * web derives its list columns, filter drawer fields and edit form from it.
 */
export type FieldKind = 'string' | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum' | 'ref' | 'tags' | 'image';

export interface FieldDef {
  /** Payload key (camelCase); the column is its snake_case form. */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Maximum length for strings; maximum value for numbers. */
  max?: number;
  min?: number;
  /** For kind 'enum': the enumeration (dictionary name). */
  enum?: EnumName;
  /** For kind 'ref': the referenced resource; the payload carries its id, lists add `<name>Label`. */
  ref?: string;
  /** Filter type in the drawer; false to forbid filtering. Defaults from kind. */
  filter?: FilterType | false;
  sortable?: boolean;
  /** Shown in the list by default. */
  list?: boolean;
  /** Read-only fields are returned but never accepted from the client or import. */
  readOnly?: boolean;
  /** Included in the table summary totals when asked for. */
  summary?: boolean;
  /** A repeatable filter field may be used in several conditions. */
  repeatable?: boolean;
}

export interface ResourceDef {
  /** Registry key, e.g. 'warehouse', 'basFacility'. */
  name: string;
  /** API prefix, e.g. '/setting/warehouse'. */
  path: string;
  /** Permission area and resource: permissions are `${area}/${key}/${action}`. */
  area: string;
  key: string;
  fields: FieldDef[];
  /** Field combinations that must be unique, e.g. [['code']] or [['warehouse', 'code']]. */
  unique?: string[][];
  /** Field shown as a row's label in selects and references. */
  labelField: string;
  /** Field used as the row's code in imports of references and in suggest. */
  codeField: string;
  /** Fields searched by keyword (table-select, suggest). */
  searchFields: string[];
  /** Default sort. */
  defaultSort?: { prop: string; order: 'asc' | 'desc' };
}

/** What a resource file writes; everything derivable from the path or the usual fields may be left out. */
export type ResourceInput = Omit<ResourceDef, 'area' | 'key' | 'labelField' | 'codeField' | 'searchFields'> &
  Partial<Pick<ResourceDef, 'area' | 'key' | 'labelField' | 'codeField' | 'searchFields'>>;

/**
 * Fills the defaults: permission area and key from the path (`/setting/packaging/item` →
 * `setting` / `packagingItem`), and a row labelled by `name`, coded by `code`, searched by both.
 */
export function defineResource(input: ResourceInput): ResourceDef {
  const [, area = '', ...rest] = input.path.split('/');
  const key = rest.map((s, i) => (i ? s.charAt(0).toUpperCase() + s.slice(1) : s)).join('');
  return { area, key, labelField: 'name', codeField: 'code', searchFields: ['code', 'name'], ...input };
}

export function defaultFilterType(f: FieldDef): FilterType | false {
  if (f.filter !== undefined) return f.filter;
  switch (f.kind) {
    case 'int':
    case 'decimal':
      return 'number';
    case 'bool':
      return 'switch';
    case 'date':
      return 'daterange';
    case 'datetime':
      return 'datetimerange';
    case 'enum':
    case 'ref':
      return 'select';
    case 'tags':
      return 'tags';
    case 'image':
      return false;
    default:
      return 'text';
  }
}

function fieldSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'string':
    case 'text': {
      let s = z
        .string()
        .trim()
        .max(f.max ?? (f.kind === 'text' ? 2000 : 100));
      if (f.required) s = s.min(1);
      return s;
    }
    case 'image':
      return z.string().max(500);
    case 'int': {
      let n = z.coerce
        .number()
        .int()
        .min(f.min ?? 0);
      if (f.max !== undefined) n = n.max(f.max);
      else n = n.max(2_000_000_000);
      return n;
    }
    case 'decimal': {
      let n = z.coerce
        .number()
        .finite()
        .min(f.min ?? 0);
      n = n.max(f.max ?? 1e12);
      return n;
    }
    case 'bool':
      return z.union([z.boolean(), z.literal(1), z.literal(0)]).transform((v) => v === true || v === 1);
    case 'date':
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
    case 'datetime':
      return z.coerce.date();
    case 'enum': {
      const values = ENUMS[f.enum as EnumName] as readonly string[];
      return z.enum(values as [string, ...string[]]);
    }
    case 'ref':
      return z.coerce.number().int().positive();
    case 'tags':
      return z.array(z.string().trim().min(1).max(50)).max(50);
  }
}

/** Body schema for `~add`; `~update` is the same plus `id`, with every field optional. */
export function createSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    if (f.readOnly) continue;
    const s = fieldSchema(f);
    shape[f.name] = f.required ? s : s.nullish();
  }
  return z.object(shape);
}

export function updateSchema(def: ResourceDef) {
  return createSchema(def).partial().extend({ id: z.coerce.number().int().positive() });
}

export function rowSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const f of def.fields) {
    shape[f.name] = z.unknown();
    if (f.kind === 'ref') shape[`${f.name}Label`] = z.string().nullish();
  }
  shape.createdAt = z.unknown();
  shape.updatedAt = z.unknown();
  return z.object(shape).passthrough();
}
