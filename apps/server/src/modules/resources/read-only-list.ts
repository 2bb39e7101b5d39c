import { ZTableReply } from '@wms/contract/reply';
import type { ResourceDef } from '@wms/contract/resource';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fileResponse } from '../../plugins/openapi.ts';
import { sortSpec } from './query-builder.ts';
import { resourceExport } from './resource-export.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { contentDisposition, fileName } from './xlsx.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZExportBody = ZTableQuery.omit({ page: true, length: true, summary: true, exactCount: true });

export interface ReadOnlyList {
  def: ResourceDef;
  repo: ResourceRepository;
  /** `area/resource`: the routes take `<permission>/view` and `<permission>/export`. */
  permission: string;
  row: z.ZodType;
  tags: string[];
  /** What a page row shows beyond its columns (e.g. a file's address). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Whether the list is exported (`~export`). */
  exported?: boolean;
}

/**
 * `~page/get` (and `~export`) of a list the server writes and users only read (audit log, files,
 * support messages): the generic table query through the resource engine, no add, edit or import.
 */
export function readOnlyListRoutes(fastify: FastifyInstance, l: ReadOnlyList) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = (action: string) => ({ access: `${l.permission}/${action}`, labels: { def: l.def } });
  const title = l.def.name;
  app.post(
    `${l.def.path}/~page/get`,
    {
      config: access('view'),
      schema: { tags: l.tags, body: ZTableQuery, response: { 200: ZTableReply(l.row).describe(`One page of ${title}`) } },
    },
    async (req) => {
      const { rows, count, countEstimated } = await l.repo.page(app.db, req.body, {
        estimateAbove: app.config.countEstimateRows,
      });
      const shown = l.present ? rows.map((r) => l.present!(r as Record<string, unknown>)) : rows;
      return {
        action: 'ok' as const,
        message: '',
        count,
        ...(countEstimated ? { countEstimated } : {}),
        data: { rows: shown as never },
      };
    },
  );
  if (l.exported === false) return;
  app.post(
    `${l.def.path}/~export`,
    {
      config: access('export'),
      schema: { tags: l.tags, body: ZExportBody, response: { 200: fileResponse(XLSX, `The ${title} matching the filter`) } },
    },
    async (req, reply) => {
      const { j } = l.repo.whereOf(req.body);
      sortSpec(l.def, j.cols, req.body);
      const stream = await resourceExport(app.db, l.repo, l.def, req.body, req.lang, (e) =>
        req.log.error({ err: e }, `${title} export failed`),
      );
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName(l.def, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );
}
