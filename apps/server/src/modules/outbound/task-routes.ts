import { resourceTitle } from '@wms/contract/locales/index';
import { obOrder } from '@wms/contract/outbound/ob-order';
import {
  type TTaskRow,
  ZLabelAddBody,
  ZLabelAddResult,
  ZOrderIdsBody,
  ZOrderStatusResult,
  ZTaskAddBody,
  ZTaskAddQuery,
  ZTaskAddResult,
  ZTaskDetail,
  ZTaskFinishBody,
  ZTaskPageQuery,
  ZTaskRow,
  ZTaskScanBody,
} from '@wms/contract/outbound/task';
import { ZDeleteBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboundOrder } from '../../db/schema/index.ts';
import { msg } from '../../i18n/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { fileResponse } from '../../plugins/openapi.ts';
import { printText } from '../print/print-texts.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import { serverResource } from '../resources/server-resource.ts';
import { contentDisposition } from '../resources/xlsx.ts';
import { orderPdf, type PrintOrder, packingListPdf, pickSheetPdf } from './order-print.ts';
import { outboundRepository } from './outbound-repository.ts';
import { ShipService } from './ship-service.ts';
import { StockOutService } from './stock-out-service.ts';
import { taskListQuery, taskListResource, taskRepository } from './task-repository.ts';
import { TaskService } from './task-service.ts';

const ORDER = '/outbound/ob/order';
const TASK = '/outbound/ob/task';
const PDF = 'application/pdf';
const orderAccess = (action: string) => ({ access: `outbound/obOrder/${action}` });
const taskAccess = (action: string) => ({ access: `outbound/obTask/${action}` });
const ZOrdersBody = z.object({ ids: z.array(zId()).min(1).max(100) });
const ZStockOutResult = z.object({
  orders: z.array(z.object({ id: z.number().int(), no: z.string(), status: z.number().int(), issued: z.number().int() })),
});
const ZDnBody = z.object({
  id: zId(),
  items: z
    .array(z.object({ id: zId(), dn: zText(100) }))
    .min(1)
    .max(10_000),
});
const ZDnDeleteBody = z.object({ id: zId(), lines: z.array(zId()).min(1).max(10_000) });
const ZPrintQuery = z.object({ id: zId(), logo: z.enum(['0', '1']).optional(), _: zText(32).optional() });
const pdfReply = { 200: fileResponse(PDF, 'The document, a PDF named <title>-<order no>.pdf') };

/** Dates and timestamps as the contract sends them (ISO text). */
const iso = (d: Date | string | null | undefined) => (d == null ? null : d instanceof Date ? d.toISOString() : String(d));
type TaskListRow = Omit<TTaskRow, Times> & Record<Times, Date | null>;
type Times = 'issueTime' | 'startTime' | 'finishTime';
function taskOut<T extends Record<Times, Date | null>>(t: T): Omit<T, Times> & Record<Times, string | null> {
  return { ...t, issueTime: iso(t.issueTime), startTime: iso(t.startTime), finishTime: iso(t.finishTime) };
}

/**
 * Tasks (`/outbound/ob/task`), and the order calls that follow allocation (`~multi/task/add`, `~stock`,
 * delivery numbers, prints): routes → TaskService / StockOutService → repositories (docs/api.md).
 */
