import type { Readable } from 'node:stream';
import type { ResourceDef } from '@wms/contract/resource';
import type { TTableQuery } from '@wms/contract/table';
import type { DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { enumLabels } from './enum-labels.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { exportJsonStream, exportKeys, exportStream } from './xlsx.ts';

/**
 * Waits for the first batch before the reply starts: a failure there (database, a filter the
 * checks missed) is then an ordinary error reply, not a download cut off before its first byte.
 */
async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
    },
  };
}

/**
 * The spreadsheet of a resource list: its rows as the database's JSON arrays, made into cells in
 * the writer thread (a selection too wide to pack goes as rows). A failure after the first byte
 * cannot become an error reply: `onError` logs it and the download ends unfinished.
 */
export async function resourceExport(
  db: DbOrTx,
  repo: ResourceRepository,
  def: ResourceDef,
  q: Pick<TTableQuery, 'filter' | 'prop' | 'order'>,
  lang: Lang,
  onError: (e: unknown) => void,
): Promise<Readable> {
  // Before the rows: on the embedded database the read below holds the one connection.
  const labels = await enumLabels(db);
  const keys = exportKeys(def);
  const json = repo.jsonBatches(db, q, 2000, keys);
  if (json) return exportJsonStream(def, lang, { keys: json.keys, batches: await primed(json.batches) }, onError, labels);
  return exportStream(def, lang, await primed(repo.batches(db, q, 2000, keys)), onError, labels);
}
