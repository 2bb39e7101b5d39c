import { ZIdBody } from '@wms/contract/reply';
import { ZSavedFilterMap } from '@wms/contract/table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { dictEntries } from './dict-repository.ts';
import { deleteFilter, listFilters, saveFilter } from './filter-repository.ts';

const ZResource = z.string().trim().min(1).max(100);

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  app.get(
    '/system/dict/_get',
    {
      config: user,
      schema: { tags: ['dict'], querystring: z.object({ name: z.string().min(1).max(50), _: z.string().optional() }) },
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
    { config: user, schema: { tags: ['filter'], querystring: z.object({ resource: ZResource, _: z.string().optional() }) } },
    async (req) => ({ action: 'ok', message: '', data: await listFilters(app.db, req.user!.id, req.query.resource) }),
  );

  app.post(
    '/system/filter/~save',
    {
      config: user,
      schema: {
        tags: ['filter'],
        body: z.object({ resource: ZResource, title: z.string().trim().min(1).max(100), filter: ZSavedFilterMap }),
      },
    },
    async (req) => ({
      action: 'ok',
      message: msg(req.lang, 'saved'),
      data: await saveFilter(app.db, { userId: req.user!.id, ...req.body }),
    }),
  );

  app.post('/system/filter/~delete', { config: user, schema: { tags: ['filter'], body: ZIdBody } }, async (req) => {
    if (!(await deleteFilter(app.db, req.user!.id, req.body.id))) throw notFound();
    return { action: 'ok', message: msg(req.lang, 'deleted') };
  });
}
