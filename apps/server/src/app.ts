import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { msg } from './i18n/messages.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { buildRegistry, type Registry } from './modules/resources/registry.ts';
import { resourceRoutes } from './modules/resources/resource-routes.ts';
import { stockRoutes } from './modules/stock/stock-routes.ts';
import { systemRoutes } from './modules/system/system-routes.ts';
import { assertAccessDeclared, authPlugin, type RouteAccess } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
    /** Every API route with the access it declares; the permission sweep test walks it. */
    apiRoutes: RouteAccess[];
  }
}

const UPLOAD_LIMIT = 50 * 1024 * 1024;

export async function buildApp(opts: { database: Database; config: Config; logger?: FastifyServerOptions['logger'] }) {
  const { database, config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('registry', buildRegistry());
  app.decorate('apiRoutes', [] as RouteAccess[]);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    // The console loads its own scripts and styles; antd injects inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        frameSrc: ['*'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'WMS console API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/documentation' });
  await app.register(authPlugin);

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
    await api.register(authRoutes);
    await api.register(systemRoutes);
    await api.register(resourceRoutes);
    await api.register(stockRoutes);
  });

  registerWeb(app, config.webDist);
  return app;
}

/** Serves the built console; any unknown GET that wants HTML gets index.html so client routes survive a reload. */
function registerWeb(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  const html = fs.readFileSync(index);
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.url) return;
    if (!(req.headers.accept ?? '').includes('text/html')) return;
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
