/**
 * The batches with the first one already read. An export awaits this before it sends its headers:
 * once the file has started, a failing read can only cut it short under a 200, so a read that fails
 * at once (a bad statement, a sum past its type) answers the JSON error shape instead.
 */
export async function withFirstBatch<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  async function* all() {
    try {
      for (let r = first; !r.done; r = await it.next()) yield r.value;
    } finally {
      // A download dropped part way ends the reader too.
      await it.return?.();
    }
  }
  return all();
}
