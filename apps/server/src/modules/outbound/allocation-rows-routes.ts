import { ZAllocationRow } from '@wms/contract/outbound/allocation-rows';
import { ZOkReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { allocationRowsRepository as repo } from './allocation-rows-repository.ts';

/**
 * `GET /outbound/ob/order/~allocation/get?id=` (docs/api.md "Outbound orders"): the detail screen's
 * allocations with their stock rows. Read-only, so it needs no service; a route file of its own
 * keeps the order routes as they are.
 */
export async function allocationRowsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbound/ob/order/~allocation/get',
    {
      config: { access: 'outbound/obOrder/view' },
      schema: {
        tags: ['obOrder'],
        querystring: z.object({ id: zId(), _: zText(32).optional() }),
        response: {
          200: ZOkReply(z.array(ZAllocationRow)).describe("The order's allocations: line, stock row, location, lot, LPN, qty"),
        },
      },
    },
    async (req) => {
      if (!(await repo.orderExists(app.db, req.query.id))) throw notFound();
      return { action: 'ok' as const, message: '', data: await repo.ofOrder(app.db, req.query.id) };
    },
  );
}
