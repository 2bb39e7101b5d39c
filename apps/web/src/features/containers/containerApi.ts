import type { PackagingType, PartnerKind } from '@wms/contract/containers/container-account';
import type {
  TChargesUpdate,
  TManualPosting,
  TPartnerDetail,
  TWriteOff,
} from '@wms/contract/containers/container-account-schema';
import type { TPeriod, TPeriodClose } from '@wms/contract/containers/period';
import { IDEMPOTENCY_HEADER } from '@wms/contract/idempotency';
import { RESOURCES } from '@wms/contract/resources/index';
import { useState } from 'react';
import { ApiError } from '../../shared/api/errors.ts';
import { api } from '../../shared/api/request.ts';

/** Container account calls (docs/api.md "Container accounts"). */
export const CONTAINER_ACCOUNTS_PATH = '/inventory/account';
/** The balances screen; a partner's account is its hidden sub-screen. */
export const BALANCES_SCREEN = '/inventory/account';
export const partnerScreen = (id: number) => `${BALANCES_SCREEN}/partner?id=${id}`;

/** The master list a partner kind picks from (customer, consignee, consignor, carrier). */
export const masterOf = (kind: PartnerKind) => RESOURCES.find((r) => r.name === kind)!;

export const fetchPartner = async (id: number) =>
  (await api.get<{ data: TPartnerDetail }>(`${CONTAINER_ACCOUNTS_PATH}/partner/_detail/get`, { id })).data;

export const saveCharges = async (body: TChargesUpdate) =>
  (await api.post<{ message: string; data: TPartnerDetail }>(`${CONTAINER_ACCOUNTS_PATH}/partner/~charges/update`, body)).data;

export const fetchPeriod = async () => (await api.get<{ data: TPeriod }>(`${CONTAINER_ACCOUNTS_PATH}/_period`)).data;

/** Moves the lock date. Silent: the dialog shows the server's refusal itself. */
export const closePeriod = async (body: TPeriodClose) =>
  (await api.post<{ message: string; data: TPeriod }>(`${CONTAINER_ACCOUNTS_PATH}/~close`, body, { silent: true })).data;

export interface Posted {
  message: string;
  data: { id: number; account: number; partner: number; qty: number; balance: number };
}

/** POST with an Idempotency-Key. Silent: a dialog shows the server's refusal itself; a lost session still asks to log in again. */
export const postOnce = <T>(url: string, body: unknown, key: string) =>
  api.post<T>(url, body, { silent: true, headers: { [IDEMPOTENCY_HEADER]: key } });

export const postManual = (body: TManualPosting, key: string) => postOnce<Posted>(`${CONTAINER_ACCOUNTS_PATH}/~post`, body, key);
export const postWriteOff = (body: TWriteOff, key: string) => postOnce<Posted>(`${CONTAINER_ACCOUNTS_PATH}/~writeOff`, body, key);

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One key per submit: sending the same body again (a retry after no answer) reuses its key, so the
 * server applies it once; a changed body is another posting and gets a new key (the server would
 * replay the first one's answer under the old key). `reset` when the dialog opens anew.
 */
export function useSubmitKey() {
  // One object for the dialog's life: effects may depend on it without running on every draw.
  const [keys] = useState(() => {
    let last: { body: string; key: string } | null = null;
    return {
      keyFor(body: unknown): string {
        const text = JSON.stringify(body);
        if (last?.body !== text) last = { body: text, key: newKey() };
        return last.key;
      },
      reset() {
        last = null;
      },
    };
  });
  return keys;
}

/** The server's own words for a refusal (shown as is), else the request client's text. */
export function refusalText(e: unknown): string {
  if (e instanceof ApiError) {
    const m = e.reply?.message;
    return typeof m === 'string' && m ? m : e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

/** What the write-off and charges dialogs need of a partner. */
export interface PartnerInfo {
  partnerKind: PartnerKind;
  refId: number;
  name: string;
}

export interface ContainerAccountInfo {
  packagingType: PackagingType;
  balance: number;
}
