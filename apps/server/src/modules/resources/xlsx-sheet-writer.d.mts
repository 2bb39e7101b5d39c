/** Types of xlsx-sheet-writer.mjs (plain JavaScript for the writer thread). */
export declare class XlsxSheetWriter {
  constructor(sheet: string, out: (bytes: Buffer) => void);
  /** Resolves once the rows are deflated. */
  addRows(rows: unknown[][]): Promise<void>;
  /** Resolves once the last byte has been handed to `out`. */
  end(): Promise<void>;
}
