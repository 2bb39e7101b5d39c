import { globalRegistry, z } from 'zod';

/**
 * A request schema as the API means it, rebuilt once per route at registration:
 *
 * - `closed`: every plain object made strict, as though written `z.strictObject`: a key the schema
 *   does not name is refused (zod's `unrecognized_keys`, 400 naming it) instead of dropped, and the
 *   document says `additionalProperties: false`. A field a client misspells (`lpn` for `no`) would
 *   otherwise vanish and the write go ahead without it. Objects that chose otherwise keep their
 *   choice: `z.looseObject` (catchall `unknown`) stays open, an explicit catchall stays, records
 *   take any key.
 * - always: a key the parser requires is documented as required. Zod takes a union or nullable
 *   holding a string-to-number preprocess (`zId().nullable()`, `z.union([zId(), zText()])`) for
 *   optional in the document, as the preprocess sees an absent key; the parser still refuses it.
 *   The copy says what the parser does, which changes no verdict (the missing value fails inside).
 */
export function inputSchema<T extends z.ZodType>(schema: T, opts: { closed: boolean }): T {
  return (opts.closed ? closed : open)(schema as z.ZodType) as T;
}

type Def = Record<string, unknown> & { type: string };

const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

/** A copy of the def with `changes` applied, its own getters (a lazily built shape) left unevaluated. */
function withDef(s: z.ZodType, changes: PropertyDescriptorMap): z.ZodType {
  const def = Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(defOf(s)), ...changes });
  const copy = new s._zod.constr(def) as z.ZodType;
  // Descriptions, examples and formats are kept in the registry by instance; the copy has the same.
  const meta = globalRegistry.get(s);
  if (meta) {
    const { id: _, ...rest } = meta as Record<string, unknown>;
    globalRegistry.add(copy, rest);
  }
  return copy;
}

/** A getter that makes the strict copy on first use, so self-referring (getter) schemas terminate. */
const lazily = (make: () => unknown): PropertyDescriptor => {
  let value: unknown;
  let made = false;
  return {
    enumerable: true,
    configurable: true,
    get() {
      if (!made) {
        value = make();
        made = true;
      }
      return value;
    },
  };
};

/** The input side's optionality, as zod's JSON Schema emitter reads it for a key (past transforms and catches). */
function staticOptin(s: z.ZodType): string | undefined {
  const def = defOf(s);
  if (def.type === 'pipe' && (def.in as z.ZodType)._zod.traits.has('$ZodTransform')) return staticOptin(def.out as z.ZodType);
  if (def.type === 'catch' || def.type === 'nullable' || def.type === 'readonly') return staticOptin(def.innerType as z.ZodType);
  if (def.type === 'union')
    return (def.options as z.ZodType[]).some((o) => staticOptin(o) !== undefined) ? 'optional' : undefined;
  return s._zod.optin;
}

const closed = rebuilder(true);
const open = rebuilder(false);

function rebuilder(close: boolean) {
  const done = new WeakMap<z.ZodType, z.ZodType>();
  const one = (s: unknown) => strict(s as z.ZodType);
  return strict;

  function strict(s: z.ZodType): z.ZodType {
    const seen = done.get(s);
    if (seen) return seen;
    const def = defOf(s);
    let out: z.ZodType;
    switch (def.type) {
      case 'object': {
        const changes: PropertyDescriptorMap = {
          shape: lazily(() =>
            Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strict(v)])),
          ),
        };
        if (close && def.catchall === undefined) changes.catchall = { value: z.never(), enumerable: true, configurable: true };
        out = withDef(s, changes);
        break;
      }
      case 'array':
        out = withDef(s, { element: lazily(() => one(def.element)) });
        break;
      case 'tuple':
        out = withDef(s, {
          items: lazily(() => (def.items as z.ZodType[]).map(strict)),
          rest: lazily(() => (def.rest ? one(def.rest) : def.rest)),
        });
        break;
      case 'union':
        out = withDef(s, { options: lazily(() => (def.options as z.ZodType[]).map(strict)) });
        break;
      case 'intersection':
        out = withDef(s, { left: lazily(() => one(def.left)), right: lazily(() => one(def.right)) });
        break;
      case 'record':
        out = withDef(s, { valueType: lazily(() => one(def.valueType)) });
        break;
      case 'pipe':
        out = withDef(s, { in: lazily(() => one(def.in)), out: lazily(() => one(def.out)) });
        break;
      case 'lazy':
        out = withDef(s, {
          getter: { value: () => one((def.getter as () => z.ZodType)()), enumerable: true, configurable: true },
        });
        break;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
        out = withDef(s, { innerType: lazily(() => one(def.innerType)) });
        break;
      default:
        // Scalars, enums, literals, transforms, customs: nothing that holds keys.
        out = s;
    }
    if (out !== s && (def.type === 'union' || def.type === 'nullable' || def.type === 'readonly')) {
      Object.defineProperty(out._zod, 'optin', { value: staticOptin(out), configurable: true, writable: true });
    }
    done.set(s, out);
    return out;
  }
}
