import { ctrBalance as balanceDef, ctrPosting as postingDef } from '@wms/contract/containers/container-account';
import {
  ZBalanceQuery,
  ZChargesUpdate,
  ZContainerAccountDrift,
  ZManualPosting,
  ZPartnerDetail,
  ZPostingQuery,
  ZWriteOff,
} from '@wms/contract/containers/container-account-schema';
import { ZOkReply } from '@wms/contract/reply';
import type { ResourceDef } from '@wms/contract/resource';
import type { TTableQuery } from '@wms/contract/table';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { xlsxExportResponse } from '../../plugins/openapi.ts';
import { enumLabels } from '../resources/enum-labels.ts';
import { withFirstBatch } from '../resources/first-batch.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';
import { contentDisposition, exportKeys, exportStream, fileName } from '../resources/xlsx.ts';
import { ContainerAccountListRepository } from './container-account-list-repository.ts';
import { containerAccountService } from './container-account-service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['account'];
const exportBody = <T extends z.ZodObject>(s: T) => s.omit({ page: true, length: true, summary: true, exactCount: true });

/**
 * Container accounts (docs/api.md "Container accounts"): balances with age, postings, a partner's
 * account, manual postings and write-offs, charges, drift. Postings are written only by
 * containerAccountService, here by hand and in the order workflows' own transactions.
 */
export async function containerAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = new ContainerAccountListRepository((name) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  });
  const policy = { estimateAbove: app.config.countEstimateRows };

  /** A list's page and its xlsx export, both over the same filter. */
  function list<Q extends TTableQuery>(
    def: ResourceDef,
    repo: ResourceRepository,
    schema: z.ZodObject,
    query: (q: Q) => TTableQuery,
  ) {
    app.post(
      `${def.path}/~page/get`,
      { config: { access: 'inventory/account/view' }, schema: { tags, body: schema } },
      async (req) => {
        const { rows, count, countEstimated, summary } = await repo.page(app.db, query(req.body as Q), policy);
        return { action: 'ok', message: '', count, countEstimated, data: { rows, ...(summary ? { summary } : {}) } };
      },
    );
    app.post(
      `${def.path}/~export`,
      {
        config: { access: 'inventory/account/export' },
        schema: { tags, body: exportBody(schema), response: { 200: xlsxExportResponse() } },
      },
      async (req: FastifyRequest, reply: FastifyReply) => {
        const q = query({ ...(req.body as Q), page: 1, length: 2000 });
        repo.pageQueries(app.db, q);
        const labels = await enumLabels(app.db);
        const batches = await withFirstBatch(repo.batches(app.db, q, 2000, exportKeys(def)));
        const stream = exportStream(def, req.lang, batches, (e) => req.log.error({ err: e }, 'export failed'), labels);
        reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName(def, req.lang, 'export')));
        return reply.send(stream);
      },
    );
  }
  list(balanceDef, lists.balances, ZBalanceQuery, (q) => lists.balanceQuery(q));
  list(postingDef, lists.postings, ZPostingQuery, (q) => lists.postingQuery(q));

  app.get(
    '/inventory/account/partner/_detail/get',
    {
      config: { access: 'inventory/account/view' },
      schema: {
        tags,
        querystring: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
        response: { 200: ZOkReply(ZPartnerDetail).describe('A partner with its accounts by packaging type and its charges') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await containerAccountService.detail(app.db, req.query.id) }),
  );

  const ZPosted = ZOkReply(
    z.object({
      id: z.number(),
      account: z.number(),
      partner: z.number().describe("The partner's id (its account page: partner/_detail/get?id=)"),
      qty: z.number(),
      balance: z.number(),
    }),
  );
  app.post(
    '/inventory/account/~post',
    {
      config: { access: 'inventory/account/post', idempotent: true },
      schema: { tags, body: ZManualPosting, response: { 200: ZPosted.describe('The posting made and the balance after it') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await containerAccountService.manual(app.db, req.body, req.user, req.lang),
    }),
  );

  app.post(
    '/inventory/account/~writeOff',
    {
      config: { access: 'inventory/account/writeOff', idempotent: true },
      schema: { tags, body: ZWriteOff, response: { 200: ZPosted.describe('The write-off made and the balance after it') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await containerAccountService.manual(app.db, { ...req.body, kind: 'writeOff' }, req.user, req.lang),
    }),
  );

  app.post(
    '/inventory/account/partner/~charges/update',
    {
      config: { access: 'inventory/account/charges' },
      schema: { tags, body: ZChargesUpdate, response: { 200: ZOkReply(ZPartnerDetail).describe('The partner as saved') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await containerAccountService.setCharges(app.db, req.body, req.lang),
    }),
  );

  app.get(
    '/inventory/account/_drift',
    {
      config: { access: 'system/drift/view' },
      schema: {
        tags,
        response: {
          200: z
            .object({
              action: z.literal('ok'),
              message: z.string(),
              count: z.number(),
              data: z.object({ rows: z.array(ZContainerAccountDrift) }),
            })
            .describe('Accounts whose balance is not the sum of their postings or open units (always empty)'),
        },
      },
    },
    async () => {
      const rows = await containerAccountService.drift(app.db);
      return { action: 'ok' as const, message: '', count: rows.length, data: { rows } };
    },
  );
}
