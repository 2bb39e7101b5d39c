import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import PDFDocument from 'pdfkit';

/** Points per millimetre (PDF units are 1/72 inch). */
export const MM = 72 / 25.4;

/** Page sizes in points: A4 documents and 100 × 150 mm labels (the usual thermal label). */
export const A4: [number, number] = [595.28, 841.89];
export const LABEL_100x150: [number, number] = [100 * MM, 150 * MM];

/** The font every print uses: Noto Sans SC holds Latin and Chinese, so one face serves both languages. */
export const FONT = 'cjk';

let font: unknown;
/**
 * The CJK font ships in an npm package (not the machine's fonts), so `npm install` is all a server needs. Read and
 * parsed once (the file is 10 MB): each document embeds only the glyphs it uses. Parsed per document, 5,000 mailed
 * statements raised the process's memory by 271 MB (bench:accounts); one parsed font is shared by every document.
 */
function cjkFont() {
  font ??= create(
    readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
  );
  return font as PDFKit.Mixins.PDFFontSource;
}

export type Doc = PDFKit.PDFDocument;

export interface PdfOptions {
  size: [number, number];
  margin?: number;
  title?: string;
  /** Keep pages open so a builder can go back to them (page numbers "n of total"). */
  bufferPages?: boolean;
}

/**
 * Lays out a PDF with `build` and returns its bytes. Each page of the document is added by the
 * builder (`doc.addPage`), so labels and documents share this one entry point.
 */
export async function renderPdf(opts: PdfOptions, build: (doc: Doc) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: opts.size,
    margin: opts.margin ?? 36,
    autoFirstPage: false,
    bufferPages: opts.bufferPages ?? false,
    info: { Title: opts.title ?? '', Producer: 'wms-console' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT, cjkFont());
  try {
    await build(doc);
  } catch (e) {
    doc.end();
    await done.catch(() => undefined);
    throw e;
  }
  doc.end();
  return done;
}

/**
 * A footer line centred in the bottom margin of every buffered page (`text` of the page's number and the
 * count), once the whole document is laid out and the count is known.
 */
export function pageFooters(doc: Doc, margin: number, text: (n: number, total: number) => string) {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * margin;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer lies in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#555')
      .text(text(i + 1, range.count), margin, doc.page.height - margin - 10, { width, align: 'center', lineBreak: false });
  }
}
