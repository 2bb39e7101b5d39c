import { grants, grantsAll, grantsAny } from '@wms/contract/permissions';
import { useMemo } from 'react';
import { userStore } from '../session.ts';
import { useStore } from '../store.ts';
import { type AccessRule, allows } from './access.ts';

export interface PermissionApi {
  /** The user holds this permission. */
  has(perm: string): boolean;
  hasAny(perms: readonly string[]): boolean;
  hasAll(perms: readonly string[]): boolean;
  /** The user holds this role. */
  hasRole(role: string): boolean;
  hasAnyRole(roles: readonly string[]): boolean;
  allows(rule: AccessRule): boolean;
}

/** Permission checks against the signed-in user; re-renders when the user changes. */
export function usePermission(): PermissionApi {
  const user = useStore(userStore);
  return useMemo(() => {
    const perms = user?.permissions ?? [];
    const roles = user?.roles ?? [];
    return {
      has: (p) => grants(perms, p),
      hasAny: (ps) => grantsAny(perms, ps),
      hasAll: (ps) => grantsAll(perms, ps),
      hasRole: (r) => roles.includes(r),
      hasAnyRole: (rs) => rs.some((r) => roles.includes(r)),
      allows: (rule) => allows(user, rule),
    };
  }, [user]);
}
