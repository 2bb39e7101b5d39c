import type { Db } from '../../../db/client.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { assertKnown, assertWithinHeld } from './grant-rules.ts';
import { deleteRole, insertRole, roleById, roleCodeTaken, updateRole, usersOfRole } from './role-repository.ts';
import { countSuperusers, lockGrants } from './user-repository.ts';
import type { Actor } from './user-service.ts';

interface RoleInput {
  code: string;
  name: string;
  permissions: string[];
}

/** Roles and their permissions, under the same grant rules as a user's own grants. */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly known: () => Promise<string[]>,
  ) {}

  private async checked(b: RoleInput) {
    const permissions = [...new Set(b.permissions)].sort();
    assertKnown(permissions, await this.known());
    return { ...b, permissions };
  }

  async add(actor: Actor, b: RoleInput) {
    const v = await this.checked(b);
    assertWithinHeld(actor.permissions, [], v.permissions);
    return this.db.transaction(async (tx) => {
      await lockGrants(tx);
      if (await roleCodeTaken(tx, v.code)) throw new AppError(409, 'role.codeTaken', { code: v.code }, { field: 'code' });
      return insertRole(tx, v);
    });
  }

  async update(actor: Actor, id: number, b: RoleInput) {
    const v = await this.checked(b);
    await this.db.transaction(async (tx) => {
      await lockGrants(tx);
      const before = await roleById(tx, id);
      if (!before) throw notFound();
      assertWithinHeld(actor.permissions, before.permissions, v.permissions);
      if (await roleCodeTaken(tx, v.code, id)) throw new AppError(409, 'role.codeTaken', { code: v.code }, { field: 'code' });
      await updateRole(tx, id, v);
      if ((await countSuperusers(tx)) === 0) throw conflict('user.lastSuperuser');
    });
  }

  /** All or none: a role still given to a user is refused, naming it. */
  async remove(ids: number[]) {
    await this.db.transaction(async (tx) => {
      await lockGrants(tx);
      for (const id of ids) {
        const role = await roleById(tx, id);
        if (!role) throw notFound();
        const users = await usersOfRole(tx, id);
        if (users > 0) throw conflict('role.inUse', { code: role.code, count: users });
        await deleteRole(tx, id);
      }
    });
  }
}
