import bwipjs from 'bwip-js/node';

/**
 * Barcode images (PNG) for pdfkit. bwip-js draws on a transparent background by default, which
 * decoders read as nothing once printed on some media or rendered: white background and a quiet
 * zone (padding) are always given.
 */
const common = { backgroundcolor: 'FFFFFF', paddingwidth: 12, paddingheight: 6, includetext: false } as const;

/** Code 128 of any printable ASCII text (an LPN or order number). */
export const code128Png = (text: string, height = 14) => bwipjs.toBuffer({ ...common, bcid: 'code128', text, scale: 3, height });

/** GS1-128 of an SSCC: application identifier (00) and the 18 digits, FNC1 added by bwip-js. */
export const ssccPng = (sscc: string, height = 18) =>
  bwipjs.toBuffer({ ...common, bcid: 'gs1-128', text: `(00)${sscc}`, scale: 3, height });

/** QR code (bwip-js default error correction, M). */
export const qrPng = (text: string) =>
  bwipjs.toBuffer({ ...common, bcid: 'qrcode', text, scale: 4, paddingwidth: 8, paddingheight: 8 });

/** The SSCC as people read it under the bars: `(00) 1 0614141 123456789 7`. */
export function ssccText(sscc: string, prefixLength: number): string {
  return `(00) ${sscc[0]} ${sscc.slice(1, 1 + prefixLength)} ${sscc.slice(1 + prefixLength, 17)} ${sscc[17]}`;
}
