import { ZOkReply } from '@wms/contract/reply';
import { sysLog as logDef, ZLogRow, ZMySignIn, ZMySignInsQuery } from '@wms/contract/system-log';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOnlyListRoutes } from '../../resources/read-only-list.ts';
import { logRepo, mySignIns } from './log-repository.ts';

const tags = ['log'];

/** The audit trail (docs/api.md "Audit log"): the list and export for administrators, own sign-ins for everyone. */
export async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  readOnlyListRoutes(fastify, { def: logDef, repo: logRepo, permission: 'system/log', row: ZLogRow, tags });

  app.post(
    '/system/log/_mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: ZMySignInsQuery,
        response: {
          200: ZOkReply(z.object({ rows: z.array(ZMySignIn), count: z.number() })).describe('The signed-in user’s own sign-ins'),
        },
      },
    },
    async (req) => {
      const data = await mySignIns(app.db, req.user!.id, req.body.page, req.body.length);
      return { action: 'ok' as const, message: '', data };
    },
  );
}
