import type { PackagingType, PartnerKind } from '@wms/contract/accounts/account';
import type { TChargesUpdate, TManualPosting, TPartnerDetail, TWriteOff } from '@wms/contract/accounts/account-schema';
import { IDEMPOTENCY_HEADER } from '@wms/contract/idempotency';
import { RESOURCES } from '@wms/contract/resources/index';
import { useState } from 'react';
import { ApiError, type ApiReply, classify, failureText, isErrorReply, report } from '../../shared/api/errors.ts';
import { api, REQUEST_TIMEOUT_MS } from '../../shared/api/request.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { getToken } from '../../shared/session.ts';

/** Container account calls (docs/api.md "Container accounts"). */
export const ACCOUNT_PATH = '/inventory/account';
/** The balances screen; a partner's account is its hidden sub-screen. */
export const BALANCES_SCREEN = '/inventory/account';
export const partnerScreen = (id: number) => `${BALANCES_SCREEN}/partner?id=${id}`;

/** The master list a partner kind picks from (customer, consignee, consignor, carrier). */
export const masterOf = (kind: PartnerKind) => RESOURCES.find((r) => r.name === kind)!;

export const fetchPartner = async (id: number) =>
  (await api.get<{ data: TPartnerDetail }>(`${ACCOUNT_PATH}/partner/_detail/get`, { id })).data;

export const saveCharges = async (body: TChargesUpdate) =>
  (await api.post<{ message: string; data: TPartnerDetail }>(`${ACCOUNT_PATH}/partner/~charges/update`, body)).data;

export interface Posted {
  message: string;
  data: { id: number; account: number; qty: number; balance: number };
}

/**
 * POST with an Idempotency-Key: the request client sends no headers of its own, so this is its
 * exchange in small. Silent: a dialog shows the server's refusal itself; a lost session still asks
 * to log in again.
 */
export async function postOnce<T>(url: string, body: unknown, key: string): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': i18n.language || 'zh-CN',
    [IDEMPOTENCY_HEADER]: key,
  };
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const fail = (status: number, reply?: ApiReply) => {
    const f = classify(status, reply);
    return new ApiError(failureText(f), status, reply, report(f, true));
  };
  try {
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      text = await res.text();
    } catch {
      throw fail(0);
    }
    let reply: ApiReply | undefined;
    try {
      reply = text ? (JSON.parse(text) as ApiReply) : undefined;
    } catch {
      reply = undefined;
    }
    if (!res.ok || isErrorReply(reply)) throw fail(res.status, reply);
    return reply as T;
  } finally {
    clearTimeout(timer);
  }
}

export const postManual = (body: TManualPosting, key: string) => postOnce<Posted>(`${ACCOUNT_PATH}/~post`, body, key);
export const postWriteOff = (body: TWriteOff, key: string) => postOnce<Posted>(`${ACCOUNT_PATH}/~writeOff`, body, key);

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

export interface AccountInfo {
  packagingType: PackagingType;
  balance: number;
}
