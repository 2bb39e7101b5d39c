import {
  ALLOC_STRATEGIES,
  ZAllocBody,
  ZAllocQuery,
  ZAllocResult,
  ZDeallocBody,
  ZDeallocResult,
  ZPreviewQuery,
  ZPreviewResult,
} from '@wms/contract/outbound/allocation';
import {
  obOrder,
  obOrderLine,
  ZObLineUpdate,
  ZObOrderAdd,
  ZObOrderDetail,
  ZObOrderRow,
  ZObOrderUpdate,
} from '@wms/contract/outbound/ob-order';
import { ZIdBody, ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboundOrder, outboundOrderLine } from '../../db/schema/index.ts';
import { okReply as ok, orderLinesRoutes } from '../orders/order-lines-routes.ts';
import { listedOrder } from '../orders/sender-ref.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { AllocationService } from './allocation-service.ts';
import { OutboundService } from './outbound-service.ts';

const P = '/outbound/ob/order';
const tags = ['obOrder'];

/** `/outbound/ob/order` (docs/api.md "Outbound orders"): routes → OutboundService → outbound-repository. */
export async function outboundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  // The line definition is checked against its table too, though lines are listed through the service.
  serverResource(obOrderLine, outboundOrderLine);
  const list = new ResourceRepository(listedOrder(serverResource(obOrder, outboundOrder)), lookup);
  const svc = new OutboundService(
    app.db,
    list,
    async (db, name, id) => (await app.registry.repo(name).existsIds(db, [id])).size > 0,
  );
  const alloc = new AllocationService(app.db);
  const { access, ZDetailReply } = orderLinesRoutes(fastify, {
    path: P,
    permission: 'outbound/obOrder',
    tags,
    order: obOrder,
    line: obOrderLine,
    schemas: {
      ZLineUpdate: ZObLineUpdate,
      ZOrderAdd: ZObOrderAdd,
      ZOrderUpdate: ZObOrderUpdate,
      ZOrderRow: ZObOrderRow,
      ZOrderDetail: ZObOrderDetail,
    },
    svc,
  });

  app.post(
    `${P}/~cancel`,
    { config: access('cancel'), schema: { tags, body: ZIdBody, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.cancel(req.body.id, req.lang), 'ok'),
  );

  app.post(
    `${P}/~allocate`,
    {
      config: access('allocate'),
      schema: {
        tags,
        querystring: ZAllocQuery,
        body: ZAllocBody,
        response: {
          200: ZOkReply(ZAllocResult).describe('Per order: its status, what it holds, what this call took, its short lines'),
        },
      },
    },
    async (req) => ok(req.lang, await alloc.allocate(req.body.ids, req.query.strategy, req.query.shortage, req.lang), 'ok'),
  );

  app.post(
    `${P}/~allocate/preview`,
    {
      config: access('allocate'),
      schema: {
        tags,
        querystring: ZPreviewQuery,
        body: ZAllocBody,
        response: {
          200: ZOkReply(ZPreviewResult).describe(
            'Per order and strategy: the rows each line would take, and why; nothing written',
          ),
        },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: await alloc.preview(
        req.body.ids,
        req.query.strategy ? [req.query.strategy] : ALLOC_STRATEGIES,
        req.query.shortage,
        req.lang,
      ),
    }),
  );

  app.post(
    `${P}/~deallocate`,
    {
      config: access('deallocate'),
      schema: {
        tags,
        body: ZDeallocBody,
        response: { 200: ZOkReply(ZDeallocResult).describe('Per order: its status and what was released') },
      },
    },
    async (req) => ok(req.lang, await alloc.deallocate(req.body.ids, req.body.force ?? false, req.lang), 'ok'),
  );
}
