import { ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { ZTableConfig, ZTableConfigSave, ZTableName } from '@wms/contract/system-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { TableConfigService } from './table-config-service.ts';

/** Table configuration (docs/api.md "Table configuration"). */
export async function tableConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new TableConfigService(app.db);
  const tags = ['table'];
  const one = ZOkReply(ZTableConfig).describe('The list’s default columns (null: none set)');

  // Every list reads its default once, so any signed-in user may.
  app.get(
    '/system/table/_get',
    {
      config: { access: 'user' },
      schema: { tags, querystring: z.object({ name: ZTableName, _: zText(32).optional() }), response: { 200: one } },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.get(req.query.name) }),
  );

  app.get(
    '/system/table/_list',
    {
      config: { access: 'system/table/view' },
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: {
          200: ZOkReply(z.array(z.object({ name: z.string(), updatedAt: z.string() }))).describe('The lists that have a default'),
        },
      },
    },
    async () => ({
      action: 'ok' as const,
      message: '',
      data: (await svc.list()).map((r) => ({ name: r.name, updatedAt: r.updatedAt.toISOString() })),
    }),
  );

  app.post(
    '/system/table/~save',
    { config: { access: 'system/table/update' }, schema: { tags, body: ZTableConfigSave, response: { 200: one } } },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: await svc.save(req.body.name, req.body.columns, req.user?.id ?? null),
    }),
  );

  app.post(
    '/system/table/~reset',
    {
      config: { access: 'system/table/update' },
      schema: { tags, body: z.object({ name: ZTableName }), response: { 200: one } },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.reset(req.body.name) }),
  );
}
