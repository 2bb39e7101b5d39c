import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { msg } from './i18n/messages.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { containerAccountRoutes } from './modules/containers/container-account-routes.ts';
import { periodRoutes } from './modules/containers/period-routes.ts';
import { statementPartnerRoutes } from './modules/containers/statement-partner-routes.ts';
import { statementRoutes } from './modules/containers/statement-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { floorRoutes } from './modules/floor/floor-routes.ts';
import { floorStatsPlugin } from './modules/floor/floor-stats-plugin.ts';
import { idempotencyPlugin } from './modules/idempotency/idempotency-plugin.ts';
import { inboundRoutes } from './modules/inbound/inbound-routes.ts';
import { transferRoutes } from './modules/inbound/transfer-routes.ts';
import { webhookPlugin } from './modules/integration/webhook-plugin.ts';
import { webhookRoutes } from './modules/integration/webhook-routes.ts';
import { countRoutes } from './modules/inventory/count/count-routes.ts';
import { journalRoutes } from './modules/inventory/journal/journal-routes.ts';
import { invMuRoutes } from './modules/inventory/mu/mu-routes.ts';
import { stockActionRoutes } from './modules/inventory/stock/stock-action-routes.ts';
import { stockRoutes } from './modules/inventory/stock/stock-routes.ts';
import { allocationRowsRoutes } from './modules/outbound/allocation-rows-routes.ts';
import { obMuRoutes } from './modules/outbound/ob-mu-routes.ts';
import { outboundRoutes } from './modules/outbound/outbound-routes.ts';
import { outboundTaskRoutes } from './modules/outbound/task-routes.ts';
import { requestRoutes } from './modules/request/request-routes.ts';
import { buildRegistry, type Registry } from './modules/resources/registry.ts';
import { resourceRoutes } from './modules/resources/resource-routes.ts';
import { ImportGate, UPLOAD_MAX_BYTES } from './modules/resources/upload-guard.ts';
import { signinRoutes } from './modules/signin/signin-routes.ts';
import { type MailProvider, mailCodeProvider, type SmsProvider, smsProviderOf } from './modules/signin/sms-provider.ts';
import { apiKeyRoutes } from './modules/system/apikeys/apikey-routes.ts';
import { fileRoutes } from './modules/system/files/file-routes.ts';
import { auditPlugin } from './modules/system/logs/audit.ts';
import { logRoutes } from './modules/system/logs/log-routes.ts';
import type { Mailer } from './modules/system/mail/mailer.ts';
import { mailerOf } from './modules/system/mail/mailer-of.ts';
import { dictFilterRoutes } from './modules/system/menus/dict-filter-routes.ts';
import { menuRoutes } from './modules/system/menus/menu-routes.ts';
import { messageRoutes } from './modules/system/messages/message-routes.ts';
import { noticeRoutes } from './modules/system/notices/notice-routes.ts';
import { NoticeService } from './modules/system/notices/notice-service.ts';
import { tableConfigRoutes } from './modules/system/table-config/table-config-routes.ts';
import { schedulerPlugin } from './modules/system/tasks/scheduler-plugin.ts';
import { deptRoutes } from './modules/system/users/dept-routes.ts';
import { roleRoutes } from './modules/system/users/role-routes.ts';
import { userRoutes } from './modules/system/users/user-routes.ts';
import { assertAccessDeclared, authPlugin, type RouteAccess } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { metricsRoutes } from './plugins/metrics-route.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
    /** Every API route with the access it declares; the permission sweep test walks it. */
    apiRoutes: RouteAccess[];
    /** At most two imports parse and write at once (upload-guard.ts). */
    importGate: ImportGate;
    /** Delivers SMS codes (config `SMS_PROVIDER`); a test swaps it to read the codes. */
    sms: SmsProvider;
    /** Delivers e-mailed reset codes through `mailer`; a test swaps it to read the codes. */
    mail: MailProvider;
    /**
     * Sends e-mail with attachments (config `MAIL_PROVIDER`: log, http gateway or SMTP; modules/system/mail);
     * a test swaps or reads it.
     */
    mailer: Mailer;
    /** Writes notices and sends their SMS by each user's push settings (modules/system/notices). */
    notices: NoticeService;
  }
}

