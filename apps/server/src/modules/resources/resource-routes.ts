import { ZDeleteBody, ZSelectQuery, ZSuggestQuery } from '@wms/contract/reply';
import { ZTableQuery } from '@wms/contract/table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { badRequest } from '../../lib/errors.ts';
import { importRows } from './import-service.ts';
import type { ResourceService } from './resource-service.ts';
import { contentDisposition, exportStream, fileName, templateBuffer } from './xlsx.ts';

const ZExportBody = ZTableQuery.omit({ page: true, length: true, summary: true });
const ZTimestamp = z.object({ _: z.string().optional() });

/** The standard route set of one resource (docs/api.md), each with the permission it needs. */
export function registerResourceRoutes(fastify: FastifyInstance, svc: ResourceService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, area, key } = svc.def;
  const access = (action: string) => ({ access: `${area}/${key}/${action}` });
  const tags = [key];
  const repo = svc.repo;

  app.post(`${path}/~page/get`, { config: access('view'), schema: { tags, body: ZTableQuery } }, async (req) => {
    const { rows, count, summary } = await repo.page(app.db, req.body);
    return { action: 'ok', message: '', count, data: { rows, ...(summary ? { summary } : {}) } };
  });

  app.post(`${path}/~add`, { config: access('add'), schema: { tags, body: svc.create } }, async (req) => {
    const data = await svc.add(app.db, req.lang, req.body as Record<string, unknown>);
    return { action: 'ok', message: msg(req.lang, 'saved'), data };
  });

  app.post(`${path}/~update`, { config: access('update'), schema: { tags, body: svc.update } }, async (req) => {
    const data = await svc.edit(app.db, req.lang, req.body as Record<string, unknown>);
    return { action: 'ok', message: msg(req.lang, 'saved'), data };
  });

  app.post(`${path}/~delete`, { config: access('delete'), schema: { tags, body: ZDeleteBody } }, async (req) => {
    const ids = 'ids' in req.body ? [...new Set(req.body.ids)] : [req.body.id];
    const n = await svc.remove(app.db, req.lang, ids);
    return { action: 'ok', message: msg(req.lang, 'deleted'), data: { count: n } };
  });

  app.get(`${path}/_select`, { config: access('view'), schema: { tags, querystring: ZSelectQuery } }, async (req) => {
    const { page, pageSize, keyword } = req.query;
    return { code: 200, message: '', data: await repo.select(app.db, page, pageSize, keyword) };
  });

  app.get(`${path}/_suggest`, { config: access('view'), schema: { tags, querystring: ZSuggestQuery } }, async (req) => {
    const { key, code } = req.query;
    const data = code === undefined ? await repo.suggest(app.db, key) : await repo.suggest(app.db, code, svc.def.codeField);
    return { action: 'ok', message: '', data };
  });

  app.post(`${path}/~export`, { config: access('export'), schema: { tags, body: ZExportBody } }, async (req, reply) => {
    // Validate the filter before streaming starts, so a bad filter is a 400 and not a broken file.
    repo.whereOf(req.body);
    const stream = exportStream(svc.def, req.lang, repo.batches(app.db, req.body), (e) =>
      req.log.error({ err: e }, 'export failed'),
    );
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(fileName(svc.def, req.lang, 'export')));
    return reply.send(stream);
  });

  app.get(
    `${path}/~tpl/download`,
    { config: access('import'), schema: { tags, querystring: ZTimestamp } },
    async (req, reply) => {
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(fileName(svc.def, req.lang, 'template')));
      return reply.send(await templateBuffer(svc.def, req.lang));
    },
  );

  app.post(`${path}/~upload`, { config: access('import'), schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
    const file = req.isMultipart() ? await req.file() : undefined;
    if (!file) throw badRequest('import.noFile');
    const { inserted, updated } = await importRows(app.db, req.lang, svc, file.file, (ref, codes) =>
      app.registry.repo(ref).idsByCode(app.db, codes),
    );
    return {
      code: 200,
      action: 'ok',
      message: msg(req.lang, 'import.ok', { inserted, updated }),
      data: { fileName: file.filename, src: '', inserted, updated },
    };
  });

  svc.res.hooks.routes?.(app, svc.res);
}

export async function resourceRoutes(app: FastifyInstance) {
  for (const svc of app.registry.services.values()) registerResourceRoutes(app, svc);
}
