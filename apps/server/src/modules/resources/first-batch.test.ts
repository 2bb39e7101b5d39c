import { describe, expect, it } from 'vitest';
import { withFirstBatch } from './first-batch.ts';

async function* batches(fail: 'first' | 'second' | 'never') {
  if (fail === 'first') throw new Error('read failed');
  yield [1, 2];
  if (fail === 'second') throw new Error('read failed');
  yield [3];
}

describe('withFirstBatch', () => {
  it('fails before the export starts when the first read fails', async () => {
    await expect(withFirstBatch(batches('first'))).rejects.toThrow('read failed');
  });

  it('gives every batch, the first one included, in order', async () => {
    const out: number[][] = [];
    for await (const b of await withFirstBatch(batches('never'))) out.push(b);
    expect(out).toEqual([[1, 2], [3]]);
  });

  it('passes a later failure on to the writer', async () => {
    const it = await withFirstBatch(batches('second'));
    const out: number[][] = [];
    await expect(
      (async () => {
        for await (const b of it) out.push(b);
      })(),
    ).rejects.toThrow('read failed');
    expect(out).toEqual([[1, 2]]);
  });

  it('gives nothing for an empty list', async () => {
    async function* none(): AsyncGenerator<number[]> {}
    const out: number[][] = [];
    for await (const b of await withFirstBatch(none())) out.push(b);
    expect(out).toEqual([]);
  });
});
