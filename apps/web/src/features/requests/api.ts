import type { FlowAction } from '@wms/contract/request/flow';
import { flowRoute, type TRouteStep } from '@wms/contract/request/req-order';
import { api } from '../../shared/api/request.ts';
import type { OrderLineShape, OrderShape } from '../orders-common/orderDef.ts';
import type { ReqKindDef } from './kinds.ts';

export interface ReqLine extends OrderLineShape {
  lineNo: number;
  packaging?: number | null;
  packagingLabel?: string | null;
  material?: number | null;
  materialLabel?: string | null;
  skuLabel?: string | null;
  qty: number;
  doneQty?: number;
}

/** `_detail/get`: the order with its lines, its route (oldest first) and the actions its status allows. */
export interface ReqOrder extends OrderShape {
  items: ReqLine[];
  route: TRouteStep[];
  actions: string[];
}

interface Reply<T> {
  message?: string;
  data: T;
}

/** What a flow action sends besides the order: the comment kept in its route, a transfer's target. */
export interface FlowExtra {
  comment?: string;
  to?: number;
}

/** The calls of one kind's prefix the screens make (docs/api.md "Request orders"). */
export function reqApi(k: ReqKindDef) {
  const P = k.path;
  return {
    detail: async (id: number) => (await api.get<Reply<ReqOrder>>(`${P}/_detail/get`, { id })).data,
    newNo: async () => (await api.get<Reply<string>>(`${P}/_no/get`)).data,
    /** Silent: the form marks the field the refusal names. */
    save: (body: Record<string, unknown>, edit: boolean) =>
      api.post<Reply<ReqOrder>>(`${P}/${edit ? '~update' : '~add'}`, body, { silent: true }),
    deleteLines: (ids: number[]) => api.post<Reply<unknown>>(`${P}/~item/delete`, { ids }),
    remove: (ids: number[]) => api.post<Reply<unknown>>(`${P}/~delete`, { ids }),
    /** A flow action; a refusal (wrong status, no stock) is shown by the request client. */
    act: (action: FlowAction, id: number, extra: FlowExtra = {}) => {
      const comment = extra.comment?.trim();
      const body = { id, ...(comment ? { comment } : {}), ...(extra.to !== undefined ? { to: extra.to } : {}) };
      return api.post<Reply<ReqOrder>>(`${P}/~${flowRoute(action)}`, body);
    },
    /** The delivery note (material requests) as a PDF download. */
    print: (id: number) => api.download(`${P}/~print`, { params: { id } }),
  };
}
export type ReqApi = ReturnType<typeof reqApi>;
