import { z } from 'zod';
import { ZUploadReply } from './reply.ts';
import { defineResource } from './resource.ts';

/**
 * Uploaded files (`/system/file`, issue 14 §4). Read-only rows: an upload makes one, a delete
 * removes it. `kind` is what the content is (its first bytes), never what the name says.
 */
export const sysFile = defineResource({
  name: 'sysFile',
  path: '/system/file',
  auditColumns: ['createdAt'],
  labelField: 'name',
  codeField: 'name',
  searchFields: ['name', 'ownerAccount'],
  defaultSort: { prop: 'createdAt', order: 'desc' },
  fields: [
    { name: 'name', kind: 'string', max: 200, list: true, sortable: true },
    { name: 'kind', kind: 'enum', enum: 'fileKind', list: true, sortable: true },
    { name: 'size', kind: 'int', list: true, sortable: true },
    { name: 'ownerAccount', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
  ],
});

/** Spec §7: an upload answers `code: 200` with the name and the address of the file; here also its id, size and kind. */
export const ZFileUploadReply = ZUploadReply.extend({
  data: ZUploadReply.shape.data.extend({ id: z.number().int(), size: z.number().int(), kind: z.string() }),
});

export const ZFileUploadQuery = z.object({ image: z.enum(['0', '1']).optional() });

export const ZFileRow = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  src: z.string(),
  createdAt: z.union([z.string(), z.date()]),
});

/** The user centre's space: what the signed-in user uploaded, newest first. */
export const ZSpaceQuery = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  length: z.number().int().min(1).max(100).default(10),
});
export const ZSpace = z.object({
  rows: z.array(ZFileRow),
  count: z.number().int(),
  bytes: z.number().int(),
  maxCount: z.number().int(),
  maxMB: z.number(),
});

/** Where a stored file is served (spec §7 upload reply `src`). */
export const fileSrc = (stored: string) => `/system/file/_raw?name=${stored}`;
