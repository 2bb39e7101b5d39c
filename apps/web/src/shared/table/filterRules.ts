/**
 * The filter drawer's rules (spec §4, §5) as pure functions, so every rule is unit-tested
 * without rendering. The drawer component only wires these to antd controls.
 */
import type { FieldKind, ResourceDef } from '@wms/contract/resource';
import { defaultFilterType } from '@wms/contract/resource';
import type { FilterType, Operator, TFilterItem, TFilterValue, TSavedFilterMap } from '@wms/contract/table';
import { itemsToSavedFilter, OPERATORS_BY_TYPE, savedFilterToItems } from '@wms/contract/table';
import dayjs, { type Dayjs } from 'dayjs';
import { resolveCustomDate } from './customDate.ts';

/** A field the drawer offers, with what its value editor needs to know. */
export interface FilterField {
  name: string;
  type: FilterType;
  kind: FieldKind;
  repeatable: boolean;
  /** Dictionary name, for enum selects. */
  enum?: string;
  /** Referenced resource, for remote-search selects. */
  ref?: string;
  /** A fixed list to pick from (e.g. a workflow's status codes with their names), given by the screen. */
  options?: readonly FilterOption[];
}

export interface FilterOption {
  value: string | number;
  label: string;
}

/** The fields the drawer offers; `options` gives some of them a fixed list to pick from. */
export function filterFields(def: ResourceDef, options?: Readonly<Record<string, readonly FilterOption[]>>): FilterField[] {
  const out: FilterField[] = [];
  for (const f of def.fields) {
    const type = defaultFilterType(f);
    if (type === false) continue;
    const field: FilterField = { name: f.name, type, kind: f.kind, repeatable: f.repeatable === true, enum: f.enum, ref: f.ref };
    if (options?.[f.name]) field.options = options[f.name];
    out.push(field);
  }
  return out;
}

export function operatorsFor(type: FilterType): readonly Operator[] {
  return OPERATORS_BY_TYPE[type];
}

export function firstOperator(type: FilterType): Operator {
  return OPERATORS_BY_TYPE[type][0];
}

const RANGE_TYPES: ReadonlySet<FilterType> = new Set(['daterange', 'datetimerange']);

/** Whether the value is an array: ranges always; select only with include/exclude (eq/ne compare one value); tags always. */
export function isArrayValue(type: FilterType, operator: string): boolean {
  if (RANGE_TYPES.has(type) || type === 'tags') return true;
  if (type === 'select') return operator === 'include' || operator === 'exclude';
  return false;
}

/** The starting value of a new condition; a switch starts on (1) because it cannot be "empty". */
export function emptyValue(type: FilterType, operator: string = firstOperator(type)): TFilterValue {
  if (isArrayValue(type, operator)) return [];
  if (type === 'switch') return 1;
  if (type === 'text') return '';
  return null;
}

export function isValueEmpty(type: FilterType, value: TFilterValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) {
    if (RANGE_TYPES.has(type)) return value.length !== 2 || value.some((v) => v === '' || v === null);
    return value.length === 0;
  }
  return false;
}

function fieldOf(fields: readonly FilterField[], name: string): FilterField | undefined {
  return fields.find((f) => f.name === name);
}

/** A field is disabled in row `index` when another row already uses it, unless it is repeatable. */
export function isFieldDisabled(
  fields: readonly FilterField[],
  items: readonly TFilterItem[],
  index: number,
  name: string,
): boolean {
  const field = fieldOf(fields, name);
  if (!field || field.repeatable) return false;
  return items.some((it, i) => i !== index && it.field === name);
}

/** Fields a new condition may still use. */
export function availableFields(fields: readonly FilterField[], items: readonly TFilterItem[]): FilterField[] {
  const used = new Set(items.map((it) => it.field));
  return fields.filter((f) => f.repeatable || !used.has(f.name));
}

function newItem(field: FilterField): TFilterItem {
  const operator = firstOperator(field.type);
  return { field: field.name, operator, value: emptyValue(field.type, operator) };
}

export type AddResult = { ok: true; items: TFilterItem[] } | { ok: false; reason: 'noItems' };

/** Adds a condition on the first field still free; when none is left the drawer warns "no filter items". */
export function addCondition(fields: readonly FilterField[], items: readonly TFilterItem[]): AddResult {
  const [next] = availableFields(fields, items);
  if (!next) return { ok: false, reason: 'noItems' };
  return { ok: true, items: [...items, newItem(next)] };
}

export function removeCondition(items: readonly TFilterItem[], index: number): TFilterItem[] {
  return items.filter((_, i) => i !== index);
}

/** Changing a field resets the operator to the new type's first and empties the value (spec §5). */
export function changeField(
  fields: readonly FilterField[],
  items: readonly TFilterItem[],
  index: number,
  name: string,
): TFilterItem[] {
  const field = fieldOf(fields, name);
  if (!field || isFieldDisabled(fields, items, index, name)) return [...items];
  return items.map((it, i) => (i === index ? newItem(field) : it));
}

/** Moving between one-value and many-value operators (select eq ↔ include) keeps what it can of the value. */
export function coerceValue(type: FilterType, operator: string, value: TFilterValue): TFilterValue {
  const wantArray = isArrayValue(type, operator);
  if (wantArray && !Array.isArray(value)) {
    return value === null || value === '' || typeof value === 'boolean' ? [] : [value];
  }
  if (!wantArray && Array.isArray(value)) return value.length ? value[0] : emptyValue(type, operator);
  return value;
}

