import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysUser } from '../../db/schema/index.ts';

export async function findUserByAccount(db: DbOrTx, account: string) {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.account, account)).limit(1);
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
