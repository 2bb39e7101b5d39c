import type { Lang } from '../../i18n/messages.ts';
import { code128, drawBarcode } from './barcodes.ts';
import { A4, type Doc, FONT, pageFooters, renderPdf } from './pdf.ts';
import { printText } from './print-texts.ts';

export interface Column {
  key: string;
  label: string;
  /** Share of the table width (the widths are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** An A4 document: order prints, packing lists, task sheets. */
export interface DocumentSpec {
  lang: Lang;
  title: string;
  /** Printed as a Code 128 barcode at the top right (e.g. the order number). */
  barcode?: string;
  /** PNG or JPEG, drawn at the top left when given (spec: `logo=1`). */
  logo?: Buffer;
  /** Header block: label/value pairs in two columns. */
  fields: [string, string | number | null | undefined][];
  columns: Column[];
  rows: Record<string, unknown>[];
  /** A closing row under the table (e.g. totals of the quantity columns), ruled off above it. */
  totals?: Record<string, unknown>;
}

const MARGIN = 36;
const ROW_PAD = 4;
const shown = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/** Header block of the first page: logo, title, barcode, then the key/value grid; returns the y below it. */
function header(doc: Doc, spec: DocumentSpec): number {
  const width = doc.page.width - 2 * MARGIN;
  let top = MARGIN;
  if (spec.logo) {
    doc.image(spec.logo, MARGIN, top, { fit: [120, 48] });
  }
  if (spec.barcode) {
    drawBarcode(doc, code128(spec.barcode, 10), MARGIN + width - 180, top, 180, 48);
    doc.fillColor('#000');
    doc.fontSize(9).text(spec.barcode, MARGIN + width - 180, top + 50, { width: 180, align: 'center' });
  }
  doc
    .font(FONT)
    .fontSize(18)
    .text(spec.title, MARGIN, top + 12, { width, align: 'center' });
  top += 72;
  const half = width / 2;
  doc.fontSize(10);
  spec.fields.forEach(([k, v], i) => {
    const x = MARGIN + (i % 2) * half;
    const y = top + Math.floor(i / 2) * 18;
    doc.fillColor('#555').text(`${k}:`, x, y, { width: 90, lineBreak: false });
    doc.fillColor('#000').text(shown(v), x + 92, y, { width: half - 96, lineBreak: false, ellipsis: true });
  });
  return top + Math.ceil(spec.fields.length / 2) * 18 + 12;
}

function tableHeader(doc: Doc, cols: { c: Column; x: number; w: number }[], y: number): number {
  doc.fontSize(9).fillColor('#000');
  const h = 18;
  doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, h).fill('#eeeeee');
  doc.fillColor('#000');
  for (const { c, x, w } of cols) doc.text(c.label, x + 3, y + 5, { width: w - 6, align: c.align ?? 'left', lineBreak: false });
  return y + h;
}

/**
 * Lays out an A4 document: header block on the first page, then the lines as a table that
 * continues on new pages (its heading repeated), and page numbers in the footer.
 */
export function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  return renderPdf({ size: A4, margin: MARGIN, title: spec.title, bufferPages: true }, (doc) => {
    doc.addPage();
    doc.font(FONT);
    let y = header(doc, spec);
    const width = doc.page.width - 2 * MARGIN;
    const total = spec.columns.reduce((s, c) => s + c.width, 0);
    let x = MARGIN;
    const cols = spec.columns.map((c) => {
      const w = (c.width / total) * width;
      const col = { c, x, w };
      x += w;
      return col;
    });
    y = tableHeader(doc, cols, y);
    const bottom = doc.page.height - MARGIN - 20;
    doc.fontSize(9);
    if (!spec.rows.length) doc.text(printText(spec.lang, 'noLines'), MARGIN + 3, y + ROW_PAD);
    for (const row of spec.rows) {
      const h = Math.max(...cols.map(({ c, w }) => doc.heightOfString(shown(row[c.key]), { width: w - 6 }))) + 2 * ROW_PAD;
      if (y + h > bottom) {
        doc.addPage();
        y = tableHeader(doc, cols, MARGIN);
        doc.fontSize(9);
      }
      for (const { c, x: cx, w } of cols) {
        doc.text(shown(row[c.key]), cx + 3, y + ROW_PAD, { width: w - 6, align: c.align ?? 'left' });
      }
      y += h;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .strokeColor('#cccccc')
        .lineWidth(0.5)
        .stroke();
    }
    if (spec.totals) {
      const totals = spec.totals;
      const h = Math.max(...cols.map(({ c, w }) => doc.heightOfString(shown(totals[c.key]), { width: w - 6 }))) + 2 * ROW_PAD;
      if (y + h > bottom) {
        doc.addPage();
        y = tableHeader(doc, cols, MARGIN);
        doc.fontSize(9);
      }
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .strokeColor('#000')
        .lineWidth(1)
        .stroke();
      for (const { c, x: cx, w } of cols) {
        doc.fillColor('#000').text(shown(totals[c.key]), cx + 3, y + ROW_PAD, { width: w - 6, align: c.align ?? 'left' });
      }
    }
    pageFooters(doc, MARGIN, (n, total) => printText(spec.lang, 'page', { n, total }));
  });
}
