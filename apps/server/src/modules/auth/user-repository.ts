import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysUser } from '../../db/schema/index.ts';

/** A person by their account: an API key's user (`key:<name>`) never signs in. */
export async function findUserByAccount(db: DbOrTx, account: string) {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.account, account), eq(sysUser.machine, false)))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name, email: sysUser.email, phone: sysUser.phone })
    .from(sysUser)
    .where(eq(sysUser.id, id))
    .limit(1);
  return row;
}
