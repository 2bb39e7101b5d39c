/**
 * How an exported value becomes its cell, by its column's plan (built in xlsx.ts from the resource
 * definition, the user's language and the dictionary). Plain JavaScript, shared by the main thread
 * (rows as objects) and the writer thread (rows as the database's JSON arrays, see xlsx-export.ts).
 */

/** @typedef {import('./xlsx-cells.d.mts').CellColumn} CellColumn */

/** @param {unknown} v @param {CellColumn} col */
export function toCell(v, col) {
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
 * @param {string[]} texts @param {readonly number[]} at @param {readonly CellColumn[]} columns
 */
export function jsonRowsToCells(texts, at, columns) {
  return texts.map((t) => {
    const a = JSON.parse(t);
    return columns.map((c, i) => toCell(at[i] < 0 ? null : a[at[i]], c));
  });
}
