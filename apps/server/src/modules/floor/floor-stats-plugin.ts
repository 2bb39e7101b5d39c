import { IDEMPOTENCY_HEADER } from '@wms/contract/idempotency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ScanTally } from './floor-scan-tally.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Floor scans counted and not yet written (floor-scan-tally.ts). */
    floorScans: ScanTally;
  }
}

export const LOOKUP_URL = '/inventory/floor/~lookup';

/** A floor scan: a look-up, or a write the floor's outbox sent (it always carries an idempotency key). */
const isScan = (req: FastifyRequest) =>
  req.routeOptions.url === LOOKUP_URL ||
  (req.routeOptions.config?.idempotent === true && req.headers[IDEMPOTENCY_HEADER] !== undefined);

/**
 * Counts each floor scan once it is answered, for the worker figures (docs/decisions/floor.md "Floor worker figures"):
 * refused ones (4xx, 5xx) are errors; a repeat of a key already answered is no new scan. Counts are
 * written a second at a time (floor-scan-tally.ts); a failed write is logged and never changes a reply. /metrics counts
 * the same scans (wms_floor_scans_total).
 */
export const floorStatsPlugin = fp(async (app: FastifyInstance) => {
  const tally = new ScanTally(app.db, (err) => app.log.error({ err }, 'floor scans not counted'));
  app.decorate('floorScans', tally);
  app.addHook('onClose', () => tally.flush());
  // After validation: a malformed request or one refused before the handler (401, 403) is no scan of the worker's.
  // Callback style: every request passes these, and nearly all are no scans.
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.user && isScan(req)) (req as { floorScan?: boolean }).floorScan = true;
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const user = req.user;
    if ((req as { floorScan?: boolean }).floorScan && user && !reply.getHeader('idempotent-replayed')) {
      const refused = reply.statusCode >= 400;
      tally.add(user.id, refused);
      app.metrics.floorScans.inc({ route: req.routeOptions.url ?? '', outcome: refused ? 'refused' : 'answered' });
    }
    done();
  });
});
