import bwipjs from 'bwip-js/node';
import type { Doc } from './pdf.ts';

/**
 * Barcodes drawn into the PDF as vectors: bwip-js encodes the symbol (as SVG), pdfkit draws its
 * paths. Vectors print sharp at any printer resolution and cost far less than images: 100
 * labels took 4.2 s and 1.7 MB with bwip-js PNGs (pdfkit re-encodes each one), see the README's
 * bench figures for the vector ones. A white background and a quiet zone (padding) are always
 * drawn: without them a decoder sees nothing on dark or transparent media.
 */
interface Symbol {
  bcid: string;
  text: string;
  /** Bar height in millimetres (linear symbols). */
  height?: number;
  padding?: number;
}

const PATH = /<path([^>]*)\/>/g;
const attr = (s: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(s)?.[1];

/** Draws the symbol fitted into the box (x, y, w, h), centred horizontally; returns its drawn height. */
export function drawBarcode(doc: Doc, sym: Symbol, x: number, y: number, w: number, h: number): number {
  const svg = bwipjs.toSVG({
    bcid: sym.bcid,
    text: sym.text,
    scale: 1,
    ...(sym.height ? { height: sym.height } : {}),
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: sym.padding ?? 10,
    paddingheight: sym.padding ?? 4,
  });
  const [, , vw, vh] = (attr(svg, 'viewBox') ?? '0 0 1 1').split(' ').map(Number) as [number, number, number, number];
  const s = Math.min(w / vw, h / vh);
  doc.save();
  doc.translate(x + (w - vw * s) / 2, y).scale(s);
  doc.rect(0, 0, vw, vh).fill('#FFFFFF');
  for (const m of svg.matchAll(PATH)) {
    const a = m[1]!;
    const d = attr(a, 'd');
    if (!d) continue;
    const stroke = attr(a, 'stroke');
    if (stroke)
      doc
        .path(d)
        .lineWidth(Number(attr(a, 'stroke-width') ?? 1))
        .stroke(stroke);
    else doc.path(d).fill(attr(a, 'fill') ?? '#000000');
  }
  doc.restore();
  return vh * s;
}

/** Code 128 of any printable ASCII text (an LPN or order number). */
export const code128 = (text: string, height = 14): Symbol => ({ bcid: 'code128', text, height });

/** GS1-128 of an SSCC: application identifier (00) and the 18 digits; bwip-js adds FNC1. */
export const ssccBarcode = (sscc: string, height = 18): Symbol => ({ bcid: 'gs1-128', text: `(00)${sscc}`, height });

/** QR code (bwip-js's default error correction, M). */
export const qrCode = (text: string): Symbol => ({ bcid: 'qrcode', text, padding: 4 });

/** The SSCC as people read it under the bars: `(00) 1 0614141 123456789 7`. */
export function ssccText(sscc: string, prefixLength: number): string {
  return `(00) ${sscc[0]} ${sscc.slice(1, 1 + prefixLength)} ${sscc.slice(1 + prefixLength, 17)} ${sscc[17]}`;
}
