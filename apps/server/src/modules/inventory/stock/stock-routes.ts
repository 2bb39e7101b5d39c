import { stockLedger as ledgerDef, stock as stockDef, ZLedgerQuery, ZStockQuery } from '@wms/contract/stock';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { xlsxExportResponse } from '../../../plugins/openapi.ts';
import { enumLabels } from '../../resources/enum-labels.ts';
import { withFirstBatch } from '../../resources/first-batch.ts';
import { contentDisposition, exportKeys, exportStream, fileName } from '../../resources/xlsx.ts';
import { StockListRepository } from './stock-list-repository.ts';
import { stockService } from './stock-service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Read calls of stock and its ledger (docs/api.md). Stock has no add/update/delete: it changes
 * only through the stock service's movements, called by the order workflows.
 */
export async function stockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = new StockListRepository((name) => {
    const r = app.registry.resources.get(name);
    if (!r) throw new Error(`unknown resource ${name}`);
    return r;
  });
  const stockTags = ['stock'];
  const ledgerTags = ['stockLedger'];
  // The scrapped list is a screen to restore from, not a report: its export is the stock export.
  const ZStockExport = ZStockQuery.omit({ page: true, length: true, summary: true, exactCount: true, scrapped: true });
  const ZLedgerExport = ZLedgerQuery.omit({ page: true, length: true, summary: true, exactCount: true });
  const policy = { estimateAbove: app.config.countEstimateRows };

  app.post(
    '/inventory/stock/~page/get',
    { config: { access: 'inventory/stock/view' }, schema: { tags: stockTags, body: ZStockQuery } },
    async (req) => {
      const { rows, count, countEstimated, summary } = await lists.stockPage(app.db, req.body, policy);
      return { action: 'ok', message: '', count, countEstimated, data: { rows, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    '/inventory/stock/~export',
    {
      config: { access: 'inventory/stock/export' },
      schema: { tags: stockTags, body: ZStockExport, response: { 200: xlsxExportResponse('stock rows') } },
    },
    async (req, reply) => {
      const q = { ...req.body, page: 1, length: 2000 };
      // A bad filter or sort is a 400 before the file starts, not a broken file (statements built, not run).
      if (q.group) lists.groupQueries(app.db, q, q.group);
      else lists.stockRepo.pageQueries(app.db, lists.stockQuery(q));
      const labels = await enumLabels(app.db);
      const batches = await withFirstBatch(lists.stockBatches(app.db, q));
      const stream = exportStream(stockDef, req.lang, batches, (e) => req.log.error({ err: e }, 'export failed'), labels);
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName(stockDef, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );

  app.get('/inventory/stock/_drift', { config: { access: 'system/drift/view' }, schema: { tags: stockTags } }, async () => {
    const rows = await stockService.drift(app.db);
    return { action: 'ok', message: '', count: rows.length, data: { rows } };
  });

  app.post(
    '/inventory/ledger/~page/get',
    { config: { access: 'inventory/ledger/view' }, schema: { tags: ledgerTags, body: ZLedgerQuery } },
    async (req) => {
      const { rows, count, countEstimated, summary } = await lists.ledgerRepo.page(app.db, lists.ledgerQuery(req.body), policy);
      return { action: 'ok', message: '', count, countEstimated, data: { rows, ...(summary ? { summary } : {}) } };
    },
  );

  app.post(
    '/inventory/ledger/~export',
    {
      config: { access: 'inventory/ledger/export' },
      schema: { tags: ledgerTags, body: ZLedgerExport, response: { 200: xlsxExportResponse('ledger rows') } },
    },
    async (req, reply) => {
      const q = lists.ledgerQuery({ ...req.body, page: 1, length: 2000 });
      lists.ledgerRepo.pageQueries(app.db, q);
      const labels = await enumLabels(app.db);
      const batches = await withFirstBatch(lists.ledgerRepo.batches(app.db, q, 2000, exportKeys(ledgerDef)));
      const stream = exportStream(ledgerDef, req.lang, batches, (e) => req.log.error({ err: e }, 'export failed'), labels);
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName(ledgerDef, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );
}
