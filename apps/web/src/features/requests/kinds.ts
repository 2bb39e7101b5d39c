import type { RequestKind } from '@wms/contract/request/flow';
import { REQ_KINDS } from '@wms/contract/request/req-order';
import type { ResourceDef } from '@wms/contract/resource';

/**
 * What differs between the two request-order screens: packaging request (transit) orders under
 * Inbound (`/inbound/tr/order`, menu `inbound/transit`) and material requests under Outbound
 * (`/outbound/mr/order`, menu `outbound/mr`). Everything else is one implementation.
 */
export interface ReqKindDef {
  kind: RequestKind;
  order: ResourceDef;
  line: ResourceDef;
  /** API prefix. */
  path: string;
  /** Permission prefix (`inbound/trOrder`). */
  permission: string;
  /** The i18n group of the screens' words (locales/request.ts), also the shared form's `text`. */
  text: 'trOrder' | 'mrOrder';
  /** The antd form name, hence the inputs' ids (`mr-order_items_0_qty`). */
  formName: string;
  /** The menu's list screen; add, edit and detail are its hidden sub-screens (app/subpages.ts). */
  screen: string;
}

export const REQ_KIND_DEFS: Record<RequestKind, ReqKindDef> = {
  tr: { kind: 'tr', ...REQ_KINDS.tr, text: 'trOrder', formName: 'tr-order', screen: '/inbound/transit' },
  mr: { kind: 'mr', ...REQ_KINDS.mr, text: 'mrOrder', formName: 'mr-order', screen: '/outbound/mr' },
};

/** Where a kind's screens live. */
export const reqScreen = (k: ReqKindDef) => ({
  list: k.screen,
  add: `${k.screen}/add`,
  detail: (id: number) => `${k.screen}/${id}`,
  edit: (id: number) => `${k.screen}/${id}/edit`,
});
