import { resourceTitle } from '@wms/contract/locales/index';
import {
  ZDeleteBody,
  ZImportQuery,
  ZImportReply,
  ZOkReply,
  ZSelectQuery,
  ZSelectReply,
  ZSuggestQuery,
  ZTableReply,
} from '@wms/contract/reply';
import { rowSchema } from '@wms/contract/resource-schema';
import { zText } from '@wms/contract/scalars-schema';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { fileResponse } from '../../plugins/openapi.ts';
import { enumLabels } from './enum-labels.ts';
import { importRows } from './import-service.ts';
import { sortSpec } from './query-builder.ts';
import { resourceExport } from './resource-export.ts';
import type { ResourceService } from './resource-service.ts';
import { guardedWorkbook, readUpload, type UploadedWorkbook, workbookParts } from './upload-guard.ts';
import { contentDisposition, fileName, templateBuffer } from './xlsx.ts';

const ZExportBody = ZTableQuery.omit({ page: true, length: true, summary: true, exactCount: true });
const ZTimestamp = z.object({ _: zText(32).optional() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZSuggestion = z.looseObject({ id: z.number().int(), value: z.string().nullable(), label: z.string().nullable() });

/** The standard route set of one resource (docs/api.md), each with the permission it needs. */
export function registerResourceRoutes(fastify: FastifyInstance, svc: ResourceService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, area, key } = svc.def;
  const access = (action: string) => ({ access: `${area}/${key}/${action}` });
  const tags = [key];
  const repo = svc.repo;
  const row = rowSchema(svc.def);
  const rowReply = ZOkReply(row).describe('The row as saved');

  app.post(
    `${path}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(row).describe('One page of rows') } },
    },
    async (req) => {
      const { rows, count, countEstimated, summary } = await repo.page(app.db, req.body, {
        estimateAbove: app.config.countEstimateRows,
      });
      return {
        action: 'ok' as const,
        message: '',
        count,
        ...(countEstimated ? { countEstimated } : {}),
        data: { rows, ...(summary ? { summary } : {}) },
      };
    },
  );

  app.post(
    `${path}/~add`,
    { config: access('add'), schema: { tags, body: svc.create, response: { 200: rowReply } } },
    async (req) => {
      const data = await svc.add(app.db, req.lang, req.body as Record<string, unknown>);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data };
    },
  );

  app.post(
    `${path}/~update`,
    { config: access('update'), schema: { tags, body: svc.update, response: { 200: rowReply } } },
    async (req) => {
      const data = await svc.edit(app.db, req.lang, req.body as Record<string, unknown>);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data };
    },
  );

  const deleted = ZOkReply(z.object({ count: z.number().int() })).describe('How many rows were deleted');
  app.post(
    `${path}/~delete`,
    { config: access('delete'), schema: { tags, body: ZDeleteBody, response: { 200: deleted } } },
    async (req) => {
      const ids = [...new Set(req.body.ids ?? [req.body.id!])];
      const n = await svc.remove(app.db, req.lang, ids);
      return { action: 'ok' as const, message: msg(req.lang, 'deleted'), data: { count: n } };
    },
  );

  app.get(
    `${path}/_select`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZSelectQuery,
        response: { 200: ZSelectReply(row.extend({ label: z.string().nullable() })).describe('Rows for a table-select') },
      },
    },
    async (req) => {
      const { page, pageSize, keyword, warehouse } = req.query;
      return { code: 200, message: '', data: await repo.select(app.db, page, pageSize, keyword, warehouse) };
    },
  );

  app.get(
    `${path}/_suggest`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: ZSuggestQuery,
        response: { 200: ZOkReply(z.array(ZSuggestion)).describe('At most 20 suggestions') },
      },
    },
    async (req) => {
      const { key, code } = req.query;
      const data = code === undefined ? await repo.suggest(app.db, key) : await repo.suggest(app.db, code, svc.def.codeField);
      return { action: 'ok' as const, message: '', data: data as z.infer<typeof ZSuggestion>[] };
    },
  );

  const exported = fileResponse(XLSX, 'The rows matching the filter, in the list order, as a spreadsheet');
  app.post(
    `${path}/~export`,
    { config: access('export'), schema: { tags, body: ZExportBody, response: { 200: exported } } },
    async (req, reply) => {
      // Filter and sort are checked before streaming starts, so a bad one is a 400 and not a dropped connection.
      const { j } = repo.whereOf(req.body);
      sortSpec(svc.def, j.cols, req.body);
      const stream = await resourceExport(app.db, repo, svc.def, req.body, req.lang, (e) =>
        req.log.error({ err: e }, 'export failed'),
      );
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName(svc.def, req.lang, 'export')));
      return reply.send(stream as never);
    },
  );

  app.get(
    `${path}/~tpl/download`,
    {
      config: access('import'),
      schema: { tags, querystring: ZTimestamp, response: { 200: fileResponse(XLSX, 'An empty import template') } },
    },
    async (req, reply) => {
      reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName(svc.def, req.lang, 'template')));
      return reply.send((await templateBuffer(svc.def, req.lang, await enumLabels(app.db))) as never);
    },
  );

  // Typed loosely so the handler's reply literal needs no casts; the document still shows the shape.
  const importReply: z.ZodType = ZImportReply.describe('How many rows the import added, updated and left unchanged');
  const previewReply: z.ZodType = ZImportReply.describe(
    'What the import would do: rows to add, to update (the first ones listed with each changed field) and unchanged',
  );
  /** Reads the upload, checks its archive and runs `run` in an import slot (the preview takes one too: it reads the whole file). */
  const inSlot = async <T>(req: FastifyRequest, reply: FastifyReply, run: (w: UploadedWorkbook) => Promise<T>) => {
    // Read (≤ 10 MB) and check what the archive declares before taking an import slot, so a
    // slow upload does not hold one and an obvious bomb is refused at once.
    const file = await readUpload(req, reply);
    const parts = workbookParts(req, file.buffer);
    const release = await app.importGate.enter();
    try {
      return { fileName: file.filename, result: await run(await guardedWorkbook(req, file.buffer, parts)) };
    } finally {
      release();
    }
  };
  const lookupCodes = (ref: string, codes: string[]) => app.registry.repo(ref).idsByCode(app.db, codes);
  const importSchema = (response: z.ZodType, summary?: string) => ({
    tags,
    ...(summary ? { summary } : {}),
    consumes: ['multipart/form-data'],
    querystring: ZImportQuery,
    response: { 200: response },
  });

  app.post(`${path}/~upload`, { config: access('import'), schema: importSchema(importReply) }, async (req, reply) => {
    const blankClears = req.query.blankClears === '1';
    const { fileName, result } = await inSlot(req, reply, (w) =>
      importRows(app.db, req.lang, svc, w, lookupCodes, { blankClears }),
    );
    const { inserted, updated, unchanged } = result;
    return {
      code: 200,
      action: 'ok',
      message: msg(req.lang, unchanged ? 'import.okUnchanged' : 'import.ok', { inserted, updated, unchanged }),
      data: { fileName, src: '', inserted, updated, unchanged },
    };
  });

  // A preview writes nothing, so it is no import in the audit log.
  app.post(
    `${path}/~upload/preview`,
    {
      config: { ...access('import'), audit: false },
      schema: importSchema(previewReply, `${resourceTitle('en', svc.def.name)}: preview an import (writes nothing)`),
    },
    async (req, reply) => {
      const blankClears = req.query.blankClears === '1';
      const { fileName, result } = await inSlot(req, reply, (w) =>
        importRows(app.db, req.lang, svc, w, lookupCodes, { blankClears, dryRun: true }),
      );
      const { inserted, updated, unchanged, changes } = result;
      return {
        code: 200,
        action: 'ok',
        message: msg(req.lang, 'import.preview', { inserted, updated, unchanged }),
        data: { fileName, src: '', inserted, updated, unchanged, changes: changes ?? [] },
      };
    },
  );

  svc.res.hooks.routes?.(app, svc.res);
}

export async function resourceRoutes(app: FastifyInstance) {
  for (const svc of app.registry.services.values()) registerResourceRoutes(app, svc);
}
