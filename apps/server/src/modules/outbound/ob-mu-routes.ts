import { ZObMuRow, ZObMuShip, ZObMuShipResult } from '@wms/contract/outbound/mu';
import { ZOkReply, ZTableReply } from '@wms/contract/reply';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/messages.ts';
import { ObMuService } from './ob-mu-service.ts';

const P = '/outbound/ob/mu';
const access = (action: string) => ({ access: `outbound/obMu/${action}` });
const tags = ['obMu'];

/** `/outbound/ob/mu` (docs/api.md "MU outbound"): the pallets in stock, and shipping one by its LPN. */
export async function obMuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new ObMuService(app.db);

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZObMuRow).describe('One page of pallets in stock') } },
    },
    async (req) => {
      const { rows, count, summary } = await svc.page(req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    `${P}/~ship`,
    {
      config: access('ship'),
      schema: {
        tags,
        body: ZObMuShip,
        response: { 200: ZOkReply(ZObMuShipResult).describe("What the scan shipped, and the order's status") },
      },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.ship(req.body, req.user, req.lang) }),
  );
}
