import { ZDeleteBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { sysDict as dictDef, sysMenu as menuDef, ZDictUpdate, ZMenuAdd, ZMenuRow, ZMenuUpdate } from '@wms/contract/system-menu';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/errors.ts';
import { noteChange } from '../logs/audit.ts';
import { dictById, dictRepo, updateDictLabels } from './dict-repository.ts';
import { MenuService } from './menu-service.ts';

const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');
const ZDictRow = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
});

/** Menus and dictionary labels (docs/api.md "Menus and dictionary"). */
export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new MenuService(app.db);
  const menu = (action: string) => ({ access: `system/menu/${action}`, labels: { def: menuDef } });
  const dict = (action: string) => ({ access: `system/dict/${action}`, labels: { def: dictDef } });
  const saved = ZOkReply(ZMenuRow).describe('The entry as saved');

  app.get(
    '/system/menu/_list',
    {
      config: menu('view'),
      schema: {
        tags: ['menu'],
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZMenuRow)).describe('Every menu entry, flat, in order') },
      },
    },
    async () => ({ action: 'ok' as const, message: '', data: await svc.list() }),
  );

  app.post(
    '/system/menu/~add',
    { config: menu('add'), schema: { tags: ['menu'], body: ZMenuAdd, response: { 200: saved } } },
    async (req) => {
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.add(req.body) };
    },
  );

  app.post(
    '/system/menu/~update',
    { config: menu('update'), schema: { tags: ['menu'], body: ZMenuUpdate, response: { 200: saved } } },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.update(req.body) }),
  );

  app.post(
    '/system/menu/~delete',
    { config: menu('delete'), schema: { tags: ['menu'], body: ZDeleteBody, response: { 200: done } } },
    async (req) => {
      for (const id of req.body.ids ?? [req.body.id!]) await svc.remove(id);
      return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
    },
  );

  app.post(
    '/system/dict/~page/get',
    {
      config: dict('view'),
      schema: {
        tags: ['dict'],
        body: ZTableQuery,
        response: { 200: ZTableReply(ZDictRow).describe('One page of dictionary entries') },
      },
    },
    async (req) => {
      const { rows, count } = await dictRepo.page(app.db, req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never } };
    },
  );

  app.post(
    '/system/dict/~update',
    {
      config: dict('update'),
      schema: { tags: ['dict'], body: ZDictUpdate, response: { 200: ZOkReply(ZDictRow).describe('The entry as saved') } },
    },
    async (req) => {
      const { id, ...values } = req.body;
      const data = await app.db.transaction(async (tx) => {
        const before = await dictById(tx, id);
        if (!before) throw notFound();
        const after = await updateDictLabels(tx, id, values);
        noteChange({ before, after });
        return after!;
      });
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data };
    },
  );
}
