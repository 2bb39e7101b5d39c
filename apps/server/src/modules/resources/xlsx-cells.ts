/**
 * How an exported value becomes its cell, by its column's plan (built in xlsx.ts from the resource
 * definition, the user's language and the dictionary). Shared by the main thread (rows as
 * objects) and the writer thread (rows as the database's JSON arrays, see xlsx-export.ts).
 */

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
export function toCell(v: unknown, col: CellColumn): unknown {
  if (v === null || v === undefined) return null;
  switch (col.kind) {
    case 'enum':
      return typeof v === 'string' ? (col.labels?.[v] ?? v) : v;
    case 'bool':
      return v === true || v === 1 ? col.yes : col.no;
    case 'tags':
      return Array.isArray(v) ? v.join(',') : v;
    case 'datetime':
      // JSON has no dates: a timestamp arrives as its ISO text.
      return typeof v === 'string' ? new Date(v) : v;
    default:
      return v;
  }
}

/**
 * The cells of rows given as JSON arrays of values, `at[i]` being the array index of column i
 * (-1: not read, an empty cell).
 */
export function jsonRowsToCells(texts: string[], at: readonly number[], columns: readonly CellColumn[]): unknown[][] {
  return texts.map((t) => {
    const a: unknown[] = JSON.parse(t);
    return columns.map((c, i) => toCell(at[i] < 0 ? null : a[at[i]], c));
  });
}
