/**
 * The export's sheet writer, in a worker thread (see xlsx-export.ts): the main thread reads the
 * rows (PGlite runs on it) while this thread writes them, so the two overlap on two cores. It
 * knows nothing of resources: it gets cell values and sends back the file's bytes. One job at a
 * time; the thread is kept for the next export.
 * Node runs it as TypeScript of its own (type stripping), with no loader. Messages: xlsx-protocol.ts.
 */
import { parentPort } from 'node:worker_threads';
import { jsonRowsToCells } from './xlsx-cells.ts';
import type { JsonPlan, ToMain, ToWriter } from './xlsx-protocol.ts';
import { XlsxSheetWriter } from './xlsx-sheet-writer.ts';

if (!parentPort) throw new Error('xlsx-worker runs in a worker thread');
const port = parentPort;
const send = (m: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

let writer: XlsxSheetWriter | undefined;
let plan: JsonPlan | undefined;
let chunks: Buffer[] = [];
let flushing = false;

/** The bytes written so far, as one transferred buffer (a message per deflate chunk would cost more than the copy). */
function flush() {
  flushing = false;
  if (!chunks.length) return;
  const all = Buffer.concat(chunks);
  chunks = [];
  const bytes = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
  send({ type: 'bytes', bytes }, [bytes]);
}

function collect(chunk: Buffer): void {
  chunks.push(chunk);
  if (!flushing) {
    flushing = true;
    setImmediate(flush);
  }
}

async function handle(m: ToWriter): Promise<void> {
  if (m.type === 'start') {
    chunks = [];
    plan = m.plan;
    writer = new XlsxSheetWriter(m.sheet, collect);
    await writer.addRows([m.header]);
  } else if (m.type === 'rows' || m.type === 'json') {
    if (m.type === 'json' && !plan) throw new Error('json rows without a plan');
    const rows = m.type === 'json' && plan ? jsonRowsToCells(m.rows, plan.at, plan.columns) : m.rows;
    // `written` once the batch is compressed: what the main thread holds back is what is not yet done.
    await writer?.addRows(rows as unknown[][]);
    send({ type: 'written' });
  } else {
    await writer?.end();
    flush();
    writer = undefined;
    send({ type: 'done' });
  }
}

// Messages are handled in order: `end` waits for the rows before it.
let queue = Promise.resolve();
port.on('message', (m: ToWriter) => {
  queue = queue.then(() => handle(m)).catch((e) => send({ type: 'error', message: e?.stack ?? String(e) }));
});
