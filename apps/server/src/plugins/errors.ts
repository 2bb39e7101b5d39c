import { resourceTitle } from '@wms/contract/locales/index';
import { getTableName } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Lang, langOf, msg, tableTitle } from '../i18n/messages.ts';
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

/** One place turns every failure into `{action: 'error', message}`; a 500 never carries a stack or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    if (error instanceof KeyTaken) return sendReplay(app, req, reply, error.key);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        action: 'error',
        code: error.statusCode,
        message: msg(lang, error.key, error.params),
        ...error.extra,
      });
    }
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