export function changeOperator(
  fields: readonly FilterField[],
  items: readonly TFilterItem[],
  index: number,
  operator: string,
): TFilterItem[] {
  return items.map((it, i) => {
    if (i !== index) return it;
    const field = fieldOf(fields, it.field);
    if (!field || !operatorsFor(field.type).includes(operator as Operator)) return it;
    return { ...it, operator, value: coerceValue(field.type, operator, it.value) };
  });
}

export function changeValue(items: readonly TFilterItem[], index: number, value: TFilterValue): TFilterItem[] {
  return items.map((it, i) => (i === index ? { ...it, value } : it));
}

/** Apply and save-as-favourite are disabled with no conditions (spec §5). */
export function canApply(items: readonly TFilterItem[]): boolean {
  return items.length > 0;
}

export type NameError = 'nameEmpty' | null;

/** A favourite's name must not be blank ("name cannot be empty"). */
export function validateFavouriteName(name: string | null | undefined): NameError {
  return name && name.trim() !== '' ? null : 'nameEmpty';
}

/** Conditions the user left without a value are not sent: they would only be refused by the server. */
export function completeItems(fields: readonly FilterField[], items: readonly TFilterItem[]): TFilterItem[] {
  return items.filter((it) => {
    const field = fieldOf(fields, it.field);
    return field !== undefined && !isValueEmpty(field.type, it.value);
  });
}

function asScalar(v: unknown): string | number | null {
  if (typeof v === 'string' || typeof v === 'number') return v;
  return null;
}

/** Reference ids come back from the saved-filter map as text; the select's options carry numbers. */
function refId(v: string | number): string | number {
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
}

function normalizeValue(field: FilterField, operator: string, raw: unknown): TFilterValue {
  const { type } = field;
  if (isArrayValue(type, operator)) {
    let list: unknown[] = [];
    if (Array.isArray(raw)) list = raw;
    else if (typeof raw === 'string' && raw !== '') list = raw.split(',');
    else if (typeof raw === 'number') list = [raw];
    const values = list.map(asScalar).filter((v): v is string | number => v !== null);
    if (RANGE_TYPES.has(type)) return values.length === 2 ? values.map(String) : [];
    return field.ref ? values.map(refId) : values;
  }
  const first = Array.isArray(raw) ? (type === 'text' ? raw.join(',') : raw[0]) : raw;
  switch (type) {
    case 'number': {
      const n = typeof first === 'number' ? first : Number(first);
      return first === '' || first === null || !Number.isFinite(n) ? null : n;
    }
    case 'switch':
      return first === 1 || first === '1' || first === true || first === 'true' ? 1 : 0;
    case 'text':
      return first === null || first === undefined ? '' : String(first);
    case 'select': {
      const v = asScalar(first);
      return v === null ? null : field.ref ? refId(v) : v;
    }
    default:
      return typeof first === 'string' && first !== '' ? first : null;
  }
}

/**
 * Turns conditions from an untrusted source (the URL, a favourite) into valid ones: unknown fields are dropped,
 * an operator the type does not offer becomes its first, values take the type's shape, and a
 * non-repeatable field keeps only its first condition.
 */
export function normalizeItems(fields: readonly FilterField[], raw: unknown): TFilterItem[] {
  if (!Array.isArray(raw)) return [];
  const out: TFilterItem[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') continue;
    const { field: name, operator: op, value } = entry as Record<string, unknown>;
    const field = typeof name === 'string' ? fieldOf(fields, name) : undefined;
    if (!field) continue;
    if (!field.repeatable && out.some((it) => it.field === field.name)) continue;
    const operator = operatorsFor(field.type).includes(op as Operator) ? (op as Operator) : firstOperator(field.type);
    out.push({ field: field.name, operator, value: normalizeValue(field, operator, value) });
  }
  return out;
}

/** A favourite's map (`{field: 'value|op'}`) as drawer conditions. */
export function favouriteToItems(fields: readonly FilterField[], map: TSavedFilterMap): TFilterItem[] {
  return normalizeItems(fields, savedFilterToItems(map));
}

/**
 * Conditions as a favourite's map. The map holds one entry per field, so a repeatable field used twice
 * keeps its last condition: a limit of the saved-filter form of spec §3.
 */
export function itemsToFavourite(fields: readonly FilterField[], items: readonly TFilterItem[]): TSavedFilterMap {
  return itemsToSavedFilter(completeItems(fields, items));
}

/**
 * The filter as sent to the server: complete conditions only, customDate presets resolved to the
 * [from, to] range they mean today (dates for date fields, date-times otherwise).
 */
export function toRequestFilter(
  fields: readonly FilterField[],
  items: readonly TFilterItem[],
  now: Dayjs = dayjs(),
): TFilterItem[] {
  return completeItems(fields, items).flatMap((it) => {
    const field = fieldOf(fields, it.field)!;
    if (field.type !== 'customDate') return [it];
    const range = resolveCustomDate(it.value, now, field.kind !== 'date');
    return range ? [{ ...it, value: range }] : [];
  });
}
