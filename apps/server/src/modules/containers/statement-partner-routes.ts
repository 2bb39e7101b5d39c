import { ZPartnerAnswer, ZPartnerStatement } from '@wms/contract/containers/statement-schema';
import { ZOkReply } from '@wms/contract/reply';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { errorReply, fileResponse } from '../../plugins/openapi.ts';
import { statementPdf } from '../print/statement-pdf.ts';
import { contentDisposition } from '../resources/xlsx.ts';
import { statementPartner } from './statement-partner.ts';

const tags = ['partner'];
const P = '/app/partner/statement';
/** The link's token: a header from the page (kept out of addresses and logs); the query only for a PDF download. */
export const LINK_HEADER = 'x-statement-link';
const headers = z.object({ [LINK_HEADER]: z.string().max(300).optional() });
/** Public, yet refused without a good link: the token is the permission. */
const badLink = errorReply('The link is not valid, or its time is up: the warehouse sends a new one');

/**
 * The partner's page API (docs/api.md "Partner statement page"): public, opened by the signed token of a mailed link,
 * for that statement only, until the link's time is up.
 */
export async function statementPartnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokenOf = (h: Record<string, unknown>) => h[LINK_HEADER] as string | undefined;

  app.get(
    P,
    {
      config: { access: 'public' },
      schema: {
        tags,
        headers,
        response: {
          200: ZOkReply(ZPartnerStatement).describe('The statement, its versions and what the partner may do'),
          403: badLink,
        },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await statementPartner.view(app.db, tokenOf(req.headers)) }),
  );

  app.get(
    `${P}/~print`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: z.object({
          t: z.string().max(300),
          lang: z.enum(['zh', 'en']).optional(),
          version: z.coerce.number().int().min(1).max(2147483647).optional(),
        }),
        response: { 200: fileResponse('application/pdf', 'The statement (or an earlier version) as an A4 PDF'), 403: badLink },
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? req.lang;
      const d = await statementPartner.printable(app.db, req.query.t, req.query.version);
      const title = lang === 'zh' ? '对账单' : 'statement';
      const v = d.statement.version > 1 ? `-v${d.statement.version}` : '';
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          contentDisposition(`${title}-${d.statement.partnerCode}-${d.statement.month.slice(0, 7)}${v}.pdf`),
        )
        .send(await statementPdf(d, { lang }));
    },
  );

  for (const action of ['confirm', 'dispute'] as const)
    app.post(
      `${P}/~${action}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          headers,
          body: ZPartnerAnswer,
          response: { 200: ZOkReply(ZPartnerStatement).describe(`The statement ${action}ed`), 403: badLink },
        },
      },
      async (req) => ({
        action: 'ok' as const,
        message: msg(req.lang, 'ok'),
        data: await statementPartner.answer(app.db, tokenOf(req.headers), action, req.body, req.lang),
      }),
    );
}
