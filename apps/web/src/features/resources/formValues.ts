/**
 * Conversions between a list row, the edit form's values and the `~add` / `~update` body, plus
 * the mapping of a server validation error onto the form item it names.
 */
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { ApiError } from '../../shared/api/request.ts';

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
  for (const f of editableFields(def)) {
    let v = values[f.name];
    if (typeof v === 'string' && f.kind !== 'text') v = v.trim();
    if (f.kind === 'bool') v = v === true;
    if (v === undefined || v === '') v = null;
    body[f.name] = v;
  }
  return body;
}

export interface FieldError {
  field: string;
  message: string;
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
