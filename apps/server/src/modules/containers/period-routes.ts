import { ZPeriod, ZPeriodClose } from '@wms/contract/containers/period';
import { ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/messages.ts';
import { containerAccountService } from './container-account-service.ts';

const tags = ['account'];

/** The container accounts' closed period (docs/api.md "Container accounts"): read it, move the lock date. */
export async function periodRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventory/account/_period',
    {
      config: { access: 'inventory/account/view' },
      schema: { tags, response: { 200: ZOkReply(ZPeriod).describe('The lock date and the first open day') } },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'ok'), data: await containerAccountService.period(app.db) }),
  );

  app.post(
    '/inventory/account/~close',
    {
      config: { access: 'inventory/account/closePeriod' },
      schema: { tags, body: ZPeriodClose, response: { 200: ZOkReply(ZPeriod).describe('The period as closed') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await containerAccountService.close(app.db, req.body, req.user),
    }),
  );
}
