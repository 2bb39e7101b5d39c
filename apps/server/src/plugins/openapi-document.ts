import { LABELS, resourceTitle } from '@wms/contract/locales/index';
import { RESOURCES } from '@wms/contract/resources/index';

/**
 * What the route generator leaves out of the OpenAPI document, made from each route's method and
 * path so every operation has them without a hand-written line per route: an `operationId`
 * (stable: it changes only when the route does) and a `summary` ("<resource title>: <action>").
 * A route that sets either in its own schema keeps its own.
 */

const words = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `POST /setting/location/~page/get` → `postSettingLocationPageGet`. */
export function operationIdOf(method: string, url: string): string {
  const parts = url.split(/[/~_\-.:{}]+/).filter(Boolean);
  return method.toLowerCase() + parts.map(capital).join('');
}

/** The actions of the generic resource routes, said in words; any other reads from its path. */
const PHRASES: Record<string, string> = {
  'page/get': 'list a page',
  get: 'get one',
  add: 'add',
  update: 'update',
  delete: 'delete',
  export: 'export as a workbook',
  upload: 'import a workbook',
  'tpl/download': 'download the import template',
  select: 'options for a select',
  suggest: 'suggestions while typing',
  'account/auth': 'sign in with account and password',
  'account/logout': 'sign out',
};

const byLongestPath = [...RESOURCES].sort((a, b) => b.path.length - a.path.length);

/** The title of what a route acts on: its resource's, else its tag's (sys* titles included). */
function subjectOf(url: string, tag: string | undefined): string {
  const def = byLongestPath.find((d) => url.startsWith(`${d.path}/`));
  if (def) return resourceTitle('en', def.name);
  if (!tag) return 'API';
  const en = LABELS.en as Record<string, string | undefined>;
  return en[`resources.${tag}.title`] ?? en[`resources.sys${capital(tag)}.title`] ?? capital(words(tag));
}

/** The action part of a path: from its first `~`/`_` segment on (verb first), else its last segment. */
function actionOf(url: string): string {
  const segs = url.split('/').filter(Boolean);
  const at = segs.findIndex((s) => s.startsWith('~') || s.startsWith('_'));
  const tail = (at < 0 ? segs.slice(-1) : segs.slice(at)).map((s) => s.replace(/^[~_]/, ''));
  const phrase = PHRASES[tail.join('/')];
  if (phrase) return phrase;
  const ordered = tail.length > 1 ? [tail.at(-1)!, ...tail.slice(0, -1)] : tail;
  return ordered.map(words).join(' ');
}

export function summaryOf(url: string, tags: readonly string[] | undefined): string {
  return `${subjectOf(url, tags?.[0])}: ${actionOf(url)}`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The OpenAPI 3.0 spelling of "or null" as a branch of its own (zod's spelling of `z.null()`). */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`, and an `enum` allows null only when it lists
 * it. The zod generator writes `nullable` beside `anyOf` (a nullable union) and keeps enums
 * without null: here `nullable` moves into each typed branch (a `$ref` or `oneOf` gets a null
 * branch instead) and a nullable enum lists null.
 */
function typedNullable(schema: Json): Json {
  if (schema.nullable !== true) return schema;
  if (schema.type !== undefined) {
    const { enum: values } = schema;
    return Array.isArray(values) && !values.includes(null) ? { ...schema, enum: [...values, null] } : schema;
  }
  const { nullable: _, ...rest } = schema;
  if (Array.isArray(rest.anyOf) && rest.anyOf.every((b) => isObject(b) && (b.type !== undefined || b.anyOf))) {
    return { ...rest, anyOf: rest.anyOf.map((b) => typedNullable({ ...(b as Json), nullable: true })) };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(rest[key])) return { ...rest, [key]: [...rest[key], NULL_BRANCH] };
  }
  // Neither a type nor a union (`{}`, a lone `$ref`): any value, or a reference that cannot carry siblings.
  return rest.$ref ? { anyOf: [{ $ref: rest.$ref }, NULL_BRANCH] } : rest;
}

/** The whole document with every nullable schema spelled the way OpenAPI 3.0 reads it. */
export function fixNullables<T>(doc: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const out: Json = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    return typedNullable(out);
  };
  return walk(doc) as T;
}
