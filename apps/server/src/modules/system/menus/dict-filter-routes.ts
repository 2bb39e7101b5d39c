import { ZIdBody, ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { ZSavedFilterMap } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/errors.ts';
import { dictEntries } from './dict-repository.ts';
import { deleteFilter, listFilters, saveFilter } from './filter-repository.ts';

const ZResource = zText(100).trim().min(1);
const ZStamp = zText(32).optional();
const ZSavedFilter = z.looseObject({ id: z.number().int(), title: z.string(), filter: ZSavedFilterMap });

export async function dictFilterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  app.get(
    '/system/dict/_get',
    {
      config: user,
      schema: {
        tags: ['dict'],
        querystring: z.object({ name: zText(50).min(1), _: ZStamp }),
        response: {
          200: z
            .object({ code: z.number(), message: z.string(), data: z.array(z.object({ value: z.string(), label: z.string() })) })
            .describe('The entries of one dictionary, labelled in the user language'),
        },
      },
    },
    async (req) => {
      const rows = await dictEntries(app.db, req.query.name);
      const data = rows.map((r) => ({ value: r.value, label: req.lang === 'en' ? r.labelEn : r.labelZh }));
      return { code: 200, message: '', data };
    },
  );

  // Saved filter favourites follow the user to any browser (issue 3), so they live here rather than in local storage.
  app.get(
    '/system/filter/_list',
    {
      config: user,
      schema: {
        tags: ['filter'],
        querystring: z.object({ resource: ZResource, _: ZStamp }),
        response: { 200: ZOkReply(z.array(ZSavedFilter)).describe('The signed-in user’s saved filters of a resource') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await listFilters(app.db, req.user!.id, req.query.resource) }),
  );

  app.post(
    '/system/filter/~save',
    {
      config: user,
      schema: {
        tags: ['filter'],
        body: z.object({ resource: ZResource, title: zText(100).trim().min(1), filter: ZSavedFilterMap }),
        response: { 200: ZOkReply(ZSavedFilter).describe('The saved filter') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: await saveFilter(app.db, { userId: req.user!.id, ...req.body }),
    }),
  );

  app.post('/system/filter/~delete', { config: user, schema: { tags: ['filter'], body: ZIdBody } }, async (req) => {
    if (!(await deleteFilter(app.db, req.user!.id, req.body.id))) throw notFound();
    return { action: 'ok', message: msg(req.lang, 'deleted') };
  });
}
