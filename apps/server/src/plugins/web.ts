import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's output under assets/ carries a content hash in every name: a changed file is a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files kept under their own names (favicon...): a new build reaches browsers within the hour. */
export const SHORT = 'public, max-age=3600';
/** The page names the current build's hashed files, so it is revalidated on every load. */
export const NO_CACHE = 'no-cache';

/** The cache rule of a file of the build, by its path inside the build folder. */
export function cacheControlOf(relative: string): string {
  const file = relative.split(path.sep).join('/');
  if (file.endsWith('.html')) return NO_CACHE;
  return file.startsWith('assets/') ? IMMUTABLE : SHORT;
}

/**
 * Serves the built console: the .br and .gz files the build writes beside each compressible asset
 * (apps/web/build/precompress.ts) go out as the browser accepts them, with their own type and
 * `vary: accept-encoding`. Any unknown GET that wants HTML gets index.html, so client routes
 * survive a reload (the hook is the root's: fastify-plugin).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const root = opts.dist;
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are reached through their originals, never by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlOf(path.relative(root, file).replace(/\.(br|gz)$/, '')));
    },
  });
  const html = fs.readFileSync(index);
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.url) return;
    if (!(req.headers.accept ?? '').includes('text/html')) return;
    return reply.type('text/html').header('cache-control', NO_CACHE).send(html);
  });
});
