import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { JsonPlan, RowBatch, ToMain, ToWriter } from './xlsx-protocol.ts';

/** Writer threads: TypeScript that Node strips itself, see xlsx-worker.ts. */
const WORKER = new URL('./xlsx-worker.ts', import.meta.url);
/** Threads kept warm between exports: starting one and loading ExcelJS took 1.7–3.3 s on the loaded 2-core machine. */
const KEEP_IDLE = 1;
/** Batches sent and not yet written: one in the sheet, one waiting, so the writer never starves nor piles up rows. */
const IN_FLIGHT = 2;

const idle: Worker[] = [];
const live = new Set<Worker>();

/** Writer threads alive now, idle ones included (tests: none is left busy after a failure or an abort). */
export const writerThreads = () => ({ live: live.size, idle: idle.length });

function spawn(): Worker {
  // Not the parent's flags (tsx's loader, vitest's): Node's own type stripping runs the worker.
  const w = new Worker(WORKER, { execArgv: [] });
  live.add(w);
  w.once('exit', () => {
    live.delete(w);
    const i = idle.indexOf(w);
    if (i >= 0) idle.splice(i, 1);
  });
  // A warm idle thread must not keep the process (or a test run) alive.
  w.unref();
  return w;
}

const take = () => idle.pop() ?? spawn();

/**
 * Writes the sheet in a writer thread while the caller's batches are read here: `rows` yields
 * batches of cell values (already as the sheet shows them), or of JSON rows that `plan` turns into cells. The returned stream is the file.
 * Backpressure: at most IN_FLIGHT batches are at the writer, and none is sent while the download
 * is behind (the stream needs a drain). A failing batch read or writer destroys the stream and
 * calls `onError`; a destroyed stream (the client went away) stops the reading. Either way the
 * thread is terminated; after a complete file it is kept for the next export.
 */
export function writeXlsx(
  sheet: string,
  header: string[],
  rows: AsyncIterable<RowBatch>,
  onError: (e: unknown) => void,
  plan?: JsonPlan,
): Readable {
  // A few batches of the file may wait for the download; beyond that no rows are sent to the writer.
  const out = new PassThrough({ highWaterMark: 256 << 10 });
  const w = take();
  let inFlight = 0;
  let complete = false;
  let settled = false;
  let wake: (() => void) | undefined;
  const poke = () => {
    const f = wake;
    wake = undefined;
    f?.();
  };
  const waitEvent = () => new Promise<void>((r) => (wake = r));
  const post = (m: ToWriter) => w.postMessage(m);

  const release = (keep: boolean) => {
    w.off('message', onMessage).off('error', fail).off('exit', onExit);
    if (keep && idle.length < KEEP_IDLE) idle.push(w);
    else void w.terminate();
  };
  function fail(e: unknown) {
    if (settled) return;
    settled = true;
    release(false);
    onError(e);
    out.destroy(e as Error);
    poke();
  }
  function onMessage(m: ToMain) {
    if (m.type === 'bytes') {
      if (!out.destroyed) out.write(Buffer.from(m.bytes));
    } else if (m.type === 'written') inFlight--;
    else if (m.type === 'done') complete = true;
    else fail(new Error(`xlsx writer: ${m.message}`));
    poke();
  }
  function onExit(code: number) {
    fail(new Error(`xlsx writer thread exited (${code})`));
  }
  w.on('message', onMessage).on('error', fail).on('exit', onExit);
  out.on('drain', poke);
  // Destroyed before the end: the client went away (the reply destroys its source stream).
  out.on('close', () => {
    if (settled) return;
    settled = true;
    release(false);
    poke();
  });

  (async () => {
    post({ type: 'start', sheet, header, ...(plan ? { plan } : {}) });
    for await (const batch of rows) {
      if (settled) return;
      post(batch);
      inFlight++;
      while (!settled && (inFlight >= IN_FLIGHT || out.writableNeedDrain)) await waitEvent();
      // Leaving the loop ends the batch source: no more rows are read for a dropped download.
      if (settled) return;
    }
    post({ type: 'end' });
    while (!settled && !complete) await waitEvent();
    if (settled) return;
    settled = true;
    release(true);
    out.end();
  })().catch(fail);
  return out;
}
