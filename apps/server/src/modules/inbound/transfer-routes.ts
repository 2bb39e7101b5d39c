import { ZOrderPrintQuery } from '@wms/contract/inbound/ib-order';
import { tfOrder, tfOrderLine, ZTfOrderAdd, ZTfOrderDetail, ZTfOrderRow } from '@wms/contract/inbound/tf-order';
import { ZDeleteBody, ZIdBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transferOrder } from '../../db/schema/index.ts';
import { msg } from '../../i18n/messages.ts';
import { type TfOrderPrint, tfOrderPdf } from '../print/order-prints.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { inboundRepository } from './inbound-repository.ts';
import { orderPdfResponse, sendOrderPdf } from './order-pdf-reply.ts';
import { TransferService } from './transfer-service.ts';

const P = '/inbound/tf/order';
const access = (action: string) => ({ access: `inbound/tfOrder/${action}`, labels: { def: tfOrder, items: tfOrderLine } });
const tags = ['tfOrder'];
const ZDetailReply = ZOkReply(ZTfOrderDetail).describe('The transfer order with its lines');

/** `/inbound/tf/order` (docs/api.md "Transfer orders"). */
export async function transferRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  const svc = new TransferService(
    app.db,
    new ResourceRepository(serverResource(tfOrder, transferOrder), lookup),
    inboundRepository.warehouseCode,
  );

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZTfOrderRow).describe('One page of transfer orders') } },
    },
    async (req) => {
      const { rows, count, summary } = await svc.page(req.body);
      return { action: 'ok' as const, message: '', count, data: { rows, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    `${P}/~add`,
    { config: { ...access('add'), idempotent: true }, schema: { tags, body: ZTfOrderAdd, response: { 200: ZDetailReply } } },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: await svc.add(req.body, req.lang),
    }),
  );

  app.get(
    `${P}/~items/get`,
    {
      config: access('view'),
      schema: { tags, querystring: z.object({ id: zId(), _: zText(32).optional() }), response: { 200: ZDetailReply } },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.detail(req.query.id) }),
  );

  app.post(
    `${P}/~store`,
    { config: { ...access('store'), idempotent: true }, schema: { tags, body: ZIdBody, response: { 200: ZDetailReply } } },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await svc.store(req.body.id, req.user, req.lang),
    }),
  );

  app.get(
    `${P}/~print`,
    { config: access('print'), schema: { tags, querystring: ZOrderPrintQuery, response: { 200: orderPdfResponse } } },
    async (req, reply) => {
      // The detail row is typed loosely by the engine; the print reads the fields it names.
      const order = (await svc.detail(req.query.id)) as unknown as TfOrderPrint;
      const pdf = await tfOrderPdf(order, {
        lang: req.lang,
        ...(req.query.logo === '1' ? { logo: app.config.printLogo } : {}),
      });
      return sendOrderPdf(reply, req.lang, 'tfOrder', order.no, pdf);
    },
  );

  app.post(`${P}/~delete`, { config: access('delete'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.delete(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });
}
