import type { EnumName } from './enums.ts';
import { INT4_MAX, INT4_MIN, numericMax } from './scalars.ts';
import type { FilterType } from './table.ts';

/**
 * A master-data resource, defined once and read by both sides: the server derives its
 * validation, filters, sort whitelist, import/export columns and permissions from it; the
 * web derives its list columns, filter drawer fields and edit form from it. The zod schemas derived from a
 * definition (createSchema, updateSchema, rowSchema) are in resource-schema.ts, so a list screen does not load zod.
 */
export type FieldKind = 'string' | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum' | 'ref' | 'tags' | 'image';

export interface FieldDef {
  /** Payload key (camelCase); the column is its snake_case form. */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Maximum length for strings (the column's varchar length); maximum value for numbers. */
  max?: number;
  min?: number;
  /** For strings printed as Code 128 (label numbers): printable ASCII only, 0x20–0x7E, the characters it encodes. */
  code128?: boolean;
  /** For strings holding an e-mail address: checked as one, and `format: email` in the OpenAPI document. */
  format?: 'email';
  /** For kind 'decimal': the column's numeric(precision, scale); 14 and 3 unless the column says otherwise. */
  precision?: number;
  scale?: number;
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
  /** The table it is kept in when that is another resource's (a view of it); default: its own name. */
  table?: string;
  /**
   * Column values fixed for this view, e.g. `{type: 'inbound'}`: rows added get them, and lists,
   * updates and deletes see only rows holding them. The columns are not fields of the view.
   */
  scope?: Record<string, string>;
  /**
   * The audit columns its rows carry besides the fields (default both): sortable, filterable and
   * offered in column settings only where the list has them (a grouped or computed list has none).
   */
  auditColumns?: readonly AuditColumn[];
}

/** Columns most tables carry though no field declares them. */
export const AUDIT_COLUMNS = ['createdAt', 'updatedAt'] as const;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];

/** The audit columns a list offers beyond its own fields (a field of the same name stands for itself). */
export function auditColumnNames(def: Pick<ResourceDef, 'fields' | 'auditColumns'>): AuditColumn[] {
  return (def.auditColumns ?? AUDIT_COLUMNS).filter((n) => !def.fields.some((f) => f.name === n));
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

/** numeric(14, 3), the `dec()` column of the server schema. */
export const DECIMAL_PRECISION = 14;
export const DECIMAL_SCALE = 3;

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

/** Column bounds of a field, as the schemas, the filters and the OpenAPI document state them. */
export function fieldBounds(f: FieldDef): { min: number; max: number } {
  switch (f.kind) {
    case 'int':
      return { min: Math.max(f.min ?? 0, INT4_MIN), max: Math.min(f.max ?? INT4_MAX, INT4_MAX) };
    case 'ref':
      return { min: 1, max: INT4_MAX };
    case 'decimal': {
      const top = numericMax(f.precision ?? DECIMAL_PRECISION, f.scale ?? DECIMAL_SCALE);
      return { min: Math.max(f.min ?? 0, -top), max: Math.min(f.max ?? top, top) };
    }
    default:
      return { min: 0, max: textMax(f) };
  }
}

/** Maximum length of a string field: its column's varchar length. */
const textMax = (f: FieldDef) => f.max ?? (f.kind === 'text' ? 2000 : f.kind === 'image' ? 500 : 100);
