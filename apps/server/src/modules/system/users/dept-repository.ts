import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysDept, sysUser } from '../../../db/schema/index.ts';

/** Every department with its user count; the tree is small (an organisation's departments). */
export const allDepts = (db: DbOrTx) =>
  db
    .select({
      id: sysDept.id,
      name: sysDept.name,
      parent: sysDept.parentId,
      sort: sysDept.sort,
      users: sql<number>`(select count(*)::int from ${sysUser} where ${sysUser.deptId} = ${sysDept.id})`,
    })
    .from(sysDept)
    .orderBy(asc(sysDept.sort), asc(sysDept.name), asc(sysDept.id));

export const deptById = async (db: DbOrTx, id: number) => (await db.select().from(sysDept).where(eq(sysDept.id, id)).limit(1))[0];

/** True when a sibling under the same parent already has the name. */
export async function deptNameTaken(db: DbOrTx, parentId: number | null, name: string, exceptId = 0) {
  const rows = await db
    .select({ id: sysDept.id })
    .from(sysDept)
    .where(
      and(
        parentId === null ? isNull(sysDept.parentId) : eq(sysDept.parentId, parentId),
        eq(sysDept.name, name),
        ne(sysDept.id, exceptId),
      ),
    );
  return rows.length > 0;
}

export async function insertDept(tx: DbOrTx, v: { name: string; parentId: number | null; sort: number }) {
  const [row] = await tx.insert(sysDept).values(v).returning({ id: sysDept.id });
  return row!.id;
}

export async function updateDept(tx: DbOrTx, id: number, v: { name: string; parentId: number | null; sort: number }) {
  await tx
    .update(sysDept)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(sysDept.id, id));
}

export async function deptUsage(tx: DbOrTx, id: number) {
  const [u] = await tx.select({ n: count() }).from(sysUser).where(eq(sysUser.deptId, id));
  const [c] = await tx.select({ n: count() }).from(sysDept).where(eq(sysDept.parentId, id));
  return { users: Number(u?.n ?? 0), children: Number(c?.n ?? 0) };
}

/** The department's ancestors' ids, nearest first (a parent chain; cycles are refused on write). */
export async function ancestors(tx: DbOrTx, id: number): Promise<number[]> {
  const result = await tx.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${sysDept} where id = ${id}
      union all
      select d.id, d.parent_id, up.depth + 1 from ${sysDept} d join up on d.id = up.parent_id where up.depth < 100
    )
    select id from up where depth > 0 order by depth`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

export async function deleteDept(tx: DbOrTx, id: number) {
  await tx.delete(sysDept).where(eq(sysDept.id, id));
}
