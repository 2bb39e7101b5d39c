import { grants, grantsAll, grantsAny } from '@wms/contract/permissions';
import type { SessionUser } from '../session.ts';

/** What an element requires (spec §6). Several conditions may be combined; all must hold. */
export interface AccessRule {
  /** One permission, e.g. `setting/warehouse/add`. */
  perm?: string;
  /** At least one of these permissions. */
  any?: readonly string[];
  /** Every one of these permissions. */
  all?: readonly string[];
  /** This role. */
  role?: string;
  /** At least one of these roles. */
  roles?: readonly string[];
}

/** Pure check of a rule against the stored user; a rule with no condition allows. `*∕*∕*` passes every permission check. */
export function allows(user: Pick<SessionUser, 'permissions' | 'roles'> | undefined, rule: AccessRule): boolean {
  const perms = user?.permissions ?? [];
  const roles = user?.roles ?? [];
  if (rule.perm !== undefined && !grants(perms, rule.perm)) return false;
  if (rule.any !== undefined && !grantsAny(perms, rule.any)) return false;
  if (rule.all !== undefined && !grantsAll(perms, rule.all)) return false;
  if (rule.role !== undefined && !roles.includes(rule.role)) return false;
  if (rule.roles !== undefined && !rule.roles.some((r) => roles.includes(r))) return false;
  return true;
}
