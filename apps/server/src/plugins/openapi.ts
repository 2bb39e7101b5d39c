import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorReply } from '@wms/contract/reply';
import { NO_NUL } from '@wms/contract/scalars';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fixNullables, operationIdOf, summaryOf } from './openapi-document.ts';
import { inputSchema } from './strict-input.ts';

/** Any JSON reply without a schema of its own: `{action|code, message, data?}`; more keys may follow. */
export const ZAnyReply = z
  .looseObject({
    action: z.literal('ok').optional(),
    code: z.number().optional(),
    message: z.string(),
    data: z.unknown().optional(),
  })
  .describe('Success');

const ZError = ZErrorReply.loose();
const describedError = (what: string) => ZError.describe(what);
const ERRORS = {
  400: describedError('Invalid request: the message names the field (`field` holds its path)'),
  401: describedError('Not signed in, or the session expired'),
  403: describedError('The signed-in user lacks the permission'),
  404: describedError('No such route or row'),
  409: describedError('Conflicts with existing data (a unique key, or a row still in use)'),
  500: describedError('Server fault; the message carries the request id'),
} as const;

/** An error reply of a status the defaults do not cover (423, 429, 501...). */
export const errorReply = (description: string) => describedError(description);

/** The error replies a route can give, by who may call it. */
export function errorResponses(access: string | undefined): Record<number, z.ZodType> {
  const { 401: unauth, 403: denied, ...always } = ERRORS;
  if (access === 'public') return always;
  if (access === 'user') return { ...always, 401: unauth };
  return { ...always, 401: unauth, 403: denied };
}

/** A spreadsheet or other file reply, for the document; the handler sends a Buffer or stream, never serialized. */
export function fileResponse(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } } };
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The reply of a list's `~export`: the rows matching its filter, in its order, as a workbook. */
export const xlsxExportResponse = (what = 'rows') =>
  fileResponse(XLSX, `The ${what} matching the filter, in the list order, as a spreadsheet (.xlsx)`);

interface Visit {
  v: unknown;
  key?: string | number;
  parent?: Visit;
}

const pathOf = (at: Visit | undefined, tail: (string | number)[] = []): (string | number)[] => {
  const path = tail;
  for (let cur = at; cur?.parent; cur = cur.parent) path.unshift(cur.key!);
  return path;
};

/**
 * Where the first NUL sits in a request part (keys included), as a path. Iterative, and linear in
 * the size of the data (the path is built only when found), so deep nesting cannot overflow or stall.
 */
export function nulPath(data: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ v: data }];
  while (stack.length) {
    const at = stack.pop()!;
    const { v } = at;
    if (typeof v === 'string') {
      if (!NO_NUL.test(v)) return pathOf(at);
    } else if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) stack.push({ v: item, key: i, parent: at });
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (!NO_NUL.test(k)) return pathOf(at, [k]);
        stack.push({ v: item, key: k, parent: at });
      }
    }
  }
  return undefined;
}

const NUL_CHECK = z.string().regex(NO_NUL);

/**
 * Validation as fastify-type-provider-zod does it, after one check every route gets: no NUL in any
 * string of the body, query or params (PostgreSQL cannot store it, and refusing here keeps routes
 * whose schema forgot it from failing in the driver). The error has the provider's shape, so the
 * error handler names the field the same way.
 */
function guardedValidatorCompiler(req: Parameters<typeof validatorCompiler>[0]) {
  const validate = validatorCompiler(req);
  return (data: unknown) => {
    const path = nulPath(data);
    if (!path) return validate(data);
    const { code, message, ...params } = NUL_CHECK.safeParse('\u0000').error!.issues[0]!;
    const issue = {
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      // The input goes along so the message names NUL as the reason.
      params: { ...params, code, path, message, input: '\u0000' },
    };
    return { error: [issue] as never };
  };
}

/**
 * Replies are serialized as they are: the response schemas document them (and generate clients)
 * but must not strip fields the console reads. Under test every reply is also checked against its
 * schema, so the document cannot drift from what the server sends.
 */
function replySerializer(check: boolean) {
  return ({ schema, url, method, httpStatus }: { schema: unknown; url: string; method: string; httpStatus?: string }) =>
    (data: unknown) => {
      const json = JSON.stringify(data);
      if (check && schema instanceof z.ZodType) {
        const r = schema.safeParse(JSON.parse(json));
        if (!r.success)
          throw new Error(`reply of ${method} ${url} (${httpStatus}) does not match its schema: ${r.error.message}`);
      }
      return json;
    };
}

/**
 * Every body is strict (an unknown key is a 400 naming it, and the document says
 * `additionalProperties: false`), and so is the query of a write: its options bind as its body
 * does, and a write that takes none refuses any. A read's query may carry keys it does not name (a
 * cache-buster, a proxy's tag): ignored. Every input documents as required what its parser
 * requires (strict-input.ts).
 */
const NO_QUERY = z.object({});
function strictInputs(route: RouteOptions) {
  const schema = (route.schema ?? {}) as FastifySchema;
  const write = [route.method].flat().some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE');
  if (!schema.body && !schema.querystring && !write) return;
  const rebuilt = (s: unknown, closed: boolean) => (s instanceof z.ZodType ? inputSchema(s, { closed }) : s);
  route.schema = {
    ...schema,
    ...(schema.body ? { body: rebuilt(schema.body, true) } : {}),
    ...(schema.querystring || write ? { querystring: rebuilt(schema.querystring ?? NO_QUERY, write) } : {}),
  };
}

/** Every API route describes its success reply (its own, or the generic one) and the errors it can give. */
function addResponses(route: RouteOptions) {
  const access = (route.config as { access?: string } | undefined)?.access;
  const schema = (route.schema ?? {}) as FastifySchema & { hide?: boolean };
  if (access === undefined || schema.hide) return;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  route.schema = {
    ...schema,
    ...(access === 'public' ? { security: [] } : {}),
    response: { 200: ZAnyReply, ...errorResponses(access), ...response },
  };
}

/**
 * A multipart route validates its file in the handler (a schema would need the whole body parsed
 * first), so its request body is added to the document only: one `file` part.
 */
const withUploads: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (!consumes.includes('multipart/form-data') || !out.schema || out.schema.hide) return out;
  const file = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
  return { ...out, schema: { ...out.schema, body: file } };
};

/** Every operation named and summarised from its method and path, unless its schema says otherwise. */
const withNames: typeof jsonSchemaTransform = (input) => {
  const out = withUploads(input);
  if (!out.schema || out.schema.hide) return out;
  const { method } = input.route;
  const { tags, summary, operationId } = out.schema as { tags?: string[]; summary?: string; operationId?: string };
  return {
    ...out,
    schema: {
      ...out.schema,
      summary: summary ?? summaryOf(input.url, tags),
      operationId: operationId ?? operationIdOf([method].flat()[0]!, input.url),
    },
  };
};

/**
 * Input validation, reply serialization and the OpenAPI document (`/openapi.json`, `/documentation`).
 * Registered before any route: the onRoute hook must see them all.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { checkReplies: boolean }) => {
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(replySerializer(opts.checkReplies));
  app.addHook('onRoute', strictInputs);
  app.addHook('onRoute', addResponses);
  await app.register(swagger, {
    openapi: {
      info: { title: 'WMS console API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
      // The console and its API share one origin.
      servers: [{ url: '/', description: 'This server' }],
    },
    transform: withNames,
    transformObject: (doc) => fixNullables('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/documentation' });
});
