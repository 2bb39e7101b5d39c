import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { guardZip, type ZipLimits, ZipRefused } from '../../../lib/zip-guard.ts';
import { UPLOAD_MAX_MB } from '../../resources/upload-guard.ts';
import { type FileRow, fileRepo } from './file-repository.ts';
import type { FileStore } from './file-store.ts';
import { displayName, isExecutable, sniff } from './file-type.ts';

const MB = 1024 * 1024;
/** A stored zip is never unpacked by us, but one that would bury whoever opens it is refused. */
const ARCHIVE_LIMITS: ZipLimits = { maxTotal: 500 * MB, maxPart: 500 * MB, maxRatio: 200, ratioFrom: MB, maxEntries: 10_000 };

export interface Uploader {
  id: number;
  account: string;
}

/** What the content of an upload is, or a 400 saying why it is refused. */
async function checkedKind(bytes: Buffer, imageOnly: boolean, log: FastifyBaseLogger) {
  let entries: string[] = [];
  if (bytes.subarray(0, 2).toString('latin1') === 'PK') {
    try {
      entries = (await guardZip(bytes, ARCHIVE_LIMITS)).names;
    } catch (e) {
      if (!(e instanceof ZipRefused)) throw e;
      log.warn({ reason: e.message }, 'upload refused: archive');
      throw badRequest('file.badArchive');
    }
  }
  const kind = sniff(bytes, entries);
  if (imageOnly && kind?.kind !== 'image') throw badRequest('file.notImage');
  if (!kind) {
    if (isExecutable(bytes)) {
      log.warn('upload refused: executable');
      throw badRequest('file.executable');
    }
    throw badRequest('file.typeNotAllowed');
  }
  return kind;
}

export const fileService = {
  /** Checks and keeps one upload: bytes on disk first, then the row (a refused row removes the bytes again). */
  async upload(
    db: DbOrTx,
    store: FileStore,
    input: { bytes: Buffer; sentName: string | undefined; imageOnly: boolean; owner: Uploader; cap: number },
    log: FastifyBaseLogger,
  ): Promise<FileRow> {
    if (input.bytes.length > UPLOAD_MAX_MB * MB) throw new AppError(413, 'upload.tooLarge', { max: UPLOAD_MAX_MB });
    const kind = await checkedKind(input.bytes, input.imageOnly, log);
    const stored = await store.put(input.bytes, kind.ext);
    try {
      const row = await fileRepo.insertWithin(
        db,
        {
          stored,
          name: displayName(input.sentName),
          kind: kind.kind,
          mime: kind.mime,
          size: input.bytes.length,
          ownerId: input.owner.id,
          ownerAccount: input.owner.account,
        },
        input.cap,
      );
      if (!row) throw badRequest('file.tooMany', { max: input.cap });
      return row;
    } catch (e) {
      await store.remove(stored);
      throw e;
    }
  },

  /** Deletes files: a user's own, or any with `mayDeleteAny`; rows first, then the bytes. */
  async remove(db: DbOrTx, store: FileStore, ids: number[], userId: number, mayDeleteAny: boolean): Promise<number> {
    const rows = await fileRepo.byIds(db, ids);
    if (rows.length !== new Set(ids).size) throw new AppError(404, 'file.notFound');
    if (!mayDeleteAny && rows.some((r) => r.ownerId !== userId)) throw new AppError(403, 'auth.forbidden');
    await fileRepo.remove(db, ids);
    for (const r of rows) await store.remove(r.stored);
    return rows.length;
  },
};
