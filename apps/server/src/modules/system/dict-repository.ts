import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysDict } from '../../db/schema/index.ts';

export const dictEntries = (db: DbOrTx, name: string) =>
  db.select().from(sysDict).where(eq(sysDict.name, name)).orderBy(asc(sysDict.sort), asc(sysDict.id));
