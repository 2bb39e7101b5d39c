import { webhookDelivery as deliveryDef, webhookSubscription as subscriptionDef } from '@wms/contract/integration/webhook';
import {
  ZAttemptRow,
  ZDeliveryIds,
  ZDeliveryRow,
  ZWebhookAdd,
  ZWebhookId,
  ZWebhookRow,
  ZWebhookSecret,
  ZWebhookUpdate,
} from '@wms/contract/integration/webhook-schema';
import { ZOkReply } from '@wms/contract/reply';
import { zId } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { readOnlyListRoutes } from '../resources/read-only-list.ts';
import { deliveryList } from './delivery-list.ts';
import { WebhookService } from './webhook-service.ts';
import { allowListOf } from './webhook-target.ts';

const P = '/system/webhook';
const tags = ['webhook'];
const access = (action: string) => ({ access: `system/webhook/${action}`, labels: { def: subscriptionDef } });
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');

/** Webhook subscriptions, their deliveries and attempts (docs/api.md "Webhooks"). */
export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new WebhookService(app.db, allowListOf(app.config.webhookAllow));

  app.get(
    `${P}/_all`,
    {
      config: access('view'),
      schema: { tags, response: { 200: ZOkReply(z.array(ZWebhookRow)).describe('Every subscription') } },
    },
    async () => ({ action: 'ok' as const, message: '', data: (await svc.all()) as never }),
  );

  app.post(
    `${P}/~add`,
    {
      config: access('add'),
      schema: {
        tags,
        body: ZWebhookAdd,
        response: { 200: ZOkReply(ZWebhookSecret).describe('The new subscription and its secret, shown once') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: await svc.add(req.body, req.user?.id ?? null),
    }),
  );

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: ZWebhookUpdate, response: { 200: done } } },
    async (req) => {
      const { id, ...rest } = req.body;
      await svc.update(id, rest);
      return { action: 'ok' as const, message: msg(req.lang, 'saved') };
    },
  );

  app.post(
    `${P}/~delete`,
    { config: access('delete'), schema: { tags, body: ZWebhookId, response: { 200: done } } },
    async (req) => {
      await svc.remove(req.body.id);
      return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
    },
  );

  app.post(
    `${P}/~rotate`,
    {
      config: access('update'),
      schema: {
        tags,
        body: ZWebhookId,
        response: { 200: ZOkReply(ZWebhookSecret).describe('The new secret, shown once; the one before signs too for a day') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.rotate(req.body.id) }),
  );

  app.post(
    `${P}/~test`,
    { config: access('update'), schema: { tags, body: ZWebhookId, response: { 200: done } } },
    async (req) => {
      await svc.test(req.body.id, req.user?.account ?? '');
      return { action: 'ok' as const, message: msg(req.lang, 'webhook.testQueued') };
    },
  );

  readOnlyListRoutes(fastify, {
    def: deliveryDef,
    repo: deliveryList,
    permission: 'system/webhook',
    row: ZDeliveryRow,
    tags,
    exported: false,
  });

  app.post(
    `${P}/delivery/~resend`,
    {
      config: { access: 'system/webhook/resend', labels: { def: deliveryDef } },
      schema: { tags, body: ZDeliveryIds, response: { 200: done } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'webhook.resent', { count: await svc.resend(req.body.ids) }),
    }),
  );

  app.get(
    `${P}/delivery/attempts`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: z.object({ id: zId() }),
        response: { 200: ZOkReply(z.array(ZAttemptRow)).describe('Every attempt of a delivery, oldest first') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: (await svc.attempts(req.query.id)) as never }),
  );
}
