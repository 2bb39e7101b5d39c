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
  type TObLine,
  type TObOrderAdd,
  type TObOrderUpdate,
  ZObLineUpdate,
  ZObOrderAdd,
  ZObOrderDetail,
  ZObOrderRow,
  ZObOrderUpdate,
} from '@wms/contract/outbound/ob-order';
import { ZDeleteBody, ZIdBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars';
import { ZTableQuery } from '@wms/contract/table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboundOrder, outboundOrderLine } from '../../db/schema/index.ts';
import { msg } from '../../i18n/messages.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { AllocationService } from './allocation-service.ts';
import { OutboundService } from './outbound-service.ts';

const P = '/outbound/ob/order';
const access = (action: string) => ({ access: `outbound/obOrder/${action}` });
const tags = ['obOrder'];
const ZDetailReply = ZOkReply(ZObOrderDetail).describe('The order with its lines, as saved');
const ZIdQuery = z.object({ id: zId(), _: zText(32).optional() });

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
  const list = new ResourceRepository(serverResource(obOrder, outboundOrder), lookup);
  const svc = new OutboundService(
    app.db,
    list,
    async (db, name, id) => (await app.registry.repo(name).existsIds(db, [id])).size > 0,
  );
  const alloc = new AllocationService(app.db);
  const ok = <T>(lang: 'zh' | 'en', data: T, key: 'ok' | 'saved' | 'deleted' = 'saved') => ({
    action: 'ok' as const,
    message: msg(lang, key),
    data,
  });

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZObOrderRow).describe('One page of orders') } },
    },
    async (req) => {
      const { rows, count, summary } = await svc.page(req.body);
      return { action: 'ok' as const, message: '', count, data: { rows, ...(summary ? { summary } : {}) } };
    },
  );

  app.get(
    `${P}/_no/get`,
    {
      config: access('add'),
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.string()).describe('A new order number') },
      },
    },
    async () => ({ action: 'ok' as const, message: '', data: await svc.newNo() }),
  );

  app.post(
    `${P}/~add`,
    { config: access('add'), schema: { tags, body: ZObOrderAdd, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.add(req.body as TObOrderAdd, req.lang)),
  );

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: ZObOrderUpdate, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.update(req.body as TObOrderUpdate, req.lang)),
  );

  app.post(`${P}/~delete`, { config: access('delete'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.delete(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });

  app.get(
    `${P}/~item/get`,
    { config: access('view'), schema: { tags, querystring: ZIdQuery, response: { 200: ZDetailReply } } },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.detail(req.query.id) }),
  );

  app.post(
    `${P}/~item/update`,
    { config: access('update'), schema: { tags, body: ZObLineUpdate, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.updateLine(req.body as TObLine & { id: number }, req.lang)),
  );

  app.post(`${P}/~item/delete`, { config: access('update'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.deleteLines(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
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
