import type { CellColumn } from './xlsx-cells.ts';

/** The messages between an export (xlsx-export.ts) and its writer thread (xlsx-worker.ts). */

/**
 * A batch of rows: cell values, or the database's JSON arrays (one text per row) that the writer
 * turns into cells by the `start` message's columns, so the main thread neither parses them nor
 * clones cell arrays across threads.
 */
export type RowBatch = { type: 'rows'; rows: unknown[][] } | { type: 'json'; rows: string[] };

/** What the writer needs for `json` batches: each column's plan and its index in the JSON arrays. */
export interface JsonPlan {
  columns: CellColumn[];
  at: number[];
}

export type ToWriter = { type: 'start'; sheet: string; header: string[]; plan?: JsonPlan } | RowBatch | { type: 'end' };

export type ToMain =
  /** The file's next bytes (transferred). */
  | { type: 'bytes'; bytes: ArrayBuffer }
  /** A `rows` or `json` message is in the sheet: one more batch may be sent. */
  | { type: 'written' }
  /** The workbook is complete and all its bytes sent. */
  | { type: 'done' }
  | { type: 'error'; message: string };
