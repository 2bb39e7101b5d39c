import { ZOkReply } from '@wms/contract/reply';
import { FLOW_ACTIONS, type RequestKind } from '@wms/contract/request/flow';
import {
  flowRoute,
  REQ_KINDS,
  ZReqActionBody,
  ZReqItemAdd,
  ZReqLineUpdate,
  ZReqOrderAdd,
  ZReqOrderDetail,
  ZReqOrderRow,
  ZReqOrderUpdate,
  ZReqTransferBody,
  ZRouteStep,
} from '@wms/contract/request/req-order';
import { zId, zText } from '@wms/contract/scalars-schema';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mrOrder, mrOrderLine, trOrder, trOrderLine } from '../../db/schema/index.ts';
import { fileResponse, xlsxExportResponse } from '../../plugins/openapi.ts';
import { sendOrderPdf } from '../inbound/order-pdf-reply.ts';
import { okReply as ok, orderLinesRoutes } from '../orders/order-lines-routes.ts';
import { listedOrder } from '../orders/sender-ref.ts';
import { type MrDeliveryPrint, mrDeliveryPdf } from '../print/delivery-note.ts';
import { enumLabels } from '../resources/enum-labels.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { contentDisposition, exportStream, fileName } from '../resources/xlsx.ts';
import { requestRepository } from './request-repository.ts';
import { RequestService } from './request-service.ts';

const TABLES = { tr: { order: trOrder, line: trOrderLine }, mr: { order: mrOrder, line: mrOrderLine } } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
const ZIdQuery = z.object({ id: zId(), _: zText(32).optional() });

/**
 * Request orders (docs/api.md "Request orders"): `/inbound/tr/order` (packaging request / transit)
 * and `/outbound/mr/order` (material request): routes → RequestService → request-repository.
 */
export async function requestRoutes(fastify: FastifyInstance) {
  for (const kind of ['tr', 'mr'] as const) kindRoutes(fastify, kind);
}

function kindRoutes(fastify: FastifyInstance, kind: RequestKind) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path: P, permission, order: orderDef, line: lineDef } = REQ_KINDS[kind];
  const tags = [orderDef.name];
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  serverResource(lineDef, TABLES[kind].line);
  const list = new ResourceRepository(listedOrder(serverResource(orderDef, TABLES[kind].order)), lookup);
  const svc = new RequestService(
    app.db,
    list,
    async (db, name, id) => (await app.registry.repo(name).existsIds(db, [id])).size > 0,
    kind,
    requestRepository(kind),
  );
  const { access } = orderLinesRoutes(fastify, {
    path: P,
    permission,
    tags,
    order: orderDef,
    line: lineDef,
    schemas: {
      ZLineUpdate: ZReqLineUpdate,
      ZOrderAdd: ZReqOrderAdd,
      ZOrderUpdate: ZReqOrderUpdate,
      ZOrderRow: ZReqOrderRow,
      ZOrderDetail: ZReqOrderDetail.omit({ route: true, actions: true }),
    },
    svc,
  });
  const ZFull = ZOkReply(ZReqOrderDetail).describe('The order, its lines, its route and the actions its status allows');

  const ZExport = ZTableQuery.omit({ page: true, length: true, summary: true });
  app.post(
    `${P}/~export`,
    { config: access('export'), schema: { tags, body: ZExport, response: { 200: xlsxExportResponse('orders') } } },
    async (req, reply) => {
      const q = { ...req.body, page: 1, length: 2000 };
      // A bad filter or sort is a 400 before the file starts, not a broken file.
      await svc.page({ ...q, length: 1 });
      async function* batches() {
        for (let page = 1; ; page++) {
          const { rows } = await svc.page({ ...q, page });
          if (rows.length) yield rows;
          if (rows.length < q.length) return;
        }
      }
      const labels = await enumLabels(app.db);
      const stream = exportStream(orderDef, req.lang, batches(), (e) => req.log.error({ err: e }, 'export failed'), labels);
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName(orderDef, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );

  app.post(
    `${P}/~item/add`,
    { config: access('update', { def: lineDef, items: lineDef }), schema: { tags, body: ZReqItemAdd, response: { 200: ZFull } } },
    async (req) => {
      await svc.addItems(req.body as never, req.lang);
      return ok(req.lang, await svc.fullDetail(req.body.id));
    },
  );

  for (const action of FLOW_ACTIONS) {
    if (action === 'delivery' && kind !== 'mr') continue;
    const body = action === 'transfer' ? ZReqTransferBody : ZReqActionBody;
    app.post(
      `${P}/~${flowRoute(action)}`,
      { config: access(action), schema: { tags, body, response: { 200: ZFull } } },
      async (req) => ok(req.lang, await svc.act(action, req.body, req.user, req.lang), 'ok'),
    );
  }

  app.get(
    `${P}/_route/get`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZIdQuery,
        response: { 200: ZOkReply(z.array(ZRouteStep)).describe('The route, oldest first') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.route(req.query.id) }),
  );

  app.get(
    `${P}/_detail/get`,
    { config: access('view'), schema: { tags, querystring: ZIdQuery, response: { 200: ZFull } } },
    async (req) => ({ action: 'ok' as const, message: '', data: (await svc.fullDetail(req.query.id)) as never }),
  );

  if (kind === 'mr') {
    app.get(
      `${P}/~print`,
      {
        config: access('print'),
        schema: {
          tags,
          querystring: ZIdQuery,
          response: { 200: fileResponse(PDF, 'The delivery note as an A4 PDF, named <title>-<order no>.pdf') },
        },
      },
      async (req, reply) => {
        const order = (await svc.printable(req.query.id, req.lang)) as unknown as MrDeliveryPrint;
        const pdf = await mrDeliveryPdf(order, { lang: req.lang });
        return sendOrderPdf(reply, req.lang, 'mrOrder', order.no, pdf);
      },
    );
  }
}
