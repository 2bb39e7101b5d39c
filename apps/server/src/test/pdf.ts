import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const has = (bin: string) => {
  try {
    execFileSync('which', [bin], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Real readers of a PDF (poppler-utils, zbar-tools; .ci/run installs them). Without them a test says so and skips its reading. */
export function pdfReaders(suite: string): boolean {
  const ok = has('pdftotext') && has('pdftoppm') && has('zbarimg') && has('pdfimages');
  if (!ok)
    console.warn(`${suite}: pdftotext/pdftoppm/zbarimg missing (apt-get install poppler-utils zbar-tools): PDF reading skipped`);
  return ok;
}

/** Runs `fn` on the PDF written to a temporary folder, removed afterwards. */
function withPdf<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it (`layout` keeps columns; pages are separated by form feeds). */
export const pdfText = (pdf: Buffer, layout = false): string =>
  withPdf(pdf, (file) => execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' }));

/** Every symbol zbarimg finds on the pages (all, or the first `pages`), rendered at 200 dpi. */
export const pdfSymbols = (pdf: Buffer, pages?: number): string[] =>
  withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-r',
      '200',
      '-png',
      ...(pages ? ['-f', '1', '-l', String(pages)] : []),
      file,
      path.join(dir, 'p'),
    ]);
    const pngs = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .map((f) => path.join(dir, f));
    const out = execFileSync('zbarimg', ['-q', ...pngs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean);
  });

/** How many raster images the PDF holds (pdfimages -list; barcodes are vectors, so a logo shows as one). */
export const pdfImageCount = (pdf: Buffer): number =>
  withPdf(pdf, (file) => {
    const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two heading lines, then one line per image (an alpha channel adds an "smask" line of its own).
    return out
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() && !/\bsmask\b/.test(l)).length;
  });
