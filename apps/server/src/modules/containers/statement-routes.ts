import {
  ZStatementAccept,
  ZStatementAnswer,
  ZStatementDetail,
  ZStatementDispute,
  ZStatementLink,
  ZStatementMade,
  ZStatementMake,
  ZStatementQuery,
  ZStatementSend,
  ZStatementSent,
} from '@wms/contract/containers/statement-schema';
import { ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { fileResponse } from '../../plugins/openapi.ts';
import { statementPdf } from '../print/statement-pdf.ts';
import { contentDisposition } from '../resources/xlsx.ts';
import { LINK_DAYS, partnerLink, signLink } from './statement-link.ts';
import { SEND_BATCH, statementMail } from './statement-mail.ts';
import { statementList } from './statement-repository.ts';
import { statementService } from './statement-service.ts';

const tags = ['account'];
const P = '/inventory/account/statement';
const access = (action: 'view' | 'add' | 'print' | 'reply' | 'send') => ({ access: `inventory/accountStatement/${action}` });
const ZId = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/**
 * Monthly container statements (docs/api.md "Container statements"): list, make for a month (one
 * partner or all), detail, A4 PDF, and the partner's confirmation or dispute.
 */
export async function statementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = statementList((name) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  });
  const policy = { estimateAbove: app.config.countEstimateRows };
  const who = (u: { name: string; account: string } | null) => (u ? { name: u.name || u.account } : null);

  app.post(`${P}/~page/get`, { config: access('view'), schema: { tags, body: ZStatementQuery } }, async (req) => {
    const { rows, count, countEstimated } = await list.repo.page(app.db, list.query(req.body), policy);
    return { action: 'ok', message: '', count, countEstimated, data: { rows } };
  });

  app.post(
    `${P}/~make`,
    {
      config: { ...access('add'), idempotent: true },
      schema: {
        tags,
        body: ZStatementMake,
        response: { 200: ZOkReply(ZStatementMade).describe('How many statements were made and kept') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await statementService.make(app.db, req.body, who(req.user)),
    }),
  );

  app.get(
    `${P}/_detail/get`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZId,
        response: { 200: ZOkReply(ZStatementDetail).describe('The statement, its lines and its postings') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await statementService.detail(app.db, req.query.id) }),
  );

  app.get(
    `${P}/~print`,
    {
      config: access('print'),
      schema: {
        tags,
        querystring: ZId.extend({
          lang: z.enum(['zh', 'en']).optional(),
          version: z.coerce
            .number()
            .int()
            .min(1)
            .max(2147483647)
            .optional()
            .describe('An earlier version (default: the current one)'),
        }),
        response: {
          200: fileResponse(
            'application/pdf',
            'The statement as an A4 PDF, named <title>-<partner code>-<yyyy-MM>[-v<version>].pdf',
          ),
        },
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? req.lang;
      const d = await statementService.printable(app.db, req.query.id, req.query.version);
      const pdf = await statementPdf(d, { lang });
      const title = lang === 'zh' ? '对账单' : 'statement';
      const v = d.statement.version > 1 ? `-v${d.statement.version}` : '';
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`${title}-${d.statement.partnerCode}-${d.statement.month.slice(0, 7)}${v}.pdf`),
        )
        .send(pdf);
    },
  );

  for (const [action, body] of [
    ['confirm', ZStatementAnswer],
    ['dispute', ZStatementDispute],
  ] as const)
    app.post(
      `${P}/~${action}`,
      {
        config: access('reply'),
        schema: { tags, body, response: { 200: ZOkReply(ZStatementDetail).describe(`The statement ${action}d`) } },
      },
      async (req) => ({
        action: 'ok' as const,
        message: msg(req.lang, 'ok'),
        data: await statementService.answer(app.db, action, req.body, who(req.user), req.lang),
      }),
    );

  app.post(
    `${P}/~accept`,
    {
      config: { access: 'inventory/account/post', idempotent: true },
      schema: {
        tags,
        body: ZStatementAccept,
        response: { 200: ZOkReply(ZStatementDetail).describe('The statement with the difference booked as a correction') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'ok'),
      data: await statementService.accept(app.db, req.body, req.user, req.lang),
    }),
  );

  /** Where partners reach the console: PUBLIC_URL, or the address this request came to. */
  const base = (req: { protocol: string; host: string }) => app.config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.post(
    `${P}/~send`,
    {
      config: access('send'),
      schema: {
        tags,
        body: ZStatementSend,
        response: { 200: ZOkReply(ZStatementSent).describe('How many were mailed, and which could not be, with why') },
      },
    },
    async (req) => {
      const o = { base: base(req), by: who(req.user), channel: 'console' as const, lang: req.lang };
      const b = req.body;
      if ('ids' in b)
        return {
          action: 'ok' as const,
          message: msg(req.lang, 'ok'),
          data: await statementMail.send(app.db, app.mailer, b.ids, o),
        };
      const ids = await statementMail.due(app.db, b.month, b.from, SEND_BATCH);
      const sent = await statementMail.send(app.db, app.mailer, ids, o);
      const next = ids.length === SEND_BATCH ? ids[ids.length - 1]! : null;
      const due = next === null ? 0 : await statementMail.dueCount(app.db, b.month, next);
      return { action: 'ok' as const, message: msg(req.lang, 'ok'), data: { ...sent, next, due } };
    },
  );

  app.get(
    `${P}/_link/get`,
    {
      config: access('send'),
      schema: {
        tags,
        querystring: ZId,
        response: { 200: ZOkReply(ZStatementLink).describe("The partner's link to the statement") },
      },
    },
    async (req) => {
      await statementService.snapshot(app.db, req.query.id);
      const token = await signLink(app.db, req.query.id);
      const expires = new Date(Date.now() + LINK_DAYS * 86_400_000).toISOString();
      return { action: 'ok' as const, message: '', data: { link: partnerLink(base(req), token), expires } };
    },
  );
}
