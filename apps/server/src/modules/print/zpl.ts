/**
 * ZPL II for thermal label printers (203 dpi: 8 dots per mm). Field data is escaped with `^FH`
 * so a `^` or `~` in a value cannot end the field or start a command.
 */
export const DOTS_PER_MM = 8;

const hex = (s: string) => s.replace(/[\^~_\\]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** Width of a Code 128 symbol of `text` in subset B, in modules: start, 11 per character, check, stop (13). */
export const code128Modules = (text: string) => 11 * (text.length + 2) + 13;

export class ZplLabel {
  private readonly parts: string[] = [];

  constructor(widthMm: number, heightMm: number) {
    // ^CI28: field data is UTF-8.
    this.parts.push('^XA', '^CI28', `^PW${widthMm * DOTS_PER_MM}`, `^LL${heightMm * DOTS_PER_MM}`);
  }

  private at(xMm: number, yMm: number) {
    return `^FO${Math.round(xMm * DOTS_PER_MM)},${Math.round(yMm * DOTS_PER_MM)}`;
  }

  text(xMm: number, yMm: number, heightMm: number, value: string, widthMm = heightMm): this {
    const h = Math.round(heightMm * DOTS_PER_MM);
    const w = Math.round(widthMm * DOTS_PER_MM);
    this.parts.push(`${this.at(xMm, yMm)}^A0N,${h},${w}^FH^FD${hex(value)}^FS`);
    return this;
  }

  /**
   * Code 128 (subset B) with the interpretation line below, centred on a label `labelMm` wide: 3-dot
   * modules while the symbol and its 10-module quiet zones fit, else 2-dot ones (0.25 mm, still well
   * within scanners' reach; 1-dot bars do not print reliably). `>` is written `>0` (subset B's code for it): alone it
   * starts a ZPL invocation code.
   */
  code128(yMm: number, heightMm: number, value: string, labelMm: number): this {
    const width = labelMm * DOTS_PER_MM;
    const modules = code128Modules(value);
    const by = modules * 3 + 60 <= width ? 3 : 2;
    const x = Math.max(0, Math.floor((width - modules * by) / 2));
    const data = hex(value).replace(/>/g, '>0');
    this.parts.push(
      `^FO${x},${Math.round(yMm * DOTS_PER_MM)}^BY${by}^BCN,${Math.round(heightMm * DOTS_PER_MM)},Y,N,N^FH^FD${data}^FS`,
    );
    return this;
  }

  /** GS1-128 of an SSCC: subset C (`>;`), FNC1 (`>8`), AI 00 and the 18 digits. */
  sscc(xMm: number, yMm: number, heightMm: number, sscc: string): this {
    this.parts.push(`${this.at(xMm, yMm)}^BY3^BCN,${Math.round(heightMm * DOTS_PER_MM)},N,N,N^FD>;>800${sscc}^FS`);
    return this;
  }

  /** QR code, model 2, magnification `mag`, error correction M. */
  qr(xMm: number, yMm: number, mag: number, value: string): this {
    this.parts.push(`${this.at(xMm, yMm)}^BQN,2,${mag}^FH^FDMA,${hex(value)}^FS`);
    return this;
  }

  toString(): string {
    return `${[...this.parts, '^XZ'].join('\n')}\n`;
  }
}
