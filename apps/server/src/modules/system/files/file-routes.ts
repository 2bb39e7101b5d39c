import { grants } from '@wms/contract/permissions';
import { ZOkReply } from '@wms/contract/reply';
import { zId } from '@wms/contract/scalars-schema';
import {
  sysFile as fileDef,
  fileSrc,
  ZFileRow,
  ZFileUploadQuery,
  ZFileUploadReply,
  ZSpace,
  ZSpaceQuery,
} from '@wms/contract/system-file';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/errors.ts';
import { fileResponse } from '../../../plugins/openapi.ts';
import { readOnlyListRoutes } from '../../resources/read-only-list.ts';
import { readUpload, UPLOAD_MAX_MB } from '../../resources/upload-guard.ts';
import { contentDisposition } from '../../resources/xlsx.ts';
import { type FileRow, fileListRepo, fileRepo } from './file-repository.ts';
import { fileService } from './file-service.ts';
import { FileStore } from './file-store.ts';

const tags = ['file'];
const withSrc = (r: FileRow) => ({ ...r, src: fileSrc(r.stored) });

/**
 * Uploaded files (docs/api.md "Files"): any signed-in user uploads and sees their own (the user
 * centre's space); administrators list, export and delete all. A file is served at its `src`, an
 * unguessable address (docs/decisions/system-and-security.md "Files").
 */
export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = new FileStore(app.config.filesDir);

  app.post(
    '/system/file/~upload',
    {
      config: { access: 'user' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ZFileUploadQuery,
        response: { 200: ZFileUploadReply.describe('The file kept: its name and address') },
      },
    },
    async (req, reply) => {
      const { filename, buffer } = await readUpload(req, reply);
      const u = req.user!;
      const row = await fileService.upload(
        app.db,
        store,
        {
          bytes: buffer,
          sentName: filename,
          imageOnly: req.query.image === '1',
          owner: { id: u.id, account: u.account },
          cap: app.config.filesPerUser,
        },
        req.log,
      );
      return {
        code: 200 as const,
        action: 'ok' as const,
        message: msg(req.lang, 'file.uploaded'),
        data: { id: row.id, fileName: row.name, src: fileSrc(row.stored), size: row.size, kind: row.kind },
      };
    },
  );

  app.get(
    '/system/file/_raw',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: z.object({
          name: z
            .string()
            .regex(/^[0-9a-f-]{36}\.[a-z]{2,4}$/)
            .meta({ example: '0b7e6a52-6f0e-4c57-9a43-7d2c1f7e8a10.png' }),
        }),
        // Sent as the type it was stored with (an image, a PDF, a workbook...).
        response: { 200: fileResponse('*/*', 'The file, as the media type it was uploaded with') },
      },
    },
    async (req, reply) => {
      const row = await fileRepo.byStored(app.db, req.query.name);
      const bytes = row && (await store.read(row.stored));
      if (!row || !bytes) throw new AppError(404, 'file.notFound');
      // Pictures show in place; everything else downloads, and nothing served here runs as a page.
      const disposition = row.kind === 'image' ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.mime)
        .header('content-disposition', contentDisposition(row.name).replace(/^attachment/, disposition))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(bytes as never);
    },
  );

  readOnlyListRoutes(fastify, {
    def: fileDef,
    repo: fileListRepo,
    permission: 'system/file',
    row: ZFileRow,
    tags,
    present: (r) => withSrc(r as unknown as FileRow),
  });

  app.post(
    '/system/file/~delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: z.object({ ids: z.array(zId()).min(1).max(1000) }),
        response: { 200: ZOkReply(z.object({ deleted: z.number() })).describe('How many files were deleted') },
      },
    },
    async (req) => {
      const u = req.user!;
      const n = await fileService.remove(app.db, store, req.body.ids, u.id, grants(u.permissions, 'system/file/delete'));
      return { action: 'ok' as const, message: msg(req.lang, 'file.deleted', { n }), data: { deleted: n } };
    },
  );

  app.post(
    '/system/file/_mine',
    {
      config: { access: 'user' },
      schema: { tags, body: ZSpaceQuery, response: { 200: ZOkReply(ZSpace).describe('The signed-in user’s files') } },
    },
    async (req) => {
      const mine = await fileRepo.mine(app.db, req.user!.id, req.body.page, req.body.length);
      return {
        action: 'ok' as const,
        message: '',
        data: { ...mine, rows: mine.rows.map(withSrc), maxCount: app.config.filesPerUser, maxMB: UPLOAD_MAX_MB },
      };
    },
  );
}
