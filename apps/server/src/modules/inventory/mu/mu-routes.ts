import { invMu, ZInvMuDetail, ZInvMuGetQuery, ZInvMuRow, ZInvMuUnbind, ZInvMuUnbindResult } from '@wms/contract/inventory/mu';
import { ZOkReply, ZTableReply } from '@wms/contract/reply';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/errors.ts';
import { xlsxExportResponse } from '../../../plugins/openapi.ts';
import { enumLabels } from '../../resources/enum-labels.ts';
import { contentDisposition, exportStream, fileName } from '../../resources/xlsx.ts';
import { stockService } from '../stock/stock-service.ts';
import { invMuRepository as repo } from './mu-repository.ts';

const P = '/inventory/mu';
const access = (action: string) => ({ access: `inventory/mu/${action}`, labels: { def: invMu } });
const tags = ['invMu'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The export writes the list's columns (the row-side filter fields sku and lot are not columns). */
const exportDef = { ...invMu, fields: invMu.fields.filter((f) => f.list) };

/** Stock by pallet (docs/api.md "Stock by pallet"): list, export, one pallet, unbind. */
export async function invMuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ZExport = ZTableQuery.omit({ page: true, length: true, summary: true });

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZInvMuRow).describe('One page of pallets') } },
    },
    async (req) => {
      const { rows, count, summary } = await repo.page(app.db, req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    `${P}/~export`,
    { config: access('export'), schema: { tags, body: ZExport, response: { 200: xlsxExportResponse('pallets') } } },
    async (req, reply) => {
      const q = { ...req.body, page: 1, length: 2000 };
      // A bad filter or sort is a 400 before the file starts, not a broken file.
      await repo.page(app.db, { ...q, length: 1 });
      async function* batches() {
        for (let page = 1; ; page++) {
          const { rows } = await repo.page(app.db, { ...q, page });
          if (rows.length) yield rows;
          if (rows.length < q.length) return;
        }
      }
      const labels = await enumLabels(app.db);
      const stream = exportStream(exportDef, req.lang, batches(), (e) => req.log.error({ err: e }, 'export failed'), labels);
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName(invMu, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );

  app.get(
    `${P}/get`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZInvMuGetQuery,
        response: { 200: ZOkReply(ZInvMuDetail).describe("The pallet's stock rows") },
      },
    },
    async (req) => {
      const rows = await repo.rows(app.db, req.query.id);
      if (!rows.length) throw notFound();
      return { action: 'ok' as const, message: '', data: { lpn: req.query.id, rows } };
    },
  );

  app.post(
    `${P}/~unbind`,
    {
      config: access('unbind'),
      schema: { tags, body: ZInvMuUnbind, response: { 200: ZOkReply(ZInvMuUnbindResult).describe('What the unbind moved') } },
    },
    async (req) => {
      const lpn = req.body.id;
      const user = req.user ?? null;
      // The loose row's ledger keeps no LPN of its own, so the comment names the pallet it came from.
      const done = await app.db.transaction((tx) => stockService.unbind(tx, lpn, { user, comment: lpn }));
      return { action: 'ok' as const, message: msg(req.lang, 'ok'), data: { lpn, rows: done.rows.length, qty: done.qty } };
    },
  );
}
