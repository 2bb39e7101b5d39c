import { sysUser as userDef } from '@wms/contract/system';
import type { TTableQuery } from '@wms/contract/table';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysUser } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';
import { userExtras } from './user-repository.ts';

/** The columns a list may show: never the password hash. */
const columns = {
  id: sysUser.id,
  account: sysUser.account,
  name: sysUser.name,
  email: sysUser.email,
  phone: sysUser.phone,
  dept: sysUser.deptId,
  enabled: sysUser.enabled,
  createdAt: sysUser.createdAt,
  permissions: sysUser.permissions,
} as unknown as Record<string, AnyPgColumn>;

/** People only: API keys' users are listed as keys (/system/apikey). */
class PersonList extends ResourceRepository {
  protected override get scoped(): SQL {
    return eq(sysUser.machine, false);
  }
}

const repo = new PersonList({ def: userDef, table: sysUser as PgTable, columns, hooks: {} }, () => {
  throw new Error('the user list has no references');
});

/** One page of users through the generic filter, sort and paging, with role codes and department names. */
export async function userPage(db: DbOrTx, q: TTableQuery) {
  const { rows, count } = await repo.page(db, q);
  const { roles, depts } = await userExtras(
    db,
    rows.map((r) => r.id as number),
  );
  const data = rows.map((r) => ({
    ...r,
    roles: roles.get(r.id as number) ?? [],
    deptLabel: depts.get(r.id as number) ?? null,
  }));
  return { rows: data, count };
}
