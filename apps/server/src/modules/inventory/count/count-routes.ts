import {
  countItem,
  countTask,
  ZCountAdd,
  ZCountCompare,
  ZCountDetail,
  ZCountItemAdd,
  ZCountRecord,
  ZCountRow,
  ZCountSubQuery,
} from '@wms/contract/inventory/count';
import { ZLabelData } from '@wms/contract/label-data';
import { grants } from '@wms/contract/permissions';
import { ZIdBody, ZOkReply, ZSuggestQuery, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countTask as countTaskTable } from '../../../db/schema/index.ts';
import { msg } from '../../../i18n/messages.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';
import { serverResource } from '../../resources/server-resource.ts';
import { countRepository } from './count-repository.ts';
import { CountService } from './count-service.ts';

const P = '/inventory/count';
/** Who may see the book of a blind count: a supervisor, i.e. whoever may merge it. */
export const BOOK_PERMISSION = 'inventory/count/merge';
const access = (action: string) => ({ access: `inventory/count/${action}`, labels: { def: countTask, items: countItem } });
const tags = ['countTask'];
const ZDetailReply = ZOkReply(ZCountDetail).describe('The count task with its items (book hidden on a blind count)');
const ZIdQuery = z.object({ id: zId(), _: zText(32).optional() });
const ZSuggestion = z.looseObject({ id: z.number().int(), value: z.string().nullable(), label: z.string().nullable() });
const ZSuggestReply = ZOkReply(z.array(ZSuggestion)).describe('At most 20 suggestions');

/** `/inventory/count` (docs/api.md "Stock count"). */
export async function countRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = (name: string) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  };
  const svc = new CountService(app.db, new ResourceRepository(serverResource(countTask, countTaskTable), lookup));
  const seeBook = (req: FastifyRequest) => (task: { blind: boolean }) =>
    !task.blind || grants(req.user?.permissions ?? [], BOOK_PERMISSION);

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZCountRow).describe('One page of count tasks') } },
    },
    async (req) => {
      const { rows, count, summary } = await svc.page(req.body);
      return { action: 'ok' as const, message: '', count, data: { rows, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    `${P}/~add`,
    { config: access('add'), schema: { tags, body: ZCountAdd, response: { 200: ZDetailReply } } },
    async (req) => {
      const id = await svc.add(req.body, req.user, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.detail(id, seeBook(req)) };
    },
  );

  app.get(
    `${P}/~item/get`,
    { config: access('view'), schema: { tags, querystring: ZIdQuery, response: { 200: ZDetailReply } } },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.detail(req.query.id, seeBook(req)) }),
  );

  app.post(
    `${P}/~item/add`,
    { config: { ...access('count'), idempotent: true }, schema: { tags, body: ZCountItemAdd, response: { 200: ZDetailReply } } },
    async (req) => {
      await svc.count(req.body, req.user, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: await svc.detail(req.body.id, seeBook(req)) };
    },
  );

  app.get(
    `${P}/~scan`,
    {
      config: access('count'),
      schema: {
        tags,
        querystring: z.object({ id: zId(), code: zText(100).min(1) }),
        response: {
          200: ZOkReply(z.object({ kind: z.enum(['location', 'sku']), code: z.string(), label: ZLabelData.optional() })).describe(
            'What a scanned code names: a location of the task (first) or a SKU of its warehouse, and what its label said',
          ),
        },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.scan(req.query.id, req.query.code) }),
  );

  app.get(
    `${P}/~sub/get`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZCountSubQuery,
        response: { 200: ZOkReply(z.array(ZCountRecord)).describe("An item's counted records, oldest first") },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: (await svc.records(req.query.id, req.query.item)) as z.infer<typeof ZCountRecord>[],
    }),
  );

  app.get(
    `${P}/~compare`,
    {
      config: access('view'),
      schema: { tags, querystring: ZIdQuery, response: { 200: ZOkReply(ZCountCompare).describe('Book against counted') } },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await svc.compare(req.query.id, seeBook(req)) }),
  );

  app.post(
    `${P}/~merge`,
    { config: access('merge'), schema: { tags, body: ZIdBody, response: { 200: ZDetailReply } } },
    async (req) => {
      await svc.merge(req.body.id, req.user, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.detail(req.body.id, seeBook(req)) };
    },
  );

  app.post(
    `${P}/~cancel`,
    { config: access('add'), schema: { tags, body: ZIdBody, response: { 200: ZDetailReply } } },
    async (req) => {
      await svc.cancel(req.body.id, req.lang);
      return { action: 'ok' as const, message: msg(req.lang, 'ok'), data: await svc.detail(req.body.id, seeBook(req)) };
    },
  );

  // Lookups for the count screens, under the count's own view permission: a counter need not hold
  // the master-data permissions. Pack, product (SKU) and location reuse their resources' suggest.
  const lookups: [string, string][] = [
    ['pack', 'itemPack'],
    ['product', 'productSku'],
    ['location', 'location'],
  ];
  for (const [name, resource] of lookups) {
    app.get(
      `${P}/_${name}/suggest`,
      { config: access('view'), schema: { tags, querystring: ZSuggestQuery, response: { 200: ZSuggestReply } } },
      async (req) => {
        const { key, code } = req.query;
        const repo = app.registry.repo(resource);
        const data =
          code === undefined ? await repo.suggest(app.db, key) : await repo.suggest(app.db, code, repo.res.def.codeField);
        return { action: 'ok' as const, message: '', data: data as z.infer<typeof ZSuggestion>[] };
      },
    );
  }
  app.get(
    `${P}/_user/suggest`,
    { config: access('view'), schema: { tags, querystring: ZSuggestQuery, response: { 200: ZSuggestReply } } },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: await countRepository.users(app.db, req.query.code ?? req.query.key),
    }),
  );
}
