/** Types of xlsx-cells.mjs (plain JavaScript for the writer thread). */
export interface CellColumn {
  /** The row's key (a reference's is `<name>$code`). */
  key: string;
  kind: 'value' | 'enum' | 'bool' | 'tags' | 'datetime';
  /** Enum code → label in the export's language. */
  labels?: Record<string, string>;
  /** Yes and No in the export's language. */
  yes?: string;
  no?: string;
}
export declare function toCell(v: unknown, col: CellColumn): unknown;
export declare function jsonRowsToCells(texts: string[], at: readonly number[], columns: readonly CellColumn[]): unknown[][];
