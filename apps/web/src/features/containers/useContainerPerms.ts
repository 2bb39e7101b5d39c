import { usePermission } from '../../shared/auth/usePermission.ts';

/** Which container-account actions the user may take: their buttons are hidden otherwise (the server checks each call again). */
export function useContainerPerms() {
  const { has } = usePermission();
  return {
    post: has('inventory/account/post'),
    writeOff: has('inventory/account/writeOff'),
    charges: has('inventory/account/charges'),
    closePeriod: has('inventory/account/closePeriod'),
  };
}

export const EXPORT_PERMISSION = 'inventory/account/export';
