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

/** The floor's service worker: browsers check it for updates, and it lists the build's files. */
export const FLOOR_SW = 'floor/sw.js';
export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/** The cache rule of a file of the build, by its path inside the build folder. */
export function cacheControlOf(relative: string): string {
  const file = relative.split(path.sep).join('/');
  if (file.endsWith('.html') || file === FLOOR_SW) return NO_CACHE;
  return file.startsWith('assets/') ? IMMUTABLE : SHORT;
}

/** Pages of the floor (scanner screens for handhelds, apps/web/floor.html): /floor and /floor/*. */
export const isFloorPage = (url: string) => /^\/floor(?:[/?#]|$)/.test(url);

/** The partner's statement page (apps/web/partner.html): /partner/*. */
export const isPartnerPage = (url: string) => /^\/partner(?:[/?#]|$)/.test(url);

/**
 * Serves the built console: the .br and .gz files the build writes beside each compressible asset
 * (apps/web/build/precompress.ts) go out as the browser accepts them, with their own type and
 * `vary: accept-encoding`. Any unknown GET that wants HTML gets index.html, or floor.html under /floor,
 * so client routes survive a reload (the hook is the root's: fastify-plugin).
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
      const relative = path
        .relative(root, file)
        .replace(/\.(br|gz)$/, '')
        .split(path.sep)
        .join('/');
      reply.header('cache-control', cacheControlOf(relative));
      if (relative === FLOOR_SW) reply.header('service-worker-allowed', '/floor/');
      if (relative.endsWith('.webmanifest')) reply.header('content-type', MANIFEST_TYPE);
    },
  });
  const html = fs.readFileSync(index);
  const floor = path.join(root, 'floor.html');
  const floorHtml = fs.existsSync(floor) ? fs.readFileSync(floor) : html;
  const partner = path.join(root, 'partner.html');
  const partnerHtml = fs.existsSync(partner) ? fs.readFileSync(partner) : html;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.url) return;
    if (!(req.headers.accept ?? '').includes('text/html')) return;
    return reply
      .type('text/html')
      .header('cache-control', NO_CACHE)
      .send(isFloorPage(req.url) ? floorHtml : isPartnerPage(req.url) ? partnerHtml : html);
  });
});
