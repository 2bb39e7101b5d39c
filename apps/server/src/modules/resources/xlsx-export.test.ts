import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { writerThreads, writeXlsx } from './xlsx-export.ts';

const HEADER = ['Code', 'Qty', 'When'];
const when = new Date('2026-01-02T03:04:05Z');
const batch = (b: number, n = 50) => Array.from({ length: n }, (_, i) => [`R${b}-${i}`, b * 1000 + i, when]);
const cellsOf = (rows: unknown[][]) => ({ type: 'rows' as const, rows });
/** Writer threads working on an export now (idle warm ones are not). */
const busy = () => writerThreads().live - writerThreads().idle;

async function read(out: Readable): Promise<unknown[][]> {
  const chunks: Buffer[] = [];
  for await (const c of out) chunks.push(c as Buffer);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as never);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An endless source that records how many batches were read and whether it was closed. */
function endless() {
  const seen = { read: 0, closed: false };
  async function* rows() {
    try {
      // Random text deflates little, so the download's buffer fills after fewer batches.
      for (;;) yield cellsOf(batch(seen.read++, 500).map((r) => [...r, Math.random().toString(36).repeat(4)]));
    } finally {
      seen.closed = true;
    }
  }
  return { seen, rows: rows() };
}

describe('xlsx export in a writer thread', () => {
  it('writes every batch in order, twice over on the kept thread', async () => {
    for (let round = 0; round < 2; round++) {
      async function* rows() {
        for (let b = 0; b < 5; b++) yield cellsOf(batch(b));
      }
      const onError = vi.fn();
      const got = await read(writeXlsx('Sheet', HEADER, rows(), onError));
      expect(got[0]).toEqual(HEADER);
      expect(got.slice(1).map((r) => r.slice(0, 2))).toEqual([0, 1, 2, 3, 4].flatMap((b) => batch(b).map((r) => r.slice(0, 2))));
      expect(onError).not.toHaveBeenCalled();
    }
    await vi.waitFor(() => expect(busy()).toBe(0));
  });

  it("turns the database's JSON rows into cells in the writer thread, by the columns' plan", async () => {
    async function* rows() {
      yield {
        type: 'json' as const,
        rows: [
          JSON.stringify([7, 'L-1', 'store', true, ['a', 'b'], '2026-01-02T03:04:05+00:00', 'WH-1']),
          JSON.stringify([8, 'L-2', 'odd', false, null, null, null]),
        ],
      };
    }
    const plan = {
      columns: [
        { key: 'code', kind: 'value' as const },
        { key: 'type', kind: 'enum' as const, labels: { store: 'Storage' } },
        { key: 'dflt', kind: 'bool' as const, yes: 'Yes', no: 'No' },
        { key: 'tags', kind: 'tags' as const },
        { key: 'createdAt', kind: 'datetime' as const },
        { key: 'warehouse$code', kind: 'value' as const },
        { key: 'absent', kind: 'value' as const },
      ],
      at: [1, 2, 3, 4, 5, 6, -1],
    };
    const header = ['Code', 'Type', 'Default', 'Tags', 'Created', 'Warehouse', 'Absent'];
    const got = await read(writeXlsx('Sheet', header, rows(), () => undefined, plan));
    expect(got).toEqual([header, ['L-1', 'Storage', 'Yes', 'a,b', when, 'WH-1'], ['L-2', 'odd', 'No']]);
  });

  it('ends the stream with the error of a batch read failing midway, and leaves no writer thread working', async () => {
    const failure = new Error('database went away');
    async function* rows() {
      yield cellsOf(batch(0));
      yield cellsOf(batch(1));
      throw failure;
    }
    const onError = vi.fn();
    const out = writeXlsx('Sheet', HEADER, rows(), onError);
    out.resume();
    await expect(finished(out)).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.waitFor(() => expect(busy()).toBe(0));
  });

  it('stops reading and ends its writer thread when the stream is dropped', async () => {
    const { seen, rows } = endless();
    const onError = vi.fn();
    const out = writeXlsx('Sheet', HEADER, rows, onError);
    await new Promise((r) => out.once('data', r));
    out.destroy();
    await vi.waitFor(() => expect(seen.closed).toBe(true));
    await vi.waitFor(() => expect(busy()).toBe(0));
    expect(onError).not.toHaveBeenCalled();
  });

  it('stops reading and ends its writer thread when the client aborts the download', async () => {
    const { seen, rows } = endless();
    const app = Fastify();
    app.get('/file', (_req, reply) => reply.send(writeXlsx('Sheet', HEADER, rows, () => undefined)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/file' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', reject);
      });
      await vi.waitFor(() => expect(seen.closed).toBe(true));
      await vi.waitFor(() => expect(busy()).toBe(0));
    } finally {
      await app.close();
    }
  });

  it('stops reading while the download is not read, and goes on when it is', async () => {
    const { seen, rows } = endless();
    const out = writeXlsx('Sheet', HEADER, rows, () => undefined);
    // Nobody reads `out`: once its buffer is full no batch is read, whatever the writer still sends.
    await vi.waitFor(() => expect((out as PassThrough).writableNeedDrain).toBe(true), { timeout: 90_000 });
    const held = seen.read;
    // A pause, not a timing: a shorter one under load only makes the check weaker, never wrong.
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.read).toBeLessThanOrEqual(held + 1);
    out.resume();
    await vi.waitFor(() => expect(seen.read).toBeGreaterThan(held + 2), { timeout: 90_000 });
    out.destroy();
    await vi.waitFor(() => expect(busy()).toBe(0));
  });
});
