/**
 * A one-sheet xlsx written as it goes: every row added is deflated and handed on at once, so
 * memory stays flat whatever the number of rows. ExcelJS 4.4's "streaming" writer packs the
 * file with JSZip, which holds the whole workbook until commit and sends no byte before the
 * end (docs/decisions/performance.md). The parts and cell forms follow what ExcelJS wrote before (strings as
 * `t="str"`, dates as serial numbers with a date style), so the import reads our exports back.
 */
import zlib from 'node:zlib';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's day 0 is 1899-12-30; dates are written as days since then, in UTC as the server keeps them. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** The zip format without its 64-bit extension: a bigger sheet is refused rather than written corrupt. */
const ZIP32_MAX = 0xffffffff;

// XML 1.0 cannot carry most control characters, even escaped: they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (s: string): string =>
  s
    .replace(INVALID_XML, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cellXml(ref: string, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
  if (v instanceof Date) {
    const t = v.getTime();
    return Number.isNaN(t) ? '' : `<c r="${ref}" s="1"><v>${(t - EXCEL_EPOCH_MS) / 86_400_000}</v></c>`;
  }
  return `<c r="${ref}" t="str"><v>${escapeXml(String(v))}</v></c>`;
}

const STATIC_PARTS = (sheet: string): Record<string, string> => ({
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  // Style 1: date and time, for Date cells.
  'xl/styles.xml': `${XML}<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
});

// The header row stays in view while scrolling.
const SHEET_HEAD = `${XML}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** MS-DOS date and time of a zip entry. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/**
 * Writes the workbook to `out(bytes)` as it goes. `addRows` takes arrays of cell values (string,
 * number, boolean, Date, null); `end()` resolves once the last byte has been handed to `out`.
 */
interface ZipEntry {
  name: Buffer;
  crc: number;
  csize: number;
  usize: number;
  offset: number;
  flags: number;
}

export class XlsxSheetWriter {
  private readonly out: (bytes: Buffer) => void;
  private offset = 0;
  private readonly entries: ZipEntry[] = [];
  private readonly stamp = dosTime(new Date());
  private rowNo = 0;
  private readonly refs: string[] = [];
  private readonly sheet: ZipEntry;
  private readonly deflate: zlib.DeflateRaw;

  constructor(sheet: string, out: (bytes: Buffer) => void) {
    this.out = out;
    for (const [name, text] of Object.entries(STATIC_PARTS(sheet))) {
      const data = Buffer.from(text);
      this.#entry(name, zlib.deflateRawSync(data), zlib.crc32(data), data.length);
    }
    // The sheet's sizes and checksum are known only at the end: they follow its data (flag bit 3).
    this.sheet = {
      name: Buffer.from('xl/worksheets/sheet1.xml'),
      crc: 0,
      csize: 0,
      usize: 0,
      offset: this.offset,
      flags: 0x0808,
    };
    this.#emit(this.#localHeader(this.sheet));
    this.deflate = zlib.createDeflateRaw();
    this.deflate.on('data', (b: Buffer) => {
      this.sheet.csize += b.length;
      this.#emit(b);
    });
    this.#text(SHEET_HEAD);
  }

  /** Resolves once the rows are deflated, so a caller that waits holds at most one batch here. */
  addRows(rows: unknown[][]): Promise<void> {
    let xml = '';
    for (const row of rows) {
      const r = ++this.rowNo;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) {
        this.refs[i] ??= columnName(i);
        xml += cellXml(this.refs[i] + r, row[i]);
      }
      xml += '</row>';
    }
    return new Promise((resolve, reject) => this.#text(xml, (e) => (e ? reject(e) : resolve())));
  }

  /** Resolves once the last byte has been handed to `out`. */
  end(): Promise<void> {
    this.#text(SHEET_TAIL);
    return new Promise((resolve, reject) => {
      this.deflate.once('error', reject);
      // 'end': every compressed byte has been through the 'data' handler.
      this.deflate.once('end', () => {
        const s = this.sheet;
        if (s.usize > ZIP32_MAX || s.csize > ZIP32_MAX) return reject(new Error('xlsx sheet over 4 GiB'));
        const desc = Buffer.alloc(16);
        desc.writeUInt32LE(0x08074b50, 0);
        desc.writeUInt32LE(s.crc >>> 0, 4);
        desc.writeUInt32LE(s.csize, 8);
        desc.writeUInt32LE(s.usize, 12);
        this.#emit(desc);
        this.entries.push(s);
        this.#centralDirectory();
        resolve();
      });
      this.deflate.end();
    });
  }

  #text(s: string, done?: (e?: Error | null) => void): void {
    const b = Buffer.from(s);
    this.sheet.crc = zlib.crc32(b, this.sheet.crc);
    this.sheet.usize += b.length;
    this.deflate.write(b, done);
  }

  #emit(b: Buffer): void {
    this.offset += b.length;
    this.out(b);
  }

  #entry(name: string, compressed: Buffer, crc: number, usize: number): void {
    const e = { name: Buffer.from(name), crc, csize: compressed.length, usize, offset: this.offset, flags: 0x0800 };
    this.#emit(this.#localHeader(e));
    this.#emit(compressed);
    this.entries.push(e);
  }

  #localHeader(e: ZipEntry): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(8, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt32LE(e.crc >>> 0, 14);
    h.writeUInt32LE(e.csize, 18);
    h.writeUInt32LE(e.usize, 22);
    h.writeUInt16LE(e.name.length, 26);
    return Buffer.concat([h, e.name]);
  }

  #centralDirectory(): void {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.csize, 20);
      h.writeUInt32LE(e.usize, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      this.#emit(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.#emit(end);
  }
}
