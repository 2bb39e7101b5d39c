import { ZSenderRefDifference } from '@wms/contract/order-defs';
import { ZDeleteBody, ZErrorReply, ZOkReply, ZTableReply } from '@wms/contract/reply';
import type { ResourceDef } from '@wms/contract/resource';
import { zId, zText } from '@wms/contract/scalars-schema';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../i18n/messages.ts';
import { msg } from '../../i18n/messages.ts';
import type { OrderLinesService } from './order-lines-service.ts';

/** The schemas of one kind of order (contract order-defs.ts `orderSchemas`). */
export interface OrderRouteSchemas {
  ZLineUpdate: z.ZodType;
  ZOrderAdd: z.ZodType;
  ZOrderUpdate: z.ZodType;
  ZOrderRow: z.ZodType;
  ZOrderDetail: z.ZodObject;
}

export interface OrderRoutesOptions {
  /** `/inbound/ib/order`, ... */
  path: string;
  /** Permission prefix: `inbound/ibOrder` gives `inbound/ibOrder/<action>`. */
  permission: string;
  tags: string[];
  order: ResourceDef;
  line: ResourceDef;
  schemas: OrderRouteSchemas;
  /** The service; its own order and line types do not matter to its routes. */
  svc: OrderLinesService<any, any, any>;
}

/** A reply carrying data, with the saved/ok/deleted message in the user's language. */
export const okReply = <T>(lang: Lang, data: T, key: 'ok' | 'saved' | 'deleted' = 'saved') => ({
  action: 'ok' as const,
  message: msg(lang, key),
  data,
});

/**
 * The header-and-lines routes every order kind has (docs/api.md): `~page/get`, `_no/get`, `~add`,
 * `~update`, `~delete`, `~item/get`, `~item/update`, `~item/delete`. Returns the `config` maker and the
 * detail reply schema for the kind's own workflow routes.
 */
export function orderLinesRoutes(fastify: FastifyInstance, o: OrderRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path: P, tags, svc, schemas: s } = o;
  // Refused bodies name the order's and its lines' fields by their labels.
  const access = (action: string, labels = { def: o.order, items: o.line }) => ({
    access: `${o.permission}/${action}`,
    labels,
  });
  const ZDetailReply = ZOkReply(s.ZOrderDetail).describe('The order with its lines, as saved');
  const ZIdQuery = z.object({ id: zId(), _: zText(32).optional() });
  type Body = Parameters<typeof svc.add>[0];

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(s.ZOrderRow).describe('One page of orders') } },
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

  const ZAddReply = ZOkReply(
    s.ZOrderDetail.extend({
      existing: z
        .boolean()
        .optional()
        .describe(
          'Only for a call with an API key and an extRef: true when an earlier call of that key under it made the order (nothing new was made)',
        ),
    }),
  ).describe('The order with its lines, as saved');
  const ZAddConflict = ZErrorReply.extend({
    data: z
      .object({
        order: z.object({ id: z.number(), no: z.string() }).describe("The order the key's extRef already names"),
        differences: z.array(ZSenderRefDifference),
      })
      .optional(),
  })
    .loose()
    .describe(
      "The order number is taken, or the API key's extRef names an order it sent with another body (`data` says which and how)",
    );

  app.post(
    `${P}/~add`,
    { config: access('add'), schema: { tags, body: s.ZOrderAdd, response: { 200: ZAddReply, 409: ZAddConflict } } },
    async (req) => {
      const body = req.body as Body;
      // Create-or-return is for machine clients: a person may file many orders under one extRef.
      const sender = req.user?.apiKeyId === undefined ? undefined : req.user.id;
      const order = await svc.add(body, req.lang, req.user, sender);
      if (!order.existing) return okReply(req.lang, order);
      const params = { field: svc.extRefLabel(), ref: String(body.extRef), no: String(order.no) };
      const message = msg(req.lang, 'order.extRefExisting', params);
      return { action: 'ok' as const, message, data: order };
    },
  );

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: s.ZOrderUpdate, response: { 200: ZDetailReply } } },
    async (req) => okReply(req.lang, await svc.update(req.body as Body & { id: number }, req.lang)),
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
    {
      config: access('update', { def: o.line, items: o.line }),
      schema: { tags, body: s.ZLineUpdate, response: { 200: ZDetailReply } },
    },
    async (req) => okReply(req.lang, await svc.updateLine(req.body as { id: number }, req.lang)),
  );

  app.post(`${P}/~item/delete`, { config: access('update'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    await svc.deleteLines(req.body.ids ?? [req.body.id!], req.lang);
    return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
  });

  return { access, ZDetailReply };
}