/** JSON bodies: the largest legitimate one (a delete of many ids) is far below this. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A stalled or slow client is cut off: headers within 15 s, a whole request (an upload on a slow
 * link) within REQUEST_TIMEOUT, an idle kept-alive connection after 10 s.
 */
function timeouts(requestTimeout: number) {
  const headersTimeout = Math.min(15_000, requestTimeout);
  return {
    requestTimeout,
    keepAliveTimeout: 10_000,
    // Node checks the two timeouts on this interval (30 s by default, too coarse for short limits).
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, headersTimeout / 4)),
      // Node would answer a missing Host with an empty 400 of its own; plugins/errors.ts answers it in words.
      requireHostHeader: false,
    },
  };
}

export async function buildApp(opts: { database: Database; config: Config; logger?: FastifyServerOptions['logger'] }) {
  const { database, config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    ...timeouts(config.requestTimeoutMs),
    // What Node's HTTP parser and Fastify's router refuse is answered in the one error shape too.
    clientErrorHandler,
    frameworkErrors,
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('registry', buildRegistry());
  app.decorate('apiRoutes', [] as RouteAccess[]);
  app.decorate('importGate', new ImportGate());
  app.decorate('sms', smsProviderOf(config, app.log));
  // One mailer (for SMTP one connection pool) per app, closed with it.
  const mailer = mailerOf(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  app.decorate(
    'mail',
    mailCodeProvider(() => app.mailer),
  );
  app.decorate('notices', new NoticeService({ sms: () => app.sms, log: app.log }));
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });

  await app.register(errorsPlugin);
  // Before every route: its reply hook times them all (plugins/metrics.ts).
  await app.register(metricsPlugin);
  await app.register(securityHeaders, { httpsOnly: config.httpsOnly });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
  });
  // Replies are checked against their documented schemas under test only (see plugins/openapi.ts).
  await app.register(openapiPlugin, { checkReplies: process.env.NODE_ENV === 'test' });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  // After auth (a key belongs to a user) and before compression (its reply is kept as JSON text).
  await app.register(idempotencyPlugin);
  await app.register(floorStatsPlugin);
  await app.register(webhookPlugin);
  // After the audit hook, which reads sign-in replies as JSON text.
  await app.register(compressPlugin);

  await app.register(async (api) => {
    assertAccessDeclared(api, app.apiRoutes);
    api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    api.get('/healthz', { config: { access: 'public' }, schema: { tags: ['ops'] } }, async (req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { action: 'ok', message: 'ok', data: { db: database.kind } };
      } catch (e) {
        req.log.error({ err: e }, 'health check failed');
        return reply.status(503).send({ action: 'error', message: msg(req.lang, 'db.unavailable') });
      }
    });
    await api.register(metricsRoutes);
    await api.register(authRoutes);
    await api.register(signinRoutes);
    await api.register(dictFilterRoutes);
    await api.register(userRoutes);
    await api.register(roleRoutes);
    await api.register(deptRoutes);
    await api.register(apiKeyRoutes);
    await api.register(logRoutes);
    await api.register(fileRoutes);
    await api.register(messageRoutes);
    await api.register(noticeRoutes);
    await api.register(menuRoutes);
    await api.register(schedulerPlugin);
    await api.register(webhookRoutes);
    await api.register(tableConfigRoutes);
    await api.register(resourceRoutes);
    await api.register(stockRoutes);
    await api.register(journalRoutes);
    await api.register(countRoutes);
    await api.register(dashboardRoutes);
    await api.register(stockActionRoutes);
    await api.register(floorRoutes);
    await api.register(containerAccountRoutes);
    await api.register(periodRoutes);
    await api.register(statementRoutes);
    await api.register(statementPartnerRoutes);
    await api.register(invMuRoutes);
    await api.register(inboundRoutes);
    await api.register(transferRoutes);
    await api.register(allocationRowsRoutes);
    await api.register(outboundRoutes);
    await api.register(outboundTaskRoutes);
    await api.register(obMuRoutes);
    await api.register(requestRoutes);
  });

  await app.register(webPlugin, { dist: config.webDist });
  return app;
}
