import {
  ibOrder,
  ibOrderLine,
  ZIbLineUpdate,
  ZIbOrderAdd,
  ZIbOrderDetail,
  ZIbOrderRow,
  ZIbOrderUpdate,
  ZIbScan,
  ZIbStore,
  ZOrderPrintQuery,
} from '@wms/contract/inbound/ib-order';
import { ZLabelData } from '@wms/contract/label-data';
import { ZIdBody, ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboundOrder, inboundOrderLine } from '../../db/schema/index.ts';
import { okReply as ok, orderLinesRoutes } from '../orders/order-lines-routes.ts';
import { listedOrder } from '../orders/sender-ref.ts';
import { type IbOrderPrint, ibOrderPdf } from '../print/order-prints.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { InboundService } from './inbound-service.ts';
import { muRoutes } from './mu-routes.ts';
import { orderPdfResponse, sendOrderPdf } from './order-pdf-reply.ts';

const P = '/inbound/ib/order';
const tags = ['ibOrder'];
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
  const list = new ResourceRepository(listedOrder(serverResource(ibOrder, inboundOrder)), lookup);
  const svc = new InboundService(
    app.db,
    list,
    async (db, name, id) => (await app.registry.repo(name).existsIds(db, [id])).size > 0,
  );
  const { access, ZDetailReply } = orderLinesRoutes(fastify, {
    path: P,
    permission: 'inbound/ibOrder',
    tags,
    order: ibOrder,
    line: ibOrderLine,
    schemas: {
      ZLineUpdate: ZIbLineUpdate,
      ZOrderAdd: ZIbOrderAdd,
      ZOrderUpdate: ZIbOrderUpdate,
      ZOrderRow: ZIbOrderRow,
      ZOrderDetail: ZIbOrderDetail,
    },
    svc,
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
      config: { ...access('scan'), idempotent: true },
      schema: {
        tags,
        body: ZIbScan,
        response: {
          200: ZOkReply(
            z.object({
              order: z.object({ id: z.number(), no: z.string(), status: z.number() }),
              line: z.looseObject({ id: z.number(), recvQty: z.number() }),
              label: ZLabelData,
            }),
          ).describe('The line counted, the order status and what the scanned label said'),
        },
      },
    },
    async (req) => ok(req.lang, await svc.scan(req.body, req.lang), 'ok'),
  );

  app.post(
    `${P}/~store`,
    { config: { ...access('store'), idempotent: true }, schema: { tags, body: ZIbStore, response: { 200: ZDetailReply } } },
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
