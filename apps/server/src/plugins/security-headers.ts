import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { allMenus } from '../modules/system/menus/menu-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-reads the iframe menu entries' origins (frame-src); call after changing menus. */
    refreshFrameOrigins(): Promise<void>;
  }
}

/** 180 days; sent only where the console is reached over https. */
export const HSTS = 'max-age=15552000; includeSubDomains';
/** Menu entries can change while the server runs; their frame origins are re-read this often. */
const FRAME_REFRESH_MS = 60_000;
/**
 * What a hashed file of the build (script, stylesheet, font, image) is sent with: the rest of helmet's set
 * (CSP, frame and referrer rules, COOP...) governs documents and would cost about 0.5 kB on each of the
 * thirty files /login loads. `nosniff` keeps a script or stylesheet from being run as anything but its type,
 * CORP keeps other sites from loading them.
 */
export const ASSET_HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };

/** Origins the iframe menu entries load; a relative address is the console's own ('self'). */
export function frameOrigins(urls: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const u of urls) {
    if (!u) continue;
    try {
      const url = new URL(u);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.add(url.origin);
    } catch {
      // Relative: served by the console itself.
    }
  }
  return [...out].sort();
}

/**
 * Helmet's headers fitted to a console installed on a LAN and reached over plain HTTP: HSTS and
 * `upgrade-insecure-requests` would make a browser fetch the page's own scripts over https (a
 * blank page), so both are sent only on https requests (seen directly, or from a trusted proxy)
 * or when HTTPS_ONLY says every user comes through https. Frames are limited to the origins of
 * the iframe menu entries. The build's hashed files get only ASSET_HEADERS, by their own routes: an
 * unknown address under /assets/ that falls back to the page (plugins/web.ts) still gets the full set.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { httpsOnly: boolean }) => {
  let frames: string[] = [];
  let loadedAt = 0;
  let loading: Promise<void> | undefined;
  const refresh = () => {
    loading ??= allMenus(app.db)
      .then((rows) => {
        frames = frameOrigins(rows.filter((r) => r.type === 'iframe').map((r) => r.url));
        loadedAt = Date.now();
      })
      .catch((e) => app.log.warn({ err: e }, 'menu frame origins not read'))
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  app.decorate('refreshFrameOrigins', refresh);
  app.addHook('onReady', refresh);

  // Helmet's middleware made once: @fastify/helmet made it again on every request (its directives parsed each
  // time, a tenth of a small API call's own cost). Only frame-src is worked out per request.
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd injects inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        frameSrc: [() => ["'self'", ...frames].join(' ')],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  const applied = (e?: unknown) => {
    if (e) throw e;
  };

  app.addHook('onRequest', (req, reply, done) => {
    if (Date.now() - loadedAt > FRAME_REFRESH_MS) void refresh();
    if (req.routeOptions.url?.startsWith('/assets/')) reply.headers(ASSET_HEADERS);
    else headers(req.raw, reply.raw, applied);
    if (opts.httpsOnly || req.protocol === 'https') {
      const csp = reply.raw.getHeader('content-security-policy');
      if (csp) reply.raw.setHeader('content-security-policy', `${csp};upgrade-insecure-requests`);
      reply.raw.setHeader('strict-transport-security', HSTS);
    }
    done();
  });
});
