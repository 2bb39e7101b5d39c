import { z } from 'zod';
import type { EnumName } from './enums.ts';
import { ENUMS } from './enums.ts';
import { type FieldDef, fieldBounds, type ResourceDef } from './resource.ts';
import { NO_NUL } from './scalars.ts';
import { zDecimal, zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

// The zod schemas derived from a resource definition (resource.ts): request bodies and reply rows.
// A string field's maximum length is its column's, `fieldBounds(f).max`.

/** PostgreSQL has no year 0 (the ISO checks allow it). */
const NOT_YEAR_ZERO = /^(?!0000)/;
/** What a Code 128 label carries as it was typed: any other character would decode as other data. */
const CODE128 = /^[\x20-\x7E]*$/;

function fieldSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'string':
    case 'text': {
      let s = z.string().trim().max(fieldBounds(f).max).regex(NO_NUL);
      if (f.code128) s = s.regex(CODE128, vmError('code128'));
      if (f.format === 'email') s = s.check(z.email(vmError('email')));
      if (f.required) s = s.min(1);
      return s;
    }
    case 'image':
      return zText(fieldBounds(f).max);
    case 'int':
    case 'decimal': {
      const { min, max } = fieldBounds(f);
      return f.kind === 'int' ? zInt(min, max) : zDecimal(min, max);
    }
    case 'bool':
      return z.union([z.boolean(), z.literal(1), z.literal(0)]).transform((v) => v === true || v === 1);
    case 'date':
      // The ISO date check knows month lengths and leap years: 2024-02-30 is refused here, not by the database.
      return z.iso.date().regex(NOT_YEAR_ZERO);
    case 'datetime':
      return z.iso
        .datetime({ offset: true, local: true })
        .regex(NOT_YEAR_ZERO)
        .transform((s) => new Date(s));
    case 'enum': {
      const values = ENUMS[f.enum as EnumName] as readonly string[];
      return z.enum(values as [string, ...string[]]);
    }
    case 'ref':
      return zId();
    case 'tags':
      return z.array(z.string().trim().min(1).max(50).regex(NO_NUL)).max(50);
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
  return createSchema(def).partial().extend({ id: zId() });
}

/** What a list, add or update reply carries for a field (dates as ISO strings, as JSON sends them). */
function replyFieldSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'int':
    case 'ref':
      return z.number().int();
    case 'decimal':
      return z.number();
    case 'bool':
      return z.boolean();
    case 'date':
      return z.string().meta({ format: 'date' });
    case 'datetime':
      return z.string().meta({ format: 'date-time' });
    case 'enum':
      return z.string();
    case 'tags':
      return z.array(z.string());
    default:
      return z.string();
  }
}

/** One row as the server returns it; rows may carry more (joined codes, select labels), so unknown keys pass. */
export function rowSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const f of def.fields) {
    shape[f.name] = replyFieldSchema(f).nullish();
    if (f.kind === 'ref') shape[`${f.name}Label`] = z.string().nullish();
  }
  shape.createdAt = z.string().meta({ format: 'date-time' });
  shape.updatedAt = z.string().meta({ format: 'date-time' });
  return z.looseObject(shape);
}
