import { userStore } from '../../../shared/session.ts';
import { useStore } from '../../../shared/store.ts';

/** The signed-in user's permission strings, as stored at sign-in. */
export function usePermissionList(): string[] {
  return useStore(userStore)?.permissions ?? [];
}
