import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Row } from './server-resource.ts';

/**
 * A selection packed into one JSON array per row, for exports: the drivers decode one value a row
 * instead of one per column, which made PGlite's reads of 100,000 items about 2.5x faster (its
 * per-value decoding dominated the export). JSON has no dates, so `dates` keys come back as Date.
 * PostgreSQL takes at most 100 function arguments: a wider selection is not packed (`fits`).
 */
/** Where a row read as JSON text keeps it (jsonBatches). */
export const JSON_TEXT = '$json';

export function packedRows(selection: Record<string, AnyPgColumn | SQL>, dates: ReadonlySet<string>) {
  const keys = Object.keys(selection);
  const expr = sql<unknown>`json_build_array(${sql.join(
    keys.map((k) => selection[k]!),
    sql`, `,
  )})`;
  const unpack = (raw: unknown): Row => {
    const a = (typeof raw === 'string' ? JSON.parse(raw) : raw) as unknown[];
    const row: Row = {};
    for (let i = 0; i < keys.length; i++) {
      const v = a[i];
      row[keys[i]!] = v !== null && dates.has(keys[i]!) ? new Date(v as string) : v;
    }
    return row;
  };
  // The same array as text, which the drivers hand over without parsing (an export's writer thread parses it).
  const text = sql<string>`(${expr})::text`;
  return { expr, text, unpack, fits: keys.length <= 100 };
}
