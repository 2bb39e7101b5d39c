import type { Lang } from '../../i18n/messages.ts';
import { code128, drawBarcode, qrCode, ssccBarcode, ssccText } from './barcodes.ts';
import { type Doc, FONT, LABEL_100x150, MM, renderPdf } from './pdf.ts';
import { printText, printTime } from './print-texts.ts';
import { ZplLabel } from './zpl.ts';

export interface LpnLabel {
  no: string;
  sscc: string;
  qty?: number | null;
  /** Already in the user's language (the enumeration label). */
  packType?: string | null;
}

export interface LabelOptions {
  lang: Lang;
  /** Digits of the GS1 company prefix, to group the SSCC's human-readable text. */
  prefixLength: number;
  /** Which screen's labels: names the title printed on each (inbound by default). */
  title?: 'ibLpnTitle' | 'obLpnTitle' | 'obLabelTitle';
  now?: Date;
}

/** The font size at most `size` at which `text` fits `width` (a long number must not run into the QR code). */
function fitted(doc: Doc, text: string, size: number, width: number): number {
  doc.fontSize(size);
  const w = doc.widthOfString(text);
  return w <= width ? size : Math.floor((size * width * 10) / w) / 10;
}

/**
 * LPN labels (inbound, outbound, ship box: `opts.title`), one 100 × 150 mm page each: the LPN number as Code 128 and as a QR code,
 * the SSCC as GS1-128 with its `(00)` text, quantity, pack type and print time.
 */
export function lpnLabelsPdf(labels: LpnLabel[], opts: LabelOptions): Promise<Buffer> {
  const t = (k: Parameters<typeof printText>[1]) => printText(opts.lang, k);
  const when = printTime(opts.now);
  const title = t(opts.title ?? 'ibLpnTitle');
  return renderPdf({ size: LABEL_100x150, margin: 0, title }, (doc) => {
    for (const l of labels) {
      doc.addPage();
      doc.font(FONT).fillColor('#000');
      doc.fontSize(16).text(title, 6 * MM, 6 * MM, { lineBreak: false });
      drawBarcode(doc, qrCode(l.no), 72 * MM, 4 * MM, 24 * MM, 24 * MM);
      doc.fillColor('#000');
      doc.fontSize(8).text(t('lpnNo'), 6 * MM, 16 * MM, { lineBreak: false });
      doc.fontSize(fitted(doc, l.no, 15, 64 * MM)).text(l.no, 6 * MM, 20 * MM, { lineBreak: false });
      drawBarcode(doc, code128(l.no), 2 * MM, 31 * MM, 96 * MM, 24 * MM);
      doc.fillColor('#000');
      doc
        .fontSize(fitted(doc, l.no, 10, 88 * MM))
        .text(l.no, 5 * MM, 56 * MM, { width: 90 * MM, align: 'center', lineBreak: false });
      doc
        .moveTo(5 * MM, 63 * MM)
        .lineTo(95 * MM, 63 * MM)
        .lineWidth(0.7)
        .stroke();
      const rows: [string, string][] = [
        [t('qty'), l.qty === null || l.qty === undefined ? '' : String(l.qty)],
        [t('packType'), l.packType ?? ''],
        [t('printedAt'), when],
      ];
      rows.forEach(([k, v], i) => {
        doc.fontSize(9).text(`${k}:`, 6 * MM, (67 + i * 7) * MM, { lineBreak: false });
        doc.fontSize(11).text(v, 30 * MM, (66.5 + i * 7) * MM, { lineBreak: false });
      });
      doc
        .moveTo(5 * MM, 89 * MM)
        .lineTo(95 * MM, 89 * MM)
        .stroke();
      doc.fontSize(8).text(t('sscc'), 6 * MM, 92 * MM, { lineBreak: false });
      drawBarcode(doc, ssccBarcode(l.sscc), 5 * MM, 97 * MM, 90 * MM, 36 * MM);
      doc.fillColor('#000');
      doc.fontSize(11).text(ssccText(l.sscc, opts.prefixLength), 5 * MM, 135 * MM, {
        width: 90 * MM,
        align: 'center',
        lineBreak: false,
      });
    }
  });
}

/**
 * Height and width (mm) of the printer font (^A0) for the number beside the QR code: 5 mm, narrower
 * and lower for a long one so that 32 of the widest characters stay within 62 mm (^A0's widest glyphs
 * are about 0.9 of the width).
 */
function zplTextSize(no: string): [number, number] {
  const w = Math.min(5, 62 / (no.length * 0.9));
  return [Math.min(5, Math.max(3, w * 1.5)), w];
}

/**
 * The same labels in ZPL for thermal printers. Captions are English whatever the language: the
 * printers' built-in fonts have no Chinese glyphs (a CJK font must be downloaded to the printer).
 */
export function lpnLabelsZpl(labels: LpnLabel[], opts: LabelOptions): string {
  const when = printTime(opts.now);
  return labels
    .map((l) =>
      new ZplLabel(100, 150)
        .text(6, 6, 5, printText('en', opts.title ?? 'ibLpnTitle'))
        .qr(72, 4, 6, l.no)
        .text(6, 16, 3, printText('en', 'lpnNo'))
        .text(6, 20, zplTextSize(l.no)[0], l.no, zplTextSize(l.no)[1])
        .code128(31, 20, l.no, 100)
        .text(6, 67, 3.5, `${printText('en', 'qty')}: ${l.qty ?? ''}`)
        .text(6, 74, 3.5, `${printText('en', 'packType')}: ${l.packType ?? ''}`)
        .text(6, 81, 3.5, `${printText('en', 'printedAt')}: ${when}`)
        .text(6, 92, 3, printText('en', 'sscc'))
        .sscc(8, 97, 30, l.sscc)
        .text(8, 135, 4, ssccText(l.sscc, opts.prefixLength))
        .toString(),
    )
    .join('');
}
