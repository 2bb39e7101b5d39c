import type { LabelLang } from '@wms/contract/locales/index';
import type { ResourceDef } from '@wms/contract/resource';
import { type AnyIssue, issueField, issueMessage, issuesPerField, type LabelContext } from '@wms/contract/validation-messages';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';

/**
 * The server's side of the contract's validation messages (packages/contract/src/validation-messages.ts):
 * fastify hands a zod issue on as `{keyword, instancePath, message, params}`; this puts it back together
 * and finds the resource whose field labels name it.
 */
export function issueOfValidation(v: FastifySchemaValidationError): AnyIssue {
  const path = String(v.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { ...(v.params as Record<string, unknown>), code: v.keyword, path, message: v.message ?? '' };
}

/** The first unknown key's path, for an unknown-keys issue: that is the offending field. */
function unknownKeyField(issue: AnyIssue): string | undefined {
  const { code, keys, path = [] } = issue as { code?: string; keys?: unknown; path?: PropertyKey[] };
  if (code !== 'unrecognized_keys' || !Array.isArray(keys) || !keys.length) return undefined;
  return [...path, keys[0]].map(String).join('.');
}

/** What was checked: the body, query or params, so a missing value reads as "required". */
function checked(req: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return req.body;
    case 'querystring':
      return req.query;
    case 'params':
      return req.params;
    case 'headers':
      return req.headers;
    default:
      return undefined;
  }
}

/** The 400 reply of a refused request: the first field's finished message, labelled by the route's resource if it has one. */
export function validationReply(
  req: FastifyRequest,
  lang: LabelLang,
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
  labels: Omit<LabelContext, 'root'>,
): { field?: string; message: string } {
  const issues = issuesPerField(validation.map(issueOfValidation));
  // A key the schema does not know is named first: a misspelt field explains the rest (its "required" twin).
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  if (!issue) return { message: '' };
  const field = unknownKeyField(issue) ?? issueField(issue);
  const message = issueMessage(issue, lang, { ...labels, root: checked(req, context) });
  return field ? { field, message } : { message };
}

/**
 * The resource whose fields a route's body carries, from the permission it declares
 * (`setting/warehouse/add` → warehouse). Only add and update bodies are rows; a list query's
 * `length` is the page length, not the location's length.
 */
export function resourceOfAccess(access: string | undefined, defs: Iterable<ResourceDef>): ResourceDef | undefined {
  const [area, key, action] = (access ?? '').split('/');
  if (!area || !key || (action !== 'add' && action !== 'update')) return undefined;
  for (const d of defs) if (d.area === area && d.key === key) return d;
  return undefined;
}
