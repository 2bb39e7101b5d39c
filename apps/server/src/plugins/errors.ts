import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { langOf, msg } from '../i18n/messages.ts';
import { AppError } from '../lib/errors.ts';
import { issueMessage } from '../lib/zod-messages.ts';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL one is the cause. Only constraint races reach here: services check first. */
function pgError(e: unknown): PgError | undefined {
  for (let cur = e as { cause?: unknown; code?: unknown } | undefined, i = 0; cur && i < 3; cur = cur.cause as typeof cur, i++) {
    if (typeof cur.code === 'string' && /^\d{5}$/.test(cur.code)) return cur as PgError;
  }
  return undefined;
}

/** One place turns every failure into `{action: 'error', message}`; a 500 never carries a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        action: 'error',
        code: error.statusCode,
        message: msg(lang, error.key, error.params),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = String(first?.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.');
      const issue = first?.params?.issue;
      const reason = issue ? issueMessage(issue as Parameters<typeof issueMessage>[0], lang) : (first?.message ?? '');
      return reply.status(400).send({
        action: 'error',
        code: 400,
        field,
        message: field ? msg(lang, 'validation.field', { field, reason }) : `${msg(lang, 'validation.body')}: ${reason}`,
      });
    }
    if (error.validation) {
      return reply.status(400).send({ action: 'error', code: 400, message: `${msg(lang, 'validation.body')}: ${error.message}` });
    }
    const pg = pgError(error);
    if (pg?.code === '23505') {
      return reply
        .status(409)
        .send({ action: 'error', code: 409, message: msg(lang, 'unique.violation', { fields: pg.constraint ?? '', value: '' }) });
    }
    if (pg?.code === '23503') {
      return reply.status(409).send({ action: 'error', code: 409, message: msg(lang, 'ref.inUse', { users: pg.table ?? '' }) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): their text is safe to show.
      return reply.status(status).send({ action: 'error', code: status, message: error.message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ action: 'error', code: 500, message: msg(lang, 'server.error', { reqId: String(req.id) }) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ action: 'error', code: 404, message: msg(langOf(req.headers['accept-language']), 'notFound.route') });
  });
});
