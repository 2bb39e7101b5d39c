import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { METRICS_URL, processMetrics } from './metrics.ts';
import { errorReply, fileResponse } from './openapi.ts';

/** What a scrape of /metrics gets: the figures, or why not (docs/metrics.md "Access"). */
export type MetricsVerdict = 'allowed' | 'closed' | 'token' | 'address';

const digest = (s: string) => createHash('sha256').update(s).digest();

function allowListOf(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [addr = '', bits] = entry.split('/');
    const type = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  return list;
}

/**
 * The bearer token (compared as digests in constant time, so neither its text nor its length leaks through timing) or
 * the client's address (req.ip: the peer, or X-Forwarded-For from a proxy TRUST_PROXY lists) opens it; with neither set
 * /metrics does not exist for anyone.
 */
export function metricsAccess(config: Pick<Config, 'metricsToken' | 'metricsAllow'>) {
  const want = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  const allow = config.metricsAllow.length ? allowListOf(config.metricsAllow) : undefined;
  return (req: FastifyRequest): MetricsVerdict => {
    if (!want && !allow) return 'closed';
    const given = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1];
    if (want && given !== undefined && timingSafeEqual(digest(given), want)) return 'allowed';
    if (allow && allowed(allow, req.ip)) return 'allowed';
    return want ? 'token' : 'address';
  };
}

function allowed(list: net.BlockList, ip: string): boolean {
  const family = net.isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * GET /metrics in the Prometheus text format: this app's metrics and the process's. Public to the auth plugin (a scraper
 * has no session); its own check decides. Registered among the API routes, so the permission sweep sees it.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const verdictOf = metricsAccess(app.config);
  app.get(
    METRICS_URL,
    {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        description:
          'Prometheus metrics (docs/metrics.md): with `Authorization: Bearer <METRICS_TOKEN>` or from an address in ' +
          'METRICS_ALLOW; 404 while neither is set.',
        response: {
          200: fileResponse('text/plain', 'The metrics in the Prometheus text format 0.0.4'),
          401: errorReply('METRICS_TOKEN is set and the request carries no token or a wrong one'),
          403: errorReply('Only METRICS_ALLOW is set and the client address is not in it'),
        },
      },
    },
    async (req, reply) => {
      const verdict = verdictOf(req);
      if (verdict === 'closed') return reply.callNotFound();
      if (verdict === 'token') {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('auth.missing');
      }
      if (verdict === 'address') throw forbidden();
      const text = await Registry.merge([processMetrics(), app.metrics.registry]).metrics();
      return reply.type(app.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
