import {
  floorMove,
  ZFloorLookup,
  ZFloorLookupQuery,
  ZFloorMove,
  ZFloorMoved,
  ZFloorStatRow,
  ZFloorStatsQuery,
} from '@wms/contract/floor';
import { ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { FloorService } from './floor-service.ts';

const P = '/inventory/floor';
const tags = ['floor'];

/** The floor's own calls (docs/api.md "Floor"): look up a scan, move stock or a pallet. */
export async function floorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new FloorService(app.db, app.floorScans);

  app.get(
    `${P}/~lookup`,
    {
      config: { access: 'inventory/stock/view', audit: false },
      schema: {
        tags,
        summary: 'Floor: what a scanned code names (location, SKU, pallet) and the stock there now',
        querystring: ZFloorLookupQuery,
        response: { 200: ZOkReply(ZFloorLookup).describe('The kind of thing scanned and its stock rows') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.lookup(req.query.code) }),
  );

  app.post(
    `${P}/~move`,
    {
      config: { access: 'inventory/stock/move', labels: { def: floorMove }, idempotent: true },
      schema: {
        tags,
        summary: 'Floor: move a whole pallet (LPN or SSCC) or part of a stock row to a scanned location',
        body: ZFloorMove,
        response: { 200: ZOkReply(ZFloorMoved).describe('The stock rows as the move left them') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.move(req.body, req.user) }),
  );

  app.get(
    `${P}/~stats`,
    {
      config: { access: 'inventory/floor/view' },
      schema: {
        tags,
        summary: 'Floor: scans per hour and errors per 1,000 scans by worker and day',
        querystring: ZFloorStatsQuery,
        response: { 200: ZOkReply(z.array(ZFloorStatRow)).describe('One row per worker and day, newest day first') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.stats(req.query.from, req.query.to) }),
  );
}
