import {
  JOURNAL_MAX_DAYS,
  journalDelivery,
  stockJournal,
  type TJournalQuery,
  ZJournalExport,
  ZJournalQuery,
} from '@wms/contract/inventory/journal';
import type { ResourceDef } from '@wms/contract/resource';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../../lib/errors.ts';
import { xlsxExportResponse } from '../../../plugins/openapi.ts';
import { enumLabels } from '../../resources/enum-labels.ts';
import { contentDisposition, exportStream, fileName } from '../../resources/xlsx.ts';
import { journalRepository as repo } from './journal-repository.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 86_400_000;
const EXPORT_BATCH = 2000;

/** A real range: start not after end, at most JOURNAL_MAX_DAYS days (a year and a day). */
function checkRange(q: Pick<TJournalQuery, 'start' | 'end'>) {
  const [a, b] = [Date.parse(`${q.start}T00:00:00Z`), Date.parse(`${q.end}T00:00:00Z`)];
  const field = Number.isNaN(a) ? 'start' : 'end';
  if (Number.isNaN(a) || Number.isNaN(b) || b < a || (b - a) / DAY_MS + 1 > JOURNAL_MAX_DAYS) {
    throw badRequest('journal.badRange', { days: JOURNAL_MAX_DAYS }, { field });
  }
}

type Reader = (
  db: Parameters<typeof repo.page>[0],
  def: ResourceDef,
  q: TJournalQuery,
  limit?: { length: number; offset: number },
) => Promise<{ rows: Record<string, unknown>[]; count: number; summary: Record<string, number> }>;

/**
 * The stock journal (docs/api.md "Stock journal"): `/inventory/journal` (views sum, inbound and
 * outbound) and `/inventory/journal/delivery`, each with `~page/get` and `~export`. Read-only.
 */
export async function journalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stockJournal'];
  const lists: [ResourceDef, Reader][] = [
    [stockJournal, repo.page.bind(repo)],
    [journalDelivery, repo.delivery.bind(repo)],
  ];
  for (const [def, read] of lists) {
    app.post(
      `${def.path}/~page/get`,
      { config: { access: 'inventory/journal/view' }, schema: { tags, body: ZJournalQuery } },
      async (req) => {
        checkRange(req.body);
        const q = req.body;
        const { rows, count, summary } = await read(app.db, def, q, { length: q.length, offset: (q.page - 1) * q.length });
        return { action: 'ok', message: '', count, data: { rows, ...(q.summary ? { summary } : {}) } };
      },
    );

    app.post(
      `${def.path}/~export`,
      {
        config: { access: 'inventory/journal/export' },
        schema: { tags, body: ZJournalExport, response: { 200: xlsxExportResponse('journal rows') } },
      },
      async (req, reply) => {
        checkRange(req.body);
        const q = { ...req.body, page: 1, length: EXPORT_BATCH };
        // A bad filter or sort is a 400 before the file starts, not a broken file.
        const { rows } = await read(app.db, def, q);
        async function* batches() {
          for (let i = 0; i < rows.length; i += EXPORT_BATCH) yield rows.slice(i, i + EXPORT_BATCH);
        }
        const labels = await enumLabels(app.db);
        const stream = exportStream(def, req.lang, batches(), (e) => req.log.error({ err: e }, 'export failed'), labels);
        reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName(def, req.lang, 'export')));
        return reply.send(stream as never);
      },
    );
  }
}
