import { ZMuItemsQuery, ZMuLine, ZMuRow, ZMuStore, ZMuStoreResult } from '@wms/contract/inbound/mu';
import { ZOkReply, ZTableReply } from '@wms/contract/reply';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import type { InboundService } from './inbound-service.ts';
import { MuService } from './mu-service.ts';

const P = '/inbound/ib/mu';
const access = (action: string) => ({ access: `inbound/ibMu/${action}` });
const tags = ['ibMu'];

/** `/inbound/ib/mu` (docs/api.md "MU pallets"): registered by the inbound routes, whose put-away it uses. */
export function muRoutes(fastify: FastifyInstance, inbound: InboundService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new MuService(app.db, inbound);

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZMuRow).describe('One page of pallets') } },
    },
    async (req) => {
      const { rows, count, summary } = await svc.page(req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never, ...(summary ? { summary } : {}) } };
    },
  );

  app.get(
    `${P}/~items/get`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZMuItemsQuery,
        response: { 200: ZOkReply(z.array(ZMuLine)).describe("The pallet's lines in that warehouse") },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.items(req.query.lpn, req.query.warehouse) }),
  );

  app.post(
    `${P}/~store`,
    {
      config: { ...access('store'), idempotent: true },
      schema: { tags, body: ZMuStore, response: { 200: ZOkReply(ZMuStoreResult).describe('What the put-away stored') } },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.store(req.body, req.user, req.lang) }),
  );
}
