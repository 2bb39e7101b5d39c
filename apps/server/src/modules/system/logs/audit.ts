import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../../db/client.ts';
import { findUserByAccount } from '../../auth/user-repository.ts';
import { insertLog, type LogEntry } from './log-repository.ts';

/** What a service knows about the change it made: the rows before and after (e.g. ResourceService.edit). */
export interface AuditNote {
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'signin': every attempt is logged, failed or not; false: never logged (but for an API key's). Otherwise decided by `access`. */
    audit?: 'signin' | false;
  }
  interface FastifyInstance {
    /** Writes one log line; a test swaps it for one that fails. */
    auditWriter: (db: DbOrTx, entry: LogEntry) => Promise<void>;
  }
}

const notes = new AsyncLocalStorage<AuditNote>();

/** Called by a service inside a logged request; a no-op elsewhere (seed, scripts, tests calling services). */
export function noteChange(n: AuditNote): void {
  const store = notes.getStore();
  if (store) Object.assign(store, n);
}

/** Permission actions that read rather than change: not logged (but for an API key's calls). */
const READS = new Set(['view', 'export', 'print']);
/** Actions on master data; every other permitted write is a workflow action. */
const DATA = new Set(['add', 'update', 'delete', 'import', 'disable', 'enable', 'grant']);
const TEXT_MAX = 20_000;
const SECRET = /pass|token/i;

export type LogKind = 'signin' | 'data' | 'action' | 'read';

/** Whether the request may have changed something: any but a GET or a call whose permission only reads. */
export function mayWrite(req: FastifyRequest): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const action = req.routeOptions.config?.access?.split('/')[2];
  return !action || !READS.has(action);
}

function kindOf(req: FastifyRequest): LogKind | null {
  const config = req.routeOptions.config;
  if (config?.audit === 'signin') return 'signin';
  const key = req.user?.apiKeyId !== undefined;
  // Routes kept out of the log only read (a floor lookup, an import's preview); a key's reads are logged too.
  if (config?.audit === false) return key ? 'read' : null;
  const access = config?.access;
  const action = access?.split('/')[2];
  const writes = req.method !== 'GET' && action !== undefined && !READS.has(action);
  if (writes) return DATA.has(action) ? 'data' : 'action';
  // Every call of an API key is logged under its name (docs/decisions/integration.md "Machine clients (API keys)").
  if (!key) return null;
  return req.method === 'GET' || (action !== undefined && READS.has(action)) ? 'read' : 'action';
}

/** A person's refused call is not logged; a key's is (only an unknown, revoked or expired key has no name to log). */
const logsFailure = (req: FastifyRequest, kind: LogKind) => kind === 'signin' || req.user?.apiKeyId !== undefined;

/** Passwords, tokens and codes never reach the log. */
function redact(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(redact);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET.test(k) ? '***' : redact(x)]));
  }
  return v;
}

function json(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  const s = JSON.stringify(redact(v));
  return s.length > TEXT_MAX ? `${s.slice(0, TEXT_MAX)}…` : s;
}

const clip = (s: unknown, n: number) => (typeof s === 'string' && s ? s.slice(0, n) : null);

function parsedReply(payload: unknown): { message?: string; data?: unknown } {
  if (typeof payload !== 'string' || payload.length > 1_000_000) return {};
  try {
    const r = JSON.parse(payload) as unknown;
    return r && typeof r === 'object' ? (r as { message?: string; data?: unknown }) : {};
  } catch {
    return {};
  }
}

/** A successful sign-in reply carries the user it signed in. */
const signsIn = (payload: unknown) => Boolean((parsedReply(payload).data as { user?: unknown } | undefined)?.user);

function recordOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { id?: unknown; ids?: unknown };
  if (Array.isArray(b.ids)) return clip(b.ids.join(','), 200);
  return b.id === undefined || b.id === null ? null : clip(String(b.id), 200);
}

async function entryOf(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: LogKind,
  payload: unknown,
): Promise<LogEntry> {
  const r = parsedReply(payload);
  const success = reply.statusCode < 400;
  const common = { kind, ip: clip(req.ip, 64), path: clip(req.routeOptions.url, 200) ?? '', status: reply.statusCode, success };
  const message = clip(r.message, 500);
  if (kind === 'signin') {
    const body = req.body as { account?: unknown; phone?: unknown } | undefined;
    const account = clip(body?.account, 50);
    const signedIn = (r.data as { user?: { id?: number; account?: string } } | undefined)?.user;
    const userId = signedIn?.id ?? (account ? ((await findUserByAccount(app.db, account))?.id ?? null) : null);
    return {
      ...common,
      userId,
      // An SMS sign-in that failed names the number it was tried for.
      account: account ?? clip(signedIn?.account, 50) ?? clip(body?.phone, 50),
      action: 'signin',
      target: 'system/user',
      message,
    };
  }
  const [area, key, action] = String(req.routeOptions.config?.access).split('/');
  const read = kind === 'read';
  const note = (req as { auditNote?: AuditNote }).auditNote ?? {};
  const query = req.query && typeof req.query === 'object' && Object.keys(req.query).length ? req.query : undefined;
  return {
    ...common,
    userId: req.user?.id ?? null,
    account: clip(req.user?.account, 50),
    // A key's call of a route open to anyone signed in names no action: its method does.
    action: action ?? req.method.toLowerCase(),
    target: key === undefined ? null : `${area}/${key}`,
    // An add names its new row by the id it got.
    record: recordOf(req.body) ?? recordOf(note.after ?? r.data),
    message,
    params: json(query ? { query, body: req.body } : req.body),
    before: json(note.before),
    // A read's reply is what the key was shown: its size, not a change, so it is not kept.
    after: read ? null : json(note.after ?? r.data),
  };
}

/**
 * The audit trail (docs/decisions/system-and-security.md "Audit log"): one hook logs every sign-in attempt and every
 * permitted write. The line is written in its own statement once the handler has finished, so its
 * transaction is committed and unlocked; a failing write is logged to the server log and the reply
 * goes out as it was. Services add the values before and after through `noteChange`.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('auditWriter', insertLog);
  // Just before the handler: the note lives for the handler's async chain (body parsing is done).
  app.addHook('preHandler', (req, _reply, done) => {
    if (!kindOf(req)) return done();
    const note: AuditNote = {};
    (req as { auditNote?: AuditNote }).auditNote = note;
    notes.run(note, done);
  });
  // Callback style: most replies (reads) pass straight through, without a promise of their own.
  app.addHook('onSend', (req, reply, payload, done) => {
    const kind = kindOf(req);
    if (!kind || (reply.statusCode >= 400 && !logsFailure(req, kind))) return done(null, payload);
    // A repeat of an idempotent call changed nothing: its first request was logged.
    if (reply.getHeader('idempotent-replayed')) return done(null, payload);
    // A QR poll still waiting for the phone is no sign-in attempt; its outcome is logged.
    if (kind === 'signin' && reply.statusCode < 400 && !signsIn(payload)) return done(null, payload);
    entryOf(app, req, reply, kind, payload)
      .then((entry) => app.auditWriter(app.db, entry))
      .catch((err) => req.log.error({ err }, 'audit log write failed'))
      .finally(() => done(null, payload));
  });
});
