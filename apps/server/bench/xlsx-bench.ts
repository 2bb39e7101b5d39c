/**
 * `npm run bench:xlsx` (issue 4 figures), against the real server process on the embedded database:
 *  - import of 10,000 SKUs (/setting/sku): time and the server's peak memory;
 *  - export of 100,000 items (/product/item): time, the server's peak memory and the file size.
 * The 100,000 items are loaded through the same import, whose time is printed too.
 * Peak memory is the server process's VmHWM (peak resident set) read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

const SERVER = path.resolve(import.meta.dirname, '../src/main.ts');
const PASSWORD = 'Bench12345';
const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Resets the peak-RSS counter so each figure is its own peak (Linux: write 5 to clear_refs). */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {}
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-xlsx-bench-'));
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function xlsx(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const { url, child, dir } = await startServer();
const pid = child.pid!;
try {
  const login = await fetch(`${url}/system/user/_account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: PASSWORD }),
  });
  const token = (await login.json()).data.token as string;
  const headers = { 'x-auth-token': token, 'accept-language': 'en' };
  const post = (p: string, body: unknown) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/setting/warehouse/~add', { code: 'WH1', name: 'Main' });
  await post('/bas/unit/~add', { code: 'PCS', name: 'Piece', unitClass: 'quantity' });

  const upload = async (p: string, file: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'import.xlsx');
    resetPeak(pid);
    const before = memory(pid).rss;
    const t0 = performance.now();
    const res = await fetch(`${url}${p}`, { method: 'POST', headers, body: form });
    const ms = performance.now() - t0;
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    return { ms, before, peak: memory(pid).hwm, body };
  };

  const skuFile = await xlsx(
    ['No', 'Bar code', 'Item name', 'Unit', 'SNP', 'Pack type'],
    Array.from({ length: SKUS }, (_, i) => [
      `SKU-${String(i).padStart(6, '0')}`,
      `69${String(i).padStart(11, '0')}`,
      `Plastic box ${i % 50}`,
      'PCS',
      24,
      'Plastic box',
    ]),
  );
  const sku = await upload('/setting/sku/~upload', skuFile);
  console.log(
    `Import of ${SKUS.toLocaleString('en')} SKUs (${(skuFile.length / 1024).toFixed(0)} kB file): ${secs(sku.ms)}; server RSS ${mib(sku.before)} before, peak ${mib(sku.peak)} — ${sku.body.message}`,
  );

  const itemFile = await xlsx(
    ['Code', 'Name', 'Unit', 'Warehouse', 'Bar code', 'Color', 'SNP'],
    Array.from({ length: ITEMS }, (_, i) => [
      `IT-${String(i).padStart(7, '0')}`,
      `Returnable pallet ${i % 300}`,
      'PCS',
      'WH1',
      `69${String(i).padStart(11, '0')}`,
      'blue',
      40,
    ]),
  );
  const items = await upload('/product/item/~upload', itemFile);
  console.log(`(fixture) import of ${ITEMS.toLocaleString('en')} items: ${secs(items.ms)}; peak ${mib(items.peak)}`);

  resetPeak(pid);
  const before = memory(pid).rss;
  const t0 = performance.now();
  const res = await post('/product/item/~export', { prop: 'code', order: 'asc' });
  const out = path.join(dir, 'items.xlsx');
  fs.writeFileSync(out, Buffer.from(await res.arrayBuffer()));
  const ms = performance.now() - t0;
  const size = fs.statSync(out).size;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(out);
  console.log(
    `Export of ${ITEMS.toLocaleString('en')} items: ${secs(ms)}, file ${(size / 1024 / 1024).toFixed(1)} MiB (${wb.worksheets[0]!.actualRowCount - 1} rows); server RSS ${mib(before)} before, peak ${mib(memory(pid).hwm)}`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
