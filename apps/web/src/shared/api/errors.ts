import { feedback } from '../feedback/feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { navigateTo } from '../navigation.ts';

/** Body of a JSON reply, as far as the client looks into it. */
export interface ApiReply {
  action?: string;
  code?: number;
  message?: string;
  [key: string]: unknown;
}

/** What went wrong, in the terms of the error catalogue (spec §8). */
export type Failure =
  | { kind: 'expired' }
  | { kind: 'unauthorized' }
  | { kind: 'notFound' }
  | { kind: 'server'; message?: string }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'reply'; message?: string }
  | { kind: 'noResponse' };

/** A request that failed. `status` is the HTTP status, 0 when no response arrived. */
export class ApiError extends Error {
  status: number;
  /**
   * The parsed reply body, if any (e.g. `{action, message, field, errors}`). Typed `any` on purpose:
   * callers read endpoint-specific fields (field, errors) that no single type describes.
   */
  reply: any;
  /** Whether the request client already showed it (toast, notification, Tip or log-in-again dialog). */
  shown: boolean;
  constructor(message: string, status: number, reply?: unknown, shown = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reply = reply;
    this.shown = shown;
  }
}

/** Whether a 2xx reply is a failure: `action: 'error'`, or a non-200 `code` on select/upload replies. */
export function isErrorReply(reply: ApiReply | undefined): boolean {
  if (!reply) return false;
  if (reply.action === 'error') return true;
  return reply.action === undefined && typeof reply.code === 'number' && reply.code !== 200;
}

export function classify(status: number, reply: ApiReply | undefined): Failure {
  const message = typeof reply?.message === 'string' && reply.message ? reply.message : undefined;
  if (message && /token expired/i.test(message)) return { kind: 'expired' };
  if (status === 0) return { kind: 'noResponse' };
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 500) return { kind: 'server', message };
  if (status < 200 || status >= 300) return { kind: 'status', status, message };
  return { kind: 'reply', message };
}

const t = (key: string) => i18n.t(key);

/** The text shown (and carried by the ApiError) for a failure. */
export function failureText(f: Failure): string {
  switch (f.kind) {
    case 'expired':
      return t('request.loginExpiredText');
    case 'unauthorized':
      return t('request.noAuth');
    case 'notFound':
      return `Status:404，${t('request.notFound')}`;
    case 'server':
      return f.message ?? `Status:500，${t('request.serverError')}`;
    case 'status':
      return f.message ?? `Status:${f.status}，${t('request.unknownError')}`;
    case 'reply':
      return f.message ?? t('request.unknownError');
    case 'noResponse':
      return t('request.noResponse');
  }
}

/** Only one "log in again" dialog at a time, however many requests fail together. */
let loginDialog: { destroy: () => void } | undefined;

/** Where the dialog would send the user; there, asking again would only stand in the way. */
const LOGIN_PATH = '/login';

function askToLogIn(title: string, content: string): void {
  if (loginDialog || window.location.pathname === LOGIN_PATH) return;
  let handle: { destroy: () => void } | undefined;
  const entry = { destroy: () => handle?.destroy() };
  loginDialog = entry;
  handle = feedback().modal.confirm({
    title,
    content,
    okText: t('request.loginAgain'),
    cancelText: t('common.cancel'),
    onOk: () => navigateTo(LOGIN_PATH),
    afterClose: () => {
      if (loginDialog === entry) loginDialog = undefined;
    },
  });
}

/**
 * Closes the "log in again" dialog: the user has reached /login (the guard sent them there, or a
 * reply arrived while they were on their way), which is the one outcome they need.
 */
export function closeLoginDialog(): void {
  const open = loginDialog;
  loginDialog = undefined;
  open?.destroy();
}

/** Test hook: forget an open dialog between cases. */
export function resetLoginDialog(): void {
  loginDialog = undefined;
}

/**
 * Shows the catalogue's feedback for a failure. Session problems always ask to log in again;
 * `silent` only drops the toast, for callers that show the error themselves.
 */
export function report(f: Failure, silent: boolean): boolean {
  if (f.kind === 'expired') askToLogIn(t('request.loginExpired'), t('request.loginExpiredText'));
  else if (f.kind === 'unauthorized') askToLogIn(t('request.noAuthTitle'), t('request.noAuth'));
  if (f.kind === 'expired' || f.kind === 'unauthorized') return true;
  if (silent) return false;
  if (f.kind === 'reply') {
    void feedback().message.error(failureText(f));
    return true;
  }
  feedback().notification.error({ title: t('request.errorTitle'), description: failureText(f) });
  return true;
}
