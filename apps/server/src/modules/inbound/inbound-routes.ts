import {
  ibOrder,
  ibOrderLine,
  type TIbLine,
  type TIbOrderAdd,
  type TIbOrderUpdate,
  ZIbLineUpdate,
  ZIbOrderAdd,
  ZIbOrderDetail,
  ZIbOrderRow,
  ZIbOrderUpdate,
  ZIbScan,
  ZIbStore,
  ZOrderPrintQuery,
} from '@wms/contract/inbound/ib-order';
import { ZDeleteBody, ZIdBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars';
import { ZTableQuery } from '@wms/contract/table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboundOrder, inboundOrderLine } from '../../db/schema/index.ts';
import { msg } from '../../i18n/messages.ts';
import { type IbOrderPrint, ibOrderPdf } from '../print/order-prints.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { InboundService } from './inbound-service.ts';
import { muRoutes } from './mu-routes.ts';
import { orderPdfResponse, sendOrderPdf } from './order-pdf-reply.ts';

const P = '/inbound/ib/order';
// Refused bodies name the order's and its lines' fields by their labels.
const access = (action: string, labels = { def: ibOrder, items: ibOrderLine }) => ({
  access: `inbound/ibOrder/${action}`,
  labels,
});
const tags = ['ibOrder'];
const ZDetailReply = ZOkReply(ZIbOrderDetail).describe('The order with its lines, as saved');
const ZIdQuery = z.object({ id: zId(), _: zText(32).optional() });
const ZCodeQuery = z.object({ code: zText(100).default(''), _: zText(32).optional() });
const ZSuggestion = z.looseObject({ id: z.number().int(), value: z.string().nullable(), label: z.string().nullable() });

/** `/inbound/ib/order` (docs/api.md "Inbound orders"): routes → InboundService → inbound-repository. */
export async function inboundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  // The line definition is checked against its table too, though lines are listed through the service.
  serverResource(ibOrderLine, inboundOrderLine);
  const list = new ResourceRepository(serverResource(ibOrder, inboundOrder), lookup);
  const svc = new InboundService(
    app.db,
    list,
    async (db, name, id) => (await app.registry.repo(name).existsIds(db, [id])).size > 0,
  );
  const ok = <T>(lang: 'zh' | 'en', data: T, key: 'ok' | 'saved' | 'deleted' = 'saved') => ({
    action: 'ok' as const,
    message: msg(lang, key),
    data,
  });

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZIbOrderRow).describe('One page of orders') } },
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
    { config: access('add'), schema: { tags, body: ZIbOrderAdd, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.add(req.body as TIbOrderAdd, req.lang)),
  );

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: ZIbOrderUpdate, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.update(req.body as TIbOrderUpdate, req.lang)),
  );

  app.post(`${P}/~delete`, { config: access('delete'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.delete(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });

  app.get(
    `${P}/~item/get`,
    { config: access('view'), schema: { tags, querystring: ZIdQuery, response: { 200: ZDetailReply } } },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: await svc.detail(req.query.id),
    }),
  );

  app.post(
    `${P}/~item/update`,
    {
      config: access('update', { def: ibOrderLine, items: ibOrderLine }),
      schema: { tags, body: ZIbLineUpdate, response: { 200: ZDetailReply } },
    },
    async (req) => ok(req.lang, await svc.updateLine(req.body as TIbLine & { id: number }, req.lang)),
  );

  app.post(`${P}/~item/delete`, { config: access('update'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.deleteLines(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });

  for (const action of ['approve', 'cancel', 'finish'] as const) {
    app.post(
      `${P}/~${action}`,
      { config: access(action), schema: { tags, body: ZIdBody, response: { 200: ZDetailReply } } },
      async (req) => ok(req.lang, await svc.act(req.body.id, action, req.lang), 'ok'),
    );
  }

  app.post(
    `${P}/~scan`,
    {
      config: access('scan'),
      schema: {
        tags,
        body: ZIbScan,
        response: {
          200: ZOkReply(
            z.object({
              order: z.object({ id: z.number(), no: z.string(), status: z.number() }),
              line: z.looseObject({ id: z.number(), recvQty: z.number() }),
            }),
          ).describe('The line counted and the order status'),
        },
      },
    },
    async (req) => ok(req.lang, await svc.scan(req.body, req.lang), 'ok'),
  );

  app.post(
    `${P}/~store`,
    { config: access('store'), schema: { tags, body: ZIbStore, response: { 200: ZDetailReply } } },
    async (req) => ok(req.lang, await svc.store(req.body, req.user, req.lang), 'ok'),
  );

  app.get(
    `${P}/~print`,
    { config: access('print'), schema: { tags, querystring: ZOrderPrintQuery, response: { 200: orderPdfResponse } } },
    async (req, reply) => {
      // The detail row is typed loosely by the engine; the print reads the fields it names.
      const order = (await svc.detail(req.query.id)) as unknown as IbOrderPrint;
      const pdf = await ibOrderPdf(order, {
        lang: req.lang,
        ...(req.query.logo === '1' ? { logo: app.config.printLogo } : {}),
      });
      return sendOrderPdf(reply, req.lang, 'ibOrder', order.no, pdf);
    },
  );

  app.post(
    `${P}/~box/label/fill`,
    {
      config: access('update'),
      schema: {
        tags,
        body: ZIdBody,
        response: {
          200: ZOkReply(z.object({ filled: z.number(), order: ZIbOrderDetail })).describe(
            'How many labels were made, and the order',
          ),
        },
      },
    },
    async (req) => ok(req.lang, await svc.fillLabels(req.body.id, req.lang), 'ok'),
  );

  app.get(
    `${P}/_packaging/suggest`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZCodeQuery,
        response: { 200: ZOkReply(z.array(ZSuggestion)).describe('Packaging codes starting with code') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: (await app.registry.repo('packaging').suggest(app.db, req.query.code, 'code')) as never,
    }),
  );

  // Pallets put away through this service's put-away, in one transaction per pallet.
  muRoutes(fastify, svc);
}
