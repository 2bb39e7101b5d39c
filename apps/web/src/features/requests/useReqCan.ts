import { type RequestAction, reqAllows } from '@wms/contract/request/flow';
import { reqPermission } from '@wms/contract/request/req-order';
import { usePermission } from '../../shared/auth/usePermission.ts';
import type { ReqKindDef } from './kinds.ts';

/**
 * The user may do `action` (its permission, contract `reqPermission`) and, given a status, the
 * contract's status table allows it there: the same table the server decides with.
 */
export function useReqCan(k: ReqKindDef) {
  const { has } = usePermission();
  return (action: string, status?: number) =>
    has(reqPermission(k.kind, action as RequestAction)) &&
    (status === undefined || action === 'add' || reqAllows(k.kind, action as RequestAction, status));
}
