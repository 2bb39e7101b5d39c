import type { TUserAdd, TUserUpdate } from '@wms/contract/system';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertKnown, assertWithinHeld } from './grant-rules.ts';
import {
  accountTaken,
  countSuperusers,
  deptExists,
  insertUser,
  lockGrants,
  revokeUserSessions,
  rolesByCode,
  rolesOfUser,
  setUserRoles,
  updateUser,
  userById,
} from './user-repository.ts';

/** Who is acting: their id, session and what they hold now. */
export interface Actor {
  id: number;
  sessionId: number;
  permissions: string[];
}

/**
 * Users, their roles and grants. Every change that could move a permission runs under the grants
 * lock and ends by counting superusers, so no sequence of calls can leave the console without one.
 */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly known: () => Promise<string[]>,
  ) {}

  private async inGrantTx<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockGrants(tx);
      const out = await fn(tx);
      if ((await countSuperusers(tx)) === 0) throw conflict('user.lastSuperuser');
      return out;
    });
  }

  /** The role ids for `codes`, refusing unknown codes and roles carrying more than the actor holds. */
  private async rolesFor(tx: DbOrTx, actor: Actor, codes: string[], before: string[]) {
    const unique = [...new Set(codes)];
    const roles = await rolesByCode(tx, unique);
    const missing = unique.find((c) => !roles.some((r) => r.code === c));
    if (missing) throw badRequest('user.unknownRole', { code: missing }, { field: 'roles' });
    const added = roles.filter((r) => !before.includes(r.code));
    assertWithinHeld(
      actor.permissions,
      [],
      added.flatMap((r) => r.permissions),
      'roles',
    );
    return roles.map((r) => r.id);
  }

  private async checkDept(tx: DbOrTx, dept: number | null | undefined) {
    if (dept != null && !(await deptExists(tx, dept))) throw badRequest('user.unknownDept', {}, { field: 'dept' });
    return dept ?? null;
  }

  async add(actor: Actor, b: TUserAdd) {
    const passwordHash = await hashPassword(b.password);
    return this.inGrantTx(async (tx) => {
      if (await accountTaken(tx, b.account)) {
        throw new AppError(409, 'user.accountTaken', { account: b.account }, { field: 'account' });
      }
      const deptId = await this.checkDept(tx, b.dept);
      const roleIds = await this.rolesFor(tx, actor, b.roles, []);
      const id = await insertUser(tx, {
        account: b.account,
        name: b.name,
        email: b.email,
        phone: b.phone ?? null,
        passwordHash,
        deptId,
      });
      await setUserRoles(tx, id, roleIds);
      return id;
    });
  }

  async update(actor: Actor, b: TUserUpdate) {
    await this.inGrantTx(async (tx) => {
      if (!(await userById(tx, b.id))) throw notFound();
      const deptId = await this.checkDept(tx, b.dept);
      const before = (await rolesOfUser(tx, b.id)).map((r) => r.code);
      const roleIds = await this.rolesFor(tx, actor, b.roles, before);
      await updateUser(tx, b.id, { name: b.name, email: b.email, phone: b.phone ?? null, deptId });
      await setUserRoles(tx, b.id, roleIds);
    });
  }

  /** A disabled user's sessions end in the same transaction, so their next request is refused. */
  async setEnabled(id: number, enabled: boolean) {
    await this.inGrantTx(async (tx) => {
      if (!(await userById(tx, id))) throw notFound();
      await updateUser(tx, id, { enabled });
      if (!enabled) await revokeUserSessions(tx, id);
    });
  }

  /** Replaces the user's own grants; the actor may add only what they hold. */
  async grant(actor: Actor, uid: number, permissions: string[]) {
    const wanted = [...new Set(permissions)].sort();
    assertKnown(wanted, await this.known());
    await this.inGrantTx(async (tx) => {
      const user = await userById(tx, uid);
      if (!user) throw notFound();
      assertWithinHeld(actor.permissions, user.permissions, wanted);
      await updateUser(tx, uid, { permissions: wanted });
    });
  }

  /** The signed-in user's own password; every other session of theirs ends. */
  async changePassword(actor: Actor, b: { password: string; newPassword: string }) {
    const user = await userById(this.db, actor.id);
    if (!user) throw notFound();
    if (!(await verifyPassword(user.passwordHash, b.password))) {
      throw badRequest('password.wrong', {}, { field: 'password' });
    }
    const passwordHash = await hashPassword(b.newPassword);
    await this.db.transaction(async (tx) => {
      await updateUser(tx, actor.id, { passwordHash });
      await revokeUserSessions(tx, actor.id, actor.sessionId);
    });
  }

  async ownAndInherited(uid: number) {
    const user = await userById(this.db, uid);
    if (!user) throw notFound();
    const roles = await rolesOfUser(this.db, uid);
    return { own: user.permissions, inherited: [...new Set(roles.flatMap((r) => r.permissions))] };
  }
}
