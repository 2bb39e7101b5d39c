import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { lpn } from '../../../db/schema/index.ts';

/** What a label needs of an LPN row. */
export interface LabelRow {
  id: number;
  no: string;
  sscc: string | null;
  qty: number;
  packType: string | null;
}

const labelCols = { id: lpn.id, no: lpn.no, sscc: lpn.sscc, qty: lpn.qty, packType: lpn.packType };

/** `n` serial references for SSCCs; one sequence for every type, so no two labels share one. */
export async function nextSsccSerials(db: DbOrTx, n: number): Promise<bigint[]> {
  const rows = await db.select({ seq: sql<string>`nextval('lpn_sscc_seq')::text` }).from(sql`generate_series(1, ${n}::int)`);
  return rows.map((r) => BigInt(r.seq));
}

/**
 * SQL of the labels of one LPN type (inbound, outbound, shipBox): new rows, the rows to print, their
 * SSCCs and the printed flag. Every read is bound to the type, so one screen never prints another's rows.
 */
export const lpnLabelRepository = (type: string) => ({
  nextSsccSerials,

  async insert(db: DbOrTx, rows: { no: string; sscc: string; qty: number; isPrint: boolean }[]): Promise<LabelRow[]> {
    const out = await db
      .insert(lpn)
      .values(rows.map((r) => ({ ...r, type })))
      .returning(labelCols);
    return out as LabelRow[];
  },

  /** The LPNs of the type with these ids, in the order asked. */
  async byIds(db: DbOrTx, ids: number[]): Promise<LabelRow[]> {
    const rows = (await db
      .select(labelCols)
      .from(lpn)
      .where(and(eq(lpn.type, type), inArray(lpn.id, ids)))) as LabelRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** The `n` oldest LPNs of the type not yet printed. */
  async unprinted(db: DbOrTx, n: number): Promise<LabelRow[]> {
    return (await db
      .select(labelCols)
      .from(lpn)
      .where(and(eq(lpn.type, type), or(eq(lpn.isPrint, false), isNull(lpn.isPrint))))
      .orderBy(asc(lpn.id))
      .limit(n)) as LabelRow[];
  },

  /** Gives a row its SSCC unless it has one already (a reprint keeps the first); returns the one it holds. */
  async setSscc(db: DbOrTx, id: number, sscc: string): Promise<string> {
    await db
      .update(lpn)
      .set({ sscc, updatedAt: sql`now()` })
      .where(and(eq(lpn.id, id), isNull(lpn.sscc)));
    const [row] = await db.select({ sscc: lpn.sscc }).from(lpn).where(eq(lpn.id, id));
    return row!.sscc!;
  },

  async markPrinted(db: DbOrTx, ids: number[]): Promise<void> {
    if (ids.length) await db.update(lpn).set({ isPrint: true, updatedAt: sql`now()` }).where(inArray(lpn.id, ids));
  },
});
