import { perm } from '@wms/contract/permissions';
import type { ResourceDef } from '@wms/contract/resource';
import { useMemo } from 'react';
import { usePermission } from '../../shared/auth/usePermission.ts';

export interface ResourcePerms {
  add: boolean;
  update: boolean;
  delete: boolean;
  import: boolean;
  export: boolean;
}

/** The user's `${area}/${key}/<action>` grants on a resource; the template download goes with import. */
export function useResourcePerms(def: ResourceDef): ResourcePerms {
  const { has } = usePermission();
  return useMemo(
    () => ({
      add: has(perm(def.area, def.key, 'add')),
      update: has(perm(def.area, def.key, 'update')),
      delete: has(perm(def.area, def.key, 'delete')),
      import: has(perm(def.area, def.key, 'import')),
      export: has(perm(def.area, def.key, 'export')),
    }),
    [has, def],
  );
}
