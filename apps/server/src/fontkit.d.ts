/** The one fontkit call the prints make (pdfkit's own font parser; its package ships no types). */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
