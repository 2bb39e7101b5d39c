/**
 * Conversions between a list row, the edit form's values and the `~add` / `~update` body, plus
 * the mapping of a server validation error onto the form item it names.
 */
import type { LabelLang } from '@wms/contract/locales/index';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { createSchema } from '@wms/contract/resource-schema';
import { issueMessage, issuesPerField, type SchemaLimits, schemaLimits } from '@wms/contract/validation-messages';
import type { z } from 'zod';
import { ApiError } from '../api/request.ts';
import type { FieldError } from './useFormSubmit.ts';

/** Fields the form edits: the server never accepts read-only ones (spec: ResourceDef.readOnly). */
export function editableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly);
}

/** A row as initial form values: booleans as booleans, tags as arrays; dates stay strings (the pickers convert). */
export function rowToFormValues(def: ResourceDef, row: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of editableFields(def)) {
    const v = row?.[f.name];
    if (f.kind === 'bool') values[f.name] = v === true || v === 1;
    else if (f.kind === 'tags') values[f.name] = Array.isArray(v) ? v : [];
    else values[f.name] = v ?? undefined;
  }
  return values;
}

/**
 * The form values as a request body. An emptied optional field is sent as null so an update clears it
 * (an absent key would leave the old value); booleans default to false.
 */
export function formValuesToPayload(
  def: ResourceDef,
  values: Record<string, unknown>,
  id?: number | string,
): Record<string, unknown> {
  const body: Record<string, unknown> = id === undefined ? {} : { id };
  for (const f of editableFields(def)) body[f.name] = payloadValue(f, values[f.name]);
  return body;
}

/** One form value as the request body carries it. */
function payloadValue(f: FieldDef, value: unknown): unknown {
  let v = value;
  if (typeof v === 'string' && f.kind !== 'text') v = v.trim();
  if (f.kind === 'bool') v = v === true;
  if (v === undefined || v === '') v = null;
  return v;
}

const schemas = new WeakMap<ResourceDef, Record<string, z.ZodType>>();
function fieldSchemas(def: ResourceDef): Record<string, z.ZodType> {
  let s = schemas.get(def);
  if (!s) {
    s = createSchema(def).shape as Record<string, z.ZodType>;
    schemas.set(def, s);
  }
  return s;
}

/** The bounds the server checks for a field (a text field's counter shows its maximum length). */
export function fieldLimits(def: ResourceDef, f: FieldDef): SchemaLimits {
  const schema = fieldSchemas(def)[f.name];
  return schema ? schemaLimits(schema) : {};
}

/**
 * What the server would say about this value, in the contract's words ("编码 最多 32 个字符"), or
 * null if it would take it. An empty value is left to the item's required rule.
 */
export function fieldProblem(def: ResourceDef, f: FieldDef, value: unknown, lang: LabelLang): string | null {
  const schema = fieldSchemas(def)[f.name];
  const v = payloadValue(f, value);
  if (!schema || v === null) return null;
  const r = schema.safeParse(v, { reportInput: true });
  if (r.success) return null;
  const [issue] = issuesPerField(r.error.issues);
  return issue ? issueMessage({ ...issue, path: [f.name, ...issue.path] }, lang, { def }) : null;
}

/** The form item a refused save names (`400 {field, message}`), when it is one of the form's fields. */
export function fieldErrorOf(e: unknown, fieldNames: readonly string[]): FieldError | null {
  if (!(e instanceof ApiError)) return null;
  const { field, message } = (e.reply ?? {}) as { field?: unknown; message?: unknown };
  if (typeof field !== 'string') return null;
  // The server may name a nested path (`body.code`); the form knows top-level names.
  const name = fieldNames.includes(field) ? field : field.split('.').pop();
  if (!name || !fieldNames.includes(name)) return null;
  return { field: name, message: typeof message === 'string' && message ? message : e.message };
}
