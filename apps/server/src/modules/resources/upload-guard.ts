import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { withoutBidi } from '../../lib/bidi.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import {
  type CheckedArchive,
  checkedArchive,
  type Entry,
  readCentralDirectory,
  type ZipLimits,
  ZipRefused,
} from '../../lib/zip-guard.ts';

const MB = 1024 * 1024;
/** Spec §9: uploads are at most 10 MB. */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * MB;
/** Room for the multipart envelope (boundaries, part headers) around a file at the limit. */
const ENVELOPE = 64 * 1024;

/**
 * What an xlsx of 100,000 rows needs: a 10-column sheet of that size unpacks to about 45 MB at
 * about 10:1 (measured with ExcelJS), so 200 MB leaves room for wide sheets. The parser holds the
 * shared strings whole (189 MB of short distinct strings took 1.1 GB of heap), so that part is
 * capped lower: 64 MB is 100,000 rows of 20 distinct texts each, at most about 400 MB of heap.
 */
export const XLSX_LIMITS: ZipLimits = {
  maxTotal: 200 * MB,
  maxPart: 200 * MB,
  partCaps: { 'xl/sharedStrings.xml': 64 * MB },
  maxRatio: 100,
  ratioFrom: MB,
  maxEntries: 1000,
};

/** Runs at most `running` imports at once; the next `waiting` wait up to `waitMs`, later ones get 429. */
export class ImportGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running = 2,
    readonly waiting = 8,
    readonly waitMs = 30_000,
  ) {}

  get busy() {
    return { active: this.active, queued: this.queue.length };
  }

  /** Resolves with the release function once a slot is free. */
  async enter(): Promise<() => void> {
    if (this.active < this.running) {
      this.active++;
      return this.releaser();
    }
    if (this.queue.length >= this.waiting) throw new AppError(429, 'import.busy');
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        this.active++;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(turn), 1);
        reject(new AppError(429, 'import.busy'));
      }, this.waitMs);
      this.queue.push(turn);
    });
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.queue.shift()?.();
    };
  }
}

const tooLarge = () => new AppError(413, 'upload.tooLarge', { max: UPLOAD_MAX_MB });

/**
 * Reads the one uploaded file into memory (at most 10 MB). A declared length over the limit is
 * refused before any of the body is read, and the connection is closed rather than drained.
 */
export async function readUpload(req: FastifyRequest, reply: FastifyReply): Promise<{ filename: string; buffer: Buffer }> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > UPLOAD_MAX_BYTES + ENVELOPE) {
    reply.header('connection', 'close');
    throw tooLarge();
  }
  if (!req.isMultipart()) throw badRequest('import.noFile');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await req.file();
  } catch (e) {
    req.log.info({ err: e }, 'malformed multipart upload');
    throw badRequest('upload.malformed');
  }
  if (!file) throw badRequest('import.noFile');
  try {
    return { filename: withoutBidi(file.filename), buffer: await file.toBuffer() };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      reply.header('connection', 'close');
      throw tooLarge();
    }
    req.log.info({ err: e }, 'upload not read');
    throw badRequest('upload.malformed');
  }
}

function refusal(req: FastifyRequest, e: unknown) {
  if (!(e instanceof ZipRefused)) return e;
  req.log.warn({ reason: e.message }, 'upload refused');
  if (e.reason === 'tooLarge') return badRequest('import.unpackedTooLarge', { max: e.cap / MB });
  if (e.reason === 'ratio') return badRequest('import.ratio', { max: e.cap });
  return badRequest('import.badFile');
}

/** What the workbook's archive declares, checked at once (no inflating): a 400 saying why, or its parts. */
export function workbookParts(req: FastifyRequest, buffer: Buffer): Entry[] {
  try {
    return readCentralDirectory(buffer, XLSX_LIMITS);
  } catch (e) {
    throw refusal(req, e);
  }
}

/** A checked upload, with the request's log for what the parser may still find wrong in it. */
export interface UploadedWorkbook {
  archive: CheckedArchive;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The workbook's parts, each inflated and counted so the parser may read them safely, or a 400. */
export async function guardedWorkbook(req: FastifyRequest, buffer: Buffer, parts: Entry[]): Promise<UploadedWorkbook> {
  try {
    return { archive: await checkedArchive(buffer, parts), log: req.log };
  } catch (e) {
    throw refusal(req, e);
  }
}
