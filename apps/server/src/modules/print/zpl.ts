/**
 * ZPL II for thermal label printers (203 dpi: 8 dots per mm). Field data is escaped with `^FH`
 * so a `^` or `~` in a value cannot end the field or start a command.
 */
export const DOTS_PER_MM = 8;

const hex = (s: string) => s.replace(/[\^~_\\]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

export class ZplLabel {
  private readonly parts: string[] = [];

  constructor(widthMm: number, heightMm: number) {
    // ^CI28: field data is UTF-8.
    this.parts.push('^XA', '^CI28', `^PW${widthMm * DOTS_PER_MM}`, `^LL${heightMm * DOTS_PER_MM}`);
  }

  private at(xMm: number, yMm: number) {
    return `^FO${Math.round(xMm * DOTS_PER_MM)},${Math.round(yMm * DOTS_PER_MM)}`;
  }

  text(xMm: number, yMm: number, heightMm: number, value: string): this {
    const h = Math.round(heightMm * DOTS_PER_MM);
    this.parts.push(`${this.at(xMm, yMm)}^A0N,${h},${h}^FH^FD${hex(value)}^FS`);
    return this;
  }

  /** Code 128 with the interpretation line below. */
  code128(xMm: number, yMm: number, heightMm: number, value: string): this {
    this.parts.push(`${this.at(xMm, yMm)}^BY3^BCN,${Math.round(heightMm * DOTS_PER_MM)},Y,N,N^FH^FD${hex(value)}^FS`);
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