export async function outboundTaskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tasks = new TaskService(app.db);
  const out = new StockOutService(app.db);
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  const orders = new ResourceRepository(serverResource(obOrder, outboundOrder), lookup);
  const taskList = new ResourceRepository(taskListResource(), lookup);
  const ship = new ShipService(app.db);
  const detailOut = (d: Awaited<ReturnType<TaskService['detail']>>) => ({ ...taskOut(d), items: d.items.map(taskOut) });

  async function printOrder(id: number): Promise<PrintOrder> {
    const o = await orders.findById(app.db, id);
    if (!o) throw notFound();
    return { ...(o as unknown as PrintOrder), items: await outboundRepository.lines(app.db, id) };
  }
  /** A print is a download named `<title>-<order no>.pdf`, its title in the caller's language (docs/decisions/printing-and-labels.md "Downloads"). */
  const sendPdf = (reply: FastifyReply, title: string, no: string, pdf: Buffer) =>
    reply
      .header('content-type', PDF)
      .header('content-disposition', contentDisposition(`${title}-${no}.pdf`))
      .send(pdf);

  app.post(
    `${ORDER}/~multi/task/add`,
    {
      config: orderAccess('task'),
      schema: {
        tags: ['obOrder'],
        querystring: ZTaskAddQuery,
        body: ZTaskAddBody,
        response: { 200: ZOkReply(ZTaskAddResult).describe('The tasks made, one per order') },
      },
    },
    async (req) => {
      const r = await tasks.create(req.body.ids, req.query.task, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: { tasks: r.tasks.map(taskOut) } };
    },
  );

  app.post(
    `${ORDER}/~stock`,
    {
      config: orderAccess('stock'),
      schema: {
        tags: ['obOrder'],
        body: ZOrdersBody,
        response: { 200: ZOkReply(ZStockOutResult).describe('Per order: its status and the quantity issued') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await out.stockOut(req.body.ids, req.user, req.lang),
    }),
  );

  app.post(
    `${ORDER}/~dn/update`,
    { config: orderAccess('update'), schema: { tags: ['obOrder'], body: ZDnBody } },
    async (req) => {
      await out.setDn(req.body.id, req.body.items, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'saved') };
    },
  );

  app.post(
    `${ORDER}/~dn/delete`,
    { config: orderAccess('update'), schema: { tags: ['obOrder'], body: ZDnDeleteBody } },
    async (req) => {
      await out.setDn(
        req.body.id,
        req.body.lines.map((id) => ({ id, dn: null })),
        req.lang,
      );
      return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
    },
  );

  app.get(
    `${ORDER}/print`,
    { config: orderAccess('view'), schema: { tags: ['obOrder'], querystring: ZPrintQuery, response: pdfReply } },
    async (req, reply) => {
      const o = await printOrder(req.query.id);
      // The server's print logo, as the inbound prints take it (docs/decisions/printing-and-labels.md "The logo").
      const logo = req.query.logo === '1' ? app.config.printLogo : undefined;
      return sendPdf(reply, resourceTitle(req.lang, 'obOrder'), o.no, await orderPdf(o, req.lang, logo));
    },
  );

  app.get(
    `${ORDER}/~packing/print`,
    { config: orderAccess('view'), schema: { tags: ['obOrder'], querystring: ZPrintQuery, response: pdfReply } },
    async (req, reply) => {
      const o = await printOrder(req.query.id);
      const boxes = await taskRepository.packedItems(app.db, req.query.id);
      return sendPdf(reply, printText(req.lang, 'packingList'), o.no, await packingListPdf(o, boxes, req.lang));
    },
  );

  // Shipping and finishing (130, 200): after stock out, through the status machine (ship-service.ts).
  for (const action of ['ship', 'finish'] as const) {
    app.post(
      `${ORDER}/~${action}`,
      {
        config: orderAccess(action),
        schema: {
          tags: ['obOrder'],
          body: ZOrderIdsBody,
          response: { 200: ZOkReply(ZOrderStatusResult).describe('Per order: its new status') },
        },
      },
      async (req) => ({
        action: 'ok' as const,
        message: msg(req.lang, 'saved'),
        data: await ship.move(req.body.ids, action, req.lang, req.user),
      }),
    );
  }

  app.post(
    `${TASK}/~label/add`,
    {
      config: { ...taskAccess('work'), idempotent: true },
      schema: {
        tags: ['obTask'],
        body: ZLabelAddBody,
        response: {
          200: ZOkReply(ZLabelAddResult).describe('A new ship-box label for the pack task: its number, label row and SSCC'),
        },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: await tasks.labelAdd(req.body.id, app.config),
    }),
  );

  app.post(
    `${TASK}/~page/get`,
    {
      config: taskAccess('view'),
      schema: { tags: ['obTask'], body: ZTaskPageQuery, response: { 200: ZTableReply(ZTaskRow).describe('One page of tasks') } },
    },
    async (req) => {
      const { rows, count, summary } = await taskList.page(app.db, taskListQuery(req.body));
      // The engine's rows are the table's columns plus the computed ones: the task row's shape.
      const out = rows.map((r) => taskOut(r as unknown as TaskListRow));
      return { action: 'ok' as const, message: '', count, data: { rows: out, ...(summary ? { summary } : {}) } };
    },
  );

  app.get(
    `${TASK}/~item/get`,
    {
      config: taskAccess('view'),
      schema: {
        tags: ['obTask'],
        querystring: z.object({ id: zId(), _: zText(32).optional() }),
        response: { 200: ZOkReply(ZTaskDetail).describe('The task with its items in location order') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: detailOut(await tasks.detail(req.query.id)) }),
  );

  app.post(
    `${TASK}/~item/scan`,
    {
      config: { ...taskAccess('work'), idempotent: true },
      schema: {
        tags: ['obTask'],
        body: ZTaskScanBody,
        response: { 200: ZOkReply(ZTaskDetail).describe('The task after the scan') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: detailOut(await tasks.scan(req.body, req.user, req.lang)),
    }),
  );

  app.post(
    `${TASK}/~finish`,
    {
      config: { ...taskAccess('work'), idempotent: true },
      schema: { tags: ['obTask'], body: ZTaskFinishBody, response: { 200: ZOkReply(ZTaskDetail).describe('The finished task') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: detailOut(await tasks.finish(req.body, req.user, req.lang)),
    }),
  );

  app.post(`${TASK}/~delete`, { config: taskAccess('delete'), schema: { tags: ['obTask'], body: ZDeleteBody } }, async (req) => {
    await tasks.delete(req.body.ids ?? [req.body.id!]);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });

  app.get(
    `${TASK}/~pick/print`,
    {
      config: taskAccess('view'),
      schema: { tags: ['obTask'], querystring: z.object({ id: zId(), _: zText(32).optional() }), response: pdfReply },
    },
    async (req, reply) => {
      const d = await tasks.detail(req.query.id);
      return sendPdf(reply, printText(req.lang, 'pickSheet'), d.orderNo, await pickSheetPdf(d, d.items, req.lang));
    },
  );
}
