import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { resourceTitle } from '@wms/contract/locales/index';
import { getTableName } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Lang, langOf, type MessageKey, msg, tableTitle } from '../i18n/messages.ts';
import { AppError } from '../lib/errors.ts';
import { resourceOfAccess, validationReply } from '../lib/zod-messages.ts';
import { KeyTaken, sendReplay } from '../modules/idempotency/idempotency-plugin.ts';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
  detail?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL one is the cause. Only constraint races reach here: services check first. */
function pgError(e: unknown): PgError | undefined {
  for (let cur = e as { cause?: unknown; code?: unknown } | undefined, i = 0; cur && i < 3; cur = cur.cause as typeof cur, i++) {
    if (typeof cur.code === 'string' && /^\d{5}$/.test(cur.code)) return cur as PgError;
  }
  return undefined;
}

/** A unique index refused a write that the service's check let through: name the fields and values as the check does, never the index. */
async function raceConflict(app: FastifyInstance, lang: Lang, pg: PgError): Promise<AppError> {
  const svc = [...app.registry.services.values()].find((s) => getTableName(s.res.table) === pg.table);
  try {
    const e = await svc?.raceConflict(app.db, lang, pg.constraint, pg.detail);
    if (e) return e;
  } catch {
    // The lookup of the values is a courtesy; the refusal stands without it.
  }
  return new AppError(409, 'unique.taken');
}

/** Fastify's refusals of a request it could not read, by code: the words the user is shown. */
const FASTIFY_REFUSALS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.badLength',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.mediaType',
  FST_ERR_BAD_URL: 'http.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'http.badUrl',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function clientErrorText(req: FastifyRequest, lang: Lang, error: FastifyError): string {
  const key = FASTIFY_REFUSALS[error.code];
  if (!key) return error.message;
  return msg(lang, key, {
    limit: sizeText(req.routeOptions?.bodyLimit ?? req.server.initialConfig.bodyLimit ?? 0),
    type: String(req.headers['content-type'] ?? '').slice(0, 100) || '-',
    path: req.url.slice(0, 200),
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%zz`) is refused before any route or hook,
 * in the same shape as every other refusal.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req.headers['accept-language']);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ action: 'error', code: status, message: clientErrorText(req, lang, error) });
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before Fastify sees it (a
 * header value holding byte 0x7F, a bad request line, headers past the size limit, a request that
 * never finished arriving). The reply is written to the socket as Fastify's default does, in the
 * documented error shape and, if the raw request named one, the caller's language.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'http.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'http.headersTooLarge']
        : [400, 'http.malformed'];
  const said = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(
    Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
  );
  const body = JSON.stringify({ action: 'error', code: status, message: msg(langOf(said?.[1]), key) });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One place turns every failure into `{action: 'error', message}`; a 500 never carries a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    // A repeat that met its key taken gets the first reply, or is refused (another body, still in flight).
    const refusal =
      error instanceof KeyTaken
        ? await sendReplay(app, req, reply, error.key).then(
            () => null,
            (e: unknown) => e,
          )
        : error;
    if (refusal === null) return reply;
    if (refusal instanceof AppError) {
      return reply.status(refusal.statusCode).send({
        action: 'error',
        code: refusal.statusCode,
        message: msg(lang, refusal.key, refusal.params),
        ...refusal.extra,
      });
    }
    if (refusal !== error) throw refusal;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const defs = [...app.registry.resources.values()].map((r) => r.def);
      const config = req.routeOptions.config;
      // A workflow route names its definitions; a resource's add and update are found by their permission.
      const labels =
        error.validationContext !== 'body' ? {} : (config?.labels ?? { def: resourceOfAccess(config?.access, defs) });
      const { field, message } = validationReply(req, lang, error.validation, error.validationContext, labels);
      return reply.status(400).send({ action: 'error', code: 400, ...(field ? { field } : {}), message });
    }
    if (error.validation) {
      return reply.status(400).send({ action: 'error', code: 400, message: `${msg(lang, 'validation.body')}: ${error.message}` });
    }
    const pg = pgError(error);
    if (pg?.code === '23505') {
      const e = await raceConflict(app, lang, pg);
      return reply.status(409).send({ action: 'error', code: 409, message: msg(lang, e.key, e.params), ...e.extra });
    }
    // 23503 foreign_key_violation; 23001 restrict_violation is what an ON DELETE RESTRICT key raises.
    if (pg?.code === '23503' || pg?.code === '23001') {
      // Resources check first, so between them this is a race; a workflow table (stock, order lines) is only known here.
      const svc = [...app.registry.services.values()].find((s) => getTableName(s.res.table) === pg.table);
      const title = svc ? resourceTitle(lang, svc.def.name) : tableTitle(lang, pg.table);
      const message = /is not present/.test(pg.detail ?? '')
        ? msg(lang, 'ref.missing', { field: title })
        : msg(lang, 'ref.inUse', { users: title });
      return reply.status(409).send({ action: 'error', code: 409, message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) in the user's words; any
      // other (a multipart limit) keeps its own text, which is safe to show.
      return reply.status(status).send({ action: 'error', code: status, message: clientErrorText(req, lang, error) });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ action: 'error', code: 500, message: msg(lang, 'server.error', { reqId: String(req.id) }) });
  });

  // Node answers an HTTP/1.1 request without Host itself, with an empty 400 (app.ts turns that off): here in words.
  app.addHook('onRequest', async (req, reply) => {
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined) {
      return reply
        .status(400)
        .send({ action: 'error', code: 400, message: msg(langOf(req.headers['accept-language']), 'http.noHost') });
    }
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ action: 'error', code: 404, message: msg(langOf(req.headers['accept-language']), 'notFound.route') });
  });
});
