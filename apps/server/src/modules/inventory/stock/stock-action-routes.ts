import {
  stockAction,
  ZActionRow,
  ZAdjust,
  ZBarrier,
  ZBarrierResult,
  ZRestore,
  ZScrap,
  ZStockAllocation,
  ZStockAllocationQuery,
} from '@wms/contract/inventory/stock-actions';
import { ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { StockActionService } from './stock-action-service.ts';

const P = '/inventory/stock';
const tags = ['stock'];
/** Refusals of a body name its fields by the stockAction labels ("数量", "Reason"). */
const access = (action: string) => ({ access: `inventory/stock/${action}`, labels: { def: stockAction } });
const rowReply = ZOkReply(ZActionRow).describe('The stock row as the action left it');

/** `/inventory/stock` actions (docs/api.md "Stock actions"): adjust, barrier, scrap, restore, allocation lookup. */
export async function stockActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new StockActionService(app.db);

  app.post(
    `${P}/~adjust`,
    { config: access('adjust'), schema: { tags, body: ZAdjust, response: { 200: rowReply } } },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.adjust(req.body, req.user) }),
  );

  app.post(
    `${P}/~barrier`,
    {
      config: access('barrier'),
      schema: { tags, body: ZBarrier, response: { 200: ZOkReply(ZBarrierResult).describe('The rows now holding the stock') } },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.barrier(req.body, req.user) }),
  );

  app.post(
    `${P}/~scrap`,
    { config: access('scrap'), schema: { tags, body: ZScrap, response: { 200: rowReply } } },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.scrap(req.body, req.user) }),
  );

  // Restoring undoes a scrap, so it needs the scrap permission.
  app.post(
    `${P}/~restore`,
    { config: access('scrap'), schema: { tags, body: ZRestore, response: { 200: rowReply } } },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.restore(req.body, req.user) }),
  );

  app.get(
    `${P}/~allocation/get`,
    {
      config: { access: 'inventory/stock/view' },
      schema: {
        tags,
        querystring: ZStockAllocationQuery,
        response: { 200: ZOkReply(z.array(ZStockAllocation)).describe('The outbound order lines holding the row') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.allocations(req.query.id) }),
  );
}
