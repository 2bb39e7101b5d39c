import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { ResourceHooks } from '../server-resource.ts';

/** `n` new LPN numbers: `LPN` + yyMMdd + a database sequence, so concurrent adds never collide. */
export async function nextLpnNos(db: DbOrTx, n: number, now = new Date()): Promise<string[]> {
  const rows = await db.select({ seq: sql<string>`nextval('lpn_no_seq')` }).from(sql`generate_series(1, ${n}::int)`);
  const day = [now.getFullYear() % 100, now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, '0')).join('');
  return rows.map((r) => `LPN${day}${String(r.seq).padStart(6, '0')}`);
}

/** An LPN added or imported without a number gets one (spec §5 requires only the quantity). */
export const lpnHooks: ResourceHooks = {
  async beforeInsert(tx, rows) {
    const blank = rows.filter((r) => r.no === undefined || r.no === null || r.no === '');
    if (!blank.length) return;
    const nos = await nextLpnNos(tx, blank.length);
    blank.forEach((r, i) => {
      r.no = nos[i];
    });
  },
};
